import Gestures

/// The axis a pan is locked to (docs/behaviour.md, "Pans and the direction lock").
public enum PanAxis: String, Hashable, Sendable, CaseIterable {
    /// Up and down; the signed distance is v = y0 − y (up is positive).
    case vertical
    /// Left and right; the signed distance is h = x − x0 (right is positive).
    case horizontal

    /// The axis a pan that has moved by `translation` from its touch-down point locks to,
    /// by the slope rule: r = |dy| / |dx| (infinite when dx = 0); r above
    /// `verticalSlope` locks vertical, r below `horizontalSlope` horizontal, anything
    /// else (and a translation that is not a number) is still undecided: nil.
    public static func locked(by translation: Point, verticalSlope: Double, horizontalSlope: Double) -> PanAxis? {
        let dx = abs(translation.x)
        let slope = dx == 0 ? Double.infinity : abs(translation.y) / dx
        if slope > verticalSlope { return .vertical }
        if slope < horizontalSlope { return .horizontal }
        return nil
    }

    /// The signed distance along the axis of `point` from `origin`: v for vertical, h for horizontal.
    public func distance(of point: Point, from origin: Point) -> Double {
        switch self {
        case .vertical: origin.y - point.y
        case .horizontal: point.x - origin.x
        }
    }
}
