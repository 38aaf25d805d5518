import ConfigurationFiles
import Foundation
import Gestures
import Kiosk
import PlayerGestures
import PlayerModel
import PlayerRuntime
import SystemCalls
import ToolSupport
import TouchInput

/// A kiosk's day in virtual time, through the parts `touchmpv play` runs, all but mpv:
/// touchmpv.conf and touch-input.conf read from files, the gesture layer with its touch
/// controls, a two-entry playlist looping in the simulated player, a touch sequence from
/// a seeded generator every 2 to 5 minutes written into a FIFO touchscreen and read by
/// `LiveTouchInput`, a reload through `SettingsReload` every three hours (2:20, 5:20…)
/// and the touchscreen unplugged and plugged in again every other hour (1:40 to 1:45,
/// 3:40 to 3:45…), all in hours from the day's start at noon local time. The screen
/// schedule (`screen-on = 07:00-23:00`, `screen-off-after = 900s`) runs on `simulate`'s
/// `ScreenKeeper` (`KioskScreen`): off at 23:00, on at 07:00. Visitors touch every 2 to
/// 5 minutes from 07:00 to 22:50; at 22:50 the attendant's closing round double-taps the
/// screen if a visitor left playback paused, so that the schedule's switch off finds it
/// playing and pauses it; at night someone touches the dark screen at half past each
/// hour, so each waking goes dark again (after 15 minutes) before the next one and
/// before 07:00, and both switches are the schedule's own. Resident memory and open
/// descriptors are taken after the first hour and at the end: a leak of anything the
/// day repeats shows as the difference.
struct KioskDay {
    /// Resident memory and open descriptors at one moment.
    struct Sample {
        /// VmRSS, in KiB.
        var resident: Int
        var descriptors: Int
    }

    /// What a day measured.
    struct Report {
        var touchSequences = 0
        /// Player actions recognized (and the playlist's own starts of the next entry).
        var actions = 0
        var entriesStarted = 0
        var reloads = 0
        /// Times the touch input was taken again after an unplug.
        var replugs = 0
        var afterFirstHour = Sample(resident: 0, descriptors: 0)
        var atEnd = Sample(resident: 0, descriptors: 0)
        /// The virtual local times the schedule switched the screen off and on, if it did.
        var screenOff: String?
        var screenOn: String?
        /// Whether the switch off paused playback, and the switch on resumed it.
        var pausedAtOff = false
        var resumedAtOn = false
        var wakes = 0
        /// Whether the closing round had to start playback a visitor had paused.
        var closingRoundStarted = false
        /// How the screen broke its rules; empty when it kept them.
        var screenViolations: [String] = []
    }

    /// Why the day could not be played.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What happens at a fixed time of the day.
    enum Happening {
        case reload
        case unplug
        case replug
        case sampleAfterFirstHour
        case sampleAtEnd
        /// The schedule's switch of the screen on (`lit`) or off, checked.
        case screenSwitch(lit: Bool)
        /// A touch at night, on a dark screen.
        case nightTouch
        /// The attendant starts playback a visitor left paused, before the switch off.
        case closingRound
    }

    /// Each entry's length: 7 minutes, so that the playlist loops about a hundred times.
    static let entryLength = 420.0
    private static let minute: Int64 = 60_000_000
    private static let hour = 60 * minute

    /// The local time the day starts at: noon, as `simulate` without a `clock` line.
    static let start = Simulation.defaultClock
    /// Minutes before the span's end that visitors leave and the attendant's round comes.
    static let closingRound = 10
    /// Where the attendant double-taps: mid-height on the left.
    static let closingTap: (x: Int32, y: Int32) = (200, 360)

    /// The hours visitors touch the screen: the span's, less the closing round's minutes.
    static func visitorHours(_ span: DailySpan) -> DailySpan {
        DailySpan(start: span.start, end: (span.end - closingRound + 1440) % 1440)
    }

