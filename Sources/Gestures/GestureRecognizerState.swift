/// Where a recognizer stands in its state machine, as `UIGestureRecognizer.State`.
///
/// Discrete recognizers go possible → ended or possible → failed; continuous ones go
/// possible → began → changed* → ended | cancelled, or possible → failed. Every finished
/// state (ended, cancelled, failed) returns to possible only through the reset that
/// follows the end of the recognizer's touch sequence.
public enum GestureRecognizerState: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Not recognized yet: the start of every sequence.
    case possible
    /// A continuous gesture has been recognized and started.
    case began
    /// A continuous gesture has been updated.
    case changed
    /// The gesture finished: a discrete one is recognized, a continuous one is over.
    case ended
    /// A continuous gesture was taken away (e.g. its touch was cancelled).
    case cancelled
    /// The touches are not this gesture.
    case failed

    /// A discrete recognizer's success, the same state as `ended`.
    public static let recognized: GestureRecognizerState = .ended

    /// The lowercase name, e.g. "possible", as `--trace` prints it.
    public var description: String { rawValue }

    /// Equal when the cases are: Swift 6.0 (Debian 13's) compares an enum with raw values
    /// by its raw strings, which on the recognizers' path cost more than the rest of the
    /// path; the exhaustive `ordinal` makes a new case a compile error here.
    @inline(__always)
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.ordinal == rhs.ordinal }

    @inline(__always)
    private var ordinal: UInt8 {
        switch self {
        case .possible: 0
        case .began: 1
        case .changed: 2
        case .ended: 3
        case .cancelled: 4
        case .failed: 5
        }
    }

    /// Whether the state ends a sequence (ended, cancelled or failed).
    @inline(__always)
    public var isFinished: Bool {
        self == .ended || self == .cancelled || self == .failed
    }

    /// Whether entering this state sends the recognizer's actions (never for failed).
    @inline(__always)
    var sendsActions: Bool {
        self == .began || self == .changed || self == .ended || self == .cancelled
    }
}
