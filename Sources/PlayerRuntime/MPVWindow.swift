/// Whether mpv will show its video in a window of a window system (X11, Wayland). That
/// window system also reads the touchscreen and hands the window emulated mouse clicks
/// (mpv issue 7693), so touches would act twice, through touchmpv and through mpv's mouse
/// bindings, unless touchmpv takes the device for itself (`TouchGrab.auto`).
public enum MPVWindow {
    /// mpv's video outputs that draw without a window: nowhere, into files, on a
    /// terminal, or on the display itself through DRM/KMS (a kiosk).
    static let windowlessOutputs: Set<String> = ["null", "image", "lavc", "drm", "tct", "caca", "sixel", "kitty"]

    /// Whether a window is expected, given mpv's `vo` option as it reads back after
    /// start-up (empty: mpv picks one; else a list, e.g. "gpu,x11") and the environment: a
    /// window system is there when DISPLAY or WAYLAND_DISPLAY is set, which is where mpv's
    /// own window backends look for one.
    public static func isExpected(videoOutputs: String, environment: [String: String]) -> Bool {
        let hasWindowSystem = ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
        let outputs = videoOutputs.split(separator: ",").map(String.init)
        return hasWindowSystem && (outputs.isEmpty || !outputs.allSatisfy(windowlessOutputs.contains))
    }
}
