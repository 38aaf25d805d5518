import Gestures

/// The layer's full-screen views (its window and the player's view): each takes every
/// touch, including one reported on or beyond the screen's edge (panels report a little
/// outside their range, and a mapped point may sit exactly on the right or bottom edge),
/// so no finger is lost to hit testing.
final class PlayerGestureView: View {
    /// Every point is inside: the layer covers the whole screen and beyond.
    override func point(inside point: Point) -> Bool { true }
}
