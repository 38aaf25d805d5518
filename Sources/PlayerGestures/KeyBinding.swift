import Gestures

/// What a key of a key device does (`key KEY_NAME [repeatable] COMMAND`, docs/behaviour.md,
/// "Keys"): a command run when the key is pressed, and again at each of the kernel's
/// repeats while it is held when `repeatable`.
public struct KeyBinding: Hashable, Sendable {
    public var command: BindingCommand
    /// mpv's input.conf word: the key's autorepeat runs the command too.
    public var repeatable: Bool

    public init(_ command: BindingCommand, repeatable: Bool = false) {
        self.command = command
        self.repeatable = repeatable
    }

    /// Whether `change` runs the command: a press, or a repeat of a repeatable key.
    public func runs(on change: KeyEvent.Change) -> Bool {
        change == .pressed || (change == .repeated && repeatable)
    }

    /// How `touch-input.conf` names the key of a binding, and `simulate --json` the source
    /// of its mpv command: "key KEY_PLAYPAUSE".
    public static func source(of key: KeyCode) -> String { "key \(key)" }
}
