import Gestures

/// The seek bar's finger, as a slider tracks it: it begins the moment the finger touches
/// down (so the knob jumps under it at once), changes with every move, ends on the lift
/// and is cancelled with the touch. A second finger on the bar is ignored: the first
/// keeps the knob. Continuous.
final class SeekBarGestureRecognizer: GestureRecognizer {
    /// Begins with the first finger; ignores the others.
    override func touchesBegan(_ touches: Touches, with event: TouchEvent) {
        for touch in touches where state != .possible || touch !== touches.first {
            ignore(touch, for: event)
        }
        if state == .possible {
            state = .began
        }
    }

    override func touchesMoved(_ touches: Touches, with event: TouchEvent) {
        if state == .began || state == .changed {
            state = .changed
        }
    }

    override func touchesEnded(_ touches: Touches, with event: TouchEvent) {
        if state == .began || state == .changed {
            state = .ended
        }
    }

    override func touchesCancelled(_ touches: Touches, with event: TouchEvent) {
        if state == .began || state == .changed {
            state = .cancelled
        }
    }
}
