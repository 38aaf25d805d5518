import Gestures

/// Turns the moves of one one-finger pan into pan actions, by the rules of SPEC §2 (the
/// seed's `handlePan:`/`gestureSlideGes:degre:`, made into a slider that follows the
/// finger both ways).
///
/// Everything is measured from the touch-down point (x0, y0), not from where the pan
/// was recognized:
/// - direction lock, decided on each move while undecided: r = |y − y0| / |x − x0|
///   (infinite when x = x0); r > `verticalSlope` locks vertical, r < `horizontalSlope`
///   locks horizontal, anything else waits; the lock holds until the pan ends;
/// - vertical: v = y0 − y, level = trunc(v / step); each level crossed fires one
///   `…Up` (rising) or `…Down` (falling), brightness when x0 < width / 2, else volume;
/// - horizontal: h = x − x0, level = trunc(h / step); each level change fires one
///   `seekPreview`; the end fires `seekForward`/`seekBackward` when the level is not 0,
///   else `seekCancel`; a cancelled pan fires `seekCancel`.
///
/// The degree of every action is v or h at that moment. Levels are kept within
/// ±`levelLimit`, so that absurd coordinates cannot flood the player with actions.
struct PanActionTracker {
    /// The direction a pan is locked to.
    enum Lock: Hashable {
        /// Not decided yet.
        case undecided
        /// Up and down; `leftSide` when the pan touched down on the left half.
        case vertical(leftSide: Bool)
        /// Left and right: seeking.
        case horizontal
    }

    /// The largest level a pan reaches, whatever the coordinates.
    static let levelLimit = 10_000

    /// The touch-down point (x0, y0).
    let origin: Point
    /// The screen width that splits left from right.
    let width: Double
    /// The slopes and the step.
    let settings: GestureSettings
    private(set) var lock: Lock = .undecided
    /// The level reached along the locked axis.
    private var level = 0
    /// The signed distance along the locked axis at the latest move.
    private var degree = 0.0

    /// A tracker for a pan whose finger touched down at `origin` on a screen `width` wide.
    init(origin: Point, width: Double, settings: GestureSettings) {
        self.origin = origin
        self.width = width
        self.settings = settings
    }

    /// The actions fired by the finger moving to `point`.
    mutating func move(to point: Point) -> [(action: PlayerAction, degree: Double)] {
        if lock == .undecided {
            let dx = abs(point.x - origin.x)
            let slope = dx == 0 ? Double.infinity : abs(point.y - origin.y) / dx
            if slope > settings.verticalSlope {
                lock = .vertical(leftSide: origin.x < width / 2)
            } else if slope < settings.horizontalSlope {
                lock = .horizontal
            } else {
                return []
            }
        }
        switch lock {
        case .undecided:
            return []
        case .vertical(let leftSide):
            degree = origin.y - point.y
            let newLevel = Self.level(of: degree, step: settings.panStep)
            let crossed = newLevel - level
            level = newLevel
            let action: PlayerAction =
                switch (leftSide, crossed > 0) {
                case (true, true): .brightnessUp
                case (true, false): .brightnessDown
                case (false, true): .volumeUp
                case (false, false): .volumeDown
                }
            return Array(repeating: (action, degree), count: abs(crossed))
        case .horizontal:
            degree = point.x - origin.x
            let newLevel = Self.level(of: degree, step: settings.panStep)
            defer { level = newLevel }
            return newLevel == level ? [] : [(.seekPreview, degree)]
        }
    }

    /// The actions fired by the finger lifting at `point` (a final move, then the commit).
    mutating func end(at point: Point) -> [(action: PlayerAction, degree: Double)] {
        var actions = move(to: point)
        if lock == .horizontal {
            let commit: PlayerAction = level == 0 ? .seekCancel : (degree > 0 ? .seekForward : .seekBackward)
            actions.append((commit, degree))
        }
        return actions
    }

    /// The actions fired when the pan is cancelled: `seekCancel` for a horizontal pan.
    func cancel() -> [(action: PlayerAction, degree: Double)] {
        lock == .horizontal ? [(.seekCancel, degree)] : []
    }

    /// trunc(distance / step), within ±`levelLimit`; 0 for a distance that is not a number.
    private static func level(of distance: Double, step: Double) -> Int {
        let quotient = (distance / step).rounded(.towardZero)
        guard !quotient.isNaN else { return 0 }
        return Int(max(-Double(levelLimit), min(Double(levelLimit), quotient)))
    }
}