    /// The day's fixed happenings, in time order, for a day from `start` whose screen is
    /// on in `span` (local time).
    static func plan(hours: Int, span: DailySpan) -> [(time: Instant, happening: Happening)] {
        var plan: [(time: Instant, happening: Happening)] = [(Instant(microseconds: hour), .sampleAfterFirstHour)]
        for start in stride(from: 0, to: Int64(hours), by: 1).map({ $0 * hour }) {
            if (start / hour) % 3 == 2 { plan.append((Instant(microseconds: start + 20 * minute), .reload)) }
            if (start / hour) % 2 == 1 {
                plan.append((Instant(microseconds: start + 40 * minute), .unplug))
                plan.append((Instant(microseconds: start + 45 * minute), .replug))
            }
            if !span.contains((Self.start + start + 30 * minute) % DailySpan.day) {
                plan.append((Instant(microseconds: start + 30 * minute), .nightTouch))
            }
        }
        let daily: [(minute: Int, happening: Happening)] = [
            (span.start, .screenSwitch(lit: true)), (span.end, .screenSwitch(lit: false)), (visitorHours(span).end, .closingRound),
        ]
        for (minuteOfDay, happening) in daily {
            var time = (Int64(minuteOfDay) * minute - Self.start) % DailySpan.day
            if time <= 0 { time += DailySpan.day }
            for dayTime in stride(from: time, through: Int64(hours) * hour, by: Int(DailySpan.day)) {
                plan.append((Instant(microseconds: dayTime), happening))
            }
        }
        plan.append((Instant(microseconds: Int64(hours) * hour), .sampleAtEnd))
        return plan.sorted { $0.time < $1.time }
    }

