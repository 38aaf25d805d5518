import ConfigurationFiles
import Gestures
import PlayerGestures
import PlayerModel
import PlayerUI

/// The player's gesture layer with the touch controls above it (`controls = touch`),
/// built one way for `simulate` and for `play`, so that a script meets the same views and
/// gets the same actions from both.
public struct TouchSurface {
    public let layer: PlayerGestureLayer
    /// The touch controls; nil with `controls = osc|osd`.
    public let controls: TouchControls?

    /// A layer over `screen` (the panel's, turned by `display-rotation`) with
    /// `configuration`'s settings and controls and the gesture `bindings`; `duration` tells
    /// the seek bar the media's length (the player's, in seconds), and `choices` the menus
    /// what the media offers.
    public init(
        screen: Size, configuration: Configuration, bindings: GestureBindings, duration: @escaping () -> Double?,
        choices: @escaping () -> MediaChoices
    ) {
        layer = PlayerGestureLayer(
            screen: screen, panelTurn: configuration.displayRotation, settings: configuration.gestures, bindings: bindings)
        controls = configuration.controls == .touch ? TouchControls(layer: layer, duration: duration, choices: choices) : nil
    }
}
