import ConfigurationFiles
import FoundationEssentials
import MPVPlayer
import PlayerGestures
import PlayerRuntime
import RunReports
import SystemCalls
import TextFormats
import TouchInput
import TouchScripts

#if canImport(Glibc)
    import Glibc
#endif

/// `touchmpv play`: plays MEDIA (files, URLs or folders as one playlist, or the built-in
/// test source) in an embedded mpv that reads the user's mpv configuration as the `mpv`
/// command does, and drives it with touch gestures from a device or, with `--script`,
/// from a script replayed in real time whose `expect` lines read mpv's properties; with
/// `--control`, also from the statements a test rig sends to a socket (`ControlInput`).
///
/// Standard output: one line per gesture with the state that followed (read back from
/// mpv), then a summary. Standard error: failed `expect` lines, input notes, errors.
/// `--junit FILE`: the script's `expect` lines as a JUnit XML report.
///
/// The order of the checks: the command line, the configuration and the script (exit 2),
/// then the media (a missing file, exit 3), then mpv and its options, then the touch
/// device, so that a missing file is reported even when the device is missing too.
///
/// Exit status (docs/behaviour.md, "Exit status of `touchmpv play`"):
/// - 0: the media ended (`end-of-file = quit`) with every `expect` of a script checked and
///   met, mpv was told to quit (another client, mpv's window), or — without a script —
///   SIGINT/SIGTERM stopped playback: a user's stop is not a failure.
/// - 1: an `expect` failed, or the media ended before the script reached an `expect`.
/// - 2: bad usage, a bad `--mpv` option, a malformed script or config.
/// - 3: a runtime failure: a missing or unplayable file (with mpv's reason), a missing
///   touch device named at start, mpv failing to start, or a script run interrupted by a
///   signal before the script ended (its expectations were not all checked).
enum PlayCommand {
    static let description = CommandDescription(
        name: "play", summary: "play media in mpv, driven by touch gestures",
        operands: [
            .init(
                name: "MEDIA", isOptional: true,
                summary: "A file, URL or folder mpv can play; several make a playlist, played in order, and a folder adds the "
                    + "files in it and in its subfolders as mpv's own `mpv FOLDER` does (what mpv cannot play is skipped). "
                    + "Without MEDIA, a built-in test source: video and audio, 10 minutes, seekable.",
                repeats: true)
        ],
        options: [
            .valued(
                "touch", "DEV|auto|none",
                "Read touches from DEV: a touchscreen (/dev/input/eventN), auto (the first direct-touch device; with none "
                    + "yet, play waits for one), none (no touch input at all), or a file or FIFO of raw struct input_event "
                    + "records. Default: the configuration's touch key (auto)."),
            .valued(
                "script", "FILE",
                "Replay a .touch script or an evemu recording in real time instead of reading a device; its expect lines "
                    + "check mpv's properties. Not with --touch."),
            .desc,
            .junit,
            .valued(
                "control", "PATH",
                "Listen on a Unix socket at PATH (mode 0600, removed at exit) for script statements, one per line and timed "
                    + "from their arrival (+0 tap 640 360 count=2), played beside the touch input; each expect line is answered "
                    + "with ok or its failure, a bad line with its error. A client can do whatever the bindings bind, quit and "
                    + "any mpv command included: give a PATH in a folder only you can write to, such as $XDG_RUNTIME_DIR."),
            .flag("headless", "No window and no sound: mpv's vo=null and ao=null."),
            .flag(
                "show-touches",
                "Draw a ring with its id under every finger and a trail of its last 500 ms, to check a panel's calibration "
                    + "(the configuration's show-touches key)."),
            .valued(
                "mpv", "NAME[=VALUE]", repeats: true,
                "Set any mpv option as mpv's command line does: NAME=VALUE as --NAME=VALUE, NAME as --NAME (NAME=yes), "
                    + "no-NAME as --no-NAME (NAME=no); e.g. input-ipc-server=$XDG_RUNTIME_DIR/mpv.sock or fs=no. These win over "
                    + "touchmpv's own settings and over mpv.conf."),
            .flag(
                "no-mpv-config",
                "Do not read the user's mpv configuration (mpv.conf, input.conf, scripts), as mpv --no-config."),
            .config,
            .bindings,
        ],
        details: [
            "Prints a line per gesture with the player state that followed, then a summary. Playback stops at the end of "
                + "the media (with end-of-file = quit), at the end of a script, when mpv quits, or on SIGINT or SIGTERM.",
            "mpv reads the user's configuration as the mpv command does (mpv.conf, input.conf for keys, scripts, in "
                + "~/.config/mpv or $MPV_HOME); mpv.conf may change touchmpv's own mpv settings (volume, keep-open, full "
                + "screen), and --mpv options win over both. With a display (without --headless) mpv starts full-screen; "
                + "--mpv fs=no turns that off. When mpv has a window on a desktop, the touch device is taken exclusively "
                + "(grab = auto), so that the window system cannot also turn the touches into mouse clicks in mpv's window.",
            "Bindings and the control socket are trusted as mpv's input.conf and IPC socket are: a binding can run any mpv "
                + "command (run starts a program, load-script loads a script into mpv, screenshot-to-file writes a file, set "
                + "input-ipc-server opens another socket), and a control client can set off any binding. So only the user "
                + "touchmpv runs as (or root) may write the bindings file and its folder, and only that user may reach the "
                + "control socket.",
        ])

