import ConfigurationFiles
import Kiosk
import PlayerGestures
import PlayerModel
import PlayerUI
import TextFormats
import TouchScripts

/// A script played into the player's gesture layer with a simulated player as its
/// delegate, set up as `touchmpv simulate` does: the script's screen (else the
/// configuration's), the configuration's gesture and player settings, controls and start
/// volume, the bindings, and the script's duration, start position (clamped into
/// 0…duration) and playlist.
public struct Simulation {
    public let script: TouchScript
    /// The layer the script's frames go to.
    public let layer: PlayerGestureLayer
    /// The touch controls above the layer's view (`controls = touch`), as `play` has them.
    public let controls: TouchControls?
    /// The simulated player, the layer's delegate (held here: the layer holds it unowned).
    public let player: SimulatedPlayer
    /// The screen schedule on the script's clock; nil when the configuration sets none.
    public let screen: ScreenKeeper?
    /// The kiosk of the script's `library`; nil when the script lists none.
    public let kiosk: KioskKeeper?

    /// The local time a script without a `clock` line starts at: noon, inside any
    /// daytime schedule, so that a script about gestures is not darkened by one.
    public static let defaultClock: Int64 = 12 * 3_600_000_000

    /// Sets up the layer and the player for `script` under `configuration` and `bindings`.
    public init(script: TouchScript, configuration: Configuration, bindings: GestureBindings = .defaults) {
        self.script = script
        let duration = max(0, script.duration)
        let offering = Self.offering(of: script)
        var state = PlayerState(volume: configuration.startVolume, position: min(max(0, script.start), duration), duration: duration)
        if script.tracks != nil { state.audioTrack = offering.tracks(.audio).first?.id }
        let player = SimulatedPlayer(settings: configuration.player, state: state, playlistCount: script.playlistCount, offering: offering)
        let surface = TouchSurface(
            screen: script.screen ?? configuration.screen, configuration: configuration, bindings: bindings,
            duration: { player.state.duration }, choices: { player.choices })
        self.player = player
        layer = surface.layer
        controls = surface.controls
        layer.delegate = player
        screen =
            configuration.screenSchedule.isActive
            ? ScreenKeeper.simulated(schedule: configuration.screenSchedule, start: script.clock ?? Self.defaultClock, player: player)
            : nil
        kiosk = script.library.map { library in
            Self.kiosk(library: library, loopDuration: duration, configuration: configuration, surface: surface, player: player)
        }
    }

    /// The kiosk a script's `library` header models: its titles, and a loop as long as the
    /// script's `duration` unless the configuration sets a `library` and no `attract`.
    static func kiosk(
        library: [(title: String, duration: Double)], loopDuration: Double, configuration: Configuration, surface: TouchSurface,
        player: SimulatedPlayer
    ) -> KioskKeeper {
        let settings = configuration.kiosk
        let loopVolume = settings.attractVolume ?? configuration.startVolume
        let host = KioskKeeper.Host(
            playLoop: { player.load(duration: loopDuration, volume: loopVolume, at: $0) },
            playTitle: { player.load(duration: library[$0].duration, volume: nil, at: $1) },
            isPaused: {
                player.advance(to: $0)
                return player.state.paused
            },
            titleEnd: { player.endTime(after: $0) })
        return KioskKeeper(
            layer: surface.layer, controls: surface.controls, hasLoop: settings.attract != nil || settings.library == nil,
            idleReturn: settings.idleReturn, columns: settings.chooserColumns, titleCount: { library.count }, host: host)
    }

    /// The tracks and chapters of the script's header (`tracks`, `chapters`): ids from 1 in
    /// each kind's order, the first audio track playing and no subtitles, as mpv starts a
    /// file whose tracks have no default flag.
    static func offering(of script: TouchScript) -> MediaChoices {
        let audio = (script.tracks?.audio ?? []).enumerated().map { MediaChoices.Track(kind: .audio, id: $0 + 1, title: $1) }
        let subtitles = (script.tracks?.subtitles ?? []).enumerated().map { MediaChoices.Track(kind: .sub, id: $0 + 1, title: $1) }
        return MediaChoices(
            tracks: audio + subtitles, chapters: script.chapters.map { MediaChoices.Chapter(title: $0.title, start: $0.start) })
    }

    /// Refuses a script whose `expect mpv:NAME` lines ask for what the simulated player
    /// does not model: a property no `PlayerStateField` models, or a value of the wrong
    /// kind for it (a word for a number, anything but yes/no for a flag), at the line and
    /// column of the offending word. Playing it could only fail on those lines.
    public static func checkModelled(_ script: TouchScript) throws(ScriptError) {
        for expectation in script.expectations {
            guard case .mpv(let name) = expectation.subject, case .property(let text, let number, _) = expectation.value
            else { continue }
            func error(_ column: Int, _ message: String) -> ScriptError {
                ScriptError(file: expectation.file, line: expectation.line, column: column, message: "expect: \(message)")
            }
            guard let field = PlayerStateField.modelling(name) else {
                let names = PlayerStateField.all.map(\.property).joined(separator: ", ")
                throw error(
                    expectation.subjectColumn,
                    "simulate models only the mpv properties \(names), not '\(ErrorExcerpt.of(name))' (play reads any)")
            }
            if field.isFlag, !["yes", "no"].contains(text) {
                throw error(expectation.valueColumn, "mpv:\(name) is yes or no, not \(ErrorExcerpt.of(Expectation.word(text)))")
            }
            if !field.isFlag, number == nil, text != field.noneWord {
                let kind = field.noneWord.map { "a number or \($0)" } ?? "a number"
                throw error(expectation.valueColumn, "mpv:\(name) is \(kind), not \(ErrorExcerpt.of(Expectation.word(text)))")
            }
        }
    }

    /// Plays the whole script (its frames, deadlines and the final cancellation), calling
    /// `check` with each `expect` line once the player has caught up to its time.
    /// How the run's snapshots are read: the simulated player's whole state.
    public var snapshotReader: SnapshotReader {
        SnapshotReader(state: { [unowned player] _ in player.state }, layer: layer, controls: controls, screen: screen, kiosk: kiosk)
    }

    public func runToEnd(check: (Expectation) -> Void) {
        ScriptPlayback(script: script, layer: layer, screen: screen, kiosk: kiosk).runToEnd { expectation in
            player.advance(to: expectation.time)
            check(expectation)
        }
        player.advance(to: layer.clock.now)
    }
}
