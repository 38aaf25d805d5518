import Gestures

/// A button's tap, as a `UIButton`'s touch-up-inside: it recognizes when the finger lifts
/// inside the view, however long it was down and wherever it went meanwhile, with no wait
/// for a double tap. A finger that lifts outside, a second finger on the same view, or a
/// cancelled touch makes it fail. Discrete.
final class ButtonGestureRecognizer: GestureRecognizer {
    override var kind: GestureRecognizerKind { .discrete }

    /// A second finger on the button fails it: a button is pressed with one.
    override func touchesBegan(_ touches: Touches, with event: TouchEvent) {
        if state == .possible && numberOfTouches > 1 {
            state = .failed
        }
    }

    /// Recognizes when the finger lifts inside the view's area.
    override func touchesEnded(_ touches: Touches, with event: TouchEvent) {
        guard state == .possible, let view, let touch = touches.first else { return }
        state = view.point(inside: touch.location(in: view)) ? .ended : .failed
    }

    override func touchesCancelled(_ touches: Touches, with event: TouchEvent) {
        if state == .possible {
            state = .failed
        }
    }
}