    /// The folder that `brightness-backend = backlight:NAME` names a device in;
    /// `$TOUCHMPV_BACKLIGHT_DIR` replaces it (for tests, or a board that mounts sysfs elsewhere).
    static var backlightDirectory: String {
        ProcessInfo.processInfo.environment["TOUCHMPV_BACKLIGHT_DIR"].flatMap { $0.isEmpty ? nil : $0 }
            ?? "/sys/class/backlight"
    }

    /// Runs the command with its parsed `options`.
    static func run(_ options: ArgumentList) throws(CommandError) {
        if options.value("script") != nil, options.value("touch") != nil {
            throw CommandError("play: --script replaces the touch device; give --script or --touch, not both", status: .badInput)
        }
        if options.value("junit") != nil, options.value("script") == nil {
            throw CommandError("play: --junit reports a script's expect lines; give --script too", status: .badInput)
        }
        let commandLine = try mpvOptions(options.values["mpv"] ?? [])
        let junit = try options.value("junit").map { (path) throws(CommandError) in try OutputFile(path: path, option: "--junit") }
        try OutputFile.refuseInputs(RunInputs.files(of: options), outputs: [junit])
        do throws(CommandError) {
            try play(options, commandLine: commandLine, junit: junit)
        } catch {
            // A run that could not start (or stopped before its report) still leaves one.
            let script = options.value("script") ?? ""
            try? junit?.write(JUnitReport(cannotRun: script, line: 0, message: "touchmpv: \(error.message)").xml)
            throw error
        }
    }

