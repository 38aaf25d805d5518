/// Edges of a rectangle, as `UIRectEdge`: which screen edges a `ScreenEdgePanGestureRecognizer`
/// watches.
public struct RectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let top = RectEdge(rawValue: 1 << 0)
    public static let left = RectEdge(rawValue: 1 << 1)
    public static let bottom = RectEdge(rawValue: 1 << 2)
    public static let right = RectEdge(rawValue: 1 << 3)
    public static let all: RectEdge = [.top, .left, .bottom, .right]

    /// The single edges of the set, in the order left, right, top, bottom.
    var members: [RectEdge] {
        [.left, .right, .top, .bottom].filter { contains($0) }
    }

    /// How far `point` lies inside `rect` from this single edge (negative beyond it).
    func depth(of point: Point, in rect: Rect) -> Double {
        switch self {
        case .left: point.x - rect.minX
        case .right: rect.maxX - point.x
        case .top: point.y - rect.minY
        default: rect.maxY - point.y
        }
    }

    /// A movement split into its part away from this single edge (`inward`, negative
    /// towards it) and its size along the edge (`along`, never negative).
    func components(of movement: Point) -> (inward: Double, along: Double) {
        switch self {
        case .left: (movement.x, abs(movement.y))
        case .right: (-movement.x, abs(movement.y))
        case .top: (movement.y, abs(movement.x))
        default: (-movement.y, abs(movement.x))
        }
    }
}
