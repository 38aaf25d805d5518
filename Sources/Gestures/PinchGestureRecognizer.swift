/// Recognizes two fingers moving apart or together, as `UIPinchGestureRecognizer`;
/// continuous.
///
/// The starting distance is the fingers' distance when the second finger touched down
/// (taken as 1 point if they landed closer, so the scale stays finite). It begins once the
/// distance differs from the starting distance by more than `minimumDistanceChange`,
/// reports a change on every move after that, and ends when either finger lifts. A third
/// finger fails it while undecided and cancels it once begun, as does a cancelled touch;
/// a finger lifting before it began fails it.
open class PinchGestureRecognizer: GestureRecognizer {
    /// How far (points) the distance must change, strictly more, before the pinch begins.
    public var minimumDistanceChange: Double = 10

    private var startingDistance = 1.0
    private var referenceDistance = 1.0
    private var currentDistance = 1.0
    private var velocityEstimator = VelocityEstimator<Double>()

    /// The current distance over the starting distance; settable (e.g. back to 1 for
    /// incremental updates), which rebases later values without affecting `velocity`.
    public var scale: Double {
        get { currentDistance / referenceDistance }
        set {
            guard newValue > 0, newValue.isFinite else { return }
            referenceDistance = currentDistance / newValue
        }
    }

    /// How fast the scale changes, in scale factor per second (event times); at the lift, as
    /// pan's velocity (a lift in place adds no sample).
    public var velocity: Double { velocityEstimator.velocity }

    /// Takes the starting distance when the second finger lands; a third fails or cancels.
    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard let pair = fingerPairAfterTouchDown() else { return }
        startingDistance = max(pair.distance, 1)
        referenceDistance = startingDistance
        currentDistance = startingDistance
        velocityEstimator.removeAll()
        velocityEstimator.add(1, at: event.timestamp)
    }

    /// Begins past `minimumDistanceChange`, then reports each move as a change.
    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let pair = fingerPairDown else { return }
        velocityEstimator.add(measure(pair), at: event.timestamp)
        advanceContinuousGesture(beginningWhen: abs(currentDistance - startingDistance) > minimumDistanceChange)
    }

    /// Ends when a finger lifts after the pinch began; fails before.
    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        endTwoFingerGesture { velocityEstimator.addLift(measure($0), at: event.timestamp) }
    }

    /// Cancels a begun pinch; fails an undecided one.
    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        abandonGesture()
    }

    /// Forgets the distances and the velocity samples.
    open override func reset() {
        super.reset()
        startingDistance = 1
        referenceDistance = 1
        currentDistance = 1
        velocityEstimator.removeAll()
    }

    /// Takes the pair's distance; returns the scale from the starting distance (what the
    /// velocity measures, unaffected by setting `scale`).
    private func measure(_ pair: FingerPair) -> Double {
        currentDistance = pair.distance
        return currentDistance / startingDistance
    }
}
