/// A kiosk's built-in command (`touchmpv/play N`, `touchmpv/attract`): the layer
/// recognizes the bound gesture and hands the command to
/// `PlayerGestureLayer.kioskCommandHandler`, knowing nothing of what it does.
public enum KioskCommand: Hashable, Sendable {
    /// `touchmpv/play N`: title N of the chooser's order, from 1.
    case play(Int)
    /// `touchmpv/attract`: back to the loop.
    case attract
}
