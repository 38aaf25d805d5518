import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEnd {
    /// The kiosk's chooser on real pixels (mpv's `vo=x11` in Xvfb, as `ControlsPixelTests`):
    /// a touch on the loop (a red picture) covers the screen with the chooser, its tiles
    /// where `ChooserLayout` puts them with their pictures as they come (a frame of the
    /// title, or its sidecar image), and the back button brings the loop's red back.
    @Suite struct ChooserPixelTests {
        /// 1280x720: B = 86, 9 columns of tiles 130 wide with gaps of 11, pictures 73 high
        /// and the title's line 43 under them; 12 titles fill the first row and 3 tiles of
        /// the second.
        @Test func theChooserCoversTheLoopWithItsTilesWhereTheLayoutPutsThem() throws {
            let folder = try TemporaryFolder()
            let loop = folder.path("loop.mkv")
            try FFmpeg.run(["-f", "lavfi", "-i", "color=c=red:size=320x180:rate=10:duration=60", "-c:v", "mpeg4", loop])
            try FileManager.default.createDirectory(atPath: folder.path("library"), withIntermediateDirectories: true)
            let blue = folder.path("blue.mkv")
            try FFmpeg.run(["-f", "lavfi", "-i", "color=c=blue:size=320x180:rate=10:duration=20", "-c:v", "mpeg4", blue])
            for index in 1...11 {
                try FileManager.default.copyItem(atPath: blue, toPath: folder.path("library/Title \(index).mkv"))
            }
            // A sidecar picture for the second; the twelfth is sound with no picture at all.
            try FFmpeg.run(["-f", "lavfi", "-i", "color=c=lime:size=320x180", "-frames:v", "1", folder.path("library/Title 2.png")])
            try FFmpeg.run([
                "-f", "lavfi", "-i", "sine=frequency=440:duration=5", "-c:a", "libmp3lame", folder.path("library/Title 12.mp3"),
            ])
            let (width, height) = (1280, 720)
            let (display, run, control) = try ControlsPixelTests.pausedPlay(
                width: width, height: height, settings: "attract = \(loop)\nlibrary = \(folder.path("library"))\n")
            let red = try display.steadyPicture()
            let taps = try ControlSocketConnection(path: control)
            try taps.send("+0 tap 640 360\n+100 expect mode chooser\n+0 expect chooser 12\n")
            #expect(try taps.answer() == "ok")
            func isNear(_ pixel: (red: Int, green: Int, blue: Int), _ rgb: Int) -> Bool {
                abs(pixel.red - (rgb >> 16)) <= 4 && abs(pixel.green - (rgb >> 8 & 0xFF)) <= 4 && abs(pixel.blue - (rgb & 0xFF)) <= 4
            }
            // Tile 0 (x 11-141, y 97-170) and tile 1 beside it; tile 11 on the second row
            // (y 224-297, x 293-423). The pictures come one title at a time, from a core
            // below the loop's priority: the picture taken is the first with every one the
            // checks below read.
            let chooser = try #require(
                try display.picture(within: .seconds(30)) {
                    isNear($0.rgb(76, 133), 0x0000FF) && isNear($0.rgb(217, 133), 0x00FF00) && isNear($0.rgb(1204, 133), 0x0000FF)
                        && isNear($0.rgb(76, 260), 0x0000FF) && isNear($0.rgb(640, 500), 0x1E2530)
                },
                "the pictures did not come")
            try taps.send("+0 tap 43 43\n+100 expect mode attract\n")
            #expect(try taps.answer() == "ok")
            let back = try #require(
                try display.picture(within: .seconds(30)) { $0.rgb(640, 400).red > 200 && $0.rgb(76, 133).blue < 60 },
                "the loop did not come back")
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")

            let loopPixel = red.rgb(640, 400)
            #expect(loopPixel.red > 200 && loopPixel.green < 60, "the loop is not red: \(loopPixel)")
            // Every title's frame where its picture goes (tiles 0, 8, 9), the sidecar's for
            // tile 1; sound alone keeps its grey place (tile 11).
            for (x, y) in [(76, 133), (1204, 133), (76, 260)] {
                #expect(isNear(chooser.rgb(x, y), 0x0000FF), "no picture at \(x),\(y): \(chooser.rgb(x, y))")
            }
            #expect(isNear(chooser.rgb(357, 260), 0x3A4454), "no grey place for the sound: \(chooser.rgb(357, 260))")
            // The slate between tiles, below the last row and where a 13th tile would be.
            for (x, y) in [(146, 133), (640, 500), (499, 260), (640, 700)] {
                #expect(isNear(chooser.rgb(x, y), 0x1E2530), "no slate at \(x),\(y): \(chooser.rgb(x, y))")
            }
            // Each title is written on its line under its picture (y 170-213).
            let captionRow = (11..<141).filter { !isNear(chooser.rgb($0, 191), 0x1E2530) }
            #expect(!captionRow.isEmpty, "no title under the first tile")
            #expect(
                isNear(back.rgb(640, 400), 0xFF0000) || back.rgb(640, 400).red > 200, "the loop did not come back: \(back.rgb(640, 400))")
        }
    }
}

extension XvfbDisplay {
    /// The first screenshot within `limit` for which `wanted` holds (pictures that come
    /// one by one), or nil.
    func picture(within limit: Duration, where wanted: (XWDImage) -> Bool) throws -> XWDImage? {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            let next = try picture()
            if wanted(next) { return next }
            usleep(100_000)
        }
        return nil
    }
}
