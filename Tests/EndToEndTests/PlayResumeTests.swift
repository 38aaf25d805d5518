import Foundation
import Kiosk
import PlayerRuntime
import SystemCalls
import TestSupport
import Testing
import ToolSupport

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEnd {
    /// `resume = yes` on real mpv: where playback was when `play` stopped is where the next
    /// `play` starts, the playlist at its entry; a damaged or stale file starts from the
    /// beginning and says why.
    @Suite struct PlayResumeTests {
        /// A folder with the configuration, the state folder and clips of `seconds`.
        final class Setup {
            let folder: TemporaryFolder
            let config: String
            var state: String { folder.path("state") }
            var store: ResumeStore { ResumeStore(folder: state) }

            init(clips: [String], seconds: Double) throws {
                folder = try TemporaryFolder()
                config = folder.write("resume = yes\n", name: "touchmpv.conf")
                for clip in clips { try TestMedia.clip(at: folder.path(clip), seconds: seconds) }
            }

            /// `play` of `clips` (relative to the folder, as a kiosk's service names them
            /// in its own folder) with mpv's IPC socket.
            func play(_ clips: [String]) throws -> (run: TouchmpvRun, mpv: MPVIPCClient) {
                let socket = folder.path("mpv.sock")
                let run = try TouchmpvRun(
                    ["play", "--headless", "--no-mpv-config", "--config", config, "--touch", "none", "--mpv", "input-ipc-server=\(socket)"]
                        + clips, environment: ["STATE_DIRECTORY": state], directory: folder.directory)
                return (run, try MPVIPCClient(path: socket))
            }
        }

        /// Waits (on mpv's property-change events) until `time-pos` reaches `seconds`.
        static func waitForPosition(_ seconds: Double, on mpv: MPVIPCClient) throws -> Double? {
            try mpv.send(["observe_property", 1, "time-pos"])
            let deadline = MonotonicClock.nanoseconds() + 30_000_000_000
            let reached = mpv.wait(until: deadline) { $0.event == "property-change" && ($0.number ?? -1) >= seconds }
            return reached?.number
        }

        @Test func stoppedPlaybackResumesWhereItWas() throws {
            let setup = try Setup(clips: ["clip.mkv"], seconds: 30)
            let (first, mpv) = try setup.play(["clip.mkv"])
            #expect(try Self.waitForPosition(2, on: mpv) != nil)
            first.send(SIGTERM)
            try first.waitForExit()
            #expect(first.status == 0, "\(first.errors)")
            guard case .record(let record) = setup.store.load() else {
                Issue.record("no record: \(setup.store.load())")
                return
            }
            #expect(record.media.path == setup.folder.path("clip.mkv"))
            #expect(record.entry == 0)
            #expect(record.position >= 2 && record.position < 10, "\(record)")

            let (second, again) = try setup.play(["clip.mkv"])
            #expect(second.waitFor("touchmpv: resuming clip.mkv at", in: \.errors), "\(second.errors)")
            let position = try #require(try Self.waitForPosition(0, on: again))
            #expect(position >= record.position - 0.5, "started at \(position), saved \(record.position)")
            second.send(SIGTERM)
            try second.waitForExit()
        }

        @Test func thePlaylistResumesAtItsEntryAndItsEndForgetsThePosition() throws {
            let setup = try Setup(clips: ["one.mkv", "two.mkv"], seconds: 3)
            let two = try #require(ResumeStore.identity(of: setup.folder.path("two.mkv"), relativeTo: "/"))
            try setup.store.save(ResumeRecord(media: two, entry: 1, position: 1.5))
            let (run, mpv) = try setup.play(["one.mkv", "two.mkv"])
            let position = try #require(try Self.waitForPosition(0, on: mpv))
            #expect(try mpv.number("playlist-pos") == 1)
            #expect(position >= 1.4, "\(position)")
            // The second entry plays to the end, which ends the playlist (end-of-file = quit).
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")
            #expect(setup.store.load() == .nothing)
        }

        @Test func theEntryAfterTheResumedOneStartsAtItsBeginning() throws {
            let setup = try Setup(clips: ["one.mkv", "two.mkv"], seconds: 3)
            let one = try #require(ResumeStore.identity(of: setup.folder.path("one.mkv"), relativeTo: "/"))
            try setup.store.save(ResumeRecord(media: one, entry: 0, position: 2))
            let (run, mpv) = try setup.play(["one.mkv", "two.mkv"])
            #expect(run.waitFor("touchmpv: resuming one.mkv at 0:02", in: \.errors), "\(run.errors)")
            try mpv.send(["observe_property", 2, "playlist-pos"])
            let deadline = MonotonicClock.nanoseconds() + 30_000_000_000
            #expect(mpv.wait(until: deadline) { $0.event == "property-change" && $0.number == 1 } != nil)
            let restarted = mpv.wait(until: deadline) { $0.event == "playback-restart" }
            #expect(restarted != nil)
            let position = try #require(try mpv.number("time-pos"))
            #expect(position < 1, "the second entry started at \(position)")
            try run.waitForExit()
        }

        @Test(arguments: ["", "touchmpv resume 1\npath /", "\u{1}\u{2}garbage\n"])
        func aDamagedFileStartsFromTheBeginningAndIsReplaced(text: String) throws {
            let setup = try Setup(clips: ["clip.mkv"], seconds: 30)
            try FileManager.default.createDirectory(atPath: setup.state, withIntermediateDirectories: true)
            _ = setup.folder.write(text, name: "state/resume")
            let (run, mpv) = try setup.play(["clip.mkv"])
            #expect(run.waitFor("touchmpv: not resuming: \(setup.store.path): line", in: \.errors), "\(run.errors)")
            let start = try #require(try Self.waitForPosition(0, on: mpv))
            #expect(start < 1, "\(start)")
            #expect(try Self.waitForPosition(1, on: mpv) != nil)
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")
            guard case .record(let record) = setup.store.load() else {
                Issue.record("not replaced: \(setup.store.load())")
                return
            }
            #expect(record.position >= 1, "\(record)")
        }

        @Test func aReplacedFileIsNotResumed() throws {
            let setup = try Setup(clips: ["clip.mkv"], seconds: 30)
            var stale = try #require(ResumeStore.identity(of: setup.folder.path("clip.mkv"), relativeTo: "/"))
            stale.modified -= 1_000_000_000
            try setup.store.save(ResumeRecord(media: stale, entry: 0, position: 20))
            let (run, mpv) = try setup.play(["clip.mkv"])
            #expect(run.waitFor("is not in the playlist as it was saved", in: \.errors), "\(run.errors)")
            let start = try #require(try Self.waitForPosition(0, on: mpv))
            #expect(start < 1, "\(start)")
            run.send(SIGTERM)
            try run.waitForExit()
        }
    }
}
