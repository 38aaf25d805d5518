import Gestures
import PlayerModel

/// The screen schedule carried out on one run: `ScreenBlanking`'s decisions taken at the
/// run's times, the touchscreen's frames and the keys let through it, and its changes applied to the
/// player (pause, resume) and to the screen (dark, lit). The same for `simulate`, whose
/// times and local clock are virtual, and for `play`.
public final class ScreenKeeper {
    /// What the keeper acts on: the player and the screen.
    public struct Host {
        /// Whether playback is paused or at its end at the given time.
        public var isIdle: (Instant) -> Bool
        /// Pauses (true) or resumes (false) playback at the given time.
        public var setPaused: (Bool, Instant) -> Void
        /// Lights (true) or darkens (false) the screen.
        public var setLit: (Bool) -> Void

        public init(
            isIdle: @escaping (Instant) -> Bool, setPaused: @escaping (Bool, Instant) -> Void, setLit: @escaping (Bool) -> Void
        ) {
            self.isIdle = isIdle
            self.setPaused = setPaused
            self.setLit = setLit
        }
    }

    private var blanking: ScreenBlanking
    /// The local time of day (microseconds from midnight) at an instant of the run.
    private let timeOfDay: (Instant) -> Int64
    private let host: Host

    /// A keeper of `schedule` reading the local time from `timeOfDay`.
    public init(schedule: ScreenSchedule, timeOfDay: @escaping (Instant) -> Int64, host: Host) {
        blanking = ScreenBlanking(schedule: schedule)
        self.timeOfDay = timeOfDay
        self.host = host
    }

    /// Whether the screen is lit.
    public var isOn: Bool { blanking.isOn }

    /// Whether `frame` goes on to the gesture layer: not when it wakes the dark screen or
    /// belongs to the waking touch.
    public func admit(_ frame: TouchFrame) -> Bool {
        carryOut(blanking.admit(frame), at: frame.time)
    }

    /// Whether `key` goes on to the gesture layer: not when it wakes the dark screen or
    /// belongs to the waking press.
    public func admit(_ key: KeyEvent) -> Bool {
        carryOut(blanking.admit(key), at: key.time)
    }

    private func carryOut(_ admission: ScreenBlanking.Admission, at time: Instant) -> Bool {
        switch admission {
        case .pass: return true
        case .swallow: return false
        case .wake(let change):
            apply(change, at: time)
            return false
        }
    }

    /// Switches as the schedule says at `time`.
    public func advance(to time: Instant) {
        if let change = blanking.update(at: time, timeOfDay: timeOfDay(time), isIdle: host.isIdle(time)) {
            apply(change, at: time)
        }
    }

    /// The next moment the screen may switch with no touch, seen at `now`.
    public func nextDeadline(at now: Instant) -> Instant? {
        blanking.nextDeadline(at: now, timeOfDay: timeOfDay(now))
    }

    private func apply(_ change: ScreenBlanking.Change, at time: Instant) {
        switch change {
        case .off(let pause):
            if pause { host.setPaused(true, time) }
            host.setLit(false)
        case .on(let resume):
            host.setLit(true)
            if resume { host.setPaused(false, time) }
        }
    }
}

extension ScreenKeeper {
    /// A keeper on virtual time: the local clock reads `start` (microseconds from
    /// midnight) at the run's time 0 and runs with it; nothing to light or darken.
    public static func simulated(schedule: ScreenSchedule, start: Int64, player: SimulatedPlayer) -> ScreenKeeper {
        ScreenKeeper(
            schedule: schedule,
            timeOfDay: { time in ((start + time.microseconds) % DailySpan.day + DailySpan.day) % DailySpan.day },
            host: Host(
                isIdle: { time in
                    player.advance(to: time)
                    let state = player.state
                    return state.paused || state.duration.map { state.position >= $0 } ?? false
                },
                setPaused: { paused, time in player.setPaused(paused, at: time) },
                setLit: { _ in }))
    }
}
