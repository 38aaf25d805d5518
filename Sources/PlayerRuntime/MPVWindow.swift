/// Whether mpv will show its video in a window of a window system (X11, Wayland). That
/// window system also reads the touchscreen and hands the window emulated mouse clicks
/// (mpv issue 7693), so touches would act twice, through touchmpv and through mpv's mouse
/// bindings, unless touchmpv takes the device for itself (`TouchGrab.auto`). And whether
/// mpv shows its video anywhere: where it finds no display it plays on without a word
/// that libmpv prints.
public enum MPVWindow {
    /// mpv's video outputs that draw without a window: nowhere, into files, on a
    /// terminal, or on the display itself through DRM/KMS (a kiosk).
    static let windowlessOutputs: Set<String> = ["null", "image", "lavc", "drm", "tct", "caca", "sixel", "kitty"]

    /// mpv's video outputs that draw only into a window system's window. Without one, mpv
    /// may still open SDL's, whose fallback draws into a screen of its own that nobody
    /// sees.
    static let windowOnlyOutputs: Set<String> = ["sdl", "x11", "xv", "vdpau", "vaapi", "wlshm", "dmabuf-wayland"]

    /// Whether mpv, asked for a picture (not `--headless`), shows it nowhere: it opened no
    /// video output (`currentOutput`, mpv's `current-vo`, nil), or one that draws only into
    /// a window with no window system in `environment`.
    public static func showsNothing(currentOutput: String?, environment: [String: String]) -> Bool {
        guard let currentOutput else { return true }
        return !hasWindowSystem(environment) && windowOnlyOutputs.contains(currentOutput)
    }

    /// The line for the user when mpv shows its picture nowhere (`showsNothing`).
    public static func noPictureLine(environment: [String: String]) -> String {
        "no picture: mpv found no display to show the video on"
            + (hasWindowSystem(environment) ? "" : " (DISPLAY and WAYLAND_DISPLAY are not set, and no DRM/KMS output opened)")
            + "; playing on without one (--headless does so on purpose)"
    }

    /// Whether a window system is there: DISPLAY or WAYLAND_DISPLAY set, which is where
    /// mpv's own window backends look for one.
    private static func hasWindowSystem(_ environment: [String: String]) -> Bool {
        ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
    }

    /// Whether a window is expected, given mpv's `vo` option as it reads back after
    /// start-up (empty: mpv picks one; else a list, e.g. "gpu,x11") and the environment.
    public static func isExpected(videoOutputs: String, environment: [String: String]) -> Bool {
        let outputs = videoOutputs.split(separator: ",").map(String.init)
        return hasWindowSystem(environment) && (outputs.isEmpty || !outputs.allSatisfy(windowlessOutputs.contains))
    }
}
