/// A `GestureClock` that moves only when told to: the clock of tests, of `simulate`, and
/// of the run loop (which advances it to the kernel's monotonic time).
///
/// Timers fire in deadline order (ties in scheduling order), and while a timer runs `now`
/// equals its deadline. Time never goes backwards: advancing to an earlier instant does
/// nothing, and a timer scheduled in the past fires at the next `advance(to:)` without
/// moving `now` back.
///
/// Besides closures (`schedule`), a timer can be a recognizer's deadline: a value kept in
/// the recognizer (`DeadlineEntry`) and chained from the clock, which tells the recognizer
/// when it passes. The built-in recognizers set one per step of a gesture, so this keeps
/// closures, their allocations and the clock's array off the path every touch takes.
public final class ManualClock: GestureClock {
    private struct Timer {
        let deadline: Instant
        let id: UInt64
        let action: () -> Void
    }

    private var current: Instant
    /// The closure timers.
    private let timers = OwnedArray<Timer>()
    /// The recognizers with a pending deadline, chained through their `DeadlineEntry`.
    private var firstDeadline: UnsafeLink<GestureRecognizer>?
    private var lastTimerID: UInt64 = 0
    /// The earliest pending deadline, kept so that advancing past no timer (nearly every
    /// frame) looks at nothing else.
    private var earliestDeadline: Instant?

    /// Creates a clock that reads `now`.
    public init(now: Instant = .zero) {
        current = now
    }

    public var now: Instant { current }

    /// Runs `action` when the clock is advanced to `deadline` or beyond.
    @discardableResult
    public func schedule(at deadline: Instant, _ action: @escaping () -> Void) -> TimerToken {
        lastTimerID &+= 1
        timers.append(Timer(deadline: deadline, id: lastTimerID, action: action))
        if earliestDeadline.map({ deadline < $0 }) ?? true {
            earliestDeadline = deadline
        }
        return TimerToken(id: lastTimerID)
    }

    /// Cancels a pending timer; does nothing for a fired or unknown one.
    public func cancel(_ token: TimerToken) {
        guard let index = timers.elements.firstIndex(where: { $0.id == token.id }) else { return }
        removeTimer(at: index)
        updateEarliestDeadline()
    }

    /// The earliest pending deadline, or nil when no timer is pending: the run loop's
    /// `poll()` timeout.
    public var nextDeadline: Instant? { earliestDeadline }

    /// Moves the clock to `target`, firing every timer due by then, including timers that
    /// the fired ones schedule within the interval.
    @inline(__always)
    public func advance(to target: Instant) {
        while let earliest = earliestDeadline, earliest <= target {
            if earliest > current {
                current = earliest
            }
            fireEarliest()
        }
        if target > current {
            current = target
        }
    }

    /// Sets `recognizer`'s deadline (it has none pending).
    func scheduleDeadline(at deadline: Instant, for recognizer: GestureRecognizer) {
        lastTimerID &+= 1
        recognizer.deadlineEntry = DeadlineEntry(instant: deadline, id: lastTimerID, next: firstDeadline)
        firstDeadline = UnsafeLink(recognizer)
        if earliestDeadline.map({ deadline < $0 }) ?? true {
            earliestDeadline = deadline
        }
    }

    /// Cancels `recognizer`'s pending deadline.
    func cancelDeadline(of recognizer: GestureRecognizer) {
        unlink(recognizer)
        updateEarliestDeadline()
    }

    /// Fires the earliest timer, by deadline then by scheduling order.
    private func fireEarliest() {
        var earliestRecognizer: UnsafeLink<GestureRecognizer>?
        var best: (deadline: Instant, id: UInt64)?
        forEachDeadline { node, entry in
            if best.map({ (entry.instant, entry.id) < $0 }) ?? true {
                best = (entry.instant, entry.id)
                earliestRecognizer = node
            }
        }
        var timerIndex: Int?
        for (index, timer) in timers.elements.enumerated() where best.map({ (timer.deadline, timer.id) < $0 }) ?? true {
            best = (timer.deadline, timer.id)
            timerIndex = index
        }
        if let timerIndex {
            let timer = removeTimer(at: timerIndex)
            updateEarliestDeadline()
            timer.action()
        } else if let earliestRecognizer {
            earliestRecognizer.with { recognizer in
                unlink(recognizer)
                updateEarliestDeadline()
                recognizer.deadlinePassed()
            }
        }
    }

    /// Calls `body` with each recognizer that has a pending deadline, and the deadline.
    private func forEachDeadline(_ body: (UnsafeLink<GestureRecognizer>, DeadlineEntry) -> Void) {
        var node = firstDeadline
        while let current = node {
            let entry = current.with { $0.deadlineEntry }
            node = entry.next
            body(current, entry)
        }
    }

    /// Takes `recognizer` out of the chain of pending deadlines.
    private func unlink(_ recognizer: GestureRecognizer) {
        let next = recognizer.deadlineEntry.next
        recognizer.deadlineEntry = DeadlineEntry()
        let link = UnsafeLink(recognizer)
        if firstDeadline == link {
            firstDeadline = next
            return
        }
        forEachDeadline { node, entry in
            if entry.next == link {
                node.with { $0.deadlineEntry.next = next }
            }
        }
    }

    private func updateEarliestDeadline() {
        var earliest: Instant?
        forEachDeadline { _, entry in
            if earliest.map({ entry.instant < $0 }) ?? true {
                earliest = entry.instant
            }
        }
        for timer in timers.elements where earliest.map({ timer.deadline < $0 }) ?? true {
            earliest = timer.deadline
        }
        earliestDeadline = earliest
    }

    /// Takes the closure timer at `index` out.
    @discardableResult
    private func removeTimer(at index: Int) -> Timer {
        timers.edit { $0.remove(at: index) }
    }
}

/// A recognizer's pending deadline, kept in the recognizer: the clock chains the
/// recognizers with one through `next`, unretained (a recognizer cancels its deadline
/// before it goes away).
struct DeadlineEntry {
    /// When it passes.
    var instant = Instant.zero
    /// The clock's number for it, for ties between equal deadlines; 0 when none is pending.
    var id: UInt64 = 0
    /// The next recognizer in the clock's chain.
    var next: UnsafeLink<GestureRecognizer>?
}
