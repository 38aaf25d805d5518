import ConfigurationFiles
import Gestures
import MPVPlayer
import PlayerModel
import SystemCalls
import TextFormats

/// `play`'s screen schedule: the `ScreenKeeper` on the local wall clock, learning whether
/// playback is idle from mpv's observed status (the keeper asks at every turn of the run
/// loop; mpv reports a change only when there is one), acting on mpv (its `pause`) and
/// on the screen (the backlight's `bl_power`, else a black overlay), and
/// the wall-clock timer that wakes the run loop at the span's next switch or when the
/// clock is set, and the watch of the zone file that wakes it when the time zone
/// changes, so that a stepped clock or a new time zone is taken at once, not at the
/// switch the old clock foretold.
public final class PlayScreen {
    public let keeper: ScreenKeeper
    /// Armed at the span's next switch; nil without a span (only `screen-off-after`).
    private let timer: WallClockTimer?
    /// The zone file's watch; nil without a span, whose switches alone are local times.
    private let zone: LocalZoneWatch?
    private let span: DailySpan?

    /// Keeps `schedule` on `client`, whose idleness `status` follows; `backlight` is powered
    /// down to darken the screen, else `black` covers it. `note` takes lines for the user
    /// (a backlight that refused, a `TZ` that names no zone).
    public init(
        schedule: ScreenSchedule, client: MPVClient, status: MPVPlaybackStatus, backlight: SysfsBacklight?, black: BlackScreenOverlay,
        note: @escaping (String) -> Void
    ) {
        span = schedule.span
        if schedule.span != nil, let tz = LocalZone.unknownZone {
            note("TZ '\(ErrorExcerpt.of(tz))' names no time zone: the screen schedule runs on UTC")
        }
        timer = schedule.span == nil ? nil : try? WallClockTimer.open()
        zone = schedule.span == nil ? nil : LocalZone.file.flatMap { LocalZoneWatch(file: $0) }
        keeper = ScreenKeeper(
            schedule: schedule, timeOfDay: { _ in LocalClock.timeOfDay() },
            host: ScreenKeeper.Host(
                isIdle: { _ in status.isIdle },
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

    /// The timer's and the zone watch's descriptors, for the run loop's poll.
    public var descriptors: [FileDescriptor] { [timer?.descriptor, zone?.descriptor].compactMap { $0 } }

    /// Reads what is readable in `readable`: the timer (the switch came, or the clock was
    /// set), the zone watch (then glibc reads the new zone); arms the timer again at the
    /// next switch by the local clock as it is now. Returns whether either woke the loop,
    /// which then advances the keeper at once.
    public func service(readable: Set<FileDescriptor>) -> Bool {
        var woken = false
        if let timer, readable.contains(timer.descriptor) {
            _ = try? timer.read()
            woken = true
        }
        if let zone, readable.contains(zone.descriptor), zone.zoneChanged() {
            LocalZone.reread()
            woken = true
        }
        if woken { armTimer() }
        return woken
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
    public static func backlight(for configuration: Configuration, in directory: String) -> SysfsBacklight? {
        if case .backlight(let name) = configuration.brightnessBackend { return SysfsBacklight(directory: directory + "/" + name) }
        let names = ((try? FileSystem.directoryEntries(directory)) ?? []).sorted()
        return names.first { FileSystem.exists(directory + "/" + $0 + "/bl_power") }.map { SysfsBacklight(directory: directory + "/" + $0) }
    }
}
