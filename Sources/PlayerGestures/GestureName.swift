import Gestures

/// What a bound gesture is, without its region and fingers: a binding's NAME.
public enum GestureName: Hashable, Sendable {
    /// Fingers down and up again without moving (`tap`).
    case tap
    /// Two taps in a row (`double-tap`).
    case doubleTap
    /// Fingers held still (`long-press`).
    case longPress
    /// Fingers dragging, locked to an axis (`pan-vertical`, `pan-horizontal`).
    case pan(PanAxis)
    /// A fast one-way stroke, decided on the lift (`swipe-left`, …); one direction.
    case swipe(SwipeDirection)
    /// A stroke from a screen edge inward (`edge-left`, …); one edge.
    case edge(RectEdge)
    /// Two fingers moving apart or together (`pinch`).
    case pinch

    /// Every name, in the order bindings are listed and their recognizers added.
    public static let all: [GestureName] = [
        .doubleTap, .tap, .longPress, .pan(.horizontal), .pan(.vertical),
        .swipe(.left), .swipe(.right), .swipe(.up), .swipe(.down),
        .edge(.left), .edge(.right), .edge(.top), .edge(.bottom), .pinch,
    ]

    /// The name as `touch-input.conf` writes it, e.g. "double-tap", "swipe-down".
    public var text: String {
        switch self {
        case .tap: "tap"
        case .doubleTap: "double-tap"
        case .longPress: "long-press"
        case .pan(let axis): "pan-\(axis.rawValue)"
        case .swipe(let direction): "swipe-\(Self.word(for: direction))"
        case .edge(let edge): "edge-\(Self.word(for: edge))"
        case .pinch: "pinch"
        }
    }

    /// The fewest fingers the gesture takes: a pinch needs two.
    public var minimumFingers: Int { self == .pinch ? 2 : 1 }

    /// The name `text` writes, if any.
    public init?(text: String) {
        guard let name = Self.all.first(where: { $0.text == text }) else { return nil }
        self = name
    }

    private static func word(for direction: SwipeDirection) -> String {
        switch direction {
        case .left: "left"
        case .right: "right"
        case .up: "up"
        default: "down"
        }
    }

    private static func word(for edge: RectEdge) -> String {
        switch edge {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        default: "bottom"
        }
    }
}
