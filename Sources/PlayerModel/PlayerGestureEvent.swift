import Gestures

/// One action the player gesture layer reported, with what it carries and the time it happened.
public struct PlayerGestureEvent: Hashable, Sendable {
    /// What was recognized.
    public var action: PlayerAction
    /// The number the action carries, in its unit.
    public var payload: ActionPayload
    /// When the action happened, on the gesture clock.
    public var time: Instant
    /// For `command`, the gesture and the mpv command it ran; nil for every other action.
    public var command: GestureCommand?
    /// For `menuOpen`, `menuSelect` and `menuClose`, what was done with which menu.
    public var menu: MenuEvent?

    public init(action: PlayerAction, payload: ActionPayload, time: Instant) {
        self.action = action
        self.payload = payload
        self.time = time
    }

    /// The event of a bound mpv command.
    public init(command: GestureCommand, time: Instant) {
        self.init(action: .command, payload: .none, time: time)
        self.command = command
    }

    /// The event of a menu opened, chosen from or closed.
    public init(menu: MenuEvent, time: Instant) {
        self.init(action: menu.action, payload: .none, time: time)
        self.menu = menu
    }
}
