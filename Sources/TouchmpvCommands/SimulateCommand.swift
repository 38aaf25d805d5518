import ConfigurationFiles
import PlayerGestures
import PlayerModel
import PlayerRuntime
import RunReports
import TouchScripts

/// `touchmpv simulate`: replays a script or recording through the player gesture layer into a simulated
/// player, on virtual time (instant and deterministic), and checks its `expect` lines.
///
/// Standard output: one line per action (JSON with `--json`, else for people, followed by
/// a summary); `--trace` adds a line per touch phase and per recognizer state change.
/// Standard error: each failed `expect` (`FILE:LINE: expected KEY VALUE, got …`) and
/// errors in the script or config (`FILE:LINE:COLUMN: error: …`, `FILE:LINE: error: …`).
/// `--junit FILE` writes the `expect` lines as a JUnit XML report (also for a script or
/// config that cannot be loaded), `--svg FILE` a picture of the run.
/// Exit status: 0, 1 when an `expect` failed (all are checked), 2 for bad usage or input.
public enum SimulateCommand {
    /// Runs the command with `arguments` (after "simulate"), writing lines through
    /// `output` and diagnostics through `diagnostics`, and returns the exit status.
    public static func run(
        _ arguments: [String],
        output: @escaping (String) -> Void = { print($0) },
        diagnostics: @escaping (String) -> Void = { StandardError.write($0 + "\n") }
    ) -> ExitStatus {
        let options: SimulateOptions
        let reports: (junit: OutputFile?, svg: OutputFile?)
        do throws(CommandError) {
            options = try SimulateOptions.declaration.parse(arguments)
            reports = (
                try options.junit.map { (path) throws(CommandError) in try OutputFile(path: path, option: "--junit") },
                try options.svg.map { (path) throws(CommandError) in try OutputFile(path: path, option: "--svg") }
            )
        } catch {
            diagnostics("touchmpv: " + SimulateOptions.declaration.description.usageError(error.message))
            return error.status
        }
        do throws(CommandError) {
            let inputs = RunInputs.files(script: options.script, desc: options.desc, bindings: options.bindings, config: options.config)
            try OutputFile.refuseInputs(inputs, outputs: [reports.junit, reports.svg])
        } catch {
            diagnostics("touchmpv: simulate: \(error.message)")
            return error.status
        }
        let configuration: Configuration
        let bindings: GestureBindings
        let script: TouchScript
        do throws(ConfigurationError) {
            (configuration, bindings) = try BindingsLocator.loadWithConfiguration(
                explicit: options.bindings, configurationExplicit: options.config)
        } catch {
            return cannotRun(error.description, file: error.file, line: error.line, reports: reports, diagnostics: diagnostics)
        }
        do throws(ScriptError) {
            script = try configuration.loadScript(path: options.script, descPath: options.desc)
            try Simulation.checkModelled(script)
        } catch {
            return cannotRun(error.description, file: error.file, line: error.line, reports: reports, diagnostics: diagnostics)
        }
        let run = simulate(
            script, configuration: configuration, bindings: bindings, json: options.json,
            trace: options.trace, drawing: reports.svg != nil, output: output, diagnostics: diagnostics)
        do throws(CommandError) {
            try reports.junit?.write(run.junit(of: script, notReachedBecause: ""))
            if let picture = run.picture(extendedTo: script.endTime) { try reports.svg?.write(ScriptPictureSVG.render(picture)) }
        } catch {
            diagnostics("touchmpv: \(error.message)")
            return error.status
        }
        return run.tally.failed > 0 ? .expectationFailed : .ok
    }

    /// Reports an error that keeps the script from running (`FILE:LINE…: error: …`),
    /// as a JUnit report's one test case in error too; a picture has nothing to show.
    private static func cannotRun(
        _ message: String, file: String, line: Int, reports: (junit: OutputFile?, svg: OutputFile?), diagnostics: (String) -> Void
    ) -> ExitStatus {
        diagnostics(message)
        reports.svg?.discard()
        do throws(CommandError) {
            try reports.junit?.write(JUnitReport(cannotRun: file, line: line, message: message).xml)
        } catch {
            diagnostics("touchmpv: \(error.message)")
        }
        return .badInput
    }

    /// Plays `script` into a simulated player; returns its record, with its picture when
    /// `drawing`.
    private static func simulate(
        _ script: TouchScript, configuration: Configuration, bindings: GestureBindings, json: Bool, trace: Bool, drawing: Bool,
        output: @escaping (String) -> Void, diagnostics: @escaping (String) -> Void
    ) -> RunRecorder {
        let simulation = Simulation(script: script, configuration: configuration, bindings: bindings)
        let layer = simulation.layer
        let reader = simulation.snapshotReader
        let picture =
            drawing ? ScriptPicture(title: script.fileName, screen: layer.view.bounds.size, panStep: configuration.gestures.panStep) : nil
        let run = RunRecorder(json: json, reader: reader, picture: picture, output: output, diagnostics: diagnostics)
        simulation.player.onAction = { [unowned run] event, commands in run.record(event, commands: commands) }
        if trace || drawing {
            layer.router.onTouch = { [unowned run] update, time in run.record(update, at: time, traced: trace) }
        }
        if trace {
            layer.onKey = { [unowned run] key in run.record(key) }
            layer.router.onStateChange = { [unowned run] recognizer, state, time in
                run.recordChange(of: recognizer.name ?? "recognizer", to: state, at: time)
            }
        }
        let subjects = ExpectationSubjects.simulated(simulation.player, reader: reader)
        simulation.runToEnd { [unowned run] expectation in
            run.record(expectation, failure: ExpectationCheck.failure(of: expectation, reading: subjects))
        }
        if !json { run.printSummary() }
        return run
    }
}
