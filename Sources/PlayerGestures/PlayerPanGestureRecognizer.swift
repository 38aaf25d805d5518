import Gestures

/// The player's pan: exactly `fingers` fingers dragging, locked to one axis by the slope
/// rule (docs/behaviour.md, "Pans and the direction lock"), measured from where the fingers
/// touched down.
///
/// Once the fingers' centroid has moved more than `threshold` from its touch-down point
/// (x0, y0), every move decides the lock while it is undecided (`PanAxis.locked`): a lock
/// on this recognizer's `axis` begins the pan, a lock on the other axis fails it, so a
/// vertical and a horizontal pan can be bound apart and never both begin. Once begun it
/// reports each move as a change and ends when a finger lifts. Fewer fingers wait; a
/// finger beyond `fingers`, or a cancelled touch, fails it while undecided and cancels it
/// once begun; a lift before it began fails it.
final class PlayerPanGestureRecognizer: GestureRecognizer {
    let axis: PanAxis
    let fingers: Int
    private let threshold: Double
    private let verticalSlope: Double
    private let horizontalSlope: Double

    /// Where the fingers' centroid was when the last of them touched down, in screen
    /// coordinates: the (x0, y0) every pan rule is measured from; nil before.
    private(set) var touchDownLocation: Point?
    /// The fingers that landed on it since the last reset.
    private var fingersLanded = 0
    /// Whether the centroid has once moved more than `threshold` from (x0, y0).
    private var passedThreshold = false

    /// A pan of `fingers` fingers on `axis`, with the threshold and slopes of `settings`.
    init(axis: PanAxis, fingers: Int, settings: GestureSettings) {
        self.axis = axis
        self.fingers = fingers
        threshold = settings.panThreshold
        verticalSlope = settings.verticalSlope
        horizontalSlope = settings.horizontalSlope
        super.init()
    }

    /// Takes (x0, y0) when the last finger lands; a finger too many ends the pan.
    override func touchesBegan(_ touches: Touches, with event: TouchEvent) {
        fingersLanded += touches.count
        if fingersLanded > fingers {
            abandon()
        } else if fingersLanded == fingers {
            touchDownLocation = location(in: nil)
        }
    }

    /// Locks, begins or fails while undecided; reports a change once begun.
    override func touchesMoved(_ touches: Touches, with event: TouchEvent) {
        switch state {
        case .possible:
            guard fingersLanded == fingers, let origin = touchDownLocation else { return }
            let location = location(in: nil)
            let translation = Point(x: location.x - origin.x, y: location.y - origin.y)
            passedThreshold = passedThreshold || translation.distance(to: .zero) > threshold
            guard passedThreshold,
                let lock = PanAxis.locked(by: translation, verticalSlope: verticalSlope, horizontalSlope: horizontalSlope)
            else { return }
            state = lock == axis ? .began : .failed
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a begun pan at the lift; fails an undecided one.
    override func touchesEnded(_ touches: Touches, with event: TouchEvent) {
        if state == .began || state == .changed {
            state = .ended
        } else {
            abandon()
        }
    }

    override func touchesCancelled(_ touches: Touches, with event: TouchEvent) {
        abandon()
    }

    /// Forgets the fingers and (x0, y0).
    override func reset() {
        super.reset()
        fingersLanded = 0
        touchDownLocation = nil
        passedThreshold = false
    }

    /// Fails an undecided pan, cancels a begun one.
    private func abandon() {
        if state == .possible {
            state = .failed
        } else if state == .began || state == .changed {
            state = .cancelled
        }
    }
}
