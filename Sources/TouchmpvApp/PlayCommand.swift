import FoundationEssentials
import Gestures
import MPVPlayer
import PlayerGestures
import SystemCalls
import TouchInput

#if canImport(Glibc)
    import Glibc
#endif

/// `touchmpv play`: plays MEDIA (or the built-in test source) in an embedded mpv and
/// drives it with touch gestures from a device or, with `--script`, from a script
/// replayed in real time whose `expect` lines read mpv's properties.
///
/// Standard output: one line per gesture with the state that followed (read back from
/// mpv), then a summary. Standard error: failed `expect` lines, input notes, errors.
///
/// Exit status (SPEC §5):
/// - 0: the media ended (`end-of-file = quit`), the script ended with every `expect`
///   met, mpv was told to quit (another client, mpv's window), or — without a script —
///   SIGINT/SIGTERM stopped playback: a user's stop is not a failure.
/// - 1: the script ended and an `expect` failed.
/// - 2: bad usage, a bad `--mpv` option, a malformed script or config.
/// - 3: a runtime failure: an unplayable file (with mpv's reason), a missing touch
///   device at start, mpv failing to start, or a script run interrupted by a signal
///   before the script ended (its expectations were not all checked).
enum PlayCommand {
    static let description = CommandDescription(
        name: "play", summary: "play media in mpv, driven by touch gestures",
        operands: [
            .init(
                name: "MEDIA", isOptional: true,
                summary: "A file or URL mpv can play. Without it, a built-in test source: video and audio, 10 minutes, seekable.")
        ],
        options: [
            .valued(
                "touch", "DEV|auto",
                "Read touches from DEV: a touchscreen (/dev/input/eventN), auto (the first direct-touch device), or a file or "
                    + "FIFO of raw struct input_event records. Default: the configuration's touch key (auto)."),
            .valued(
                "script", "FILE",
                "Replay a .touch script or an evemu recording in real time instead of reading a device; its expect lines "
                    + "check mpv's properties. Not with --touch."),
            .desc,
            .flag("headless", "No window and no sound: mpv's vo=null and ao=null."),
            .valued(
                "mpv", "KEY=VALUE", repeats: true,
                "Set any mpv option, as --KEY=VALUE would on mpv's command line (e.g. input-ipc-server=/tmp/mpv.sock); "
                    + "these come last, so they win over touchmpv's own settings."),
            .config,
        ],
        details: [
            "Prints a line per gesture with the player state that followed, then a summary. Playback stops at the end of "
                + "the media (with end-of-file = quit), at the end of a script, when mpv quits, or on SIGINT or SIGTERM."
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
        let passThrough = try mpvOptions(options.values["mpv"] ?? [])
        let configuration: Configuration
        do throws(ConfigurationError) {
            configuration = try ConfigurationLocator.load(explicit: options.value("config"))
        } catch {
            throw CommandError(error.description, status: .badInput)
        }
        let configuredScreen = configuration.screen
        let rotation = configuration.input.rotation
        var script: TouchScript?
        var touchInput: LiveTouchInput?
        if let scriptPath = options.value("script") {
            do throws(ScriptError) {
                script = try configuration.loadScript(path: scriptPath, descPath: options.value("desc"))
            } catch {
                throw CommandError(error.description, status: .badInput)
            }
        } else {
            let touchOptions = TouchDevice.Options(
                screen: configuredScreen, calibration: configuration.input.calibration, rotation: rotation,
                grab: configuration.input.grab, description: try description(options.value("desc")),
                fallbackXRange: configuration.input.axisX, fallbackYRange: configuration.input.axisY)
            touchInput = try LiveTouchInput(path: options.value("touch") ?? configuration.input.device, options: touchOptions)
        }
        let media: String
        if let given = options.positional.first { media = given } else { media = try builtInSource() }
        let signals: SignalPipe
        do throws(Errno) {
            signals = try SignalPipe(catching: [SIGINT, SIGTERM])
        } catch {
            throw CommandError("signal handling: cannot create a pipe: \(error)", status: .runtimeFailure)
        }
        let client = try startMPV(
            headless: options.has("headless"), configuration: configuration, start: script?.start, passThrough: passThrough)
        do throws(MPVError) {
            try client.command(["loadfile", media])
        } catch {
            throw CommandError("cannot play '\(media)': \(error.reason)", status: .runtimeFailure)
        }
        let session = PlaySession(
            client: client, configuration: configuration, screen: script?.screen ?? configuredScreen,
            backlightDirectory: backlightDirectory)
        PlaySession.emit(
            "touchmpv: playing \(options.positional.first ?? "the built-in test source")"
                + (options.has("headless") ? " headless" : "")
                + (script.map { ", replaying \($0.fileName)" } ?? "")
                + (touchInput.map { ", touch input from \($0.summary)" } ?? ""))
        try session.run(script: script, touchInput: touchInput, signals: signals.readEnd, media: media)
    }

    /// The `--mpv KEY=VALUE` arguments as option pairs.
    private static func mpvOptions(_ arguments: [String]) throws(CommandError) -> [(name: String, value: String)] {
        var pairs: [(name: String, value: String)] = []
        for argument in arguments {
            guard let pair = MPVOptions.parse(argument) else {
                throw CommandError("play: --mpv expects KEY=VALUE, got '\(argument)'", status: .badInput)
            }
            pairs.append(pair)
        }
        return pairs
    }

    /// The device description of `--desc FILE` for a touch source that is not a device.
    private static func description(_ path: String?) throws(CommandError) -> DeviceDescription? {
        guard let path else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandError("\(path): cannot read the device description", status: .badInput)
        }
        do throws(ScriptError) {
            return try EvemuParser.parseDescription(bytes: Array(data), fileName: path)
        } catch {
            throw CommandError(error.description, status: .badInput)
        }
    }

    /// Creates and starts mpv: headless outputs, the config's volume and end-of-file
    /// behaviour, the script's start position, then the `--mpv` options (last, so they win).
    private static func startMPV(
        headless: Bool, configuration: Configuration, start: Double?, passThrough: [(name: String, value: String)]
    ) throws(CommandError) -> MPVClient {
        var ours: [(name: String, value: String)] = headless ? MPVOptions.headless : []
        ours += [
            ("volume-max", NumberText.format(configuration.player.volumeMax)),
            ("volume", NumberText.format(configuration.startVolume)),
            // `idle`: stay on the last frame, paused, still taking gestures.
            ("keep-open", configuration.endOfFile == .idle ? "yes" : "no"),
            // A window's keys work as in mpv (q quits, and touchmpv exits with 0).
            ("input-default-bindings", "yes"), ("input-vo-keyboard", "yes"),
        ]
        if let start, start > 0 { ours.append(("start", NumberText.format(start))) }
        let client: MPVClient
        do throws(MPVError) {
            client = try MPVClient()
            for option in ours { try client.setOption(option.name, option.value) }
        } catch {
            throw CommandError("mpv: \(error)", status: .runtimeFailure)
        }
        for option in passThrough {
            do throws(MPVError) {
                try client.setOption(option.name, option.value)
            } catch {
                throw CommandError("--mpv \(option.name)=\(option.value): \(error.reason)", status: .badInput)
            }
        }
        do throws(MPVError) {
            try client.initialize()
            try client.requestLogMessages(minimumLevel: "error")
        } catch {
            throw CommandError("mpv: \(error)", status: .runtimeFailure)
        }
        return client
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
