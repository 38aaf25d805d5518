/// Recognizes two fingers turning, as `UIRotationGestureRecognizer`; continuous.
///
/// Sign convention (as UIKit): with y pointing down the screen, a positive rotation turns
/// clockwise as seen on the screen. The angle is that of the line from the first finger
/// to land to the second; it accumulates turn by turn, so it can exceed ±π. It begins
/// once the rotation exceeds `minimumRotation` in magnitude, reports a change on every
/// move after that, and ends when either finger lifts. A third finger fails it while
/// undecided and cancels it once begun, as does a cancelled touch; a finger lifting
/// before it began fails it.
open class RotationGestureRecognizer: GestureRecognizer {
    private var rotationToBegin = 0.05

    private var previousAngle = 0.0
    private var accumulated = 0.0
    private var offset = 0.0
    private var velocityEstimator = VelocityEstimator<Double>()

    /// The rotation in radians since the second finger landed (positive clockwise on
    /// screen); settable (e.g. back to 0 for incremental updates), which resets `velocity`
    /// to zero until the fingers turn again (UIKit: setting the rotation "resets the velocity").
    public var rotation: Double {
        get { accumulated - offset }
        set {
            guard newValue.isFinite else { return }
            offset = accumulated - newValue
            velocityEstimator.restart()
        }
    }

    /// How fast the fingers turn, in radians per second (event times); at the lift, as pan's
    /// velocity (a lift in place adds no sample).
    public var velocity: Double { velocityEstimator.velocity }

    /// How far (radians) the fingers must turn, strictly more, before it begins.
    public var minimumRotation: Double {
        get { rotationToBegin }
        set { rotationToBegin = newValue }
    }

    /// Takes the starting angle when the second finger lands; a third fails or cancels.
    open override func touchesBegan(_ touches: Touches, with event: TouchEvent) {
        guard hasFingersAfterTouchDown(count: 2), let pair = fingerPair(in: slotsDown) else { return }
        previousAngle = pair.angle
        accumulated = 0
        offset = 0
        velocityEstimator.removeAll()
        velocityEstimator.add(0, at: event.timestamp)
    }

    /// Begins past `minimumRotation`, then reports each move as a change.
    open override func touchesMoved(_ touches: Touches, with event: TouchEvent) {
        guard let pair = fingerPair(in: slotsDown) else { return }
        velocityEstimator.add(measure(pair), at: event.timestamp)
        advanceContinuousGesture(beginningWhen: abs(accumulated) > rotationToBegin)
    }

    /// Ends when a finger lifts after the rotation began; fails before.
    open override func touchesEnded(_ touches: Touches, with event: TouchEvent) {
        endFingerGroupGesture(count: 2) {
            if let pair = fingerPair(in: activeSlots) { velocityEstimator.addLift(measure(pair), at: event.timestamp) }
        }
    }

    /// Cancels a begun rotation; fails an undecided one.
    open override func touchesCancelled(_ touches: Touches, with event: TouchEvent) {
        abandonGesture()
    }

    /// Forgets the angles and the velocity samples.
    open override func reset() {
        super.reset()
        previousAngle = 0
        accumulated = 0
        offset = 0
        velocityEstimator.removeAll()
    }

    /// Adds the pair's turn since the last measure; returns the accumulated angle (what the
    /// velocity measures, unaffected by setting `rotation`).
    private func measure(_ pair: FingerPair) -> Double {
        let current = pair.angle
        accumulated += Trigonometry.normalized(current - previousAngle)
        previousAngle = current
        return accumulated
    }
}
