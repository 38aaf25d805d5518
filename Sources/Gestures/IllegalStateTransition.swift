/// A state a subclass set that its recognizer's kind forbids from the current state (a
/// tap set to began, a pan set to ended before it began): a programming error, which the
/// recognizer ignores and reports to its `illegalTransitionHandler`.
public struct IllegalStateTransition: Sendable, Hashable, CustomStringConvertible {
    /// The kind of the recognizer that refused the transition.
    public let kind: GestureRecognizerKind
    /// The state the recognizer was in, and stays in.
    public let from: GestureRecognizerState
    /// The state the subclass set.
    public let to: GestureRecognizerState

    /// Describes the refusal, e.g. "possible → began is illegal for a discrete recognizer".
    public var description: String { "\(from) → \(to) is illegal for a \(kind) recognizer" }
}
