import Gestures

/// One action the player gesture layer reported, with its degree and the time it happened.
public struct PlayerGestureEvent: Hashable, Sendable {
    /// What was recognized.
    public var action: PlayerAction
    /// The signed distance along the locked axis for pan actions, log2 of the scale for
    /// `zoom`, `nil` for every other action.
    public var degree: Double?
    /// When the action happened, on the gesture clock.
    public var time: Instant
    /// For `command`, the gesture and the mpv command it ran; nil for every other action.
    public var command: GestureCommand?
    /// For `menuOpen`, `menuSelect` and `menuClose`, what was done with which menu.
    public var menu: MenuEvent?

    public init(action: PlayerAction, degree: Double?, time: Instant) {
        self.action = action
        self.degree = degree
        self.time = time
    }

    /// The event of a bound mpv command.
    public init(command: GestureCommand, time: Instant) {
        self.init(action: .command, degree: nil, time: time)
        self.command = command
    }

    /// The event of a menu opened, chosen from or closed.
    public init(menu: MenuEvent, time: Instant) {
        self.init(action: menu.action, degree: nil, time: time)
        self.menu = menu
    }
}
