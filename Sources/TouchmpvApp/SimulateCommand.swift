import Gestures
import PlayerGestures
import TouchInput

/// `touchmpv simulate`: replays a script or recording through the player gesture layer into a simulated
/// player, on virtual time (instant and deterministic), and checks its `expect` lines.
///
/// Standard output: one line per action (JSON with `--json`, else for people, followed by
/// a summary); `--trace` adds a line per touch phase and per recognizer state change.
/// Standard error: each failed `expect` (`FILE:LINE: expected KEY VALUE, got …`) and
/// errors in the script or config (`FILE:LINE:COLUMN: error: …`, `FILE:LINE: error: …`).
/// Exit status: 0, 1 when an `expect` failed (all are checked), 2 for bad usage or input.
public enum SimulateCommand {
    static let description = CommandDescription(
        name: "simulate", summary: "replay a script against a simulated player, in virtual time", operands: [],
        options: [
            .valued("script", "FILE", required: true, "The .touch script or evemu recording to replay."),
            .desc,
            .config,
            .flag("json", "Print one JSON line per action, e.g. {\"t\":1.234,\"action\":\"volumeUp\",\"degree\":60}."),
            .flag("trace", "Add a line per touch phase and per recognizer state change."),
        ],
        details: [
            "No mpv: a simulated player applies the same action mapping as the mpv side, instantly and "
                + "deterministically. Each expect line is checked; a failed one is exit status 1."
        ])

    /// Runs the command with `arguments` (after "simulate"), writing lines through
    /// `output` and diagnostics through `diagnostics`, and returns the exit status.
    public static func run(
        _ arguments: [String],
        output: @escaping (String) -> Void = { print($0) },
        diagnostics: @escaping (String) -> Void = { StandardError.write($0 + "\n") }
    ) -> ExitStatus {
        let options: ArgumentList
        do {
            options = try ArgumentList(arguments, for: description)
        } catch {
            diagnostics("touchmpv: " + description.usageError(error.message))
            return error.status
        }
        guard let scriptPath = options.value("script") else { return .badInput }  // required: the parser checked it
        let configuration: Configuration
        let script: TouchScript
        do throws(ConfigurationError) {
            configuration = try ConfigurationLocator.load(explicit: options.value("config"))
        } catch {
            diagnostics(error.description)
            return .badInput
        }
        do throws(ScriptError) {
            script = try configuration.loadScript(path: scriptPath, descPath: options.value("desc"))
        } catch {
            diagnostics(error.description)
            return .badInput
        }
        let failed = simulate(
            script, configuration: configuration, json: options.has("json"),
            trace: options.has("trace"), output: output, diagnostics: diagnostics)
        return failed > 0 ? .expectationFailed : .ok
    }

    /// Plays `script` into a simulated player; returns how many expectations failed.
    private static func simulate(
        _ script: TouchScript, configuration: Configuration, json: Bool, trace: Bool,
        output: @escaping (String) -> Void, diagnostics: (String) -> Void
    ) -> Int {
        let simulation = Simulation(script: script, configuration: configuration)
        let layer = simulation.layer
        let player = simulation.player
        let format = RunOutput(json: json)
        var tally = RunTally()
        player.onAction = { [unowned player] event, commands in
            tally.count(event.action)
            output(format.actionLine(event, commands: commands, state: player.state))
        }
        if trace {
            layer.router.onTouch = { update, time in output(format.touchLine(update, at: time)) }
            layer.router.onStateChange = { recognizer, state, time in
                output(format.recognizerLine(recognizer.name ?? "recognizer", state: state, at: time))
            }
        }
        simulation.runToEnd { expectation in
            if let failure = tally.check(expectation, in: player.state) {
                diagnostics(failure)
            }
        }
        if !json {
            format.summary(of: tally, state: player.state).forEach(output)
        }
        return tally.failed
    }
}
