/// What one axis of a scroll view does once the fingers let go (docs/behaviour.md,
/// "Scrolling lists"): rest, decelerate from the lift's velocity, or spring back to the
/// end it was dragged past. A value computed in closed form from the lift, so that the
/// offset at any instant is a formula of the time since the lift, not a sum of steps.
///
/// - Deceleration (UIScrollView's normal rate): v(t) = v₀·0.998^t, t in ms, so the offset
///   is x₀ + v₀·(0.998^t − 1)/ln 0.998; it rests where |v| falls below 0.02 points/ms,
///   x₀ + (±0.02 − v₀)/ln 0.998, or at an end it reaches.
/// - Spring-back (UIKit gives no formula): critically damped, with Flutter's scroll
///   spring's natural frequency ω = √(stiffness/mass) = √(100/0.5) per second, so the
///   overshoot o(t) = o₀·(1 + ωt)·e^(−ωt) returns without crossing the end; it rests at the
///   end once within half a point of it.
struct ScrollAxisMotion {
    /// The deceleration per millisecond (UIScrollView.DecelerationRate.normal).
    static let decelerationRate = 0.998
    /// ln 0.998, the rate's logarithm the closed forms divide by.
    static let logDecelerationRate = Exponentials.log(decelerationRate)
    /// The speed below which a decelerating list stops, in points per millisecond.
    static let restingSpeed = 0.02
    /// The spring's natural frequency, per millisecond.
    static let springFrequency = (100.0 / 0.5).squareRoot() / 1000
    /// How close to the end (points) the spring rests at it.
    static let springRestingDistance = 0.5

    private enum Phase {
        case resting, decelerating, springing
    }

    private var phase = Phase.resting
    /// Decelerating: the offset at the lift. Springing: the end it returns to.
    private var origin = 0.0
    /// Decelerating: the velocity at the lift, points/ms. Springing: the overshoot at the
    /// lift (offset − end).
    private var initial = 0.0
    private var low = 0.0
    private var high = 0.0

    /// An axis at rest.
    init() {}

    /// The motion after a lift at `offset` with `velocity` (points/ms, the offset's own
    /// direction), on an axis whose offsets run from `low` to `high`: past an end it
    /// springs back (the velocity is not used); within them it decelerates if faster than
    /// the resting speed and not pressed against the end it heads to.
    init(liftAt offset: Double, velocity: Double, low: Double, high: Double) {
        self.low = low
        self.high = high
        if offset < low || offset > high {
            phase = .springing
            origin = offset < low ? low : high
            initial = offset - origin
        } else if abs(velocity) > Self.restingSpeed && !(offset == low && velocity < 0) && !(offset == high && velocity > 0) {
            phase = .decelerating
            origin = offset
            initial = velocity
        }
    }

    /// Whether the axis is still moving.
    var isMoving: Bool { phase != .resting }

    /// The offset `milliseconds` after the lift, and whether the axis rests there from
    /// then on; nil for an axis at rest.
    func offset(afterMilliseconds milliseconds: Double) -> (offset: Double, rests: Bool)? {
        switch phase {
        case .resting:
            return nil
        case .decelerating:
            let decay = Exponentials.exp(milliseconds * Self.logDecelerationRate)
            var offset = origin + initial * (decay - 1) / Self.logDecelerationRate
            var rests = abs(initial) * decay < Self.restingSpeed
            if rests {
                let finalSpeed = initial < 0 ? -Self.restingSpeed : Self.restingSpeed
                offset = origin + (finalSpeed - initial) / Self.logDecelerationRate
            }
            if offset <= low || offset >= high {
                offset = min(max(offset, low), high)
                rests = true
            }
            return (offset, rests)
        case .springing:
            let phaseAngle = Self.springFrequency * milliseconds
            let overshoot = initial * (1 + phaseAngle) * Exponentials.exp(-phaseAngle)
            if abs(overshoot) < Self.springRestingDistance {
                return (origin, true)
            }
            return (origin + overshoot, false)
        }
    }
}
