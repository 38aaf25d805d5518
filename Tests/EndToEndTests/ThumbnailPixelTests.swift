import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEnd {
    /// A seek preview's picture on real pixels: `play` with `vo=x11` full-screen in Xvfb,
    /// paused on a clip whose every second is one grey, 20 levels from the next; a pan held
    /// on a target puts that second's grey in the rectangle the layout gives, and nowhere
    /// else; the pan's end (here a second finger's cancel, which leaves the video where it
    /// was) takes it away.
    @Suite struct ThumbnailPixelTests {
        /// The grey of second `second` as ffmpeg decodes it (R = G = B).
        static func grey(of clip: String, at second: Double, in folder: TemporaryFolder) throws -> Int {
            let output = folder.path("frame.rgb")
            try FFmpeg.run([
                "-ss", String(second), "-i", clip, "-frames:v", "1", "-vf", "scale=16:9", "-f", "rawvideo", "-pix_fmt", "rgb24", output,
            ])
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: output)))
            return bytes.reduce(0) { $0 + Int($1) } / bytes.count
        }

        /// The mean grey of `rect` (x, y, width, height) in `picture`.
        static func mean(_ picture: XWDImage, _ rect: (Int, Int, Int, Int)) -> Double {
            var total = 0
            for y in rect.1..<(rect.1 + rect.3) {
                for x in rect.0..<(rect.0 + rect.2) {
                    let pixel = picture.rgb(x, y)
                    total += pixel.red + pixel.green + pixel.blue
                }
            }
            return Double(total) / Double(3 * rect.2 * rect.3)
        }

        /// `play` paused on a clip of greys made in `folder`, full-screen in a 1280×720 Xvfb
        /// display of its own with `settings` (touchmpv.conf lines) and a control socket:
        /// the clip, the display, the run and the socket's path.
        static func pausedOnGreys(in folder: TemporaryFolder, settings: String = "") throws -> (
            String, XvfbDisplay, TouchmpvRun, String
        ) {
            let clip = folder.path("greys.mp4")
            try FFmpeg.run([
                "-f", "lavfi", "-i", "color=c=black:size=1280x720:rate=10,geq=lum='60+floor(T)*20':cb=128:cr=128", "-t", "9",
                "-c:v", "libx264", "-preset", "ultrafast", "-g", "10", clip,
            ])
            let display = try XvfbDisplay(width: 1280, height: 720)
            let config = folder.write("screen = 1280x720\n" + settings, name: "touchmpv.conf")
            let control = folder.path("control.sock")
            let run = try TouchmpvRun(
                [
                    "play", "--no-mpv-config", "--touch", "none", "--control", control, "--config", config, "--mpv", "vo=x11", "--mpv",
                    "ao=null", "--mpv", "pause=yes", clip,
                ], environment: ["DISPLAY": display.name])
            return (clip, display, run, control)
        }

        @Test func aHeldPanShowsTheTargetsFrameWhereTheLayoutSaysUntilTheLift() throws {
            let folder = try TemporaryFolder()
            let (clip, display, run, control) = try Self.pausedOnGreys(in: folder)
            let video = try display.steadyPicture()
            let fingers = try ControlSocketConnection(path: control)
            // Two 30-point steps to the right at 0.1 s a point: the target is 6 s.
            try fingers.send("+0 down 1 300 400\n+50 move 1 330 400\n+50 move 1 360 400\n+100 expect paused yes\n")
            #expect(try fingers.answer() == "ok")
            #expect(run.waitFor("thumbnailShown  0:06"), "OUT \(run.output)\nERR \(run.errors)")
            let held = try display.steadyPicture(changedFrom: video)
            // A second finger cancels the pan: no seek, and the picture goes.
            try fingers.send("+0 down 2 900 300\n+200 expect paused yes\n")
            #expect(try fingers.answer() == "ok")
            #expect(run.waitFor("seekCancel"), "\(run.output)")
            let cancelled = try display.steadyPicture(changedFrom: held)
            try fingers.send("+0 up 1\n+0 up 2\n+200 expect paused yes\n")
            #expect(try fingers.answer() == "ok")
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")

            // The picture: 256×144 (a fifth of the width) at (512, 130), above the HUD.
            let picture = (512, 130, 256, 144)
            let inner = (picture.0 + 8, picture.1 + 8, picture.2 - 16, picture.3 - 16)
            let atTarget = Double(try Self.grey(of: clip, at: 6, in: folder))
            let shown = Self.mean(held, inner)
            #expect(abs(shown - atTarget) < 8, "the picture's grey is \(shown), the frame at 6 s is \(atTarget)")
            #expect(abs(Self.mean(video, inner) - atTarget) > 60, "the paused video is not already that grey")
            #expect(abs(Self.mean(cancelled, inner) - Self.mean(video, inner)) < 3, "the picture stayed after the cancel")
            // Around it, above the HUD's text: the video as it was.
            for band in [
                (picture.0, picture.1 - 40, picture.2, 30), (picture.0 - 60, picture.1, 50, picture.3),
                (picture.0 + picture.2 + 10, picture.1, 50, picture.3),
            ] {
                #expect(abs(Self.mean(held, band) - Self.mean(video, band)) < 3, "changed outside the picture at \(band)")
            }
        }

        /// A file cut short: 30 s of greys, a key frame each second, its index first
        /// (`+faststart`), cut to a third of its bytes, so that it claims 30 s and decodes
        /// about nine. A target before the cut shows its key frame's grey; once the finger
        /// rested there (the core decoding every key frame ahead, to the last that decodes),
        /// a target far past the cut shows no picture, and says that no frame decodes there,
        /// rather than the last key frame's picture under the target's time.
        @Test func aTargetPastTheEndOfAFileCutShortShowsNoPictureAndSaysSo() throws {
            let folder = try TemporaryFolder()
            let full = folder.path("full.mp4")
            try FFmpeg.run([
                "-f", "lavfi", "-i", "color=c=black:size=1280x720:rate=10,geq=lum='40+floor(T)*6':cb=128:cr=128", "-t", "30",
                "-c:v", "libx264", "-preset", "ultrafast", "-g", "10", "-movflags", "+faststart", full,
            ])
            let bytes = try Data(contentsOf: URL(fileURLWithPath: full))
            let clip = folder.path("cut.mp4")
            try bytes.prefix(bytes.count / 3).write(to: URL(fileURLWithPath: clip))
            let display = try XvfbDisplay(width: 1280, height: 720)
            let control = folder.path("control.sock")
            let run = try TouchmpvRun(
                [
                    "play", "--no-mpv-config", "--touch", "none", "--control", control, "--config",
                    folder.write("screen = 1280x720\n", name: "touchmpv.conf"), "--mpv", "vo=x11", "--mpv", "ao=null", "--mpv",
                    "pause=yes", clip,
                ], environment: ["DISPLAY": display.name])
            let video = try display.steadyPicture()
            let fingers = try ControlSocketConnection(path: control)
            // One 30-point step at 0.1 s a point: 3 s; resting there while the core decodes ahead.
            try fingers.send("+0 down 1 300 400\n+50 move 1 330 400\n+3000 expect paused yes\n")
            #expect(try fingers.answer() == "ok")
            #expect(run.waitFor("thumbnailShown  0:03"), "OUT \(run.output)\nERR \(run.errors)")
            let early = try display.steadyPicture(changedFrom: video)
            // On to 24 s, far past the cut (about 9 s).
            try fingers.send("+0 move 1 540 400\n+100 expect paused yes\n")
            #expect(try fingers.answer() == "ok")
            #expect(run.waitFor("at 0:24: no frame decodes there", in: \.errors), "OUT \(run.output)\nERR \(run.errors)")
            let late = try display.steadyPicture(changedFrom: early)
            try fingers.send("+0 down 2 900 300\n+0 up 1\n+0 up 2\n+200 expect paused yes\n")
            #expect(try fingers.answer() == "ok")
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")
            #expect(!run.output.contains("thumbnailShown  0:24"), "\(run.output)")

            let picture = (512 + 8, 130 + 8, 256 - 16, 144 - 16)
            let atThree = Double(try Self.grey(of: full, at: 3, in: folder))
            #expect(abs(Self.mean(early, picture) - atThree) < 8, "the picture's grey is \(Self.mean(early, picture)), 3 s is \(atThree)")
            #expect(abs(Self.mean(late, picture) - Self.mean(video, picture)) < 3, "a picture shows for 0:24")
        }

        /// With `display-rotation = 90` the picture is turned with the controls: a fifth of
        /// the portrait screen's width (144×81 points) above its HUD, centred on the viewer's
        /// vertical axis, is on the panel an 81×144 block centred on row 360, right of the
        /// middle (the viewer's top is the panel's right). The viewer's pan to the right is
        /// a drag down the panel.
        @Test func onATurnedPanelThePictureIsTurnedAndPlacedWithTheLayout() throws {
            let folder = try TemporaryFolder()
            let (clip, display, run, control) = try Self.pausedOnGreys(in: folder, settings: "display-rotation = 90\n")
            let video = try display.steadyPicture()
            let fingers = try ControlSocketConnection(path: control)
            try fingers.send("+0 down 1 580 300\n+50 move 1 580 330\n+50 move 1 580 360\n+100 expect paused yes\n")
            #expect(try fingers.answer() == "ok")
            #expect(run.waitFor("thumbnailShown  0:06"), "OUT \(run.output)\nERR \(run.errors)")
            let held = try display.steadyPicture(changedFrom: video)
            try fingers.send("+0 down 2 900 300\n+0 up 1\n+0 up 2\n+200 expect paused yes\n")
            #expect(try fingers.answer() == "ok")
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")

            // The pixels of the target's grey: the picture's block, and nothing else.
            let target = try Self.grey(of: clip, at: 6, in: folder)
            var columns: [Int: Int] = [:]
            var rows: [Int: Int] = [:]
            for y in 0..<720 {
                for x in 0..<1280 where abs(held.brightness(x, y) - target) < 8 {
                    columns[x, default: 0] += 1
                    rows[y, default: 0] += 1
                }
            }
            let blockColumns = columns.filter { $0.value > 40 }.keys.sorted()
            let blockRows = rows.filter { $0.value > 40 }.keys.sorted()
            #expect(abs(blockColumns.count - 81) <= 3 && abs(blockRows.count - 144) <= 3, "\(blockColumns.count)×\(blockRows.count)")
            #expect(blockColumns.allSatisfy { $0 > 640 }, "columns \(ControlsPixelTests.ranges(blockColumns))")
            let middle = Double((blockRows.first ?? 0) + (blockRows.last ?? 0)) / 2
            #expect(abs(middle - 359.5) <= 2, "rows \(ControlsPixelTests.ranges(blockRows))")
        }
    }
}
