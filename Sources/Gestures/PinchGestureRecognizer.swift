/// Recognizes two fingers moving apart or together, as `UIPinchGestureRecognizer`;
/// continuous. With `numberOfTouchesRequired` above 2, the fingers spreading or closing.
///
/// The starting distance is the fingers' distance when the second finger touched down
/// (taken as 1 point if they landed closer, so the scale stays finite). It begins once the
/// distance differs from the starting distance by more than `minimumDistanceChange`,
/// reports a change on every move after that, and ends when either finger lifts. A third
/// finger fails it while undecided and cancels it once begun, as does a cancelled touch;
/// a finger lifting before it began fails it. For more fingers, the distance is twice
/// their mean distance from their centroid (for two fingers, their distance), measured
/// from when the last required finger touched down, and an extra finger or any lift acts
/// as above.
open class PinchGestureRecognizer: GestureRecognizer {
    private var distanceChangeToBegin = 10.0
    private var touchesRequired = 2

    private var startingDistance = 1.0
    private var referenceDistance = 1.0
    private var currentDistance = 1.0
    private var velocityEstimator = VelocityEstimator<Double>()

    /// How far (points) the distance must change, strictly more, before the pinch begins.
    public var minimumDistanceChange: Double {
        get { distanceChangeToBegin }
        set { distanceChangeToBegin = newValue }
    }
    /// Fingers the pinch needs, 2 or more.
    public var numberOfTouchesRequired: Int {
        get { touchesRequired }
        set { touchesRequired = newValue }
    }

    /// The current distance over the starting distance; settable (e.g. back to 1 for
    /// incremental updates), which rebases later values and resets `velocity` to zero
    /// until the fingers move again (UIKit: setting the scale "resets the velocity").
    public var scale: Double {
        get { currentDistance / referenceDistance }
        set {
            guard newValue > 0, newValue.isFinite else { return }
            referenceDistance = currentDistance / newValue
            velocityEstimator.restart()
        }
    }

    /// How fast the scale changes, in scale factor per second (event times); at the lift, as
    /// pan's velocity (a lift in place adds no sample).
    public var velocity: Double { velocityEstimator.velocity }

    /// Takes the starting distance when the last required finger lands; one more fails or cancels.
    open override func touchesBegan(_ touches: Touches, with event: TouchEvent) {
        guard hasFingersAfterTouchDown(count: touchesRequired), let spread = spread(in: slotsDown) else { return }
        startingDistance = max(spread, 1)
        referenceDistance = startingDistance
        currentDistance = startingDistance
        velocityEstimator.removeAll()
        velocityEstimator.add(1, at: event.timestamp)
    }

    /// Begins past `minimumDistanceChange`, then reports each move as a change.
    open override func touchesMoved(_ touches: Touches, with event: TouchEvent) {
        guard touchesDownCount == touchesRequired, let spread = spread(in: slotsDown) else { return }
        velocityEstimator.add(measure(spread), at: event.timestamp)
        advanceContinuousGesture(beginningWhen: abs(currentDistance - startingDistance) > distanceChangeToBegin)
    }

    /// Ends when a finger lifts after the pinch began; fails before.
    open override func touchesEnded(_ touches: Touches, with event: TouchEvent) {
        endFingerGroupGesture(count: touchesRequired) {
            if let spread = spread(in: activeSlots) { velocityEstimator.addLift(measure(spread), at: event.timestamp) }
        }
    }

    /// Cancels a begun pinch; fails an undecided one.
    open override func touchesCancelled(_ touches: Touches, with event: TouchEvent) {
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

    /// Takes `spread` as the current distance; returns the scale from the starting
    /// distance (what the velocity measures, unaffected by setting `scale`).
    private func measure(_ spread: Double) -> Double {
        currentDistance = spread
        return currentDistance / startingDistance
    }

    /// The distance of the two active touches among `slots`; for more, twice their mean
    /// distance from their centroid (the same measure, so that scales read alike whatever
    /// the count); nil for fewer than two.
    private func spread(in slots: TouchSet) -> Double? {
        if let pair = fingerPair(in: slots) { return pair.distance }
        guard let centroid = centroidOfActiveTouches(in: slots) else { return nil }
        var total = 0.0
        var count = 0
        forEachActiveTouch { touch in
            guard slots.contains(touch.slot) else { return }
            total += touch.screenLocation.distance(to: centroid)
            count += 1
        }
        return count > 2 ? 2 * total / Double(count) : nil
    }
}
