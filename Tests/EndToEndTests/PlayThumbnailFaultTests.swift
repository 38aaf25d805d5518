import Foundation
import MPVPlayer
import SystemCalls
import TestSupport
import Testing
import Thumbnails

extension EndToEnd {
    /// Seek previews' pictures when the second core cannot give them, gives them late, or
    /// the playing file changes, on real mpv and real media: playback and the preview text
    /// go on as without pictures, one line says why there are none, and the pictures
    /// always come from the entry playing.
    @Suite struct PlayThumbnailFaultTests {
        /// A pan resting 5 s on its fifth level (the position + 16 s), then cancelled by a
        /// second finger, so that nothing is sought on the playing core. The rest is long
        /// enough for the second core, at its nice value, to find there is no picture on a
        /// machine busy with a build (1.5 s was not, once).
        static let cancelledPan = """
            @500 down 1 300 400
            +50 move 1 460 400
            +5000 down 2 900 200
            +100 up 1
            +0 up 2
            +300 wait 100
            """

        /// What a run whose pictures failed must still have done: exit 0, preview and
        /// commit (`commitAction`) as usual, no picture added, and `reason` said once.
        static func expectPreviewUntouched(
            _ result: (run: TouchmpvRun, commands: [String]), commitAction: String, reason: String
        ) {
            let (run, commands) = result
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("seekPreview"), "\(run.output)")
            #expect(run.output.contains(commitAction), "\(run.output)")
            #expect(!run.output.contains("thumbnailShown"), "\(run.output)")
            #expect(!commands.contains("overlay-add"), "\(commands)")
            #expect(run.errors.components(separatedBy: reason).count == 2, "\(run.errors)")
        }

        /// Raw video plays only with the demuxer options given to the playing core; the
        /// second core, which takes none of the user's options, cannot open it.
        @Test func aFileOnlyThePlayingCoreCanOpenGivesNoPicture() throws {
            let folder = try TemporaryFolder()
            let raw = folder.path("clip.bin")
            try FFmpeg.run(["-f", "lavfi", "-i", "testsrc2=size=64x48:rate=10", "-t", "10", "-f", "rawvideo", "-pix_fmt", "yuv420p", raw])
            let options = [
                "demuxer=rawvideo", "demuxer-rawvideo-w=64", "demuxer-rawvideo-h=48", "demuxer-rawvideo-mp-format=yuv420p",
                "demuxer-rawvideo-fps=10",
            ]
            let result = try PlayThumbnailTests.play(
                raw, script: Self.cancelledPan, arguments: options.flatMap { ["--mpv", $0] }, in: folder)
            Self.expectPreviewUntouched(result, commitAction: "seekCancel", reason: "no seek thumbnails for \(raw): cannot open")
        }

        /// The same file with a whole storyboard in the state folder (written here, one
        /// picture per second, as if a run had walked it): its pictures show although no
        /// second core can open the file, for no core is made for a storyboard that answers.
        @Test func aFileOnlyThePlayingCoreCanOpenShowsItsWholeStoryboard() throws {
            let folder = try TemporaryFolder()
            let raw = folder.path("clip.bin")
            try FFmpeg.run(["-f", "lavfi", "-i", "testsrc2=size=64x48:rate=10", "-t", "30", "-f", "rawvideo", "-pix_fmt", "yuv420p", raw])
            let status = try FileStatus(path: raw)
            let store = try StoryboardStore(
                root: folder.path("state/thumbnails"), path: raw, size: status.size, modified: status.modified, budget: 1 << 24)
            for second in 0..<30 {
                let frame = MPVRawFrame(
                    width: 16, height: 12, stride: 64, format: "bgr0", bytes: Array(repeating: UInt8(second), count: 768))
                let picture = StoryboardPicture(
                    keyFrame: Double(second), next: second == 29 ? .infinity : Double(second + 1), first: second == 0, frame: frame)
                #expect(try store.store(picture))
            }
            let options = [
                "demuxer=rawvideo", "demuxer-rawvideo-w=64", "demuxer-rawvideo-h=48", "demuxer-rawvideo-mp-format=yuv420p",
                "demuxer-rawvideo-fps=10",
            ]
            let result = try PlayThumbnailTests.play(
                raw, script: Self.cancelledPan, arguments: options.flatMap { ["--mpv", $0] }, in: folder,
                environment: ["STATE_DIRECTORY": folder.path("state")])
            #expect(result.run.status == 0, "\(result.run.errors)")
            #expect(result.run.output.contains("thumbnailShown"), "\(result.run.output)")
            #expect(result.commands.contains("overlay-add"), "\(result.commands)")
            #expect(!result.run.errors.contains("no seek thumbnails"), "\(result.run.errors)")
        }

