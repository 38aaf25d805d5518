import Gestures

/// Follows a protocol-B device's slots (multi-touch-protocol.rst, "Protocol B").
///
/// Each slot keeps its values across touches: a new tracking id that comes with no
/// position event starts at the slot's last position, as the kernel only sends values
/// that changed. Sanitizing: events for a slot outside the device's range are ignored
/// until a valid `ABS_MT_SLOT` arrives; a tracking id already used by another slot ends
/// that older contact as cancelled; a contact whose tool is `MT_TOOL_PALM` is ignored
/// for the rest of its life (cancelled if it was a finger before), as libinput does for
/// touchscreens; a touch's type (finger, pen) is its tool when it begins. A touch only ever
/// starts from an `ABS_MT_TRACKING_ID` event (or a resync that read one from the device).
///
/// After lost events with no device to ask (`cancelAll`), every slot's values are
/// suspect: the lost events may have moved them or switched slots, so a slot's x may be
/// another finger's. A touch then begins only once its slot has received both
/// coordinates since the loss (a new finger whose y the kernel did not resend waits for
/// its first y), never with a value from before it.
struct SlotTracker: Sendable {
    private struct Slot: Sendable {
        var trackingID: Int32 = -1
        var x: Int32 = 0
        var y: Int32 = 0
        /// `x` and `y` were sent since the last loss of events (or read from the device).
        var isXKnown = true
        var isYKnown = true
        var toolType: Int32 = 0
        /// The touch id this slot's contact was reported with; nil before it began.
        var touch: Int?
        var reportedX: Int32 = 0
        var reportedY: Int32 = 0
        /// The contact is a palm: nothing is reported until its tracking id ends.
        var isIgnored = false
    }

    private var slots: [Slot]
    private var current: Int?
    /// The slots an event changed since the last `flush`, a bit each: only they can have
    /// anything to report, so a frame looks at the slots it names, not at every slot the
    /// device has. Slots 0–63 (every panel's) in one word, any beyond in `changedBeyond`.
    private var changed: UInt64 = 0
    private var changedBeyond: [UInt64]

    init(slotCount: Int, initialSlot: Int32) {
        slots = Array(repeating: Slot(), count: max(1, slotCount))
        changedBeyond = Array(repeating: 0, count: (slots.count - 1) / 64)
        current = Int(exactly: initialSlot).flatMap { slots.indices.contains($0) ? $0 : nil } ?? 0
    }

    private mutating func markChanged(_ index: Int) {
        if index < 64 {
            changed |= 1 << UInt64(index)
        } else {
            changedBeyond[(index >> 6) - 1] |= 1 << UInt64(index & 63)
        }
    }

    /// The number of touches reported as down.
    var touchCount: Int { slots.reduce(0) { $0 + ($1.touch == nil ? 0 : 1) } }

    mutating func handle(code: UInt16, value: Int32, into frame: inout FrameBuilder) {
        if code == EventCodes.mtSlot {
            current = slots.indices.contains(Int(value)) ? Int(value) : nil
            return
        }
        guard let index = current else { return }
        markChanged(index)
        switch code {
        case EventCodes.mtPositionX:
            slots[index].x = value
            slots[index].isXKnown = true
        case EventCodes.mtPositionY:
            slots[index].y = value
            slots[index].isYKnown = true
        case EventCodes.mtToolType: slots[index].toolType = value
        case EventCodes.mtTrackingID: setTrackingID(value, of: index, into: &frame)
        default: break
        }
    }

    private mutating func setTrackingID(_ value: Int32, of index: Int, into frame: inout FrameBuilder) {
        if value < 0 {
            slots[index].trackingID = -1
            return
        }
        guard value != slots[index].trackingID else { return }
        // A new contact in a slot that still holds one: the old contact lifted unseen.
        end(index, as: .ended, into: &frame)
        for other in slots.indices where other != index && slots[other].trackingID == value {
            end(other, as: .cancelled, into: &frame)
        }
        slots[index].trackingID = value
    }

    /// Ends slot `index`'s contact (if it was reported) and forgets its tracking id.
    private mutating func end(_ index: Int, as phase: TouchPhase, into frame: inout FrameBuilder) {
        markChanged(index)
        if let touch = slots[index].touch {
            frame.add(touch, phase, x: slots[index].reportedX, y: slots[index].reportedY)
        }
        slots[index].touch = nil
        slots[index].trackingID = -1
        slots[index].isIgnored = false
    }