    /// Plays with the parsed `options`, writing the script's report to `junit`.
    private static func play(_ options: ArgumentList, commandLine: [(name: String, value: String)], junit: OutputFile?)
        throws(CommandError)
    {
        var configuration: Configuration
        let bindings: GestureBindings
        do throws(ConfigurationError) {
            (configuration, bindings) = try BindingsLocator.loadWithConfiguration(
                explicit: options.value("bindings"), configurationExplicit: options.value("config"))
        } catch {
            try junit?.write(JUnitReport(cannotRun: error.file, line: error.line, message: error.description).xml)
            throw CommandError(error.description, status: .badInput)
        }
        if options.has("show-touches") { configuration.showTouches = true }
        let configuredScreen = configuration.screen
        var script: TouchScript?
        if let scriptPath = options.value("script") {
            do throws(ScriptError) {
                script = try configuration.loadScript(path: scriptPath, descPath: options.value("desc"))
            } catch {
                try junit?.write(JUnitReport(cannotRun: error.file, line: error.line, message: error.description).xml)
                throw CommandError(error.description, status: .badInput)
            }
        }
        // Read before mpv starts, so that a bad file is bad input whatever else is wrong.
        let description = script == nil ? try description(options.value("desc")) : nil
        let touchPath = options.value("touch") ?? configuration.input.device
        if script == nil {
            try RunInputs.refuseFolder(asTouchSource: touchPath, named: options.value("touch") == nil ? "touch =" : "--touch")
        }
        let media = options.positional
        if let missing = MediaOperands.firstMissing(media) {
            throw CommandError(
                "cannot play '\(missing.path)': \(missing.error) (errno \(missing.error.rawValue))", status: .runtimeFailure)
        }
        let playlist = media.isEmpty ? [try builtInSource()] : media
        let control = try options.value("control").map { (path) throws(CommandError) in
            try ControlInput(path: path, idleTimeout: configuration.controlIdleTimeout)
        }
        defer { control?.close() }
        let signals: SignalPipe
        do throws(Errno) {
            // SIGHUP reloads only for a service manager: a terminal's hang-up still ends play.
            let managed = ServiceNotifier.isRequested(by: ProcessInfo.processInfo.environment)
            signals = try SignalPipe(catching: [SIGINT, SIGTERM] + (managed ? [SettingsReload.signal] : []))
        } catch {
            throw CommandError("signal handling: cannot create a pipe: \(error)", status: .runtimeFailure)
        }
        let headless = options.has("headless")
        let ours = touchmpvSettings(headless: headless, configuration: configuration)
        var wins = headless ? MPVOptions.headless : []
        if let start = script?.start, start > 0 { wins.append(("start", NumberText.format(start))) }
        let client = try startMPV(readingConfig: !options.has("no-mpv-config"), ours: ours, commandLine: wins + commandLine)
        let touchOpenedAfter = TouchDevice.now()
        let touchInput =
            script == nil && touchPath != "none"
            ? try openTouchInput(touchPath, configuration: configuration, description: description, mpv: client) : nil
        for item in playlist {
            do throws(MPVError) {
                try client.command(["loadfile", item, "append-play"])
            } catch {
                throw CommandError("cannot play '\(item)': \(error.reason)", status: .runtimeFailure)
            }
        }
        let session = PlaySession(
            client: client, configuration: configuration, bindings: bindings, screen: script?.screen ?? configuredScreen,
            backlightDirectory: backlightDirectory)
        let named = media.isEmpty ? "the built-in test source" : media.joined(separator: ", ")
        PlaySession.emit(
            "touchmpv: playing \(named)" + (headless ? " headless" : "")
                + (script.map { ", replaying \($0.fileName)" } ?? "")
                + (touchInput.map { ", touch input from \($0.summary)" } ?? "")
                + (control.map { ", control socket \($0.path)" } ?? ""))
        if let reason = touchInput?.waitingReason {
            StandardError.write("touchmpv: waiting for a touchscreen: \(reason)\n")
        }
        let service = ServiceNotifier(
            environment: ProcessInfo.processInfo.environment, client: client, playing: named,
            touch: touchInput.map { input in
                input.waitingReason.map { "waiting for a touchscreen: \($0)" } ?? "touch input from \(input.summary)"
            })
        let reload = service.map {
            SettingsReload(configurationPath: options.value("config"), bindingsPath: options.value("bindings"), service: $0)
        }
        try session.run(
            script: script, touchInput: touchInput, control: control, service: service, reload: reload, junit: junit,
            signals: signals.readEnd, media: named, touchOpenedAfter: touchOpenedAfter)
    }

    /// Opens the touch source at `path` (or starts waiting for one), taking it
    /// exclusively as `grab` says, given whether `mpv` (started) will show a window.
    private static func openTouchInput(
        _ path: String, configuration: Configuration, description: DeviceDescription?, mpv: MPVClient
    ) throws(CommandError) -> LiveTouchInput {
        let videoOutputs = (try? mpv.property("options/vo", as: String.self)) ?? ""
        let hasWindow = MPVWindow.isExpected(videoOutputs: videoOutputs, environment: ProcessInfo.processInfo.environment)
        let options = TouchDevice.Options(
            screen: configuration.screen, calibration: configuration.input.calibration, rotation: configuration.input.rotation,
            grab: configuration.input.grab.grabs(mpvHasWindow: hasWindow), description: description,
            fallbackXRange: configuration.input.axisX, fallbackYRange: configuration.input.axisY)
        do throws(InputError) {
            return try LiveTouchInput(path: path, options: options)
        } catch {
            throw CommandError(error.description, status: .runtimeFailure)
        }
    }

