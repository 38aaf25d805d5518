import Gestures

/// Follows a protocol-A device (multi-touch-protocol.rst, "Protocol A"): every frame
/// lists all contacts, anonymously, one `SYN_MT_REPORT` packet each.
///
/// Contacts are matched to the previous frame's by distance, as mtdev does: all
/// (previous, current) pairs are taken in order of increasing distance, each contact at
/// most once (a greedy approximation of mtdev's minimal total distance). A matched
/// contact keeps its touch id; an unmatched previous one ended; an unmatched new one
/// began with a new id. A frame with no packet at all (only `BTN_TOUCH 0`, say) means
/// no contacts. A packet lacking a position axis is dropped. Palm packets
/// (`MT_TOOL_PALM`) are never reported: a finger whose packet turns palm is cancelled.
/// At most `maximumContacts` packets of a frame are used; more are ignored, which keeps
/// the pairwise matching bounded whatever a file holds.
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
        var isPalm = false
    }

    private var contacts: [Contact] = []
    private var packet = Packet()
    private var frameContacts: [(x: Int32, y: Int32, isPalm: Bool)] = []

    /// The number of touches reported as down.
    var touchCount: Int { contacts.reduce(0) { $0 + ($1.touch == nil ? 0 : 1) } }

    mutating func handle(code: UInt16, value: Int32) {
        switch code {
        case EventCodes.mtPositionX: packet.x = value
        case EventCodes.mtPositionY: packet.y = value
        case EventCodes.mtToolType: packet.isPalm = value == EventCodes.toolPalm
        default: break
        }
    }

    /// Closes one contact's packet (`SYN_MT_REPORT`).
    mutating func endPacket() {
        if let x = packet.x, let y = packet.y, frameContacts.count < Self.maximumContacts {
            frameContacts.append((x, y, packet.isPalm))
        }
        packet = Packet()
    }

    /// Matches this frame's contacts to the last frame's and reports the differences.
    mutating func flush(into frame: inout FrameBuilder) {
        defer {
            frameContacts.removeAll(keepingCapacity: true)
            packet = Packet()
        }
        var pairs: [(distance: Double, previous: Int, current: Int)] = []
        pairs.reserveCapacity(contacts.count * frameContacts.count)
        for (p, old) in contacts.enumerated() {
            for (c, new) in frameContacts.enumerated() {
                let dx = Double(new.x) - Double(old.x)
                let dy = Double(new.y) - Double(old.y)
                pairs.append((dx * dx + dy * dy, p, c))
            }
        }
        pairs.sort { ($0.distance, $0.previous, $0.current) < ($1.distance, $1.previous, $1.current) }
        var matchOfCurrent = [Int?](repeating: nil, count: frameContacts.count)
        var previousMatched = [Bool](repeating: false, count: contacts.count)
        for pair in pairs where !previousMatched[pair.previous] && matchOfCurrent[pair.current] == nil {
            previousMatched[pair.previous] = true
            matchOfCurrent[pair.current] = pair.previous
        }
        var next: [Contact] = []
        next.reserveCapacity(frameContacts.count)
        for (c, new) in frameContacts.enumerated() {
            if let p = matchOfCurrent[c] {
                let old = contacts[p]
                guard let touch = old.touch else {
                    next.append(Contact(x: new.x, y: new.y, touch: nil))
                    continue
                }
                if new.isPalm {
                    frame.add(touch, .cancelled, x: old.x, y: old.y)
                    next.append(Contact(x: new.x, y: new.y, touch: nil))
                } else {
                    if new.x != old.x || new.y != old.y {
                        frame.add(touch, .moved, x: new.x, y: new.y)
                    }
                    next.append(Contact(x: new.x, y: new.y, touch: touch))
                }
            } else if new.isPalm {
                next.append(Contact(x: new.x, y: new.y, touch: nil))
            } else {
                let touch = frame.newTouchID()
                frame.add(touch, .began, x: new.x, y: new.y)
                next.append(Contact(x: new.x, y: new.y, touch: touch))
            }
        }
        for (p, old) in contacts.enumerated() where !previousMatched[p] {
            if let touch = old.touch {
                frame.add(touch, .ended, x: old.x, y: old.y)
            }
        }
        contacts = next
    }

    /// Cancels every touch; the next frame's contacts all begin anew (protocol A has no
    /// state to read back, and every frame is complete).
    mutating func cancelAll(into frame: inout FrameBuilder) {
        for contact in contacts {
            if let touch = contact.touch {
                frame.add(touch, .cancelled, x: contact.x, y: contact.y)
            }
        }
        contacts.removeAll()
        frameContacts.removeAll()
        packet = Packet()
    }
}
