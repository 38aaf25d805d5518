import Gestures
import PlayerModel

/// Turns the moves of one pan bound to a pan action (`touchmpv/volume-pan`,
/// `brightness-pan`, `seek-pan`) into player actions, by the rules of docs/behaviour.md,
/// "Volume and brightness by pan" and "Seek by pan" (a slider that follows the finger both
/// ways). The pan's recognizer has locked it to `axis` already.
///
/// Everything is measured from the touch-down point (x0, y0), not from where the pan
/// was recognized; d is the signed distance along the axis (`PanAxis.distance`: v = y0 − y
/// up the screen, h = x − x0 to the right), level = trunc(d / step):
/// - volume and brightness: each level crossed fires one `…Up` (rising) or `…Down`
///   (falling);
/// - seek: each level change fires one `seekPreview`; the end fires
///   `seekForward`/`seekBackward` when the level is not 0, else `seekCancel`; a cancelled
///   pan fires `seekCancel`.
///
/// Every action carries d at that moment, in points. Levels are kept within ±`levelLimit`,
/// so that absurd coordinates cannot flood the player with actions.
struct PanActionTracker {
    /// What the pan drives.
    enum Effect: Hashable {
        case volume
        case brightness
        case seek

        /// The effect of a built-in pan command; nil for the others.
        init?(_ command: BuiltInCommand) {
            switch command {
            case .volumePan: self = .volume
            case .brightnessPan: self = .brightness
            case .seekPan: self = .seek
            default: return nil
            }
        }
    }

    /// The largest level a pan reaches, whatever the coordinates.
    static let levelLimit = 10_000

    /// The touch-down point (x0, y0).
    let origin: Point
    let axis: PanAxis
    let effect: Effect
    /// The distance of one step.
    let step: Double
    /// The level reached along the axis.
    private var level = 0
    /// The signed distance along the axis at the latest move.
    private var distance = 0.0

    /// A tracker for a pan on `axis` driving `effect`, whose fingers touched down at `origin`.
    init(origin: Point, axis: PanAxis, effect: Effect, step: Double) {
        self.origin = origin
        self.axis = axis
        self.effect = effect
        self.step = step
    }

    /// The actions fired by the fingers moving to `point`.
    mutating func move(to point: Point) -> PanActions {
        distance = axis.distance(of: point, from: origin)
        let newLevel = Self.level(of: distance, step: step)
        let crossed = newLevel - level
        level = newLevel
        switch effect {
        case .seek:
            return PanActions(.seekPreview, points: distance, times: crossed == 0 ? 0 : 1)
        case .volume, .brightness:
            let action: PlayerAction =
                switch (effect == .brightness, crossed > 0) {
                case (true, true): .brightnessUp
                case (true, false): .brightnessDown
                case (false, true): .volumeUp
                case (false, false): .volumeDown
                }
            return PanActions(action, points: distance, times: abs(crossed))
        }
    }

    /// The actions fired by the fingers lifting at `point` (a final move, then the commit).
    mutating func end(at point: Point) -> PanActions {
        var actions = move(to: point)
        if effect == .seek {
            actions.commit = level == 0 ? .seekCancel : (distance > 0 ? .seekForward : .seekBackward)
        }
        return actions
    }

    /// The actions fired when the pan is cancelled: `seekCancel` for a seek.
    func cancel() -> PanActions {
        var actions = PanActions(.seekCancel, points: distance, times: 0)
        if effect == .seek {
            actions.commit = .seekCancel
        }
        return actions
    }

    /// trunc(distance / step), within ±`levelLimit`; 0 for a distance that is not a number.
    private static func level(of distance: Double, step: Double) -> Int {
        let quotient = (distance / step).rounded(.towardZero)
        guard !quotient.isNaN else { return 0 }
        return Int(max(-Double(levelLimit), min(Double(levelLimit), quotient)))
    }
}

/// The actions one move, lift or cancellation of a pan fires, in order: `action` a number
/// of times (one per level crossed), then at the lift or cancellation the commit, all with
/// the same distance. A value, so that firing them allocates nothing.
struct PanActions: RandomAccessCollection {
    private let action: PlayerAction
    private let times: Int
    /// The distance every action carries: d at that moment, in points.
    let points: Double
    /// The action ending the pan, if any (`seekForward`, `seekBackward`, `seekCancel`).
    var commit: PlayerAction?

    /// No action.
    init() {
        self.init(.seekCancel, points: 0, times: 0)
    }

    /// `action` `times` times with `points`.
    init(_ action: PlayerAction, points: Double, times: Int) {
        self.action = action
        self.points = points
        self.times = times
    }

    var startIndex: Int { 0 }
    var endIndex: Int { times + (commit == nil ? 0 : 1) }

    subscript(position: Int) -> (action: PlayerAction, points: Double) {
        (position < times ? action : commit ?? action, points)
    }
}
