/// What a viewer did with a menu: opened it, chose one of its items, or closed it. The
/// layer reports it to its delegate as it reports actions, and the run's output prints it
/// as the action `menuOpen`, `menuSelect` or `menuClose` with the menu's name.
public struct MenuEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case open
        /// The row at `item` (its index among the menu's items, headers not counted) was
        /// tapped, sending `command` to mpv (`set aid 2`, `playlist-play-index 1`).
        case select(item: Int, command: String)
        case close
    }

    public var menu: MenuName
    public var kind: Kind

    public init(menu: MenuName, kind: Kind) {
        self.menu = menu
        self.kind = kind
    }

    /// The action the run's output names it by.
    public var action: PlayerAction {
        switch kind {
        case .open: .menuOpen
        case .select: .menuSelect
        case .close: .menuClose
        }
    }
}
