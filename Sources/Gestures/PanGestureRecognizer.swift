/// Recognizes fingers dragging, as `UIPanGestureRecognizer`; continuous.
///
/// With between `minimumNumberOfTouches` and `maximumNumberOfTouches` fingers down, it
/// begins once their centroid has moved more than `minimumDistance` from where it
/// started, then reports a change on every move, and ends when the fingers down drop
/// below the minimum (normally: when the last lifts). Fewer fingers than the minimum: it
/// waits. More than the maximum: it fails while undecided and is cancelled once begun;
/// a cancelled touch does the same.
///
/// `translation(in:)` is measured from the centroid where the fingers touched down, so
/// at began it already includes the `minimumDistance` the fingers travelled (touch-down
/// point = `location(in:)` − translation). Fingers joining or leaving a begun pan do not
/// make it jump.
///
/// The `view` parameters of `translation(in:)`, `setTranslation(_:in:)` and
/// `velocity(in:)` change nothing: views have no transforms, only offsets, and a
/// difference of two points is the same in every view's coordinates (as in UIKit for
/// views without transforms). They keep UIKit's signatures; pass the view you mean.
open class PanGestureRecognizer: GestureRecognizer {
    private var fewestTouches = 1
    private var mostTouches = Int.max
    private var distanceToBegin = 10.0

    /// Translation accumulated up to the last change of the finger set (or `setTranslation`).
    private var translationBase = Point.zero
    /// The centroid when the finger set last changed (or `setTranslation` was called).
    private var anchor = Point.zero
    private var centroid = Point.zero
    private var velocityEstimator = VelocityEstimator<Point>()

    /// The fewest fingers that pan.
    public var minimumNumberOfTouches: Int {
        get { fewestTouches }
        set { fewestTouches = newValue }
    }
    /// The most fingers that pan.
    public var maximumNumberOfTouches: Int {
        get { mostTouches }
        set { mostTouches = newValue }
    }
    /// How far (points) the centroid must move, strictly more, before the pan begins.
    public var minimumDistance: Double {
        get { distanceToBegin }
        set { distanceToBegin = newValue }
    }

    /// How far the fingers' centroid has moved since the pan's fingers touched down (or
    /// since the last `setTranslation`); the same in every view (see the type).
    public func translation(in view: View?) -> Point {
        Point(x: translationBase.x + centroid.x - anchor.x, y: translationBase.y + centroid.y - anchor.y)
    }

    /// Makes the current translation `translation`, e.g. .zero for incremental updates,
    /// and resets the velocity to zero until the fingers move again (UIKit: "Changing the
    /// translation value resets the velocity of the pan"); `view` changes nothing (see the type).
    public func setTranslation(_ translation: Point, in view: View?) {
        translationBase = translation
        anchor = centroid
        velocityEstimator.restart()
    }

    /// The centroid's speed in points per second over the latest moves (event times), the
    /// same in every view (see the type). At the lift it is the speed of the last moves: a
    /// lift in place adds nothing, and one more than 40 ms after the last move finds the
    /// fingers stopped (zero), as Flutter's trackers do.
    public func velocity(in view: View?) -> Point {
        velocityEstimator.velocity
    }

    /// Rebases for the new finger set; fails or cancels beyond `maximumNumberOfTouches`.
    open override func touchesBegan(_ touches: Touches, with event: TouchEvent) {
        if touchesDownCount > mostTouches {
            abandonGesture()
            return
        }
        let landing = touches.slots
        rebase(
            on: centroidOfActiveTouches(in: slotsDown),
            previous: centroidOfActiveTouches(in: slotsDown.subtracting(landing)))
    }

    /// Begins past `minimumDistance`, then reports each move as a change.
    open override func touchesMoved(_ touches: Touches, with event: TouchEvent) {
        centroid = centroidOfActiveTouches(in: slotsDown) ?? centroid
        if state == .possible && touchesDownCount < fewestTouches {
            // Not panning yet: the translation counts from when enough fingers are down.
            translationBase = .zero
            anchor = centroid
            return
        }
        velocityEstimator.add(centroid, at: event.timestamp)
        advanceContinuousGesture(beginningWhen: translation(in: nil).distance(to: .zero) > distanceToBegin)
    }

    /// Ends when the fingers down drop below the minimum; fails if it never began.
    open override func touchesEnded(_ touches: Touches, with event: TouchEvent) {
        let ending = touches.slots
        // In the order of the moves' centroids, so that a still lift gives the same centroid.
        let liftCentroid = centroidOfActiveTouches(in: slotsDown.union(ending))
        centroid = liftCentroid ?? centroid
        velocityEstimator.addLift(centroid, at: event.timestamp)
        let remaining = touchesDownCount
        switch state {
        case .began, .changed:
            if remaining < fewestTouches {
                state = .ended
            } else {
                rebase(on: centroidOfActiveTouches(in: slotsDown), previous: liftCentroid)
            }
        case .possible:
            if remaining == 0 {
                state = .failed
            } else {
                rebase(on: centroidOfActiveTouches(in: slotsDown), previous: liftCentroid)
            }
        default:
            break
        }
    }

    /// Cancels a begun pan; fails an undecided one.
    open override func touchesCancelled(_ touches: Touches, with event: TouchEvent) {
        abandonGesture()
    }

    /// Forgets the translation and the velocity samples.
    open override func reset() {
        super.reset()
        translationBase = .zero
        anchor = .zero
        centroid = .zero
        velocityEstimator.removeAll()
    }

    /// Keeps the translation continuous when the finger set changes: `previous` is the
    /// old set's centroid, `current` the new one's (nil for an empty set).
    private func rebase(on current: Point?, previous: Point?) {
        if let previous {
            centroid = previous
            translationBase = translation(in: nil)
        } else {
            translationBase = .zero
        }
        centroid = current ?? centroid
        anchor = centroid
        velocityEstimator.removeAll()
    }
}
