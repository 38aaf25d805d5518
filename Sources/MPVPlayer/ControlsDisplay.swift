/// The on-screen controls the `toggleControls` gesture shows and hides.
///
/// Where mpv's on-screen controller (the OSC script, `--osc=yes`) is loaded, they are the
/// OSC: shown with `script-message osc-visibility always`, handed back to the OSC's own
/// auto-hiding with `osc-visibility auto`. Otherwise (libmpv's default is no OSC) they are
/// a persistent OSD progress display: `osd-level` 3 (position, duration and the bar
/// always shown) while visible, the previous level when hidden.
final class ControlsDisplay {
    private let client: MPVClient
    /// Whether the OSC script is loaded.
    let usesOSC: Bool
    /// Whether the OSC was last made visible (the OSC has no property to read this from).
    private var oscVisible = false
    /// The `osd-level` to return to when the progress display hides.
    private var hiddenOSDLevel: Int64 = 1

    /// The level at which mpv shows its status (position, duration, bar) permanently.
    private static let progressOSDLevel: Int64 = 3

    /// Finds out whether `client` has the OSC loaded (its `osc` option).
    init(client: MPVClient) {
        self.client = client
        usesOSC = (try? client.property("osc", as: Bool.self)) ?? false
    }

    /// Whether the controls are showing: the OSC as last set, or mpv's `osd-level` (a
    /// synchronous read).
    var isVisible: Bool {
        if usesOSC { return oscVisible }
        let visible = (try? client.property("osd-level", as: Int64.self)) == Self.progressOSDLevel
        lastKnownVisible = visible
        return visible
    }

    /// Whether the controls showed when last read or set, without asking mpv: what a
    /// change of fingers goes by, so that a lift (which may have just committed a seek)
    /// does not interrupt mpv's core. A change made behind touchmpv's back (mpv's own key
    /// bindings) shows at the next read; the hide at the deadline reads `isVisible`.
    private(set) var lastKnownVisible = false

    /// Shows or hides the controls.
    func setVisible(_ visible: Bool) throws(MPVError) {
        if usesOSC {
            try client.command(["script-message", "osc-visibility", visible ? "always" : "auto", "no-osd"])
            oscVisible = visible
            lastKnownVisible = visible
            return
        }
        let current = try client.property("osd-level", as: Int64.self)
        if visible && current != Self.progressOSDLevel {
            hiddenOSDLevel = current
            try client.setProperty("osd-level", Self.progressOSDLevel)
        } else if !visible && current == Self.progressOSDLevel {
            try client.setProperty("osd-level", hiddenOSDLevel)
        }
        lastKnownVisible = visible
    }
}
