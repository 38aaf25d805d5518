/// One overlay of ASS events drawn by mpv over the video (`osd-overlay`, mpv ≥ 0.31): the
/// way touchmpv draws its controls and HUD, which works on every video output, DRM/KMS
/// included, because mpv renders its OSD itself.
///
/// `show` sends the text only when it differs from what is on screen, so one visible change
/// costs one command and an unchanged frame none. The overlay belongs to this client: mpv
/// removes it when the client goes away.
public final class OSDOverlay {
    private let client: MPVClient
    /// The overlay's id among this client's overlays.
    private let id: Int64
    /// The coordinate space: the screen in points (`res_x`, `res_y`).
    private let width: Int
    private let height: Int
    /// Where it stacks among the client's overlays (higher on top); nil for mpv's 0.
    private let z: Int?
    /// The text on screen now ("" for none).
    public private(set) var shown = ""
    /// How many `osd-overlay` commands were sent.
    public private(set) var commandsSent = 0

    /// An overlay on `client` whose coordinates are a `width` × `height` screen in points,
    /// stacked at `z`.
    public init(client: MPVClient, width: Int, height: Int, id: Int64 = 1, z: Int? = nil) {
        self.client = client
        self.width = max(1, width)
        self.height = max(1, height)
        self.id = id
        self.z = z
    }

    /// Shows `text` (ASS events, one per line) in place of what the overlay showed; the
    /// empty text leaves it empty. Does nothing when `text` is on screen.
    ///
    /// An empty overlay is kept rather than removed (`format=none`): mpv frees a removed
    /// overlay's libass renderer, and the next text sets its fonts up again through
    /// fontconfig, which parses its configuration: about 2 ms inside this command, on the
    /// run loop, at the first step of every gesture that brings the controls or a gauge up.
    public func show(_ text: String) throws(MPVError) {
        guard text != shown else { return }
        try client.command(
            ["osd-overlay", String(id), "ass-events", text, String(width), String(height)] + (z.map { [String($0)] } ?? []))
        shown = text
        commandsSent += 1
    }
}