    /// Plays `hours` (at least 2) with touches from `seed`, in a folder of its own.
    static func run(hours: Int, seed: UInt64) throws(Failure) -> Report {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchmpv-kiosk-day-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let configurationPath = folder + "/touchmpv.conf"
        let bindingsPath = folder + "/" + BindingsLocator.fileName
        guard
            FileManager.default.createFile(atPath: configurationPath, contents: Data(configurationText.utf8)),
            FileManager.default.createFile(atPath: bindingsPath, contents: Data(bindingsText.utf8))
        else { throw Failure(description: "cannot write the day's settings in \(folder)") }
        let settings: (configuration: Configuration, bindings: GestureBindings)
        do throws(ConfigurationError) {
            settings = try BindingsLocator.loadWithConfiguration(explicit: bindingsPath, configurationExplicit: configurationPath)
        } catch {
            throw Failure(description: "\(error)")
        }
        let configuration = settings.configuration
        guard let span = configuration.screenSchedule.span else { throw Failure(description: "the day's settings set no screen-on") }
        let visitors = visitorHours(span)
        let player = SimulatedPlayer(
            settings: configuration.player, state: PlayerState(volume: configuration.startVolume, position: 0, duration: entryLength),
            playlistCount: 2)
        let surface = TouchSurface(
            screen: configuration.screen, configuration: configuration, bindings: settings.bindings,
            duration: { player.state.duration }, choices: { player.choices })
        let layer = surface.layer
        layer.delegate = player
        let screen = KioskScreen(schedule: configuration.screenSchedule, start: start, player: player)
        let reload = SettingsReload(
            configurationPath: configurationPath, bindingsPath: bindingsPath, service: nil, note: { StandardError.write($0) })
        var report = Report()
        player.onAction = { _, _ in report.actions += 1 }
        var playlist = LoopingPlaylist(player: player, count: 2)
        let touchscreen: KioskTouchscreen
        do throws(KioskTouchscreen.Failure) {
            touchscreen = try KioskTouchscreen(path: folder + "/touch.fifo", screen: configuration.screen)
        } catch {
            throw Failure(description: error.description)
        }
        var traffic = SyntheticTraffic(seed: seed)
        var gaps = SplitMix64(seed: seed &+ 1)
        var nextTouch = Instant(microseconds: Int64(gaps.next(in: 120...300)) * 1_000_000)

        /// Moves the layer's deadlines, the playlist and the screen on to `time`, stopping
        /// at each moment the screen may switch, as `simulate` does.
        func advance(to time: Instant) {
            var stopped: Instant?
            while let due = screen.keeper.nextDeadline(at: layer.clock.now), due < time, due != stopped {
                stopped = due
                step(to: due)
            }
            step(to: time)
        }
        func step(to time: Instant) {
            layer.advance(to: time)
            playlist.advance(to: time)
            screen.advance(to: time)
            reload.applyIfDue(to: layer)
        }
        /// Hands the input's readings to the layer as `play`'s loop does.
        func deliver(_ readings: [LiveTouchInput.Reading]) {
            for reading in readings {
                switch reading {
                case .frames(let frames):
                    for frame in frames {
                        advance(to: frame.time)
                        if screen.admit(frame) { layer.send(frame) }
                    }
                case .keys: break  // a touch source is not read for keys
                case .lost: layer.cancelAllTouches()
                case .connected: report.replugs += 1
                }
            }
        }
        func sample() -> Sample {
            Sample(
                resident: ProcStatus.kilobytes("VmRSS:", of: "self") ?? 0, descriptors: OpenDescriptors.count(of: "self") ?? 0)
        }

        /// Writes `gesture` at `time`, when the touchscreen is in.
        func touch(at time: Instant, _ gesture: (frames: [TimedFrame], length: Int64)) throws(KioskTouchscreen.Failure) {
            guard touchscreen.isPlugged else { return }
            advance(to: time)
            deliver(try touchscreen.touch(gesture.frames, at: time))
            advance(to: time + .microseconds(gesture.length))
            report.touchSequences += 1
        }

        do throws(KioskTouchscreen.Failure) {
            for (time, happening) in plan(hours: hours, span: span) {
                while nextTouch < time {
                    let gesture = traffic.nextGesture()
                    if visitors.contains(screen.timeOfDay(nextTouch)) { try touch(at: nextTouch, gesture) }
                    nextTouch = nextTouch + .seconds(gaps.next(in: 120...300))
                }
                advance(to: time)
                switch happening {
                case .reload:
                    reload.request()
                    reload.applyIfDue(to: layer)
                    report.reloads += 1
                case .unplug: deliver(try touchscreen.unplug(at: time))
                case .replug: deliver(try touchscreen.replug(at: time))
                case .sampleAfterFirstHour: report.afterFirstHour = sample()
                case .sampleAtEnd: report.atEnd = sample()
                case .screenSwitch(let lit): screen.expectSwitch(lit: lit, at: time)
                case .nightTouch: try touch(at: time, traffic.nextGesture())
                case .closingRound:
                    if player.state.paused {
                        try touch(at: time, (traffic.doubleTap(at: closingTap), 500_000))
                        report.closingRoundStarted = true
                    }
                    if player.state.paused { report.screenViolations.append("the closing round's double tap did not start playback") }
                }
            }
        } catch {
            throw Failure(description: error.description)
        }
        layer.cancelAllTouches()
        report.entriesStarted = playlist.entriesStarted
        report.screenOff = screen.switchedOff.map(screen.localTime)
        report.screenOn = screen.switchedOn.map(screen.localTime)
        report.pausedAtOff = screen.switchOffPaused
        report.resumedAtOn = screen.switchOnResumed
        report.wakes = screen.wakes
        report.screenViolations += screen.violations
        return report
    }

    /// The day's touchmpv.conf: the panel's size and the screen schedule.
    private static let configurationText = """
        screen = 1280x720
        screen-on = 07:00-23:00
        screen-off-after = 900s

        """

    /// The day's touch-input.conf: the shipped file's main gestures.
    private static let bindingsText = """
        tap                         touchmpv/toggle-controls
        double-tap                  touchmpv/toggle-pause
        left-half:pan-vertical      touchmpv/brightness-pan
        right-half:pan-vertical     touchmpv/volume-pan
        pan-horizontal              touchmpv/seek-pan
        long-press                  touchmpv/hold-speed
        pinch-2                     touchmpv/zoom

        """
}
