import CLinuxInput
import Gestures
import TouchInput

/// Evdev events composed event by event, as a touchscreen's driver sends them, and their
/// bytes as real 24-byte `struct input_event` records (`InputEventCodec`): what the
/// decoder tests feed the decoder, what the tests' touch FIFO writer and the benchmark's
/// protocol-B emitter write. Each event is stamped with `time`; `report` closes a frame.
public struct EvdevEvents: Sendable {
    public private(set) var events: [InputEvent] = []
    /// The stamp of the events added next.
    public var time: Instant

    public init(time: Instant = .zero) {
        self.time = time
    }

    /// The events `build` adds, stamped from `time` on.
    public init(time: Instant = .zero, _ build: (inout EvdevEvents) -> Void) {
        self.time = time
        build(&self)
    }

    public mutating func add(_ type: Int32, _ code: Int32, _ value: Int32) {
        events.append(InputEvent(time: time, type: UInt16(type), code: UInt16(code), value: value))
    }

    public mutating func abs(_ code: Int32, _ value: Int32) { add(EV_ABS, code, value) }
    public mutating func slot(_ value: Int32) { abs(ABS_MT_SLOT, value) }
    public mutating func trackingID(_ value: Int32) { abs(ABS_MT_TRACKING_ID, value) }
    public mutating func position(_ x: Int32, _ y: Int32) {
        abs(ABS_MT_POSITION_X, x)
        abs(ABS_MT_POSITION_Y, y)
    }
    /// Protocol B: a new contact `id` in `slot` at (`x`, `y`).
    public mutating func contact(slot: Int32, id: Int32, _ x: Int32, _ y: Int32) {
        self.slot(slot)
        trackingID(id)
        position(x, y)
    }
    /// Protocol B: the contact in `slot` moves to (`x`, `y`).
    public mutating func move(slot: Int32, _ x: Int32, _ y: Int32) {
        self.slot(slot)
        position(x, y)
    }
    /// Protocol B: the contact in `slot` lifts.
    public mutating func lift(slot: Int32) {
        self.slot(slot)
        trackingID(-1)
    }
    public mutating func touchButton(_ down: Bool) { add(EV_KEY, BTN_TOUCH, down ? 1 : 0) }
    public mutating func mtReport() { add(EV_SYN, SYN_MT_REPORT, 0) }
    /// Protocol A: one contact's packet.
    public mutating func packet(_ x: Int32, _ y: Int32) {
        position(x, y)
        mtReport()
    }
    public mutating func dropped() { add(EV_SYN, SYN_DROPPED, 0) }

    /// Ends the frame with SYN_REPORT and moves `time` on by `advance`.
    public mutating func report(advance: Duration = .milliseconds(10)) {
        add(EV_SYN, SYN_REPORT, 0)
        time = time + advance
    }

    /// Adds `other`'s events, stamped with `time`.
    public mutating func append(_ other: EvdevEvents) {
        for event in other.events { add(Int32(event.type), Int32(event.code), event.value) }
    }

    /// Reserves room for `count` events.
    public mutating func reserve(_ count: Int) {
        events.reserveCapacity(count)
    }

    /// Forgets the events added so far.
    public mutating func removeAll() {
        events.removeAll(keepingCapacity: true)
    }

    /// The events as raw records.
    public var bytes: [UInt8] { InputEventCodec.encode(events) }
}
