import Gestures

/// One evdev event: a `struct input_event` record.
///
/// The kernel stamps it with a `struct timeval`; touchmpv asks for CLOCK_MONOTONIC
/// (EVIOCSCLOCKID), so `time` is on the same clock as the run loop's deadlines.
public struct InputEvent: Hashable, Sendable, CustomStringConvertible {
    /// When the kernel stamped the event.
    public var time: Instant
    /// The event type (`EV_SYN`, `EV_KEY`, `EV_ABS`, ...).
    public var type: UInt16
    /// The event code within its type (`ABS_MT_POSITION_X`, `BTN_TOUCH`, ...).
    public var code: UInt16
    /// The value (a coordinate, a key state, a tracking id, ...).
    public var value: Int32

    /// Creates an event at `time`.
    public init(time: Instant, type: UInt16, code: UInt16, value: Int32) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
    }

    /// Creates an event from a `struct timeval`'s two fields (wrapping, never trapping,
    /// on absurd values).
    public init(seconds: Int64, microseconds: Int64, type: UInt16, code: UInt16, value: Int32) {
        self.init(time: Instant(microseconds: seconds &* 1_000_000 &+ microseconds), type: type, code: code, value: value)
    }

    /// "sec.usec type code value" with type and code in hex, as evemu writes them.
    public var description: String {
        "\(time) \(String(type, radix: 16)) \(String(code, radix: 16)) \(value)"
    }
}
