/// The finger bookkeeping of the continuous recognizers that measure a fixed number of
/// fingers (pinch, rotation): they measure while exactly that many are down, give up when
/// one more lands, and end when any of them lifts. The fingers are the recognizer's
/// active touches, measured where they are (`forEachActiveTouch`), not gathered in an array.
extension GestureRecognizer {
    /// On touch-down: whether exactly `count` fingers are down; one finger more abandons
    /// the gesture (fails it while undecided, cancels it once begun).
    func hasFingersAfterTouchDown(count: Int) -> Bool {
        let down = touchesDownCount
        if down > count {
            abandonGesture()
            return false
        }
        return down == count
    }

    /// On a lift: ends a begun gesture, after `measure` has seen where the fingers lifted
    /// (when all `count` are still tracked); fails an undecided one.
    func endFingerGroupGesture(count: Int, measuring measure: () -> Void) {
        if state == .began || state == .changed {
            if activeTouchCount == count {
                measure()
            }
            state = .ended
        } else if state == .possible {
            state = .failed
        }
    }
}
