/// What a `PlayerAction` carries, in the unit it is measured in: the layer reports each
/// action with one, the mapping reads the unit it needs, and the run's reports print its
/// number as the action's `degree`.
public enum ActionPayload: Hashable, Sendable {
    /// Taps, buttons, holds, bound commands and menus carry no number.
    case none
    /// The signed distance along a pan's locked axis since its touch-down, in points: the
    /// steps of a vertical pan and the seeks of a horizontal one.
    case points(Double)
    /// A time in seconds: the seek bar's target, or a run of seeking taps' total so far.
    case seconds(Double)
    /// log2 of a pinch's scale since it began, which is `video-zoom`'s unit.
    case zoomLog2(Double)

    /// The number carried, whatever its unit; nil for `none`.
    public var number: Double? {
        switch self {
        case .none: nil
        case .points(let value), .seconds(let value), .zoomLog2(let value): value
        }
    }
}
