import ConfigurationFiles
import MPVPlayer
import PlayerRuntime
import TextFormats

/// How `play` starts mpv: which settings are set, in which order, so that the user's
/// mpv.conf changes touchmpv's own and the command line wins over both.
enum MPVStartup {
    /// The `--mpv` arguments as option pairs.
    static func pairs(_ arguments: [String]) throws(CommandError) -> [(name: String, value: String)] {
        var pairs: [(name: String, value: String)] = []
        for argument in arguments {
            guard let pair = MPVOptions.parse(argument) else {
                throw CommandError("play: --mpv expects NAME, no-NAME or NAME=VALUE, got '\(ErrorExcerpt.of(argument))'", status: .badInput)
            }
            pairs.append(pair)
        }
        return pairs
    }

    /// touchmpv's own mpv settings, which mpv.conf may change as it changes mpv's
    /// defaults: the configuration's volume and end-of-file behaviour, mpv's key bindings,
    /// full screen where there is a display, and mpv's on-screen controller for
    /// `controls = osc` (libmpv leaves it off).
    static func touchmpvSettings(headless: Bool, configuration: Configuration) -> [(name: String, value: String)] {
        [
            ("volume-max", NumberText.format(configuration.player.volumeMax)),
            ("volume", NumberText.format(configuration.startVolume)),
            // `idle`: stay on the last frame, paused, still taking gestures; the kiosk's
            // title stays there too, for the kiosk to go back to its loop.
            ("keep-open", configuration.endOfFile == .idle || configuration.kiosk.isActive ? "yes" : "no"),
            // A window's keys work as in mpv (q quits, and touchmpv exits with 0).
            ("input-default-bindings", "yes"), ("input-vo-keyboard", "yes"),
            ("fs", headless ? "no" : "yes"),
            // Audio-only media keeps a picture to draw the controls and menus on (its cover
            // art, which mpv shows as a video track, else touchmpv's background).
            ("force-window", headless ? "no" : "yes"),
        ] + (configuration.controls == .osc ? [("osc", "yes")] : [])
            // The picture turned with the controls (added to the file's own rotation).
            + (configuration.displayRotation == .none ? [] : [("video-rotate", String(configuration.displayRotation.rawValue))])
            // The kiosk's loop as gapless as mpv can: the next entry opened ahead.
            + (configuration.kiosk.isActive ? [("gapless-audio", "yes"), ("prefetch-playlist", "yes")] : [])
    }

    /// Creates and starts mpv. `ours` are set first; then, when `readingConfig`, mpv
    /// reads the user's mpv.conf, input.conf and scripts as it starts (libmpv's
    /// `config=yes`, in mpv's own config folder), over them; `commandLine` (`--headless`,
    /// the script's start, `--mpv`) wins over both, as mpv's command line wins over
    /// mpv.conf. libmpv reads mpv.conf inside `mpv_initialize`, over what was set before,
    /// so the command line is set twice: before, for what only takes effect at start-up
    /// (`config-dir`, `scripts`, `log-file`), and after, to win; list actions that would
    /// add twice (`vf-add`, `scripts-append`) are set before only.
    static func start(
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
}
