import ConfigurationFiles
import Gestures
import PlayerGestures
import PlayerRuntime
import TouchScripts

/// What every fuzz target does with what it parsed: play it through the player's
/// recognizers into the simulated player, the way `touchmpv simulate` does, so a crash,
/// hang or leak anywhere downstream of a parser shows up under the fuzzer too.
enum FuzzPipeline {
    /// Plays `script` (its frames, deadlines, `expect` checks and the final cancellation)
    /// into a simulated player set up from `configuration`, through `bindings`.
    static func play(_ script: TouchScript, configuration: Configuration = Configuration(), bindings: GestureBindings = .defaults) {
        let simulation = Simulation(script: script, configuration: configuration, bindings: bindings)
        let subjects = ExpectationSubjects.simulated(simulation.player, reader: simulation.snapshotReader)
        simulation.runToEnd { expectation in
            _ = ExpectationCheck.failure(of: expectation, reading: subjects)
        }
    }

    /// Plays decoded frames and keys, as live sources deliver them, then ends the input;
    /// every key is bound (a repeatable toggle of the pause), so each reaches the player.
    static func play(_ frames: [TouchFrame], keys: [KeyEvent] = [], screen: Size) {
        var bindings = GestureBindings.defaults
        for key in Set(keys.map(\.key)) { try? bindings.bind(key, to: KeyBinding(.builtIn(.togglePause), repeatable: true)) }
        let events: [TouchScript.Event] = frames.map { .frame($0) } + keys.map { .key($0) }
        let timeline = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        play(TouchScript(fileName: "fuzz", screen: screen, timeline: timeline), bindings: bindings)
    }
}
