import CLinuxInput
import Gestures
import TouchInput

/// One finger's change in a frame the emitter writes, in device units.
public enum FingerChange: Sendable {
    /// A finger lands in `slot` at (`x`, `y`).
    case down(slot: Int, x: Int32, y: Int32)
    /// The finger in `slot` moves to (`x`, `y`).
    case move(slot: Int, x: Int32, y: Int32)
    /// The finger in `slot` lifts.
    case up(slot: Int)
}

/// Writes touch frames as the kernel's multi-touch protocol B does for a real panel
/// (compare the Atmel maXTouch recording in `fixtures/recordings/`): `ABS_MT_SLOT` only
/// when the slot changes, a fresh `ABS_MT_TRACKING_ID` per contact and −1 on lift,
/// positions only when they differ from the slot's last value, `BTN_TOUCH` on the first
/// landing and the last lift, the single-touch emulation `ABS_X`/`ABS_Y` following the
/// oldest contact, and a `SYN_REPORT` closing each frame.
public struct ProtocolBEmitter: Sendable {
    /// What the kernel remembers about one slot.
    private struct Slot: Sendable {
        var x: Int32 = -1
        var y: Int32 = -1
        /// When the contact landed (its order among the fingers down), nil when empty.
        var landing: Int?
    }

    /// The number of slots (the fallback description the FIFO path uses has 16).
    public static let slotCount = 16

    private var slots = [Slot](repeating: Slot(), count: ProtocolBEmitter.slotCount)
    private var currentSlot = 0
    private var nextTrackingID: Int32 = 1
    private var landings = 0
    private var touching = false
    private var pointerX: Int32 = -1
    private var pointerY: Int32 = -1

    private var written = EvdevEvents()
    /// How many finger updates (downs, moves that changed a position, lifts) were written.
    public private(set) var updates = 0
    /// How many frames (SYN_REPORTs) were written.
    public private(set) var frames = 0

    public init() {}

    /// The events written so far.
    public var events: [InputEvent] { written.events }

    /// Reserves room for `count` events.
    public mutating func reserve(_ count: Int) {
        written.reserve(count)
    }

    /// Forgets the events written so far (the slot state stays, as on a real device).
    public mutating func removeEvents() {
        written.removeAll()
    }

    /// Writes one frame at `time`: the changes in order, then the emulation and SYN_REPORT.
    /// A frame that changes nothing writes nothing, as the kernel sends no empty frames.
    public mutating func frame(at time: Instant, _ changes: [FingerChange]) {
        written.time = time
        let first = written.events.count
        for change in changes {
            switch change {
            case .down(let slot, let x, let y):
                select(slot)
                written.add(EV_ABS, ABS_MT_TRACKING_ID, nextTrackingID)
                nextTrackingID = nextTrackingID == 65535 ? 1 : nextTrackingID + 1
                slots[slot].landing = landings
                landings += 1
                position(slot, x: x, y: y)
                updates += 1
            case .move(let slot, let x, let y):
                guard slots[slot].landing != nil, slots[slot].x != x || slots[slot].y != y else { continue }
                select(slot)
                position(slot, x: x, y: y)
                updates += 1
            case .up(let slot):
                guard slots[slot].landing != nil else { continue }
                select(slot)
                written.add(EV_ABS, ABS_MT_TRACKING_ID, -1)
                slots[slot].landing = nil
                updates += 1
            }
        }
        let oldest = slots.indices.filter { slots[$0].landing != nil }.min { slots[$0].landing ?? 0 < slots[$1].landing ?? 0 }
        if (oldest != nil) != touching {
            touching.toggle()
            written.add(EV_KEY, BTN_TOUCH, touching ? 1 : 0)
        }
        if let oldest {
            if slots[oldest].x != pointerX {
                pointerX = slots[oldest].x
                written.add(EV_ABS, ABS_X, pointerX)
            }
            if slots[oldest].y != pointerY {
                pointerY = slots[oldest].y
                written.add(EV_ABS, ABS_Y, pointerY)
            }
        }
        guard written.events.count > first else { return }
        written.add(EV_SYN, SYN_REPORT, 0)
        frames += 1
    }

    private mutating func select(_ slot: Int) {
        guard slot != currentSlot else { return }
        currentSlot = slot
        written.add(EV_ABS, ABS_MT_SLOT, Int32(slot))
    }

    private mutating func position(_ slot: Int, x: Int32, y: Int32) {
        if slots[slot].x != x {
            slots[slot].x = x
            written.add(EV_ABS, ABS_MT_POSITION_X, x)
        }
        if slots[slot].y != y {
            slots[slot].y = y
            written.add(EV_ABS, ABS_MT_POSITION_Y, y)
        }
    }
}
