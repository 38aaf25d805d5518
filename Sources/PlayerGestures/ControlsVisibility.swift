import Gestures

/// Whether the on-screen controls show, and when they hide by themselves. The gesture
/// layer owns it, because routing depends on it (a touch that lands on a visible bar goes
/// to the controls, not to the player), and both players follow what the layer announces
/// (`TouchSequenceEvent.controls(visible:)`), so `simulate` and `play` cannot disagree.
///
/// Auto-hide: `hideDelay` after the last finger lifted or after the controls were shown,
/// whichever is later; never while a finger is down, wherever it is, nor while they are
/// held up (a menu is open).
public struct ControlsVisibility: Hashable, Sendable {
    public private(set) var isVisible = false
    /// When the controls hide unless a finger lands first; nil while hidden or while a
    /// finger is down.
    public private(set) var hideDeadline: Instant?
    public let hideDelay: Duration
    /// `hideDelay` in whole microseconds, as `Instant + Duration` counts it: what the
    /// frames add, since `Duration`'s own arithmetic is 128-bit and a call into the runtime.
    let hideDelayMicroseconds: Int64
    private var fingersDown = 0
    /// Whether something holds them up (an open menu).
    public private(set) var isHeld = false

    /// Hidden controls that hide `hideDelay` after they were last shown or touched.
    public init(hideDelay: Duration) {
        self.hideDelay = hideDelay
        hideDelayMicroseconds = hideDelay.wholeMicroseconds
    }

    func hideTime(after time: Instant) -> Instant {
        Instant(microseconds: time.microseconds &+ hideDelayMicroseconds)
    }

    /// Shows or hides them at `time`; returns whether that changed the visibility.
    public mutating func set(_ visible: Bool, at time: Instant) -> Bool {
        hideDeadline = visible && fingersDown == 0 && !isHeld ? hideTime(after: time) : nil
        defer { isVisible = visible }
        return visible != isVisible
    }

    /// Takes note of how many fingers are down after an input frame at `time`: a finger
    /// down holds the controls up, and the countdown starts again at the last lift. A
    /// frame that leaves no finger down and had none before keeps the countdown running.
    public mutating func fingers(_ count: Int, at time: Instant) {
        let lifted = count == 0 && fingersDown > 0
        fingersDown = count
        if count > 0 {
            hideDeadline = nil
        } else if isVisible && !isHeld && (lifted || hideDeadline == nil) {
            hideDeadline = hideTime(after: time)
        }
    }

    /// Holds them up from `time` on (no auto-hide) while `held`; let go, they hide
    /// `hideDelay` later unless a finger is down.
    public mutating func hold(_ held: Bool, at time: Instant) {
        isHeld = held
        hideDeadline = !held && isVisible && fingersDown == 0 ? hideTime(after: time) : nil
    }

    /// Hides them if their deadline has come by `time`; returns whether it did.
    public mutating func hideIfDue(at time: Instant) -> Bool {
        guard let deadline = hideDeadline, deadline <= time else { return false }
        hideDeadline = nil
        isVisible = false
        return true
    }
}
