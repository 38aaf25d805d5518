/// A width and a height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    /// The empty size, 0 × 0.
    public static let zero = Size(width: 0, height: 0)

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// "width×height", e.g. "1280.0×720.0".
    public var description: String { "\(width)×\(height)" }
}