    /// The `--mpv` arguments as option pairs.
    private static func mpvOptions(_ arguments: [String]) throws(CommandError) -> [(name: String, value: String)] {
        var pairs: [(name: String, value: String)] = []
        for argument in arguments {
            guard let pair = MPVOptions.parse(argument) else {
                throw CommandError("play: --mpv expects NAME, no-NAME or NAME=VALUE, got '\(ErrorExcerpt.of(argument))'", status: .badInput)
            }
            pairs.append(pair)
        }
        return pairs
    }

    /// The device description of `--desc FILE` for a touch source that is not a device.
    private static func description(_ path: String?) throws(CommandError) -> DeviceDescription? {
        guard let path else { return nil }
        do throws(ScriptError) {
            return try ScriptLoader.loadDescription(path: path)
        } catch {
            throw CommandError(error.description, status: .badInput)
        }
    }

    /// touchmpv's own mpv settings, which mpv.conf may change as it changes mpv's
    /// defaults: the configuration's volume and end-of-file behaviour, mpv's key bindings,
    /// full screen where there is a display, and mpv's on-screen controller for
    /// `controls = osc` (libmpv leaves it off).
    private static func touchmpvSettings(headless: Bool, configuration: Configuration) -> [(name: String, value: String)] {
        [
            ("volume-max", NumberText.format(configuration.player.volumeMax)),
            ("volume", NumberText.format(configuration.startVolume)),
            // `idle`: stay on the last frame, paused, still taking gestures.
            ("keep-open", configuration.endOfFile == .idle ? "yes" : "no"),
            // A window's keys work as in mpv (q quits, and touchmpv exits with 0).
            ("input-default-bindings", "yes"), ("input-vo-keyboard", "yes"),
            ("fs", headless ? "no" : "yes"),
        ] + (configuration.controls == .osc ? [("osc", "yes")] : [])
    }

    /// Creates and starts mpv. `ours` are set first; then, when `readingConfig`, mpv
    /// reads the user's mpv.conf, input.conf and scripts as it starts (libmpv's
    /// `config=yes`, in mpv's own config folder), over them; `commandLine` (`--headless`,
    /// the script's start, `--mpv`) wins over both, as mpv's command line wins over
    /// mpv.conf. libmpv reads mpv.conf inside `mpv_initialize`, over what was set before,
    /// so the command line is set twice: before, for what only takes effect at start-up
    /// (`config-dir`, `scripts`, `log-file`), and after, to win; list actions that would
    /// add twice (`vf-add`, `scripts-append`) are set before only.
    private static func startMPV(
        readingConfig: Bool, ours: [(name: String, value: String)], commandLine: [(name: String, value: String)]
    ) throws(CommandError) -> MPVClient {
        let client: MPVClient
        do throws(MPVError) {
            client = try MPVClient()
            for option in ours + [("config", readingConfig ? "yes" : "no")] { try client.setOption(option.name, option.value) }
        } catch {
            throw CommandError("mpv: \(error)", status: .runtimeFailure)
        }
        try setCommandLine(commandLine, on: client)
        do throws(MPVError) {
            try client.initialize()
            try client.requestLogMessages(minimumLevel: "error")
        } catch {
            throw CommandError("mpv: \(error)", status: .runtimeFailure)
        }
        try setCommandLine(commandLine.filter { !MPVOptions.addsToAList($0.name) }, on: client)
        return client
    }

    /// Sets `options` on `client`; a bad one is bad usage (exit 2), named as given.
    private static func setCommandLine(_ options: [(name: String, value: String)], on client: MPVClient) throws(CommandError) {
        for option in options {
            do throws(MPVError) {
                try client.setOption(option.name, option.value)
            } catch {
                throw CommandError("--mpv \(option.name)=\(option.value): \(error.reason)", status: .badInput)
            }
        }
    }

    /// The built-in source's file, generated on first use in the user's cache folder, or
    /// in the temporary folder when the cache folder cannot be written (a read-only home).
    private static func builtInSource() throws(CommandError) -> String {
        let announce = { (path: String) in
            StandardError.write("touchmpv: generating the built-in test source once, into \(path) (a few seconds)\n")
        }
        do throws(BuiltInSourceError) {
            return try BuiltInSource.file(announce: announce)
        } catch {
            do throws(BuiltInSourceError) {
                return try BuiltInSource.file(in: BuiltInSource.temporaryDirectory, announce: announce)
            } catch {
                throw CommandError("cannot prepare the built-in test source: \(error)", status: .runtimeFailure)
            }
        }
    }
}
