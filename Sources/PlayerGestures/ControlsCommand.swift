import PlayerModel

/// A built-in command that the views above the layer carry out (the touch controls hold
/// the lock and the menus): the layer recognizes the bound gesture and hands the command
/// to `PlayerGestureLayer.controlsCommandHandler`, knowing nothing of what it does.
public enum ControlsCommand: Hashable, Sendable {
    /// `touchmpv/lock`.
    case lock
    /// `touchmpv/menu NAME`.
    case openMenu(MenuName)
}
