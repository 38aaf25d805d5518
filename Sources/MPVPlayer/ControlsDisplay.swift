/// mpv's own controls, which the layer's controls visibility shows and hides with
/// `controls = osc` or `osd`.
///
/// Where mpv's on-screen controller (the OSC script) is loaded, they are the OSC: shown
/// with `script-message osc-visibility always`, handed back to the OSC's own auto-hiding
/// with `osc-visibility auto`. Otherwise they are a persistent OSD progress display:
/// `osd-level` 3 (position, duration and the bar always shown) while visible, the
/// previous level when hidden.
final class ControlsDisplay {
    private let client: MPVClient
    /// Whether the OSC script is loaded.
    let usesOSC: Bool
    /// The `osd-level` to return to when the progress display hides.
    private var hiddenOSDLevel: Int64 = 1

    /// The level at which mpv shows its status (position, duration, bar) permanently.
    private static let progressOSDLevel: Int64 = 3

    /// Finds out whether `client` has the OSC loaded (its `osc` option).
    init(client: MPVClient) {
        self.client = client
        usesOSC = (try? client.property("osc", as: Bool.self)) ?? false
    }

    /// Shows or hides the controls.
    func setVisible(_ visible: Bool) throws(MPVError) {
        if usesOSC {
            try client.command(["script-message", "osc-visibility", visible ? "always" : "auto", "no-osd"])
            return
        }
        let current = try client.property("osd-level", as: Int64.self)
        if visible && current != Self.progressOSDLevel {
            hiddenOSDLevel = current
            try client.setProperty("osd-level", Self.progressOSDLevel)
        } else if !visible && current == Self.progressOSDLevel {
            try client.setProperty("osd-level", hiddenOSDLevel)
        }
    }
}
