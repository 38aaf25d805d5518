/// Whether a recognizer reports a moment or a gesture that lasts, which decides the states
/// it may enter (docs/behaviour.md, "Recognizers, states and time", as UIKit's state
/// machine). Every finished state returns to possible only through the reset at the end of
/// the touch sequence, never by setting it.
public enum GestureRecognizerKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Recognizes at one moment and reports nothing before it (tap, swipe): possible →
    /// ended (= recognized) or possible → failed.
    case discrete
    /// Reports the gesture as it goes (pan, pinch, rotation, long press): possible → began
    /// → changed* → ended | cancelled, or possible → failed.
    case continuous

    /// The lowercase name, e.g. "discrete".
    public var description: String { rawValue }

    /// Equal when the cases are: Swift 6.0 (Debian 13's) compares an enum with raw values
    /// by its raw strings, which on the recognizers' path cost more than the rest of the
    /// path; the exhaustive `ordinal` makes a new case a compile error here.
    @inline(__always)
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.ordinal == rhs.ordinal }

    @inline(__always)
    private var ordinal: UInt8 {
        switch self {
        case .discrete: 0
        case .continuous: 1
        }
    }

    /// Whether a recognizer of this kind may move from `current` to `next` by setting `state`.
    func allowsTransition(from current: GestureRecognizerState, to next: GestureRecognizerState) -> Bool {
        switch (self, current, next) {
        case (_, .possible, .failed):
            return true
        case (.discrete, .possible, .ended):
            return true
        case (.continuous, .possible, .began):
            return true
        case (.continuous, .began, .changed), (.continuous, .began, .ended), (.continuous, .began, .cancelled):
            return true
        case (.continuous, .changed, .changed), (.continuous, .changed, .ended), (.continuous, .changed, .cancelled):
            return true
        default:
            return false
        }
    }
}
