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
    public var description: String { "\(ScreenNumber.format(width))x\(ScreenNumber.format(height))" }
}

/// Compact, deterministic number text: integers without a fraction, others with up to
/// six decimals and no trailing zeros ("1280", "0.25", "-3.5").
enum ScreenNumber {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let scaled = (value * 1_000_000).rounded()
        guard abs(scaled) < 9e18 else { return String(value) }
        let micro = Int64(scaled)
        let sign = micro < 0 ? "-" : ""
        let magnitude = micro.magnitude
        let whole = magnitude / 1_000_000
        var fraction = String(magnitude % 1_000_000)
        if fraction == "0" { return "\(sign)\(whole)" }
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(sign)\(whole).\(fraction)"
    }
}
