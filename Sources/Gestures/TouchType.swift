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

    /// Equal when the cases are: Swift 6.0 (Debian 13's) compares an enum with raw values
    /// by its raw strings, which on the recognizers' path cost more than the rest of the
    /// path; the exhaustive `ordinal` makes a new case a compile error here.
    @inline(__always)
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.ordinal == rhs.ordinal }

    @inline(__always)
    private var ordinal: UInt8 {
        switch self {
        case .finger: 0
        case .pen: 1
        }
    }
}
