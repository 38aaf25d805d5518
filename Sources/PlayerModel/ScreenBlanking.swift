import Gestures

/// Whether the screen is lit, decided from the schedule, the local time of day, the
/// touches, the keys and whether anything plays (docs/behaviour.md, "Screen schedule"). Pure: the
/// host gives it the time (monotonic instants, and the local time of day at them) and
/// carries out the changes it returns, the pause and the resume included.
///
/// Its decisions are states, not edges: each `update` compares the span's answer for the
/// time of day given with the one it last saw, so a clock stepped across a switch (NTP,
/// a time-zone change) is one more switch.
public struct ScreenBlanking: Sendable {
    /// What the host does: light or darken the screen, resuming or pausing playback.
    public enum Change: Hashable, Sendable {
        /// Darken; `pause` when playing (the schedule's off span came, or a woken screen
        /// in it went quiet).
        case off(pause: Bool)
        /// Light; `resume` when the schedule had paused playback.
        case on(resume: Bool)
    }

    /// What to do with a touch frame or a key.
    public enum Admission: Hashable, Sendable {
        /// Hand it to the gesture layer.
        case pass
        /// Drop it: a finger of the sequence that woke the screen, or a key of the press
        /// that did.
        case swallow
        /// Drop it and light the screen: the first touch or key press on a dark screen.
        case wake(Change)
    }

    public let schedule: ScreenSchedule
    private var lit = true
    /// The span's answer at the last update; nil before the first.
    private var inSpan: Bool?
    /// Whether the schedule paused playback (and has not resumed it).
    private var pausedBySchedule = false
    /// Since when nothing happened: the last touch or key, the moment playback stopped,
    /// the last switch of the span.
    private var quietSince: Instant = .zero
    /// Whether playback was paused or ended at the last update.
    private var wasIdle = false
    /// The fingers of the waking sequence still down.
    private var waking: Set<Int> = []
    /// The fingers down: a finger at rest sends no frame, and is no quiet.
    private var down: Set<Int> = []
    /// The keys of the press that woke the screen, and those pressed while one of them
    /// is held, still held.
    private var wakingKeys: Set<KeyCode> = []
    /// The keys held: a held key, like a finger at rest, is no quiet.
    private var keysHeld: Set<KeyCode> = []

    public init(schedule: ScreenSchedule) {
        self.schedule = schedule
    }

    /// Whether the screen is lit.
    public var isOn: Bool { lit }

    /// Brings the state to `now`, when the local time of day is `timeOfDay` (microseconds
    /// from midnight) and playback is paused or at its end (`isIdle`) or not.
    public mutating func update(at now: Instant, timeOfDay: Int64, isIdle: Bool) -> Change? {
        if isIdle && !wasIdle { quietSince = max(quietSince, now) }
        wasIdle = isIdle
        let spanNow = schedule.span?.contains(timeOfDay) ?? true
        if spanNow != inSpan {
            let first = inSpan == nil
            inSpan = spanNow
            if !first || !spanNow { quietSince = now }
            if spanNow, !lit {
                return light()
            }
            if !spanNow, lit {
                return darken(isIdle: isIdle)
            }
        }
        if lit, isUntouched, let limit = quietLimit(isIdle: isIdle), now >= quietSince + limit {
            return darken(isIdle: isIdle)
        }
        return nil
    }

    /// Takes `frame` (one of the touchscreen's, at its own time): a frame that begins a
    /// touch on a dark screen wakes it, and that finger's sequence, down to the last lift,
    /// goes no further than here.
    public mutating func admit(_ frame: TouchFrame) -> Admission {
        quietSince = max(quietSince, frame.time)
        for update in frame.updates {
            switch update.phase {
            case .began, .moved, .stationary: down.insert(update.id)
            case .ended, .cancelled: down.remove(update.id)
            }
        }
        var result = Admission.pass
        if !waking.isEmpty {
            result = .swallow
        } else if !lit, frame.updates.contains(where: { $0.phase == .began }) {
            result = .wake(light())
        }
        guard result != .pass else { return .pass }
        for update in frame.updates {
            switch update.phase {
            case .began, .moved, .stationary: waking.insert(update.id)
            case .ended, .cancelled: waking.remove(update.id)
            }
        }
        return result
    }

    /// Takes `key` (one of a key device's, at its own time), as `admit(_:)` takes a touch
    /// frame: a press on a dark screen wakes it, and that key, down to its release, and
    /// every key pressed while it is held go no further than here.
    public mutating func admit(_ key: KeyEvent) -> Admission {
        quietSince = max(quietSince, key.time)
        if key.change == .released { keysHeld.remove(key.key) } else { keysHeld.insert(key.key) }
        var result = Admission.pass
        if !wakingKeys.isEmpty {
            result = .swallow
        } else if !lit, key.change == .pressed {
            result = .wake(light())
        }
        guard result != .pass else { return .pass }
        if key.change == .released { wakingKeys.remove(key.key) } else { wakingKeys.insert(key.key) }
        return result
    }

    /// Whether no finger is down and no key held.
    private var isUntouched: Bool { down.isEmpty && keysHeld.isEmpty }

    /// When the state next changes with no touch: the span's next switch
    /// (`untilSwitch`, from the host's clock of the day) or the end of the quiet time,
    /// whichever is first; nil when neither can come.
    public func nextDeadline(at now: Instant, timeOfDay: Int64) -> Instant? {
        let switchTime = schedule.span?.untilNextSwitch(from: timeOfDay).map { now + $0 }
        let quietEnd = lit && isUntouched ? quietLimit(isIdle: wasIdle).map { max(now, quietSince + $0) } : nil
        return [switchTime, quietEnd].compactMap { $0 }.min()
    }

    /// How long the lit screen stays so with no touch: in the span, `offAfter` while idle;
    /// outside it (woken by a touch), `offAfter` or `offSpanWakeTime`, playing or not;
    /// never less than `minimumOffAfter`, however the schedule was made.
    private func quietLimit(isIdle: Bool) -> Duration? {
        let offAfter = schedule.offAfter.map { max($0, ScreenSchedule.minimumOffAfter) }
        if inSpan == false { return offAfter ?? ScreenSchedule.offSpanWakeTime }
        return isIdle ? offAfter : nil
    }

    private mutating func light() -> Change {
        lit = true
        let resume = pausedBySchedule
        pausedBySchedule = false
        return .on(resume: resume)
    }

    private mutating func darken(isIdle: Bool) -> Change {
        lit = false
        let pause = inSpan == false && !isIdle
        if pause { pausedBySchedule = true }
        return .off(pause: pause)
    }
}
