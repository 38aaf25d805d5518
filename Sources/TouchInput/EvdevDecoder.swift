import Gestures

/// Turns evdev events into touch frames in screen points: pure, no I/O, the same for a
/// device, a raw-record file, a FIFO and an evemu recording.
///
/// The protocol follows the device description: protocol B with `ABS_MT_SLOT`, protocol
/// A with `ABS_MT_POSITION_X` alone, else single-touch (`ABS_X`/`ABS_Y` + `BTN_TOUCH`).
/// One frame comes out per `SYN_REPORT` that changed a touch, stamped with that
/// `SYN_REPORT`'s time; downs and moves come before lifts and cancellations. Touch ids
/// are the decoder's own (1, 2, 3, ...), never reused while the decoder lives, rather
/// than the kernel's tracking ids, which slots may share and the kernel recycles.
///
/// `SYN_DROPPED` (the kernel's buffer overflowed): everything up to the next
/// `SYN_REPORT` is discarded, then the decoder resynchronizes. Protocol A needs no help:
/// its next frame of contacts is the whole state (see `PacketTracker`). With a `resync`
/// source (a real device: EVIOCGMTSLOTS, EVIOCGABS, EVIOCGKEY) touches that vanished are
/// cancelled, continuing ones move and new ones begin; without one (a file or a FIFO)
/// every touch is cancelled and nothing starts until a new tracking id (a new
/// `BTN_TOUCH` press on single-touch panels) — and then only once both of its
/// coordinates were sent after the drop, since the lost events may have changed them.
/// A finger already down when decoding starts is not reported until it lifts; a device's
/// state when it was opened comes through `start(from:)`.
///
/// Keys (`EV_KEY` with a `KEY_*` code, `KeyCode`) come out as `KeyEvent`s at the
/// `SYN_REPORT` that completes their packet, stamped with its time, in the packet's order;
/// at most `maximumKeysPerPacket` of a packet (a device sends one or two). Keys of a packet
/// cut by `SYN_DROPPED` are lost with it: a press lost there does nothing, as a touch lost
/// there does.
public struct EvdevDecoder: Sendable {
    public let touchProtocol: MultiTouchProtocol
    /// Reads the device's current state after `SYN_DROPPED`; nil when there is no device.
    public var resync: (@Sendable () -> DeviceSnapshot?)?

    private var frame: FrameBuilder
    private var slotTracker: SlotTracker
    private var packetTracker = PacketTracker()
    private var singleTracker = SingleTouchTracker()
    private var isDropping = false
    /// The keys of the packet being read, until its `SYN_REPORT`.
    private var packetKeys: [KeyEvent] = []

    /// The most keys one packet delivers; the rest of a packet is dropped.
    static let maximumKeysPerPacket = 16

    /// Creates a decoder for `description`, mapping positions with `mapper`.
    /// A description with no touch axes at all is read as protocol B.
    public init(description: DeviceDescription, mapper: CoordinateMapper) {
        touchProtocol = description.touchProtocol ?? .slots
        frame = FrameBuilder(mapper: mapper)
        slotTracker = SlotTracker(slotCount: description.slotCount, initialSlot: description.axes[EventCodes.mtSlot]?.value ?? 0)
    }

    /// The mapping from device units to points.
    public var mapper: CoordinateMapper {
        get { frame.mapper }
        set { frame.mapper = newValue }
    }

    /// The number of touches currently down, as reported in frames so far.
    public var touchCount: Int {
        switch touchProtocol {
        case .slots: slotTracker.touchCount
        case .packets: packetTracker.touchCount
        case .singleTouch: singleTracker.touchCount
        }
    }

    /// Takes a device's state as read when it was opened (`EvdevQueries.snapshot`): each
    /// slot's position, tracking id and tool, the current slot, and `ABS_X`/`ABS_Y`. The
    /// kernel sends only values that changed, so a touch beginning right after the open,
    /// in a slot whose y (or x) is the one it last had, comes without it: that value is
    /// the one read here, not 0. Contacts already down are ignored until they lift, since
    /// they began unseen. Protocol A needs none of it: each packet is a whole contact.
    public mutating func start(from snapshot: DeviceSnapshot) {
        switch touchProtocol {
        case .slots: slotTracker.start(from: snapshot)
        case .singleTouch: singleTracker.start(from: snapshot)
        case .packets: break
        }
    }

