/// A rectangle in points: an origin (its top-left corner) and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    public var size: Size

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its corner's coordinates and its extents.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var width: Double { size.width }
    public var height: Double { size.height }
    /// The left edge.
    public var minX: Double { origin.x }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }

    /// Whether `point` lies inside: left and top edges included, right and bottom edges
    /// excluded (as `CGRect.contains`), so side-by-side rectangles never share a point.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// "(x, y, width×height)".
    public var description: String { "(\(origin.x), \(origin.y), \(size))" }
}
