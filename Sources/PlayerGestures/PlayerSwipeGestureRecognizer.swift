import Gestures

/// A binding's swipe: a `SwipeGestureRecognizer` decided on the lift, not while the
/// fingers move. At the first lift the stroke so far (its fingers' centroid, from where
/// they were all down to where they lift) is judged as the superclass judges it: at
/// least `minimumDistance` within `maximumDuration`, its dominant direction in
/// `direction`. A stroke is thereby one gesture from touch-down to lift, and a pan or an
/// edge stroke that recognizes during it wins, as it would over any recognizer still
/// undecided.
final class PlayerSwipeGestureRecognizer: SwipeGestureRecognizer {
    /// Nothing is decided while the fingers move.
    override func touchesMoved(_ touches: Touches, with event: TouchEvent) {}
}
