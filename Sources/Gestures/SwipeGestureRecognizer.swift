/// Recognizes a quick straight stroke, as `UISwipeGestureRecognizer`; discrete.
///
/// Once `numberOfTouchesRequired` fingers are down, their centroid must travel at least
/// `minimumDistance` points within `maximumDuration` (counted from the moment the last
/// required finger touched down): at that move it recognizes if the stroke's dominant
/// direction (the larger of |dx| and |dy|; horizontal on a tie) is in `direction`, and
/// fails if it is not. It fails when the time runs out, when a finger lifts first, on an
/// extra finger, and on a cancelled touch. With the defaults (50 points within 500 ms) a
/// swipe averages at least 100 points per second.
///
/// From the moment the required fingers are all down, `location(in:)` is their centroid
/// at that moment and `location(ofTouch:in:)` each of them, in order of touch-down: where
/// the swipe began (UIKit: you "may determine the location where a swipe begins" with
/// them), until the next sequence's first touch-down.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// Discrete: the swipe is recognized at the move that completes the stroke.
    open override var kind: GestureRecognizerKind { .discrete }

    private var directions: SwipeDirection = .right
    private var touchesRequired = 1
    private var distanceRequired = 50.0
    private var longestMicroseconds: Int64 = 500_000

    private var start: Point?
    /// Where the required fingers were when they were all down, in order of touch-down
    /// (screen coordinates); kept for its capacity.
    private let startLocations = OwnedArray<Point>()

    /// The accepted directions.
    public var direction: SwipeDirection {
        get { directions }
        set { directions = newValue }
    }
    /// Fingers the swipe needs.
    public var numberOfTouchesRequired: Int {
        get { touchesRequired }
        set { touchesRequired = newValue }
    }
    /// How far (points) the centroid must travel.
    public var minimumDistance: Double {
        get { distanceRequired }
        set { distanceRequired = newValue }
    }
    /// How long the travel may take.
    public var maximumDuration: Duration {
        get { .microseconds(longestMicroseconds) }
        set { longestMicroseconds = newValue.wholeMicroseconds }
    }

    /// Starts timing when the required fingers are down; an extra finger fails it.
    open override func touchesBegan(_ touches: Touches, with event: TouchEvent) {
        guard state == .possible else { return }
        if activeTouchCount == touches.count { forgetStartLocations() }
        let down = touchesDownCount
        if down > touchesRequired {
            fail()
        } else if down == touchesRequired {
            start = centroidOfActiveTouches(in: slotsDown)
            noteStartLocations()
            setDeadline(event.timestamp.advanced(byMicroseconds: longestMicroseconds))
        }
    }

    /// Decides once the centroid has travelled far enough.
    open override func touchesMoved(_ touches: Touches, with event: TouchEvent) {
        guard state == .possible else { return }
        evaluate(count: touchesDownCount, centroid: centroidOfActiveTouches(in: slotsDown))
    }

    /// A lift before the swipe was recognized fails it (after judging the lift position).
    open override func touchesEnded(_ touches: Touches, with event: TouchEvent) {
        guard state == .possible else { return }
        evaluate(count: activeTouchCount, centroid: centroidOfActiveTouches(in: activeSlots))
        fail()
    }

    /// A cancelled touch fails it.
    open override func touchesCancelled(_ touches: Touches, with event: TouchEvent) {
        fail()
    }

    /// Forgets the start and cancels the deadline.
    open override func reset() {
        super.reset()
        cancelDeadline()
        start = nil
    }

    override var pinnedLocationCount: Int { startLocations.count }

    override func pinnedLocation(at index: Int) -> Point { startLocations[index] }

    /// The stroke took too long.
    override func deadlinePassed() {
        fail()
    }

    /// Judges the stroke of `count` fingers whose centroid is at `current`.
    private func evaluate(count: Int, centroid current: Point?) {
        guard let start, count == touchesRequired, let current else { return }
        let dx = current.x - start.x
        let dy = current.y - start.y
        guard (dx * dx + dy * dy).squareRoot() >= distanceRequired else { return }
        let dominant: SwipeDirection = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        cancelDeadline()
        state = directions.contains(dominant) ? .ended : .failed
    }

    /// Takes where the fingers down are as where the swipe began.
    private func noteStartLocations() {
        forgetStartLocations()
        forEachActiveTouch { touch in
            if touch.isDown { startLocations.append(touch.screenLocation) }
        }
    }

    /// Forgets where the last swipe began, keeping the storage.
    private func forgetStartLocations() {
        startLocations.removeAll()
    }

    private func fail() {
        cancelDeadline()
        if state == .possible {
            state = .failed
        }
    }
}
