/// The size of the screen touches are mapped onto, in points.
public struct ScreenSize: Hashable, Sendable, CustomStringConvertible {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// SPEC's default screen: 1280x720 points.
    public static let standard = ScreenSize(width: 1280, height: 720)

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// "WxH", as a `.touch` script's `screen` statement writes it.
    public var description: String { "\(CompactNumber.format(width))x\(CompactNumber.format(height))" }
}
