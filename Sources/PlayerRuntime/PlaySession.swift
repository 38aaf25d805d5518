import ConfigurationFiles
import Gestures
import Kiosk
import MPVPlayer
import PlayerGestures
import PlayerModel
import PlayerUI
import RunReports
import SystemCalls
import TextFormats
import Thumbnails
import TouchInput
import TouchScripts

#if canImport(Glibc)
    import Glibc
#endif

/// One run of `touchmpv play` once mpv is loading the media: wires the gesture layer (with
/// the touch controls, as `simulate` has it) to the mpv delegate and the overlay, prints a
/// line per gesture and the summary (in `simulate`'s format), checks a script's
/// expectations against mpv's real state, runs the event loop and turns its outcome into
/// the exit status (see `PlayCommand`).
public final class PlaySession {
    private let client: MPVClient
    private let surface: TouchSurface
    private var layer: PlayerGestureLayer { surface.layer }
    /// The delegate carrying actions out on mpv.
    private let player: MPVPlayerDelegate
    /// What touchmpv draws over the video: the controls and HUD (`controls = touch`), the
    /// fingers (`show-touches`); nil when it draws nothing.
    private let overlay: OverlayPresenter?
    /// Seek previews' pictures, unless they are off or nothing is on a screen.
    private let thumbnails: ThumbnailPresenter?
    /// The screen schedule, when the configuration sets one.
    private let screenSchedule: PlayScreen?
    /// mpv's observed playback status, when the overlay or the screen schedule reads it:
    /// without either, nothing is observed for it.
    private let status: MPVPlaybackStatus?
    /// Says once, when playback has started, that mpv shows its picture nowhere (not
    /// headless, but no window system to show it in).
    private let pictureCheck: VideoOutputCheck?
    /// The kiosk's loop and chooser, when the configuration sets them.
    private let kiosk: KioskPlayback?
    /// The kiosk chooser's pictures, unless nothing is on a screen.
    private let chooserPictures: ChooserPictures?

    /// Sets up the layer over `screen` with `bindings` and the delegate with
    /// `configuration`'s settings; a `backlight:NAME` brightness backend is the folder
    /// NAME in `backlightDirectory`; `showsPictures` when mpv draws on a screen (not
    /// headless), which seek thumbnails need, and which the window system in
    /// `environment` must let it do.
    public init(
        client: MPVClient, configuration: Configuration, kiosk content: KioskContent? = nil, bindings: GestureBindings, screen: Size,
        backlightDirectory: String, showsPictures: Bool, environment: [String: String]
    ) {
        self.client = client
        pictureCheck = showsPictures ? VideoOutputCheck(client: client, environment: environment) : nil
        let brightness: (any BrightnessControl)? =
            switch configuration.brightnessBackend {
            case .mpv: nil
            case .backlight(let name): SysfsBacklight(directory: backlightDirectory + "/" + name)
            }
        player = MPVPlayerDelegate(
            client: client, settings: configuration.player, controls: configuration.controls, brightnessControl: brightness)
        let status = MPVPlaybackStatus(client: client)
        surface = TouchSurface(
            screen: screen, configuration: configuration, bindings: bindings, duration: { status.status.duration },
            choices: { status.status.choices })
        surface.layer.delegate = player
        let storyboards = StoryboardFolder(
            environment: environment, budget: configuration.thumbnails.storage,
            note: StandardError.note)
        kiosk = content.map { [surface] content in
            KioskPlayback(
                client: client, content: content, settings: configuration.kiosk,
                loopVolume: configuration.kiosk.attractVolume ?? configuration.startVolume, layer: surface.layer,
                controls: surface.controls, status: status, note: StandardError.note)
        }
        chooserPictures = kiosk.flatMap { [surface] kiosk in
            showsPictures
                ? Self.pictures(
                    of: kiosk, client: client, memory: configuration.thumbnails.memory, panelTurn: surface.layer.panelTurn) : nil
        }
        thumbnails =
            showsPictures && configuration.thumbnails.enabled
            ? ThumbnailPresenter(
                client: client, settings: configuration.thumbnails,
                layout: ControlsLayout(screen: surface.layer.window.bounds.size, panelTurn: surface.layer.panelTurn),
                duration: { status.status.duration }, fingersDown: { [layer = surface.layer] in layer.fingersDown },
                storyboard: storyboards.store(for:), note: StandardError.note)
            : nil
        let drawsControls = configuration.controls == .touch
        if drawsControls || configuration.showTouches || kiosk != nil {
            let overlay = TouchOverlay(
                layer: surface.layer, controls: surface.controls, settings: configuration.player, showsHUD: drawsControls,
                showsTouches: configuration.showTouches)
            overlay.chooser = kiosk?.chooserModel
            self.overlay = OverlayPresenter(client: client, layer: surface.layer, overlay: overlay, status: status)
            if configuration.showTouches {
                // `play` never traces, so the router's one touch hook is the rings'.
                surface.layer.router.onTouch = { update, time in overlay.record(update, at: time) }
            }
        } else {
            self.overlay = nil
        }
        screenSchedule =
            configuration.screenSchedule.isActive
            ? PlayScreen(
                schedule: configuration.screenSchedule, client: client, status: status,
                backlight: PlayScreen.backlight(for: configuration, in: backlightDirectory),
                black: BlackScreenOverlay(client: client, width: Int(screen.width.rounded()), height: Int(screen.height.rounded())),
                note: StandardError.note)
            : nil
        self.status = overlay != nil || screenSchedule != nil || kiosk != nil ? status : nil
    }

