/// What one finger did in an input frame.
public enum TouchPhase: String, Sendable, CaseIterable {
    /// The finger touched down.
    case began
    case moved
    /// The finger is down and did not move (UIKit's `.stationary`).
    case stationary
    case ended
    /// The system took the touch away: lost input, a device gone, a scripted `cancel`.
    case cancelled

    /// Equal when the cases are: Swift 6.0 (Debian 13's) compares an enum with raw values
    /// by its raw strings, which on the recognizers' path cost more than the rest of the
    /// path; the exhaustive `ordinal` makes a new case a compile error here.
    @inline(__always)
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.ordinal == rhs.ordinal }

    @inline(__always)
    private var ordinal: UInt8 {
        switch self {
        case .began: 0
        case .moved: 1
        case .stationary: 2
        case .ended: 3
        case .cancelled: 4
        }
    }
}

/// One finger's change within a frame: the unit of input the recognizers consume.
public struct TouchUpdate: Hashable, Sendable {
    /// Identifies the finger for as long as it is down (a tracking id, a script's ID).
    public var id: Int
    /// What the finger did.
    public var phase: TouchPhase
    /// Where the finger is, in screen points.
    public var location: Point
    /// What touched the screen; read from the update that begins the touch (a touch keeps
    /// its type while it is down).
    public var type: TouchType

    /// Creates an update for finger `id`.
    public init(id: Int, phase: TouchPhase, location: Point, type: TouchType = .finger) {
        self.id = id
        self.phase = phase
        self.location = location
        self.type = type
    }
}

/// All touch changes that happened at one moment, as one evdev SYN_REPORT delivers them.
///
/// Within a frame, touch-downs and moves are applied before lifts and cancellations,
/// so a finger that moves and lifts in the same frame is judged at its final position.
public struct TouchFrame: Hashable, Sendable {
    /// When the frame happened, on the gesture clock.
    public var time: Instant
    /// The changes, in the order the source reported them.
    public var updates: [TouchUpdate]

    /// Creates a frame at `time`.
    public init(time: Instant, updates: [TouchUpdate]) {
        self.time = time
        self.updates = updates
    }
}
