/// The finger bookkeeping of the continuous recognizers that measure a fixed number of
/// fingers (pinch, rotation): they measure while exactly that many are down, give up when
/// one more lands, and end when any of them lifts.
extension GestureRecognizer {
    /// On touch-down: the fingers down when exactly `count` are; nil otherwise, and one
    /// finger more abandons the gesture (fails it while undecided, cancels it once begun).
    func fingersAfterTouchDown(count: Int) -> [Touch]? {
        let down = activeTouches.filter(\.isDown)
        if down.count > count {
            abandonGesture()
            return nil
        }
        return down.count == count ? down : nil
    }

    /// The fingers down, when exactly `count` are.
    func fingersDown(count: Int) -> [Touch]? {
        let down = activeTouches.filter(\.isDown)
        return down.count == count ? down : nil
    }

    /// On a lift: ends a begun gesture, after `measure` has seen where the fingers lifted
    /// (when all `count` are still tracked); fails an undecided one.
    func endFingerGroupGesture(count: Int, measuring measure: ([Touch]) -> Void) {
        if state == .began || state == .changed {
            if activeTouches.count == count {
                measure(activeTouches)
            }
            state = .ended
        } else if state == .possible {
            state = .failed
        }
    }
}