        /// An MP4 whose video data past its first seconds is overwritten: the header and
        /// index are whole, so both cores open it and the playing core shows its first
        /// frame, but the second core's decoder fails on every frame near the target.
        @Test func aVideoStreamCorruptAfterItsHeaderGivesNoPicture() throws {
            let folder = try TemporaryFolder()
            let clip = folder.path("corrupt.mp4")
            try FFmpeg.run([
                "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=10", "-t", "30", "-c:v", "libx264", "-preset", "ultrafast", "-g", "10",
                "-movflags", "+faststart", clip,
            ])
            var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: clip)))
            for index in (bytes.count / 4)..<bytes.count { bytes[index] = UInt8(truncatingIfNeeded: (index &* 2_654_435_761) >> 13) }
            try Data(bytes).write(to: URL(fileURLWithPath: clip))
            let result = try PlayThumbnailTests.play(
                clip, script: Self.cancelledPan, arguments: ["--mpv", "pause=yes"], in: folder)
            Self.expectPreviewUntouched(result, commitAction: "seekCancel", reason: "no seek thumbnail for \(clip) at 0:16")
        }

        /// A picture that takes long to decode (an exact frame 36 s past the clip's only key
        /// frame: 900 frames decoded) is still under way at the lift: the commit is not
        /// held for it, and it is not shown once it comes.
        @Test func aSlowPictureNeitherHoldsTheCommitNorShowsAfterTheLift() throws {
            let folder = try TemporaryFolder()
            let clip = folder.path("one-key-frame.mp4")
            try FFmpeg.run([
                "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=25", "-t", "40", "-c:v", "libx264", "-preset", "ultrafast", "-g", "1000",
                clip,
            ])
            // Levels 6, 13, 20 and 30 (0.04 s a point): the last target is 36 s.
            let script = """
                @500 down 1 300 400
                +50 move 1 500 400
                +50 move 1 700 400
                +50 move 1 900 400
                +50 move 1 1200 400
                +20 up 1
                +1500 wait 100
                """
            let result = try PlayThumbnailTests.play(
                clip, config: "thumbnail-exact = yes\nseek-per-point = 0.04\n", script: script, arguments: ["--mpv", "pause=yes"],
                in: folder)
            #expect(result.run.status == 0, "\(result.run.errors)")
            #expect(result.run.output.contains("seekPreview") && result.run.output.contains("seekForward"), "\(result.run.output)")
            #expect(!result.run.output.contains("thumbnailShown"), "\(result.run.output)")
            #expect(!result.commands.contains("overlay-add"), "\(result.commands)")
        }

        /// A playlist moving on (`playlist-next`) and a file replaced while playing
        /// (`loadfile`), each bound to a gesture: the next preview's core is made for the
        /// entry playing. Audio without pictures around a clip makes it visible: a core
        /// kept for the wrong file would show the clip's picture, or none for it.
        @Test func thePicturesFollowTheEntryPlaying() throws {
            let folder = try TemporaryFolder()
            let first = folder.path("first.mp3")
            let last = folder.path("last.mp3")
            for tone in [first, last] { try FFmpeg.run(["-f", "lavfi", "-i", "sine=frequency=440:duration=30", tone]) }
            let clip = try PlayThumbnailTests.clip(in: folder)
            let bindings = folder.write("tap-2 playlist-next\ntap-3 loadfile \(last)\n", name: "bindings.conf")
            let script = """
                @500 down 1 300 400
                +50 move 1 340 400
                +300 up 1
                +300 tap 640 360 fingers=2
                +1500 down 1 300 400
                +50 move 1 340 400
                +1500 up 1
                +300 tap 640 360 fingers=3
                +1500 down 1 300 400
                +50 move 1 340 400
                +800 up 1
                +300 wait 100
                """
            let (run, _) = try PlayThumbnailTests.play(
                first, clip, script: script, arguments: ["--bindings", bindings], in: folder)
            #expect(run.status == 0, "\(run.errors)")
            let lines = run.output.split(separator: "\n")
            let next = try #require(lines.firstIndex { $0.contains("→ playlist-next") }, "\(run.output)")
            let load = try #require(lines.firstIndex { $0.contains("→ loadfile") }, "\(run.output)")
            let shown = lines.indices.filter { lines[$0].contains("thumbnailShown") }
            #expect(shown.count == 1 && shown.allSatisfy { $0 > next && $0 < load }, "\(run.output)")
            #expect(run.errors.contains("no seek thumbnails for \(first): no video"), "\(run.errors)")
            #expect(run.errors.contains("no seek thumbnails for \(last): no video"), "\(run.errors)")
        }
    }
}
