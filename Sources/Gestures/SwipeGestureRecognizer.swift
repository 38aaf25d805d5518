/// Recognizes a quick straight stroke, as `UISwipeGestureRecognizer`; discrete.
///
/// Once `numberOfTouchesRequired` fingers are down, their centroid must travel at least
/// `minimumDistance` points within `maximumDuration` (counted from the moment the last
/// required finger touched down): at that move it recognizes if the stroke's dominant
/// direction (the larger of |dx| and |dy|; horizontal on a tie) is in `direction`, and
/// fails if it is not. It fails when the time runs out, when a finger lifts first, on an
/// extra finger, and on a cancelled touch. With the defaults (50 points within 500 ms) a
/// swipe averages at least 100 points per second.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// Discrete: the swipe is recognized at the move that completes the stroke.
    open override var kind: GestureRecognizerKind { .discrete }

    /// The accepted directions.
    public var direction: SwipeDirection = .right
    /// Fingers the swipe needs.
    public var numberOfTouchesRequired = 1
    /// How far (points) the centroid must travel.
    public var minimumDistance: Double = 50
    /// How long the travel may take.
    public var maximumDuration: Duration {
        get { .microseconds(longestMicroseconds) }
        set { longestMicroseconds = newValue.wholeMicroseconds }
    }

    private var longestMicroseconds: Int64 = 500_000
    private var start: Point?

    /// Starts timing when the required fingers are down; an extra finger fails it.
    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible else { return }
        let down = activeTouches.filter(\.isDown)
        if down.count > numberOfTouchesRequired {
            fail()
        } else if down.count == numberOfTouchesRequired {
            start = down.screenCentroid
            setDeadline(event.timestamp.advanced(byMicroseconds: longestMicroseconds))
        }
    }

    /// Decides once the centroid has travelled far enough.
    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible else { return }
        evaluate(activeTouches.filter(\.isDown))
    }

    /// A lift before the swipe was recognized fails it (after judging the lift position).
    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible else { return }
        evaluate(activeTouches)
        fail()
    }

    /// A cancelled touch fails it.
    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        fail()
    }

    /// Forgets the start and cancels the deadline.
    open override func reset() {
        super.reset()
        cancelDeadline()
        start = nil
    }

    /// The stroke took too long.
    override func deadlinePassed() {
        fail()
    }

    private func evaluate(_ touches: [Touch]) {
        guard let start, touches.count == numberOfTouchesRequired, let current = touches.screenCentroid else { return }
        let dx = current.x - start.x
        let dy = current.y - start.y
        guard (dx * dx + dy * dy).squareRoot() >= minimumDistance else { return }
        let dominant: SwipeDirection = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        cancelDeadline()
        state = direction.contains(dominant) ? .ended : .failed
    }

    private func fail() {
        cancelDeadline()
        if state == .possible {
            state = .failed
        }
    }
}
