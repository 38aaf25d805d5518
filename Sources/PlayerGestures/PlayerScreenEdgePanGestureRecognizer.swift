import Gestures

/// A binding's edge stroke under the player's finger rule: a finger beyond the
/// stroke's fails it while undecided and cancels it once begun, where the library's
/// `ScreenEdgePanGestureRecognizer` ignores it, as UIKit's does. A recognizer on the
/// player view applies the rule itself (see `PlayerGestureSet`), and a stroke that went on
/// under an extra finger would take that finger's sequence from the gestures of more fingers.
final class PlayerScreenEdgePanGestureRecognizer: ScreenEdgePanGestureRecognizer {
    override func touchesBegan(_ touches: Touches, with event: TouchEvent) {
        guard numberOfTouches > numberOfTouchesRequired else {
            super.touchesBegan(touches, with: event)
            return
        }
        state = state == .possible ? .failed : .cancelled
    }
}
