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
    /// How far (radians) the fingers must turn, strictly more, before it begins.
    public var minimumRotation: Double = 0.05

    private var previousAngle = 0.0
    private var accumulated = 0.0
    private var offset = 0.0
    private var velocityEstimator = VelocityEstimator<Double>()

    /// The rotation in radians since the second finger landed (positive clockwise on
    /// screen); settable (e.g. back to 0 for incremental updates) without affecting `velocity`.
    public var rotation: Double {
        get { accumulated - offset }
        set {
            guard newValue.isFinite else { return }
            offset = accumulated - newValue
        }
    }

    /// How fast the fingers turn, in radians per second (event times).
    public var velocity: Double { velocityEstimator.velocity }

    /// Takes the starting angle when the second finger lands; a third fails or cancels.
    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        let down = activeTouches.filter(\.isDown)
        if down.count > 2 {
            if state == .possible {
                state = .failed
            } else if state == .began || state == .changed {
                state = .cancelled
            }
            return
        }
        guard down.count == 2 else { return }
        previousAngle = angle(of: down)
        accumulated = 0
        offset = 0
        velocityEstimator.removeAll()
        velocityEstimator.add(0, at: event.timestamp)
    }

    /// Begins past `minimumRotation`, then reports each move as a change.
    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        let down = activeTouches.filter(\.isDown)
        guard down.count == 2 else { return }
        measure(down, at: event.timestamp)
        switch state {
        case .possible:
            if abs(accumulated) > minimumRotation {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends when a finger lifts after the rotation began; fails before.
    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if state == .began || state == .changed {
            if activeTouches.count == 2 {
                measure(activeTouches, at: event.timestamp)
            }
            state = .ended
        } else if state == .possible {
            state = .failed
        }
    }

    /// Cancels a begun rotation; fails an undecided one.
    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        if state == .began || state == .changed {
            state = .cancelled
        } else if state == .possible {
            state = .failed
        }
    }

    /// Forgets the angles and the velocity samples.
    open override func reset() {
        super.reset()
        previousAngle = 0
        accumulated = 0
        offset = 0
        velocityEstimator.removeAll()
    }

    private func measure(_ touches: [Touch], at time: Instant) {
        let current = angle(of: touches)
        accumulated += Trigonometry.normalized(current - previousAngle)
        previousAngle = current
        velocityEstimator.add(accumulated, at: time)
    }

    private func angle(of touches: [Touch]) -> Double {
        let first = touches[0].location(in: nil)
        let second = touches[1].location(in: nil)
        return Trigonometry.atan2(second.y - first.y, second.x - first.x)
    }
}
