import ConfigurationFiles
import Foundation
import Gestures
import PlayerGestures
import PlayerModel
import PlayerRuntime
import SystemCalls
import ToolSupport
import TouchInput

/// A kiosk's day in virtual time, through the parts `touchmpv play` runs, all but mpv:
/// touchmpv.conf and touch-input.conf read from files, the gesture layer with its touch
/// controls, a two-entry playlist looping in the simulated player, a touch sequence from
/// the seeded generator every 2 to 5 minutes written into a FIFO touchscreen and read by
/// `LiveTouchInput`, a reload through `SettingsReload` every three hours (2:20, 5:20…)
/// and the touchscreen unplugged and plugged in again every other hour (1:40 to 1:45,
/// 3:40 to 3:45…). Resident memory and open descriptors are taken after the first hour
/// and at the end: a leak of anything the day repeats shows as the difference.
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
    }

    /// Each entry's length: 7 minutes, so that the playlist loops about a hundred times.
    static let entryLength = 420.0
    private static let minute: Int64 = 60_000_000
    private static let hour = 60 * minute

    /// The day's fixed happenings, in time order. The screen schedule's two switches
    /// (off at night, on in the morning) belong in this list once the player has one.
    static func plan(hours: Int) -> [(time: Instant, happening: Happening)] {
        var plan: [(time: Instant, happening: Happening)] = [(Instant(microseconds: hour), .sampleAfterFirstHour)]
        for start in stride(from: 0, to: Int64(hours), by: 1).map({ $0 * hour }) {
            if (start / hour) % 3 == 2 { plan.append((Instant(microseconds: start + 20 * minute), .reload)) }
            if (start / hour) % 2 == 1 {
                plan.append((Instant(microseconds: start + 40 * minute), .unplug))
                plan.append((Instant(microseconds: start + 45 * minute), .replug))
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
        let player = SimulatedPlayer(
            settings: configuration.player, state: PlayerState(volume: configuration.startVolume, position: 0, duration: entryLength),
            playlistCount: 2)
        let surface = TouchSurface(
            screen: configuration.screen, configuration: configuration, bindings: settings.bindings,
            duration: { player.state.duration }, choices: { player.choices })
        let layer = surface.layer
        layer.delegate = player
        let reload = SettingsReload(configurationPath: configurationPath, bindingsPath: bindingsPath, service: nil)
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

        /// Moves the layer's deadlines and the playlist on to `time`.
        func advance(to time: Instant) {
            layer.advance(to: time)
            playlist.advance(to: time)
            reload.applyIfDue(to: layer)
        }
        /// Hands the input's readings to the layer as `play`'s loop does.
        func deliver(_ readings: [LiveTouchInput.Reading]) {
            for reading in readings {
                switch reading {
                case .frames(let frames):
                    for frame in frames {
                        playlist.advance(to: frame.time)
                        layer.send(frame)
                    }
                case .lost: layer.cancelAllTouches()
                case .connected: report.replugs += 1
                }
            }
        }
        func sample() -> Sample {
            Sample(
                resident: ProcStatus.kilobytes("VmRSS:", of: "self") ?? 0, descriptors: OpenDescriptors.count(of: "self") ?? 0)
        }

        do throws(KioskTouchscreen.Failure) {
            for (time, happening) in plan(hours: hours) {
                while nextTouch < time {
                    let gesture = traffic.nextGesture()
                    if touchscreen.isPlugged {
                        advance(to: nextTouch)
                        deliver(try touchscreen.touch(gesture.frames, at: nextTouch))
                        advance(to: nextTouch + .microseconds(gesture.length))
                        report.touchSequences += 1
                    }
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
                }
            }
        } catch {
            throw Failure(description: error.description)
        }
        layer.cancelAllTouches()
        report.entriesStarted = playlist.entriesStarted
        return report
    }

    /// The day's touchmpv.conf: the panel's size.
    private static let configurationText = "screen = 1280x720\n"

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
