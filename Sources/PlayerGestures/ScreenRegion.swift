/// Where on the screen a bound gesture must begin (a binding's REGION): a third of the
/// screen's width or a half. The regions are views in the player's view tree
/// (`RegionView`), so hit testing, not a coordinate check, says which one a finger is in.
public enum ScreenRegion: String, CaseIterable, Hashable, Sendable {
    case left
    case center
    case right
    case leftHalf = "left-half"
    case rightHalf = "right-half"

    /// The band of the screen's width, as fractions (0 the left edge, 1 the right edge).
    public var columns: Range<Double> {
        switch self {
        case .left: 0..<(1 / 3)
        case .center: (1 / 3)..<(2 / 3)
        case .right: (2 / 3)..<1
        case .leftHalf: 0..<0.5
        case .rightHalf: 0.5..<1
        }
    }

    /// Whether the region is a third (narrower than a half, so its bindings win over a
    /// half's where both hold).
    public var isThird: Bool { self == .left || self == .center || self == .right }
}
