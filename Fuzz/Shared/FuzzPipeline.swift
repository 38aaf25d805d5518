import Gestures
import PlayerGestures
import TouchInput
import TouchmpvApp

/// What every fuzz target does with what it parsed: play it through the player's
/// recognizers into the simulated player, the way `touchmpv simulate` does, so a crash,
/// hang or leak anywhere downstream of a parser shows up under the fuzzer too.
enum FuzzPipeline {
    /// Plays `script` (its frames, deadlines, `expect` checks and the final cancellation)
    /// into a simulated player set up from `configuration`.
    static func play(_ script: TouchScript, configuration: Configuration = Configuration()) {
        let screen = script.screen ?? Size(width: configuration.screenWidth, height: configuration.screenHeight)
        let layer = PlayerGestureLayer(screen: Size(width: screen.width, height: screen.height), settings: configuration.gestures)
        let duration = max(0, script.duration)
        let player = SimulatedPlayer(
            settings: configuration.player,
            state: PlayerState(volume: configuration.startVolume, position: min(max(0, script.start), duration), duration: duration))
        layer.delegate = player
        ScriptPlayback(script: script, layer: layer).runToEnd { expectation in
            player.advance(to: expectation.time)
            _ = ExpectationCheck.failure(of: expectation, in: player.state)
        }
        player.advance(to: layer.clock.now)
    }

    /// Plays decoded frames, as a live source delivers them, then ends the input.
    static func play(_ frames: [TouchFrame], screen: Size) {
        play(TouchScript(fileName: "fuzz", screen: screen, timeline: frames.map { .frame($0) }))
    }
}
