/// Where a kiosk is (docs/behaviour.md, "The kiosk"), as `expect mode` names it.
public enum KioskMode: String, Hashable, Sendable, CaseIterable {
    /// The attract loop plays; nobody watches.
    case attract
    /// The chooser's tiles show.
    case chooser
    /// A chosen title plays or is paused.
    case playing
}
