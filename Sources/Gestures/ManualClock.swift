/// A `GestureClock` that moves only when told to: the clock of tests, of `simulate`, and
/// of the run loop (which advances it to the kernel's monotonic time).
///
/// Timers fire in deadline order (ties in scheduling order), and while a timer runs `now`
/// equals its deadline. Time never goes backwards: advancing to an earlier instant does
/// nothing, and a timer scheduled in the past fires at the next `advance(to:)` without
/// moving `now` back.
public final class ManualClock: GestureClock {
    private struct Timer {
        let deadline: Instant
        let id: UInt64
        let action: () -> Void
    }

    public private(set) var now: Instant
    private var timers: [Timer] = []
    private var lastTimerID: UInt64 = 0

    /// Creates a clock that reads `now`.
    public init(now: Instant = .zero) {
        self.now = now
    }

    /// Runs `action` when the clock is advanced to `deadline` or beyond.
    @discardableResult
    public func schedule(at deadline: Instant, _ action: @escaping () -> Void) -> TimerToken {
        lastTimerID &+= 1
        timers.append(Timer(deadline: deadline, id: lastTimerID, action: action))
        return TimerToken(id: lastTimerID)
    }

    /// Cancels a pending timer; does nothing for a fired or unknown one.
    public func cancel(_ token: TimerToken) {
        timers.removeAll { $0.id == token.id }
    }

    /// The earliest pending deadline, or nil when no timer is pending: the run loop's
    /// `poll()` timeout.
    public var nextDeadline: Instant? {
        timers.lazy.map(\.deadline).min()
    }

    /// Moves the clock to `target`, firing every timer due by then, including timers that
    /// the fired ones schedule within the interval.
    public func advance(to target: Instant) {
        while let index = indexOfNextTimer(dueBy: target) {
            let timer = timers.remove(at: index)
            if timer.deadline > now {
                now = timer.deadline
            }
            timer.action()
        }
        if target > now {
            now = target
        }
    }

    /// The earliest timer due by `target`; ids grow with scheduling order, so they break ties.
    private func indexOfNextTimer(dueBy target: Instant) -> Int? {
        var best: Int?
        for (index, timer) in timers.enumerated() where timer.deadline <= target {
            if let current = best {
                let other = timers[current]
                if (timer.deadline, timer.id) < (other.deadline, other.id) {
                    best = index
                }
            } else {
                best = index
            }
        }
        return best
    }
}
