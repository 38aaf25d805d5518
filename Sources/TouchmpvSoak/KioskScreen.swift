import Gestures
import Kiosk
import PlayerModel
import PlayerRuntime

/// The kiosk day's screen schedule: `simulate`'s own `ScreenKeeper` on the day's virtual
/// local time, with every change of the screen it makes checked against the rules of
/// docs/behaviour.md ("Screen schedule"): while the screen is dark playback is paused,
/// and when it lights playback plays again if, and only if, the darkening paused it.
final class KioskScreen {
    /// How the screen came to change.
    enum Cause {
        /// The schedule's span began or ended.
        case schedule
        /// A touch woke the dark screen.
        case wake
        /// The woken screen went untouched for `screen-off-after`.
        case quiet
    }

    let keeper: ScreenKeeper
    private let schedule: ScreenSchedule
    private let player: SimulatedPlayer
    /// The local time at the day's time 0, in microseconds from midnight.
    let start: Int64
    /// When the schedule switched the screen off, and on.
    private(set) var switchedOff: Instant?
    private(set) var switchedOn: Instant?
    /// Whether the switch off paused playing playback, and the switch on resumed it.
    private(set) var switchOffPaused = false
    private(set) var switchOnResumed = false
    private(set) var wakes = 0
    /// What broke the rules, at what virtual local time.
    private(set) var violations: [String] = []
    /// The last change: its time, whether it lit the screen, why, and whether it paused
    /// (when darkening) or resumed (when lighting) playback.
    private var last: (time: Instant, lit: Bool, cause: Cause, changedPlayback: Bool)?

    init(schedule: ScreenSchedule, start: Int64, player: SimulatedPlayer) {
        keeper = ScreenKeeper.simulated(schedule: schedule, start: start, player: player)
        self.schedule = schedule
        self.player = player
        self.start = start
    }

    /// Switches as the schedule says at `time` (playback and the layer already there).
    func advance(to time: Instant) {
        let atSwitch = schedule.span.map {
            $0.contains(timeOfDay(time)) != $0.contains(timeOfDay(Instant(microseconds: time.microseconds - 1)))
        }
        watch(at: time, cause: atSwitch == true ? .schedule : .quiet) { keeper.advance(to: time) }
    }

    /// Whether `frame` goes on to the gesture layer; a frame that wakes the screen does not.
    func admit(_ frame: TouchFrame) -> Bool {
        var admitted = true
        watch(at: frame.time, cause: .wake) { admitted = keeper.admit(frame) }
        return admitted
    }

    /// Checks, at `time`, that the schedule has just switched the screen on (`lit`) or off.
    func expectSwitch(lit: Bool, at time: Instant) {
        guard let last, last.time == time, last.lit == lit, last.cause == .schedule else {
            violations.append("the screen did not switch \(lit ? "on" : "off") at \(localTime(time))")
            return
        }
        if lit {
            switchedOn = time
            switchOnResumed = last.changedPlayback
        } else {
            switchedOff = time
            switchOffPaused = last.changedPlayback
        }
    }

    /// The virtual local time at the day's `time`, in microseconds from midnight.
    func timeOfDay(_ time: Instant) -> Int64 {
        ((start + time.microseconds) % DailySpan.day + DailySpan.day) % DailySpan.day
    }

    /// The virtual local time at the day's `time`, `HH:MM:SS`.
    func localTime(_ time: Instant) -> String {
        let seconds = timeOfDay(time) / 1_000_000
        return [seconds / 3600, seconds / 60 % 60, seconds % 60].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
    }

    /// Runs `change` at `time` and checks what it did to the screen and to playback.
    private func watch(at time: Instant, cause: Cause, _ change: () -> Void) {
        let wasLit = keeper.isOn
        let wasPaused = player.state.paused
        change()
        guard keeper.isOn != wasLit else { return }
        let paused = player.state.paused
        if keeper.isOn {
            let pausedByDarkening = last?.changedPlayback ?? false
            if !wasPaused { violations.append("playback played while the screen was dark, before \(localTime(time))") }
            if paused == pausedByDarkening {
                violations.append(
                    "the screen lit at \(localTime(time)) "
                        + (paused ? "left paused the playback its darkening paused" : "resumed playback its darkening had not paused"))
            }
        } else if !paused, let duration = player.state.duration, player.state.position < duration {
            violations.append("the screen went dark at \(localTime(time)) with playback playing")
        }
        if cause == .wake { wakes += 1 }
        last = (time, keeper.isOn, cause, paused != wasPaused)
    }
}
