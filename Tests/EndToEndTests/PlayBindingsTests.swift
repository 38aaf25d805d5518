import Foundation
import MPVPlayer
import TestSupport
import Testing
import ToolSupport

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEnd {
    /// Gesture bindings against real headless mpv: bound commands run in mpv through
    /// `mpv_command_string`, and mpv's parser checks them before anything plays.
    @Suite struct PlayBindingsTests {
        private static let examples = Fixtures.repositoryRoot.appendingPathComponent("Config/examples/bindings")

        /// Two files (links to the built-in source) in a folder of their own.
        private static func twoFiles() throws -> (files: [String], folder: String) {
            let folder = TemporaryFolder.path(suffix: "")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let source = try BuiltInSource.file()
            let files = ["first.mkv", "second.mkv"].map { folder + "/" + $0 }
            for file in files { try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: source) }
            return (files, folder)
        }

        @Test func anEdgeSwipeMovesARealPlaylistToItsSecondEntry() throws {
            let (files, folder) = try Self.twoFiles()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let socket = TemporaryFolder.path(suffix: ".sock")
            let run = try TouchmpvRun(
                ["play"] + files + [
                    "--headless", "--no-mpv-config",
                    "--script", Self.examples.appendingPathComponent("edge-playlist.touch").path,
                    "--bindings", Self.examples.appendingPathComponent("edge-playlist.conf").path,
                    "--mpv", "input-ipc-server=\(socket)",
                ])
            #expect(run.waitFor("edge-right → playlist-next"))
            // mpv, asked as any client would, plays entry 1 of 2 after the swipe.
            let mpv = try MPVIPCClient(path: socket)
            let limit = ContinuousClock.now + .seconds(10)
            var entry: Double?
            while ContinuousClock.now < limit {
                entry = try mpv.number("playlist-pos")
                if entry == 1 { break }
                usleep(50_000)
            }
            #expect(entry == 1)
            #expect(try mpv.number("playlist-count") == 2)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("5 expectations checked, 0 failed"), "\(run.output)")
            #expect(run.output.contains("edge-left → playlist-prev"))
        }

        @Test func aBoundQuitIsNotRunWhenCheckedButOnItsGesture() throws {
            let marker = TemporaryFolder.path(suffix: ".ran")
            let bindings = try TemporaryFolder.write("swipe-down-3 quit\ntap-2 run touch \(marker)\n", suffix: ".conf")
            // The script would run on for 20 s (a trailing wait); mpv quitting ends it first.
            let script = try TemporaryFolder.write(
                "@1000 drag 500 200 500 400 duration=100 fingers=3\n@20000 wait 0\n", suffix: ".touch")
            let run = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--script", script, "--bindings", bindings])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("swipe-down-3 → quit"))
            #expect(run.output.contains("touchmpv: mpv quit"))
            #expect(!FileManager.default.fileExists(atPath: marker))  // checked at start-up, never run
        }

        /// The positive side of the test above: a bound `run` does run, on its gesture.
        /// mpv runs it asynchronously, so the test waits for the file it writes.
        @Test func aBoundRunRunsOnItsGesture() throws {
            let marker = TemporaryFolder.path(suffix: ".ran")
            defer { unlink(marker) }
            let bindings = try TemporaryFolder.write("double-tap run touch \(marker)\n", suffix: ".conf")
            let script = try TemporaryFolder.write("@500 tap 640 360 count=2\n@60000 wait 0\n", suffix: ".touch")
            let run = try TouchmpvRun(["play", "--headless", "--no-mpv-config", "--script", script, "--bindings", bindings])
            let limit = ContinuousClock.now + .seconds(50)
            while !FileManager.default.fileExists(atPath: marker), run.isRunning, ContinuousClock.now < limit { usleep(20_000) }
            #expect(FileManager.default.fileExists(atPath: marker), "\(run.output)\(run.errors)")
            #expect(run.waitFor("double-tap → run touch \(marker)"), "\(run.output)")
        }

        @Test func aLineMpvRefusesStopsPlayBeforeAnythingPlays() throws {
            let bindings = try TemporaryFolder.write("tap-2 cycle sub\nleft:double-tap seek -10 absolutely\n", suffix: ".conf")
            let run = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--bindings", bindings])
            #expect(run.status == 2)
            #expect(
                run.errors.contains(
                    "\(bindings):2:17: error: mpv refuses 'seek -10 absolutely': Invalid flag for option seek: absolutely"),
                "\(run.errors)")
            #expect(!run.output.contains("playing"))
        }
    }
}
