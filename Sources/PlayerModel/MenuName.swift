/// The touch controls' menus (docs/behaviour.md, "Menus"); the raw value is the name
/// `touchmpv/menu NAME`, `expect menu NAME` and the JSON's `"menu"` use.
public enum MenuName: String, Sendable, CaseIterable, Hashable {
    case tracks, chapters, playlist, speed
}
