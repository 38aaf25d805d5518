/// What a report or an `expect` line reads of a player at one moment: its state, whether
/// the controls show and which menu is open. It owns none of them: the state is the
/// player's, the visibility the gesture layer's, the menu the touch controls' and the
/// screen the schedule's, each
/// read when the snapshot is made.
public struct PlayerSnapshot: Hashable, Sendable {
    public init(
        state: PlayerState, controlsVisible: Bool, openMenu: MenuName? = nil, screenOn: Bool? = nil, kioskMode: KioskMode? = nil,
        chooserTitles: Int? = nil
    ) {
        self.state = state
        self.controlsVisible = controlsVisible
        self.openMenu = openMenu
        self.screenOn = screenOn
        self.kioskMode = kioskMode
        self.chooserTitles = chooserTitles
    }

    public let state: PlayerState
    /// Whether the on-screen controls show, as the gesture layer has them.
    public let controlsVisible: Bool
    /// The touch controls' open menu; nil for none, or without touch controls.
    public let openMenu: MenuName?
    /// Whether the screen is lit; nil when nothing darkens it (no screen schedule).
    public let screenOn: Bool?
    /// Where the kiosk is; nil without a kiosk.
    public let kioskMode: KioskMode?
    /// How many titles the kiosk's chooser shows; nil without a kiosk.
    public let chooserTitles: Int?
}
