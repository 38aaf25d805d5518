/// The finger bookkeeping of the two-finger continuous recognizers (pinch, rotation):
/// they measure while exactly two fingers are down, give up when a third lands, and end
/// when either finger lifts.
extension GestureRecognizer {
    /// On touch-down: the two fingers down when exactly two are; nil otherwise, and a
    /// third finger abandons the gesture (fails it while undecided, cancels it once begun).
    func fingerPairAfterTouchDown() -> FingerPair? {
        let down = activeTouches.filter(\.isDown)
        if down.count > 2 {
            abandonGesture()
            return nil
        }
        return FingerPair(down)
    }

    /// The two fingers down, when exactly two are.
    var fingerPairDown: FingerPair? {
        FingerPair(activeTouches.filter(\.isDown))
    }

    /// On a lift: ends a begun gesture, after `measure` has seen where the pair lifted
    /// (when both fingers are still tracked); fails an undecided one.
    func endTwoFingerGesture(measuring measure: (FingerPair) -> Void) {
        if state == .began || state == .changed {
            if let pair = FingerPair(activeTouches) {
                measure(pair)
            }
            state = .ended
        } else if state == .possible {
            state = .failed
        }
    }
}
