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

    /// Plays decoded frames, as a live source delivers them, then ends the input.
    static func play(_ frames: [TouchFrame], screen: Size) {
        play(TouchScript(fileName: "fuzz", screen: screen, timeline: frames.map { .frame($0) }))
    }
}
