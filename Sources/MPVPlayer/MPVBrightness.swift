import TextFormats

/// Brightness as mpv's `brightness` video equalizer property, −100…100, with mpv's OSD bar
/// unless touchmpv's own HUD shows it.
///
/// mpv's property is an integer, so values are rounded to the nearest whole step.
public final class MPVBrightness: BrightnessControl {
    /// The player whose picture is adjusted.
    private let client: MPVClient
    /// Whether a change shows mpv's bar and "Brightness: N" message (`osd-msg-bar`).
    public let showsOSDBar: Bool

    /// Adjusts `client`'s picture, with mpv's bar when `showsOSDBar`.
    public init(client: MPVClient, showsOSDBar: Bool = true) {
        self.client = client
        self.showsOSDBar = showsOSDBar
    }

    /// mpv's `brightness`.
    public func brightness() throws -> Double {
        try client.property("brightness", as: Double.self)
    }

    /// `set brightness N` (prefixed `osd-msg-bar` when it shows the bar), N rounded to an integer.
    public func setBrightness(_ value: Double) throws {
        let set = ["set", "brightness", NumberText.format(value.rounded())]
        try client.command(showsOSDBar ? ["osd-msg-bar"] + set : set)
    }
}
