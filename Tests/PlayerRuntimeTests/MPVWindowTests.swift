import Testing

@testable import ConfigurationFiles
@testable import PlayerRuntime

/// When `play` takes the touch device for itself (issue 14, item 7): when mpv shows a
/// window on a desktop, whose window system would also turn each touch into mouse clicks
/// in that window.
struct MPVWindowTests {
    static let desktop = ["DISPLAY": ":0"]

    @Test func aWindowNeedsAWindowSystemAndAWindowedOutput() {
        #expect(MPVWindow.isExpected(videoOutputs: "", environment: Self.desktop))  // mpv picks gpu or x11
        #expect(MPVWindow.isExpected(videoOutputs: "gpu,x11", environment: ["WAYLAND_DISPLAY": "wayland-0"]))
        #expect(MPVWindow.isExpected(videoOutputs: "null,x11", environment: Self.desktop))
        #expect(!MPVWindow.isExpected(videoOutputs: "null", environment: Self.desktop))  // --headless
        #expect(!MPVWindow.isExpected(videoOutputs: "drm", environment: Self.desktop))
        #expect(!MPVWindow.isExpected(videoOutputs: "", environment: [:]))  // a kiosk's console: mpv draws through DRM
        #expect(!MPVWindow.isExpected(videoOutputs: "gpu", environment: ["DISPLAY": ""]))
    }

    /// mpv shows its picture nowhere when it opened no output, or a window-only one (SDL's
    /// fallback) with no window system; DRM, a window on a desktop and `vo=null` asked for
    /// on purpose are pictures as wanted.
    @Test func noPictureIsNoOutputOrAWindowOnlyOneWithoutAWindowSystem() {
        #expect(MPVWindow.showsNothing(currentOutput: nil, environment: Self.desktop))
        #expect(MPVWindow.showsNothing(currentOutput: "sdl", environment: ["DISPLAY": ""]))
        #expect(!MPVWindow.showsNothing(currentOutput: "sdl", environment: Self.desktop))
        #expect(!MPVWindow.showsNothing(currentOutput: "gpu", environment: [:]))  // DRM/KMS on a kiosk
        #expect(!MPVWindow.showsNothing(currentOutput: "null", environment: [:]))
        #expect(MPVWindow.noPictureLine(environment: [:]).contains("DISPLAY and WAYLAND_DISPLAY are not set"))
        #expect(!MPVWindow.noPictureLine(environment: Self.desktop).contains("DISPLAY"))
    }

    @Test func autoGrabsOnlyWithAWindow() {
        #expect(TouchGrab.auto.grabs(mpvHasWindow: true) && !TouchGrab.auto.grabs(mpvHasWindow: false))
        #expect(TouchGrab.yes.grabs(mpvHasWindow: false) && !TouchGrab.no.grabs(mpvHasWindow: true))
    }
}
