import PlayerRuntime

/// `touchmpv play`: plays MEDIA (files, URLs or folders as one playlist, or the built-in
/// test source) in an embedded mpv that reads the user's mpv configuration as the `mpv`
/// command does, and drives it with touch gestures from a device or, with `--script`,
/// from a script replayed in real time whose `expect` lines read mpv's properties; with
/// `--control`, also from the statements a test rig sends to a socket (`ControlSocketInput`).
///
/// Standard output: one line per gesture with the state that followed (read back from
/// mpv), then a summary. Standard error: failed `expect` lines, input notes, errors.
/// `--junit FILE`: the script's `expect` lines as a JUnit XML report.
///
/// The order of the checks: the command line here, then `PlayStartup`'s.
///
/// Exit status (`docs/behaviour.md`, "Exit status of `touchmpv play`"):
/// - 0: the media ended (`end-of-file = quit`) with every `expect` of a script checked and
///   met, mpv was told to quit (another client, mpv's window), or — without a script —
///   SIGINT/SIGTERM stopped playback: a user's stop is not a failure.
/// - 1: an `expect` failed, or the media ended before the script reached an `expect`.
/// - 2: bad usage, a bad `--mpv` option, a malformed script or config.
/// - 3: a runtime failure: a missing or unplayable file (with mpv's reason), a missing
///   touch device named at start, mpv failing to start, or a script run interrupted by a
///   signal before the script ended (its expectations were not all checked).
enum PlayCommand {
    /// Runs the command with its parsed `options`.
    static func run(_ options: PlayOptions) throws(CommandError) {
        if options.script != nil, options.touch != nil {
            throw CommandError("play: --script replaces the touch device; give --script or --touch, not both", status: .badInput)
        }
        if options.junit != nil, options.script == nil {
            throw CommandError("play: --junit reports a script's expect lines; give --script too", status: .badInput)
        }
        let commandLine = try MPVStartup.pairs(options.mpv)
        let junit = try options.junit.map { (path) throws(CommandError) in try OutputFile(path: path, option: "--junit") }
        let inputs = RunInputs.files(
            script: options.script, desc: options.desc, bindings: options.bindings, config: options.config, touch: options.touch,
            media: options.media)
        try OutputFile.refuseInputs(inputs, outputs: [junit])
        let play: StartedPlay
        do throws(PlayStartFailure) {
            play = try PlayStartup.start(options, mpvCommandLine: commandLine)
        } catch {
            try error.report(to: junit, script: options.script ?? "")
        }
        try play.run(junit: junit)
    }
}
