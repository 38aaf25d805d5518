/// Which controls and feedback a tap and a gesture bring up (`controls` in
/// `touchmpv.conf`; docs/behaviour.md, "The touch controls").
public enum ControlsStyle: String, Hashable, Sendable, CaseIterable {
    /// touchmpv's own finger-sized controls and gesture HUD, drawn through mpv's
    /// `osd-overlay` (every video output, DRM/KMS included) and taking touches.
    case touch
    /// mpv's on-screen controller, and mpv's OSD text and bars as feedback.
    case osc
    /// mpv's OSD status line (`osd-level` 3) as the controls, and OSD text and bars.
    case osd
}
