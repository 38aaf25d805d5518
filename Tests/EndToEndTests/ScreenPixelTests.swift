import Foundation
import TestSupport
import Testing

extension EndToEnd {
    /// The dark screen without a backlight, on real pixels (Xvfb, `vo=x11`): a paused
    /// player left untouched for `screen-off-after` turns every pixel of the screen black,
    /// and the first tap brings the picture back without showing the controls.
    @Suite struct ScreenPixelTests {
        @Test func thePausedScreenGoesAllBlackAndTheWakingTapBringsThePictureBack() throws {
            let (width, height) = (800, 480)
            let (display, run, control) = try ControlsPixelTests.pausedPlay(
                width: width, height: height, settings: "screen-off-after = 5s\n")
            let taps = try ControlSocketConnection(path: control)
            // Waits for the schedule to darken the screen, then for the screen to show it.
            // Each poll that finds the screen still on is a failed expect, counted in the
            // summary; the exit status stays 0, the client having had its answer.
            let deadline = ContinuousClock.now + .seconds(30)
            var state = ""
            var polledOn = 0
            while state != "ok", ContinuousClock.now < deadline {
                try taps.send("+0 expect screen off\n")
                state = try taps.answer()
                if state != "ok" {
                    polledOn += 1
                    usleep(100_000)
                }
            }
            #expect(state == "ok", "the screen never went off: \(state)")
            var dark = try display.picture()
            while !Self.isBlack(dark), ContinuousClock.now < deadline {
                usleep(100_000)
                dark = try display.picture()
            }
            #expect(Self.isBlack(dark), "the screen never went black")
            try taps.send("+0 tap 400 240\n+400 expect screen on\n+0 expect controls hidden\n")
            #expect(try taps.answers(2) == ["ok", "ok"])
            let lit = try display.steadyPicture()
            #expect((0..<height).allSatisfy { lit.rowBrightness($0) > 10 }, "the picture did not come back whole")
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("\(polledOn + 3) expectations checked, \(polledOn) failed"), "\(run.output)")
        }

        /// Whether every pixel is black (each channel at most 2, for the conversion of the
        /// overlay's black through mpv's YUV).
        static func isBlack(_ picture: XWDImage) -> Bool {
            (0..<picture.height).allSatisfy { y in
                (0..<picture.width).allSatisfy { x in
                    let pixel = picture.rgb(x, y)
                    return max(pixel.red, pixel.green, pixel.blue) <= 2
                }
            }
        }
    }
}