    /// Feeds one event; returns the frame it completes, if any. Keys are dropped: a
    /// touch source's only input is its touches.
    ///
    /// Every event of a touch panel comes through here, so it touches `packetKeys` only
    /// when a packet had keys, and looks `BTN_TOUCH` (every touch's button) up in no key
    /// table: emptying an empty array and the look-up each cost a runtime call.
    public mutating func decode(_ event: InputEvent) -> TouchFrame? {
        if event.type == EventCodes.synchronization {
            if !packetKeys.isEmpty, event.code == EventCodes.synReport || event.code == EventCodes.synDropped {
                packetKeys.removeAll(keepingCapacity: true)
            }
            return synchronize(event)
        }
        guard !isDropping else { return nil }
        if event.type == EventCodes.key, event.code != EventCodes.buttonTouch, let key = KeyCode(code: event.code) {
            if let change = KeyEvent.Change(rawValue: event.value), packetKeys.count < Self.maximumKeysPerPacket {
                packetKeys.append(KeyEvent(time: event.time, key: key, change: change))
            }
            return nil
        }
        switch touchProtocol {
        case .slots:
            if event.type == EventCodes.absolute {
                slotTracker.handle(code: event.code, value: event.value, into: &frame)
            }
        case .packets:
            if event.type == EventCodes.absolute {
                packetTracker.handle(code: event.code, value: event.value)
            } else if event.type == EventCodes.key, event.code == EventCodes.buttonTouch {
                packetTracker.handleTouchButton(value: event.value)
            }
        case .singleTouch:
            if event.type == EventCodes.absolute {
                singleTracker.handleAxis(code: event.code, value: event.value)
            } else if event.type == EventCodes.key, event.code == EventCodes.buttonTouch {
                singleTracker.handleTouchButton(value: event.value)
            }
        }
        return nil
    }

    /// Feeds one event; returns the frame it completes, if any, and appends to `keys`
    /// the keys it completes.
    public mutating func decode(_ event: InputEvent, keys: inout [KeyEvent]) -> TouchFrame? {
        if event.type == EventCodes.synchronization, event.code == EventCodes.synReport, !isDropping {
            for var key in packetKeys {
                key.time = event.time
                keys.append(key)
            }
        }
        return decode(event)
    }

    /// Feeds `events` in order; returns the frames they complete.
    public mutating func decode(_ events: [InputEvent]) -> [TouchFrame] {
        var frames: [TouchFrame] = []
        for event in events {
            if let completed = decode(event) {
                frames.append(completed)
            }
        }
        return frames
    }

    /// Feeds `events` in order; returns the frames they complete and appends to `keys`
    /// the keys they complete.
    public mutating func decode(_ events: [InputEvent], keys: inout [KeyEvent]) -> [TouchFrame] {
        var frames: [TouchFrame] = []
        for event in events {
            if let completed = decode(event, keys: &keys) {
                frames.append(completed)
            }
        }
        return frames
    }

    private mutating func synchronize(_ event: InputEvent) -> TouchFrame? {
        switch event.code {
        case EventCodes.synDropped:
            isDropping = true
            return nil
        case EventCodes.synMTReport:
            if !isDropping, touchProtocol == .packets {
                packetTracker.endPacket()
            }
            return nil
        case EventCodes.synReport:
            if isDropping {
                isDropping = false
                resynchronize()
            } else {
                flush()
            }
            return frame.finish(at: event.time)
        default:
            return nil
        }
    }

    private mutating func flush() {
        switch touchProtocol {
        case .slots: slotTracker.flush(into: &frame)
        case .packets: packetTracker.flush(into: &frame)
        case .singleTouch: singleTracker.flush(into: &frame)
        }
    }

    private mutating func resynchronize() {
        if touchProtocol == .packets {
            packetTracker.resynchronize()
            return
        }
        switch (touchProtocol, resync?()) {
        case (.slots, let snapshot?): slotTracker.resync(to: snapshot, into: &frame)
        case (.singleTouch, let snapshot?): singleTracker.resync(to: snapshot, into: &frame)
        default: cancelAll()
        }
    }

    private mutating func cancelAll() {
        switch touchProtocol {
        case .slots: slotTracker.cancelAll(into: &frame)
        case .packets: packetTracker.cancelAll(into: &frame)
        case .singleTouch: singleTracker.cancelAll(into: &frame)
        }
    }

    /// Cancels every touch that is down (the device went away, input ended) and returns
    /// the frame saying so at `time`, or nil when no touch was down. Events of a frame in
    /// progress are dropped; nothing starts again until a new tracking id or press.
    public mutating func cancelAllTouches(at time: Instant) -> TouchFrame? {
        cancelAll()
        isDropping = false
        packetKeys.removeAll()
        return frame.finish(at: time)
    }
}
