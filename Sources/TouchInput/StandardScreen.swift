import Gestures

/// What touch input adds to `Size` when it is the screen touches are mapped onto.
extension Size {
    /// SPEC's default screen: 1280x720 points.
    public static let standardScreen = Size(width: 1280, height: 720)

    /// "WxH", as a `.touch` script's `screen` statement writes it, e.g. "1280x720".
    public var scriptText: String { "\(CompactNumber.format(width))x\(CompactNumber.format(height))" }
}
