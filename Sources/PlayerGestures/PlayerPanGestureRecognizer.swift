import Gestures

/// The layer's one-finger pan: a `PanGestureRecognizer` limited to one finger (a second
/// finger fails it while undecided and cancels it once begun) that remembers where its
/// finger touched down, the point every pan rule of SPEC §2 is measured from.
final class PlayerPanGestureRecognizer: PanGestureRecognizer {
    /// Where the pan's finger touched down, in screen coordinates; nil before a touch.
    private(set) var touchDownLocation: Point?

    /// A pan of at most one finger that begins past `threshold` points.
    init(threshold: Double) {
        super.init()
        maximumNumberOfTouches = 1
        minimumDistance = threshold
    }

    /// Notes the first finger's touch-down point, then pans as the superclass does.
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if touchDownLocation == nil, let first = touches.first {
            touchDownLocation = first.initialScreenLocation
        }
        super.touchesBegan(touches, with: event)
    }

    /// Forgets the touch-down point with the rest of the sequence.
    override func reset() {
        super.reset()
        touchDownLocation = nil
    }
}
