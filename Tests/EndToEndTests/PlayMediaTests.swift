import Foundation
import TestSupport
import Testing
import ToolSupport

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEnd {
    /// `touchmpv play FILE|URL|DIR…` as mpv takes its operands, on real clips made at test
    /// time, and the order in which media and device problems are reported.
    @Suite struct PlayMediaTests {
        /// A folder holding a clip, a clip in a subfolder and a text file (sorted last), and
        /// a clip beside it.
        static func media() throws -> (folder: String, file: String) {
            let top = TemporaryFolder.path(suffix: "-media")
            try FileManager.default.createDirectory(atPath: top + "/folder/sub", withIntermediateDirectories: true)
            try TestMedia.clip(at: top + "/folder/a.mkv")
            try TestMedia.clip(at: top + "/folder/sub/b.mkv")
            try "not media\n".write(toFile: top + "/folder/z-notes.txt", atomically: true, encoding: .utf8)
            try TestMedia.clip(at: top + "/c.mkv")
            return (top + "/folder", top + "/c.mkv")
        }

        /// A folder and a file make one playlist: the folder's files and its subfolder's
        /// in mpv's order, then the file; the text file is skipped and the run ends with 0.
        @Test func aFolderAndAFileMakeOnePlaylist() throws {
            let (folder, file) = try Self.media()
            defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
            let socket = TemporaryFolder.path(suffix: ".sock")
            let run = try TouchmpvRun([
                "play", folder, file, "--headless", "--no-mpv-config", "--touch", "none", "--mpv", "input-ipc-server=\(socket)",
                "--mpv", "pause",
            ])
            #expect(run.waitFor("touchmpv: playing \(folder), \(file) headless\n"))
            // mpv puts the folder's files in its place when it opens the folder.
            var names: [String] = []
            let limit = ContinuousClock.now + .seconds(20)
            while names.count < 4, ContinuousClock.now < limit {
                let entries = try MPVIPCClient(path: socket).property("playlist") as? [[String: Any]]
                names = entries?.compactMap { $0["filename"] as? String } ?? []
                usleep(50_000)
            }
            #expect(
                names == [
                    folder + "/a.mkv", folder + "/sub/b.mkv", folder + "/z-notes.txt", file,
                ])
            try MPVIPCClient(path: socket).command(["set_property", "pause", false])
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("touchmpv: playback ended: end of file"))
        }

        /// Media first: a missing clip is exit 3 naming it, even when the touch device is
        /// missing too (named, or `auto` on a machine without one).
        @Test(arguments: ["/nonexistent/event99", "auto"])
        func aMissingFileIsReportedBeforeTheDevice(touch: String) throws {
            let run = try TouchmpvRun.finished([
                "play", "/nonexistent/clip.mkv", "--headless", "--no-mpv-config", "--touch", touch,
            ])
            #expect(run.status == 3)
            #expect(run.errors == "touchmpv: cannot play '/nonexistent/clip.mkv': No such file or directory (errno 2)\n")
            #expect(run.output.isEmpty)
        }

        /// A folder with nothing mpv can play: mpv's reason, exit 3.
        @Test func aFolderWithNothingToPlayIsAFailure() throws {
            let folder = TemporaryFolder.path(suffix: "-empty")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try "not media\n".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
            let run = try TouchmpvRun.finished(["play", folder, "--headless", "--no-mpv-config", "--touch", "none"])
            #expect(run.status == 3)
            #expect(run.errors.contains("touchmpv: cannot play '\(folder)': unrecognized file format"))
        }
    }
}
