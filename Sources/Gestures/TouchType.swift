/// What touched the screen, the counterpart of `UITouch.TouchType`: read from the
/// device's `ABS_MT_TOOL_TYPE` (`MT_TOOL_FINGER`, `MT_TOOL_PEN`), or a script's `tool=`.
/// Palms are no type: the decoder never begins a touch for one.
public enum TouchType: String, Sendable, CaseIterable {
    /// A finger (and any tool the device does not call a pen).
    case finger
    /// A pen or stylus.
    case pen

    /// The type's bit in a recognizer's mask of the types it allows.
    var bit: UInt8 { self == .finger ? 1 : 2 }
}
