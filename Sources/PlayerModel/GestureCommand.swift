/// A bound mpv command that a gesture asked for: what the layer reports to its delegate
/// for a binding that is not one of touchmpv's own, and what `simulate --json` prints as
/// `{"action":"command","gesture":"left:double-tap","command":"seek -10"}`.
public struct GestureCommand: Hashable, Sendable {
    /// The gesture, as its binding names it (`BoundGesture`'s text): the player only
    /// reports it, so it needs the name, not the bindings' grammar.
    public var gesture: String
    /// The mpv input command, as the binding writes it.
    public var text: String

    public init(gesture: String, text: String) {
        self.gesture = gesture
        self.text = text
    }
}
