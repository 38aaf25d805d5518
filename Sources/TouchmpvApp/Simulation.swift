import Gestures
import PlayerGestures
import TouchInput

/// A script played into the player's gesture layer with a simulated player as its
/// delegate, set up as `touchmpv simulate` does: the script's screen (else the
/// configuration's), the configuration's gesture and player settings and start volume,
/// and the script's duration and start position (clamped into 0…duration).
public struct Simulation {
    public let script: TouchScript
    /// The layer the script's frames go to.
    public let layer: PlayerGestureLayer
    /// The simulated player, the layer's delegate (held here: the layer holds it weakly).
    public let player: SimulatedPlayer

    /// Sets up the layer and the player for `script` under `configuration`.
    public init(script: TouchScript, configuration: Configuration) {
        self.script = script
        let screen = script.screen ?? configuration.screen
        layer = PlayerGestureLayer(screen: screen, settings: configuration.gestures)
        let duration = max(0, script.duration)
        player = SimulatedPlayer(
            settings: configuration.player,
            state: PlayerState(volume: configuration.startVolume, position: min(max(0, script.start), duration), duration: duration))
        layer.delegate = player
    }

    /// Plays the whole script (its frames, deadlines and the final cancellation), calling
    /// `check` with each `expect` line once the player has caught up to its time.
    public func runToEnd(check: (Expectation) -> Void) {
        ScriptPlayback(script: script, layer: layer).runToEnd { expectation in
            player.advance(to: expectation.time)
            check(expectation)
        }
        player.advance(to: layer.clock.now)
    }
}
