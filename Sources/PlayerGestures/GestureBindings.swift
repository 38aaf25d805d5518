import Gestures

/// Which gesture does what (docs/behaviour.md, "Gesture bindings"): the player layer
/// installs a recognizer for each bound gesture and for no other.
///
/// It starts as the built-in defaults, "The default gestures" exactly, and a bindings file
/// replaces them gesture by gesture, as mpv's input.conf does keys; `GESTURE ignore`
/// removes one. Keys of key devices are bound in the same file (`key KEY_NAME …`); none is
/// bound by default.
public struct GestureBindings: Hashable, Sendable {
    /// Every bound gesture's command (never `ignore`: that removes the binding).
    public private(set) var commands: [BoundGesture: BindingCommand]
    /// Every bound key's binding (never `ignore`).
    public private(set) var keys: [KeyCode: KeyBinding] = [:]

    /// No gesture bound: a layer with these recognizes nothing.
    public static let none = GestureBindings(commands: [:])

    /// The default gestures as bindings (shipped, documented, as `Config/touch-input.conf`).
    public static let defaults = GestureBindings(commands: [
        BoundGesture(.tap): .builtIn(.toggleControls),
        BoundGesture(.doubleTap): .builtIn(.togglePause),
        BoundGesture(.pan(.vertical), region: .leftHalf): .builtIn(.brightnessPan),
        BoundGesture(.pan(.vertical), region: .rightHalf): .builtIn(.volumePan),
        BoundGesture(.pan(.horizontal)): .builtIn(.seekPan),
        BoundGesture(.longPress): .builtIn(.holdSpeed),
        BoundGesture(.pinch, fingers: 2): .builtIn(.zoom),
    ])

    private init(commands: [BoundGesture: BindingCommand]) {
        self.commands = commands
    }

    /// Binds `gesture` to `command`, replacing its previous binding (`ignore` removes it);
    /// throws when the gesture cannot carry the command (see `BindingCommand.refusal(for:)`).
    public mutating func bind(_ gesture: BoundGesture, to command: BindingCommand) throws(GestureBindingError) {
        if let refusal = command.refusal(for: gesture) { throw refusal }
        commands[gesture] = command == .ignore ? nil : command
    }

    /// Binds `key` as `binding` says, replacing its previous binding (`ignore` removes
    /// it); throws for a command that needs a gesture (a pan, a hold, a pinch, a double tap).
    public mutating func bind(_ key: KeyCode, to binding: KeyBinding) throws(GestureBindingError) {
        if let refusal = binding.command.refusalForKeys { throw refusal }
        keys[key] = binding.command == .ignore ? nil : binding
    }

    /// The bindings in the order their recognizers are added: by name (as
    /// `GestureName.all`), then fingers, then plain before regional.
    var ordered: [(gesture: BoundGesture, command: BindingCommand)] {
        commands.map { (gesture: $0.key, command: $0.value) }.sorted {
            Self.rank($0.gesture).lexicographicallyPrecedes(Self.rank($1.gesture))
        }
    }

    private static func rank(_ gesture: BoundGesture) -> [Int] {
        let name = GestureName.all.firstIndex(of: gesture.name) ?? 0
        let region = gesture.region.map { ScreenRegion.allCases.firstIndex(of: $0)! + 1 } ?? 0
        return [name, gesture.fingers, region]
    }
}