    /// Reports what changed since the last SYN_REPORT, slot by slot in ascending order.
    mutating func flush(into frame: inout FrameBuilder) {
        var bits = changed
        changed = 0
        while bits != 0 {
            report(bits.trailingZeroBitCount, into: &frame)
            bits &= bits - 1
        }
        for word in changedBeyond.indices where changedBeyond[word] != 0 {
            var bits = changedBeyond[word]
            changedBeyond[word] = 0
            while bits != 0 {
                report((word + 1) * 64 + bits.trailingZeroBitCount, into: &frame)
                bits &= bits - 1
            }
        }
    }

    /// Reports the change of slot `index`: a contact ending, a palm, a move, a new contact.
    private mutating func report(_ index: Int, into frame: inout FrameBuilder) {
        let slot = slots[index]
        if slot.trackingID < 0 {
            if let touch = slot.touch {
                frame.add(touch, .ended, x: slot.x, y: slot.y)
            }
            slots[index].touch = nil
            slots[index].isIgnored = false
            return
        }
        let isPalm = slot.toolType == EventCodes.toolPalm
        if let touch = slot.touch {
            if isPalm {
                frame.add(touch, .cancelled, x: slot.reportedX, y: slot.reportedY)
                slots[index].touch = nil
                slots[index].isIgnored = true
            } else if slot.x != slot.reportedX || slot.y != slot.reportedY {
                frame.add(touch, .moved, x: slot.x, y: slot.y)
                slots[index].reportedX = slot.x
                slots[index].reportedY = slot.y
            }
        } else if !slot.isIgnored {
            if isPalm {
                slots[index].isIgnored = true
            } else if slot.isXKnown && slot.isYKnown {
                let touch = frame.newTouchID()
                frame.add(touch, .began, x: slot.x, y: slot.y, type: EventCodes.touchType(ofTool: slot.toolType))
                slots[index].touch = touch
                slots[index].reportedX = slot.x
                slots[index].reportedY = slot.y
            }
        }
    }

    /// Cancels every touch and forgets every tracking id and position: after lost events
    /// with no device to ask, no contact is known until a new tracking id arrives, and no
    /// coordinate until it is sent again.
    mutating func cancelAll(into frame: inout FrameBuilder) {
        for index in slots.indices {
            end(index, as: .cancelled, into: &frame)
            slots[index].isXKnown = false
            slots[index].isYKnown = false
        }
    }

    /// Takes the device's state when it was opened: positions, tools and the current
    /// slot; a slot that holds a contact is ignored until its tracking id ends.
    mutating func start(from snapshot: DeviceSnapshot) {
        var seen = Set<Int32>()
        for (index, state) in zip(slots.indices, snapshot.slots) {
            slots[index].x = state.x
            slots[index].y = state.y
            slots[index].toolType = state.toolType
            let isDown = state.trackingID >= 0 && seen.insert(state.trackingID).inserted
            slots[index].trackingID = isDown ? state.trackingID : -1
            slots[index].isIgnored = isDown
        }
        current = Int(exactly: snapshot.currentSlot).flatMap { slots.indices.contains($0) ? $0 : nil }
    }

    /// Takes the device's real state after lost events: contacts whose tracking id
    /// vanished or changed are cancelled, continuing ones move, new ones begin.
    mutating func resync(to snapshot: DeviceSnapshot, into frame: inout FrameBuilder) {
        var seen = Set<Int32>()
        for index in slots.indices {
            markChanged(index)
            let state =
                index < snapshot.slots.count
                ? snapshot.slots[index] : DeviceSnapshot.Slot(trackingID: -1, x: slots[index].x, y: slots[index].y)
            let trackingID = state.trackingID >= 0 && seen.insert(state.trackingID).inserted ? state.trackingID : -1
            if trackingID != slots[index].trackingID || trackingID < 0 {
                end(index, as: .cancelled, into: &frame)
            }
            slots[index].trackingID = trackingID
            slots[index].x = state.x
            slots[index].y = state.y
            let isRead = index < snapshot.slots.count
            slots[index].isXKnown = isRead
            slots[index].isYKnown = isRead
            slots[index].toolType = state.toolType
        }
        current = Int(exactly: snapshot.currentSlot).flatMap { slots.indices.contains($0) ? $0 : nil }
        flush(into: &frame)
    }
}
