import Foundation
import TestSupport
import Testing

extension EndToEnd {
    /// `play` without `--headless` where mpv has no display to show the video on (no X11,
    /// no Wayland, no DRM device to draw on): it plays, and says once that no picture shows.
    @Suite struct PlayVideoOutputTests {
        static let noWindowSystem = ["DISPLAY": "", "WAYLAND_DISPLAY": ""]

        /// Plays a one-second clip with `touch none` and `arguments`, with no window system.
        static func play(_ arguments: [String], in folder: TemporaryFolder) throws -> TouchmpvRun {
            let clip = folder.path("clip.mkv")
            try TestMedia.clip(at: clip, seconds: 1)
            return try TouchmpvRun.finished(
                ["play", "--no-mpv-config", "--touch", "none", "--mpv", "ao=null"] + arguments + [clip], environment: noWindowSystem)
        }

        @Test func withNoDisplayPlaySaysOnceThatNoPictureShows() throws {
            let folder = try TemporaryFolder()
            let run = try Self.play([], in: folder)
            #expect(run.status == 0, "\(run.errors)")
            let lines = run.errors.split(separator: "\n").filter { $0.hasPrefix("touchmpv: no picture") }
            #expect(lines.count == 1, "\(run.errors)")
            #expect(lines.first?.contains("--headless") == true, "\(lines)")
        }

        /// No picture asked for (`--headless`), or none wanted on a display (`vo=null`):
        /// nothing to say.
        @Test(arguments: [["--headless"], ["--mpv", "vo=null"]])
        func noPictureAskedForIsNotSpokenOf(arguments: [String]) throws {
            let folder = try TemporaryFolder()
            let run = try Self.play(arguments, in: folder)
            #expect(run.status == 0, "\(run.errors)")
            #expect(!run.errors.contains("no picture"), "\(run.errors)")
        }
    }
}
