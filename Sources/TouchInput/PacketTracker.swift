import Gestures

/// Follows a protocol-A device (multi-touch-protocol.rst, "Protocol A"): every frame
/// lists all contacts, anonymously, one `SYN_MT_REPORT` packet each.
///
/// Contacts are matched to the previous frame's by the least total squared distance
/// (`ContactAssignment`, as mtdev). A matched contact keeps its touch id; an unmatched
/// previous one ended; an unmatched new one began with a new id.
///
/// Which frames speak about contacts (mtdev's rule, but for a lone `BTN_TOUCH 1`): a
/// frame with at least one `SYN_MT_REPORT` lists every contact, its empty packets none;
/// a frame with no packet but `BTN_TOUCH 0` means no contact; any other frame (only
/// `MSC_SCAN`, only `BTN_TOUCH 1`, axes without a packet) changes nothing, so it never
/// splits a pan or a hold. A packet lacking a position axis is dropped. Palm packets
/// (`MT_TOOL_PALM`) are never reported: a finger whose packet turns palm is cancelled. A
/// touch's type (finger, pen) is its packet's tool when it begins.
/// At most `maximumContacts` packets of a frame are used; more are ignored, which keeps
/// the matching bounded whatever a file holds.
///
/// After lost events (`SYN_DROPPED`) the next frame that speaks about contacts is the
/// whole state, as every frame is: contacts still there go on, matched as always; those
/// that vanished are cancelled rather than ended, since their lift was not seen.
struct PacketTracker: Sendable {
    /// The most contacts one frame may report (real protocol-A panels report up to 10).
    static let maximumContacts = 32

    private struct Contact: Sendable {
        var x: Int32
        var y: Int32
        /// The touch id, nil for a palm that is being ignored.
        var touch: Int?
    }

    private struct Packet: Sendable {
        var x: Int32?
        var y: Int32?
        /// The packet's `ABS_MT_TOOL_TYPE`; a finger's when it sent none.
        var tool: Int32 = 0
    }

    private var contacts: [Contact] = []
    private var packet = Packet()
    private var frameContacts: [(x: Int32, y: Int32, tool: Int32)] = []
    /// This frame had a `SYN_MT_REPORT`: it lists the contacts.
    private var frameHasPackets = false
    /// This frame's last `BTN_TOUCH` was 0.
    private var frameReleasesTouch = false
    /// Events were lost: contacts the next listing lacks are cancelled.
    private var isResynchronizing = false

    /// The number of touches reported as down.
    var touchCount: Int { contacts.reduce(0) { $0 + ($1.touch == nil ? 0 : 1) } }

    mutating func handle(code: UInt16, value: Int32) {
        switch code {
        case EventCodes.mtPositionX: packet.x = value
        case EventCodes.mtPositionY: packet.y = value
        case EventCodes.mtToolType: packet.tool = value
        default: break
        }
    }

    mutating func handleTouchButton(value: Int32) {
        frameReleasesTouch = value == 0
    }

    /// Closes one contact's packet (`SYN_MT_REPORT`).
    mutating func endPacket() {
        frameHasPackets = true
        if let x = packet.x, let y = packet.y, frameContacts.count < Self.maximumContacts {
            frameContacts.append((x, y, packet.tool))
        }
        packet = Packet()
    }

    /// Matches this frame's contacts to the last frame's and reports the differences.
    mutating func flush(into frame: inout FrameBuilder) {
        defer { discardFrame() }
        guard frameHasPackets || frameReleasesTouch else { return }
        let previousOfCurrent = ContactAssignment.match(
            previous: contacts.map { ($0.x, $0.y) }, current: frameContacts.map { ($0.x, $0.y) })
        var previousMatched = [Bool](repeating: false, count: contacts.count)
        var next: [Contact] = []
        next.reserveCapacity(frameContacts.count)
        for (c, new) in frameContacts.enumerated() {
            let isPalm = new.tool == EventCodes.toolPalm
            guard let p = previousOfCurrent[c] else {
                if isPalm {
                    next.append(Contact(x: new.x, y: new.y, touch: nil))
                } else {
                    let touch = frame.newTouchID()
                    frame.add(touch, .began, x: new.x, y: new.y, type: EventCodes.touchType(ofTool: new.tool))
                    next.append(Contact(x: new.x, y: new.y, touch: touch))
                }
                continue
            }
            previousMatched[p] = true
            let old = contacts[p]
            guard let touch = old.touch else {
                next.append(Contact(x: new.x, y: new.y, touch: nil))
                continue
            }
            if isPalm {
                frame.add(touch, .cancelled, x: old.x, y: old.y)
                next.append(Contact(x: new.x, y: new.y, touch: nil))
            } else {
                if new.x != old.x || new.y != old.y {
                    frame.add(touch, .moved, x: new.x, y: new.y)
                }
                next.append(Contact(x: new.x, y: new.y, touch: touch))
            }
        }
        let vanished: TouchPhase = isResynchronizing ? .cancelled : .ended
        for (p, old) in contacts.enumerated() where !previousMatched[p] {
            if let touch = old.touch {
                frame.add(touch, vanished, x: old.x, y: old.y)
            }
        }
        contacts = next
        isResynchronizing = false
    }

    /// After `SYN_DROPPED`: drops the frame in progress, whose events were partly lost,
    /// and takes the next listing of contacts as the whole state.
    mutating func resynchronize() {
        discardFrame()
        isResynchronizing = true
    }

    private mutating func discardFrame() {
        frameContacts.removeAll(keepingCapacity: true)
        packet = Packet()
        frameHasPackets = false
        frameReleasesTouch = false
    }

    /// Cancels every touch (input ended, the device went away); the next frame's
    /// contacts all begin anew.
    mutating func cancelAll(into frame: inout FrameBuilder) {
        for contact in contacts {
            if let touch = contact.touch {
                frame.add(touch, .cancelled, x: contact.x, y: contact.y)
            }
        }
        contacts.removeAll()
        discardFrame()
        isResynchronizing = false
    }
}
