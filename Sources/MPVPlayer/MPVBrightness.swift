import PlayerGestures

/// Brightness as mpv's `brightness` video equalizer property, −100…100, with mpv's OSD bar.
///
/// mpv's property is an integer, so values are rounded to the nearest whole step.
public final class MPVBrightness: BrightnessControl {
    /// The player whose picture is adjusted.
    private let client: MPVClient

    /// Adjusts `client`'s picture.
    public init(client: MPVClient) {
        self.client = client
    }

    /// The change shows mpv's bar and "Brightness: N" message (`osd-msg-bar`).
    public var showsOSDBar: Bool { true }

    /// mpv's `brightness`.
    public func brightness() throws -> Double {
        try client.property("brightness", as: Double.self)
    }

    /// `osd-msg-bar set brightness N`, N rounded to an integer.
    public func setBrightness(_ value: Double) throws {
        try client.command(["osd-msg-bar", "set", "brightness", NumberText.format(value.rounded())])
    }
}
