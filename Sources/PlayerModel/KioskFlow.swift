import Gestures

/// When a kiosk moves between its loop, its chooser and a chosen title (docs/behaviour.md,
/// "The kiosk"). Pure: the host gives it the touch frames, the time and whether the title
/// is paused, and carries out the changes it returns.
///
/// - In the loop, no frame reaches the gesture layer: the first finger's sequence, down to
///   its last lift, opens the chooser at that lift.
/// - In the chooser and while a title is paused, `idleReturn` with no touch brings the
///   loop back; a paused title counts its quiet from the later of its last touch and the
///   pause. A title playing never goes back but at its end.
/// - Without a loop, the chooser is where everything goes back to, and it stays.
public struct KioskFlow: Sendable {
    /// What the host does.
    public enum Change: Hashable, Sendable {
        /// Show the chooser over the loop.
        case openChooser
        /// Play the title at this index of the chooser's order (from 0).
        case play(Int)
        /// Back to the loop (or, without one, to the chooser), resetting what the visitor
        /// left: the lock, a menu, speed, zoom, the volume.
        case returnToLoop
    }

    public private(set) var mode: KioskMode
    /// Whether there is a loop to go back to.
    public let hasLoop: Bool
    /// How long the chooser or a paused title waits for a touch; nil for ever (a reload
    /// changes it: the wait under way then counts to the new time).
    public var idleReturn: Duration?
    /// The last touch, or the moment the title paused, whichever came later.
    private var quietSince: Instant
    /// Whether the title was paused at the last update.
    private var wasPaused = false
    /// The fingers down.
    private var down: Set<Int> = []
    /// The keys held: a held key, as a resting finger, is no quiet.
    private var keysHeld: Set<KeyCode> = []
    /// The fingers of the sequence that opens the chooser, still down.
    private var opening: Set<Int> = []

    /// A kiosk at `time`, in its loop when it has one, else in the chooser.
    public init(hasLoop: Bool, idleReturn: Duration?, at time: Instant) {
        self.hasLoop = hasLoop
        self.idleReturn = idleReturn
        mode = hasLoop ? .attract : .chooser
        quietSince = time
    }

    /// Takes a touch frame: whether it goes on to the gesture layer, and what changes.
    public mutating func admit(_ frame: TouchFrame) -> (passes: Bool, change: Change?) {
        quietSince = max(quietSince, frame.time)
        for update in frame.updates {
            switch update.phase {
            case .began, .moved, .stationary: down.insert(update.id)
            case .ended, .cancelled: down.remove(update.id)
            }
        }
        guard mode == .attract || !opening.isEmpty else { return (true, nil) }
        for update in frame.updates {
            switch update.phase {
            case .began, .moved, .stationary: opening.insert(update.id)
            case .ended, .cancelled: opening.remove(update.id)
            }
        }
        guard mode == .attract, opening.isEmpty else { return (false, nil) }
        mode = .chooser
        return (false, .openChooser)
    }

    /// Takes a key device's key: activity, as a touch is; it always goes on to its binding
    /// (a button bound to `touchmpv/play N` works from the loop).
    public mutating func admit(_ key: KeyEvent) {
        quietSince = max(quietSince, key.time)
        if key.change == .released { keysHeld.remove(key.key) } else { keysHeld.insert(key.key) }
    }

    /// A tile's tap (or `touchmpv/play N`): the title at `index` plays, at `time`.
    public mutating func choose(_ index: Int, at time: Instant) -> Change {
        mode = .playing
        wasPaused = false
        quietSince = max(quietSince, time)
        return .play(index)
    }

    /// The back button, `touchmpv/attract`, or the chosen title's end, at `time`; nil when
    /// the loop is already there.
    public mutating func returnToLoop(at time: Instant) -> Change? {
        guard mode != .attract else { return nil }
        guard hasLoop || mode != .chooser else { return nil }
        mode = hasLoop ? .attract : .chooser
        quietSince = max(quietSince, time)
        opening = []
        return .returnToLoop
    }

    /// Brings the state to `now`, the chosen title paused (`isPaused`) or not.
    public mutating func update(at now: Instant, isPaused: Bool) -> Change? {
        let paused = mode == .playing && isPaused
        if paused && !wasPaused { quietSince = max(quietSince, now) }
        wasPaused = paused
        guard let deadline = quietDeadline, now >= deadline else { return nil }
        return returnToLoop(at: now)
    }

    /// When the loop comes back with no touch; nil when nothing waits for it.
    public var nextDeadline: Instant? { quietDeadline }

    private var quietDeadline: Instant? {
        guard let idleReturn, down.isEmpty, keysHeld.isEmpty else { return nil }
        switch mode {
        case .chooser: return hasLoop ? quietSince + idleReturn : nil
        case .playing: return wasPaused ? quietSince + idleReturn : nil
        case .attract: return nil
        }
    }
}
