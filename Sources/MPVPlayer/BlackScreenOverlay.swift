/// The screen darkened where no backlight can be powered down: a black rectangle over the
/// whole screen, in an mpv OSD overlay of its own stacked above touchmpv's controls, so
/// that darkening neither waits for nor changes what the controls' overlay shows.
public final class BlackScreenOverlay {
    private let overlay: OSDOverlay
    /// The rectangle, in the overlay's coordinates: a screen's size past every edge, so
    /// that it covers the window whatever its aspect (mpv fits the overlay's coordinates
    /// into the window, leaving bars where the aspects differ).
    private let rectangle: String

    /// The overlay's id among touchmpv's: the controls' overlay is 1.
    public static let id: Int64 = 2

    /// A black overlay on `client` over a `width` × `height` screen in points.
    public init(client: MPVClient, width: Int, height: Int) {
        overlay = OSDOverlay(client: client, width: width, height: height, id: Self.id, z: 1)
        let (w, h) = (max(1, width), max(1, height))
        rectangle =
            "{\\an7\\pos(0,0)\\bord0\\shad0\\1c&H000000&\\1a&H00&\\p1}"
            + "m \(-w) \(-h) l \(2 * w) \(-h) \(2 * w) \(2 * h) \(-w) \(2 * h){\\p0}"
    }

    /// Shows (true) or removes the black rectangle.
    public func setDark(_ dark: Bool) throws(MPVError) {
        try overlay.show(dark ? rectangle : "")
    }
}
