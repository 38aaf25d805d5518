import Kiosk
import PlayerGestures
import PlayerModel
import PlayerUI

/// The one way a run puts its `PlayerSnapshot` together, for the action lines, the
/// summary and `expect` lines alike: the player's state (the fields asked for: `play`
/// reads mpv only for what a line shows), the layer's controls, the open menu and
/// whether the screen is lit.
public struct SnapshotReader {
    /// The player's state, at least `fields` of it read afresh.
    let state: (PlayerStateFields) -> PlayerState
    let layer: PlayerGestureLayer
    let controls: TouchControls?
    let screen: ScreenKeeper?
    let kiosk: KioskKeeper?

    public init(
        state: @escaping (PlayerStateFields) -> PlayerState, layer: PlayerGestureLayer, controls: TouchControls?, screen: ScreenKeeper?,
        kiosk: KioskKeeper? = nil
    ) {
        self.state = state
        self.layer = layer
        self.controls = controls
        self.screen = screen
        self.kiosk = kiosk
    }

    public func snapshot(reading fields: PlayerStateFields = .all) -> PlayerSnapshot {
        PlayerSnapshot(
            state: state(fields), controlsVisible: layer.controlsVisible, openMenu: controls?.openMenu, screenOn: screen?.isOn,
            kioskMode: kiosk?.mode, chooserTitles: kiosk?.titlesShown)
    }
}
