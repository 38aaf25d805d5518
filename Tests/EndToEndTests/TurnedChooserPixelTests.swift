import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEnd {
    /// The kiosk's chooser on a panel turned by `display-rotation`, on real pixels under
    /// Xvfb (`vo=x11`, a 1280×720 panel): the grid is laid out on the screen the viewer
    /// sees and drawn turned onto the panel, its composed pictures with it, and a tap in
    /// the panel's points (as the touchscreen gives them) chooses the tile drawn there.
    @Suite struct TurnedChooserPixelTests {
        /// One case: the turn, and on the panel the middle of tile 0's and tile 1's
        /// pictures and a point of bare slate. On the viewer's 720×1280 screen (90, 270):
        /// B = 86, 5 columns of tiles 130.8 wide with gaps of 11, the pictures' middles at
        /// (76, 133) and (218, 133), slate at (360, 800); on the 1280×720 one (180): 9
        /// columns, middles at (76, 133) and (217, 133), slate at (640, 500). Logical
        /// (x, y) is on the panel at 90 (1280 − y, x), at 180 (1280 − x, 720 − y), at 270
        /// (y, 720 − x).
        struct Turn: Sendable, CustomStringConvertible {
            let degrees: Int
            let firstPicture: (x: Int, y: Int)
            let secondPicture: (x: Int, y: Int)
            let slate: (x: Int, y: Int)
            var description: String { "\(degrees)°" }
        }

        static let turns = [
            Turn(degrees: 90, firstPicture: (1147, 76), secondPicture: (1147, 218), slate: (480, 360)),
            Turn(degrees: 180, firstPicture: (1204, 587), secondPicture: (1063, 587), slate: (640, 220)),
            Turn(degrees: 270, firstPicture: (133, 644), secondPicture: (133, 502), slate: (800, 360)),
        ]

        @Test(arguments: turns)
        func theChoosersPicturesTurnWithItsTilesAndATapChoosesTheTileDrawnThere(turn: Turn) throws {
            let folder = try TemporaryFolder()
            let loop = folder.path("loop.mkv")
            try FFmpeg.run(["-f", "lavfi", "-i", "color=c=red:size=320x180:rate=10:duration=60", "-c:v", "mpeg4", loop])
            try FileManager.default.createDirectory(atPath: folder.path("library"), withIntermediateDirectories: true)
            // Blue titles, the second with a green sidecar picture.
            for name in ["a", "b", "c"] {
                try FFmpeg.run([
                    "-f", "lavfi", "-i", "color=c=blue:size=320x180:rate=10:duration=20", "-c:v", "mpeg4",
                    folder.path("library/\(name).mkv"),
                ])
            }
            try FFmpeg.run(["-f", "lavfi", "-i", "color=c=lime:size=320x180", "-frames:v", "1", folder.path("library/b.png")])
            let (display, run, control) = try ControlsPixelTests.pausedPlay(
                width: 1280, height: 720,
                settings: "display-rotation = \(turn.degrees)\nattract = \(loop)\nlibrary = \(folder.path("library"))\n")
            _ = try display.steadyPicture()
            let taps = try ControlSocketConnection(path: control)
            try taps.send("+0 tap 640 360\n+100 expect mode chooser\n+0 expect chooser 3\n")
            #expect(try taps.answer() == "ok")
            func isNear(_ pixel: (red: Int, green: Int, blue: Int), _ rgb: Int) -> Bool {
                abs(pixel.red - (rgb >> 16)) <= 4 && abs(pixel.green - (rgb >> 8 & 0xFF)) <= 4 && abs(pixel.blue - (rgb & 0xFF)) <= 4
            }
            let (first, second, slate) = (turn.firstPicture, turn.secondPicture, turn.slate)
            // The whole chooser, its slate with the pictures: for a frame as it opens the
            // pictures can show over the loop before the slate comes.
            let chooser = try display.picture(within: .seconds(30)) {
                isNear($0.rgb(first.x, first.y), 0x0000FF) && isNear($0.rgb(second.x, second.y), 0x00FF00)
                    && isNear($0.rgb(slate.x, slate.y), 0x1E2530)
            }
            try taps.send("+0 tap \(second.x) \(second.y)\n+1000 expect mode playing\n+0 expect mpv:filename b.mkv\n")
            #expect(try taps.answer() == "ok")
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")

            #expect(chooser != nil, "the pictures did not come where the tiles are drawn on the slate")
        }
    }
}
