/// The state moves every built-in continuous recognizer (pan, pinch, rotation) makes the
/// same way, kept in one place so that they cannot drift apart.
extension GestureRecognizer {
    /// Gives up on the gesture (an extra finger, a cancelled touch): fails it while
    /// undecided, cancels it once begun, and leaves a finished one alone.
    func abandonGesture() {
        if state == .possible {
            state = .failed
        } else if state == .began || state == .changed {
            state = .cancelled
        }
    }

    /// Reports a move of a continuous gesture: an undecided one begins when
    /// `thresholdPassed`, a begun one reports a change.
    func advanceContinuousGesture(beginningWhen thresholdPassed: @autoclosure () -> Bool) {
        switch state {
        case .possible:
            if thresholdPassed() {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }
}
