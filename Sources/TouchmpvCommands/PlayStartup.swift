import ConfigurationFiles
import FoundationEssentials
import Kiosk
import MPVPlayer
import PlayerRuntime
import SystemCalls
import TextFormats
import TouchInput

#if canImport(Glibc)
    import Glibc
#endif

/// `play`'s start-up, in the order that decides which error a user sees first: the
/// configuration and the script (exit 2), then the media (a missing file, exit 3), then
/// the control socket, mpv and its options, then the touch device, so that a missing
/// file is reported even when the device is missing too. Touch input opens once mpv runs,
/// since whether it is grabbed depends on mpv's window.
enum PlayStartup {
    /// The folder that `brightness-backend = backlight:NAME` names a device in;
    /// `$TOUCHMPV_BACKLIGHT_DIR` replaces it (for tests, or a board that mounts sysfs elsewhere).
    static var backlightDirectory: String {
        ProcessInfo.processInfo.environment["TOUCHMPV_BACKLIGHT_DIR"].flatMap { $0.isEmpty ? nil : $0 }
            ?? "/sys/class/backlight"
    }

    /// Starts the run `options` ask for, with `mpvCommandLine` (the parsed `--mpv`
    /// options) winning over mpv's other settings, and says what plays.
    static func start(_ options: PlayOptions, mpvCommandLine: [(name: String, value: String)]) throws(PlayStartFailure) -> StartedPlay {
        let inputs = try PlayInputs(options)
        let playlist: [String]
        let control: ControlSocketInput?
        let kiosk: KioskContent?
        do throws(CommandError) {
            kiosk = try kioskContent(options, configuration: inputs.configuration)
            playlist = kiosk == nil ? try Playlist.items(options.media) : []
            control = try options.control.map { (given) throws(CommandError) in
                let path = try ControlSocketPath.resolve(given, environment: ProcessInfo.processInfo.environment)
                do throws(ControlSocketError) {
                    return try ControlSocketInput(path: path, idleTimeout: inputs.configuration.controlIdleTimeout)
                } catch {
                    throw CommandError(error.message, status: error.isBadInput ? .badInput : .runtimeFailure)
                }
            }
        } catch {
            throw PlayStartFailure(error)
        }
        do throws(CommandError) {
            return try start(
                options, inputs: inputs, playlist: playlist, kiosk: kiosk, control: control, mpvCommandLine: mpvCommandLine)
        } catch {
            // A run that never started leaves no socket behind.
            control?.close()
            throw PlayStartFailure(error)
        }
    }

    /// The kiosk's loop and library when the configuration sets them (MEDIA is then
    /// refused: the kiosk decides what plays); the files left out are said once.
    private static func kioskContent(_ options: PlayOptions, configuration: Configuration) throws(CommandError) -> KioskContent? {
        guard configuration.kiosk.isActive else { return nil }
        guard options.media.isEmpty else {
            throw CommandError(
                "play: attract and library in the configuration choose what plays; give no MEDIA", status: .badInput)
        }
        let content: KioskContent
        do throws(KioskContentError) {
            content = try KioskContent.read(configuration.kiosk)
        } catch {
            throw CommandError("cannot start the kiosk: \(error)", status: .runtimeFailure)
        }
        for (path, reason) in content.refused {
            StandardError.write("touchmpv: kiosk: left out \(ErrorExcerpt.path(path)): \(ErrorExcerpt.escaped(reason))\n")
        }
        return content
    }

    /// The start-up once the control socket listens: the signals, mpv, the touch
    /// source, the playlist and the session.
    private static func start(
        _ options: PlayOptions, inputs: PlayInputs, playlist: [String], kiosk: KioskContent?, control: ControlSocketInput?,
        mpvCommandLine: [(name: String, value: String)]
    ) throws(CommandError) -> StartedPlay {
        let signals: SignalPipe
        do throws(Errno) {
            // SIGHUP reloads only for a service manager: a terminal's hang-up still ends play.
            let managed = ServiceNotifier.isRequested(by: ProcessInfo.processInfo.environment)
            signals = try SignalPipe(catching: [SIGINT, SIGTERM] + (managed ? [SettingsReload.signal] : []))
        } catch {
            throw CommandError("signal handling: cannot create a pipe: \(error)", status: .runtimeFailure)
        }
        let configuration = inputs.configuration
        let script = inputs.script
        let ours = MPVStartup.touchmpvSettings(headless: options.headless, configuration: configuration)
        var wins = options.headless ? MPVOptions.headless : []
        if let start = script?.start, start > 0 { wins.append(("start", NumberText.format(start))) }
        // The kiosk always starts at its loop: nothing of it is resumed.
        let resume = kiosk == nil ? PlayResume(configuration: configuration, scripted: script != nil, playlist: playlist) : nil
        wins += resume?.mpvOptions ?? []
        let client = try MPVStartup.start(readingConfig: !options.noMPVConfig, ours: ours, commandLine: wins + mpvCommandLine)
        let touchOpenedAfter = TouchDevice.now()
        let touchInput =
            script == nil && inputs.touchPath != "none"
            ? try PlayTouchInput.open(inputs.touchPath, configuration: configuration, description: inputs.description, mpv: client)
            : nil
        let keyInput =
            script == nil && !inputs.keyPaths.isEmpty
            ? try PlayTouchInput.openKeys(inputs.keyPaths, configuration: configuration, description: inputs.description, mpv: client)
            : nil
        try Playlist.load(playlist, into: client)
        let session = PlaySession(
            client: client, configuration: configuration, kiosk: kiosk, bindings: inputs.bindings,
            screen: script?.screen ?? configuration.screen,
            backlightDirectory: backlightDirectory, showsPictures: !options.headless,
            environment: ProcessInfo.processInfo.environment)
        let media =
            kiosk != nil
            ? "a kiosk" : options.media.isEmpty ? "the built-in test source" : ErrorExcerpt.path(options.media.joined(separator: ", "))
        PlaySession.emit(
            "touchmpv: playing \(media)" + (options.headless ? " headless" : "")
                + (script.map { ", replaying \(ErrorExcerpt.path($0.fileName))" } ?? "")
                + (touchInput.map { ", touch input from \(ErrorExcerpt.escaped($0.summary))" } ?? "")
                + (keyInput?.summary.map { ", keys from \(ErrorExcerpt.escaped($0))" } ?? "")
                + (control.map { ", control socket \(ErrorExcerpt.path($0.path))" } ?? ""))
        if let reason = touchInput?.waitingReason {
            StandardError.write("touchmpv: waiting for a touchscreen: \(reason)\n")
        }
        let service = ServiceNotifier(
            environment: ProcessInfo.processInfo.environment, client: client, playing: media,
            touch: touchInput.map { input in
                input.waitingReason.map { "waiting for a touchscreen: \($0)" } ?? "touch input from \(input.summary)"
            }, note: { StandardError.write($0) })
        let reload = service.map {
            SettingsReload(
                configurationPath: options.config, bindingsPath: options.bindings, service: $0, note: { StandardError.write($0) })
        }
        return StartedPlay(
            session: session, script: script, touchInput: touchInput, keyInput: keyInput, control: control, service: service,
            reload: reload,
            resume: resume?.keeper(for: client), signals: signals, media: media, touchOpenedAfter: touchOpenedAfter)
    }
}