    /// Plays until the loop ends, prints the summary and stops mpv; returns why the loop
    /// ended and what the run recorded, for the command to make its reports and exit
    /// status of.
    public func run(
        script: TouchScript?, touchInput: LiveTouchInput?, keyInput: LiveKeyInput?, control: ControlSocketInput?, service: ServiceNotifier?,
        reload: SettingsReload?, resume: ResumeKeeper?, signals: FileDescriptor, touchOpenedAfter: Instant
    ) -> (outcome: PlaybackOutcome, record: RunRecorder) {
        let reader = SnapshotReader(
            state: { [unowned player] in player.currentState(reading: $0) }, layer: layer, controls: surface.controls,
            screen: screenSchedule?.keeper, kiosk: kiosk?.keeper)
        let run = RunRecorder(json: false, reader: reader, output: Self.emit, diagnostics: { StandardError.write($0 + "\n") })
        thumbnails?.shown = { [unowned run] target, time in run.recordThumbnail(target: target, at: time) }
        let participants: [(any LoopParticipant)?] = [
            thumbnails, screenSchedule, kiosk, chooserPictures, service, resume, pictureCheck,
        ]
        reload?.applied = { [kiosk] configuration in
            kiosk?.apply(configuration.kiosk, startVolume: configuration.startVolume)
        }
        do throws(MPVError) {
            try kiosk?.start()
        } catch {
            StandardError.write("touchmpv: kiosk: \(error)\n")
        }
        let loop = EventLoop(
            client: client, player: player, layer: layer, snapshots: reader, overlay: overlay, status: status,
            signals: signals,
            touchInput: touchInput, keyInput: keyInput,
            script: script.map { ScriptPlayback(script: $0, layer: layer, screen: screenSchedule?.keeper, kiosk: kiosk?.keeper) },
            control: control, reload: reload, participants: participants.compactMap { $0 },
            admits: { [screenSchedule, kiosk] frame in
                (screenSchedule?.keeper.admit(frame) ?? true) && (kiosk?.keeper.admit(frame) ?? true)
            },
            admitsKey: { [screenSchedule, kiosk] key in
                kiosk?.keeper.admit(key)
                return screenSchedule?.keeper.admit(key) ?? true
            },
            checked: { [unowned run] expectation, failure in run.record(expectation, failure: failure) },
            controlChecked: { [unowned run] _, failure in run.recordControlSocket(failure: failure) },
            note: {
                StandardError.note($0)
                service?.touchChanged($0)
            }, origin: touchOpenedAfter, endsWhenIdle: kiosk == nil)
        player.onAction = { [overlay, thumbnails, unowned run] event, commands in
            thumbnails?.record(event, commands: commands)
            overlay?.overlay.record(event, commands: commands)
            run.record(event, commands: commands)
        }
        overlay?.onError = { StandardError.note("\($0)") }
        player.onError = { StandardError.note("\($0)") }
        let outcome = loop.run()
        let final = reader.snapshot()
        client.terminate()
        Self.emit("touchmpv: " + Self.describe(outcome))
        run.printSummary(of: final)
        return (outcome, run)
    }

    /// The pictures of `kiosk`'s chooser, on `client` turned by `panelTurn`, in `memory`
    /// bytes; a title whose picture cannot be made because it cannot be opened is left
    /// out of the chooser.
    private static func pictures(of kiosk: KioskPlayback, client: MPVClient, memory: Int, panelTurn: QuarterTurn) -> ChooserPictures? {
        guard let layout = kiosk.keeper.chooser?.layout else { return nil }
        let pictures = ChooserPictures(client: client, memory: memory, panelTurn: panelTurn) { [unowned kiosk] in
            let chooser = kiosk.keeper.chooser
            let offset = (chooser?.offset ?? 0).rounded()
            let open = kiosk.keeper.mode == .chooser
            return ChooserPictures.View(
                paths: kiosk.titles.map(\.path), shown: open ? layout.visibleTiles(of: kiosk.titles.count, offset: offset) : nil,
                offset: offset, layout: layout)
        }
        pictures.failed = { [unowned kiosk] path, reason in kiosk.leaveOut(path, reason: reason) }
        kiosk.hasPicture = { [unowned pictures] in pictures.picture(of: $0) != nil }
        pictures.titled = { [unowned kiosk] path, title in kiosk.setTitle(title, of: path) }
        return pictures
    }

    /// Prints `line` on standard output at once, also when it is a pipe or a file
    /// (where the C library would otherwise hold lines back): a line per gesture is
    /// meant to be read as it happens.
    public static func emit(_ line: String) {
        print(line)
        fflush(nil)
    }

    /// The closing line's words for why playback ended.
    public static func describe(_ outcome: PlaybackOutcome) -> String {
        switch outcome {
        case .endOfFile: "playback ended: end of file"
        case .scriptEnded: "playback ended: end of script"
        case .signal(let signal): "playback stopped by \(SignalPipe.name(of: signal))"
        case .playbackFailed: "playback failed"
        case .shutdown: "mpv quit"
        case .waitFailed: "the run loop stopped"
        }
    }
}
