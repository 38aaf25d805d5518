import ConfigurationFiles
import Gestures
import MPVPlayer
import PlayerModel
import SystemCalls

/// `play`'s screen schedule: the `ScreenKeeper` on the local wall clock, acting on mpv
/// (its `pause`) and on the screen (the backlight's `bl_power`, else a black overlay), and
/// the wall-clock timer that wakes the run loop at the span's next switch or when the
/// clock is set, so that a stepped clock or a new time zone is taken at once, not at
/// the switch the old clock foretold.
final class PlayScreen {
    let keeper: ScreenKeeper
    /// Armed at the span's next switch; nil without a span (only `screen-off-after`).
    private let timer: WallClockTimer?
    private let span: DailySpan?

    /// Keeps `schedule` on `client`; `backlight` is powered down to darken the screen,
    /// else `black` covers it. `note` takes lines for the user (a backlight that refused).
    init(
        schedule: ScreenSchedule, client: MPVClient, backlight: SysfsBacklight?, black: BlackScreenOverlay,
        note: @escaping (String) -> Void
    ) {
        span = schedule.span
        timer = schedule.span == nil ? nil : try? WallClockTimer.open()
        keeper = ScreenKeeper(
            schedule: schedule, timeOfDay: { _ in LocalClock.timeOfDay() },
            host: ScreenKeeper.Host(
                isIdle: { _ in
                    ((try? client.property("pause", as: Bool.self)) ?? false)
                        || ((try? client.property("idle-active", as: Bool.self)) ?? false)
                },
                setPaused: { paused, _ in
                    do throws(MPVError) { try client.setProperty("pause", paused) } catch { note("cannot set pause: \(error)") }
                },
                setLit: { lit in
                    if let backlight {
                        do {
                            try backlight.setPowered(lit)
                            return
                        } catch {
                            note("\(error); darkening with a black overlay instead")
                        }
                    }
                    do throws(MPVError) { try black.setDark(!lit) } catch { note("cannot draw the black screen: \(error)") }
                }))
        armTimer()
    }

    /// The timer's descriptor, for the run loop's poll.
    var descriptor: FileDescriptor? { timer?.descriptor }

    /// Reads the readable timer (the switch came, or the clock was set) and arms it again
    /// at the next switch by the clock as it is now.
    func timerFired() {
        _ = try? timer?.read()
        armTimer()
    }

    private func armTimer() {
        guard let timer, let wait = span?.untilNextSwitch(from: LocalClock.timeOfDay()) else { return }
        try? timer.arm(atRealtimeNanoseconds: LocalClock.realtimeNanoseconds() + UInt64(wait.wholeMicroseconds) * 1000)
    }

    deinit {
        timer?.close()
    }

    /// The backlight that darkens the screen: the one `brightness-backend` names, else
    /// the first (by name) in `directory` that has a `bl_power`; nil when there is none.
    static func backlight(for configuration: Configuration, in directory: String) -> SysfsBacklight? {
        if case .backlight(let name) = configuration.brightnessBackend { return SysfsBacklight(directory: directory + "/" + name) }
        let names = ((try? FileSystem.directoryEntries(directory)) ?? []).sorted()
        return names.first { FileSystem.exists(directory + "/" + $0 + "/bl_power") }.map { SysfsBacklight(directory: directory + "/" + $0) }
    }
}
