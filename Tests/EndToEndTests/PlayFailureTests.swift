import Foundation
import TestSupport
import Testing

extension EndToEnd {
    /// `touchmpv play` given what it cannot play or understand: clear messages, the exit
    /// codes of docs/behaviour.md, "Exit status of `touchmpv play`", never a crash.
    @Suite struct PlayFailureTests {
        /// A script that keeps the player busy for a moment.
        static func shortScript() throws -> String {
            try TemporaryFolder.write("@500 expect paused no\n", suffix: ".touch")
        }

        /// A URL is mpv's to open (a missing local path is reported before mpv starts,
        /// `PlayMediaTests`): its reason is mpv's.
        @Test func anUnplayableURLExitsWithThreeAndMpvsReason() throws {
            let run = try TouchmpvRun.finished([
                "play", "file:///nonexistent/touchmpv-missing.mkv", "--headless", "--no-mpv-config", "--script", try Self.shortScript(),
            ])
            #expect(run.status == 3)
            #expect(run.errors.contains("touchmpv: cannot play 'file:///nonexistent/touchmpv-missing.mkv': loading failed"))
            #expect(run.errors.contains("(Failed to open /nonexistent/touchmpv-missing.mkv.)"))
        }

        /// A lasting error of the run loop's poll (EINVAL here: more descriptors than the
        /// process may have open, once `prlimit` lowers its limit under them) ends the run
        /// with exit status 3 and the errno, instead of a loop that spins on the error.
        @Test func aLastingPollErrorEndsTheRunWithItsErrno() throws {
            let control = TemporaryFolder.path(suffix: ".sock")
            let run = try TouchmpvRun(["play", "--headless", "--no-mpv-config", "--touch", "none", "--control", control])
            let rig = try ControlSocketConnection(path: control)
            // Once mpv knows the source's duration it has the file open: a descriptor limit
            // lowered before then would fail the load instead.
            var loaded = false
            for _ in 0..<300 where !loaded {
                try rig.send("+100 expect mpv:duration 600 ~1\n")
                loaded = try rig.answer() == "ok"
            }
            try #require(loaded, "the built-in source did not load")
            let limit = try TouchmpvRun.finished(["--pid", "\(run.processIdentifier)", "--nofile=3:3"], executable: "/usr/bin/prlimit")
            #expect(limit.status == 0, "\(limit.errors)")
            // A line wakes the loop, whose next poll then fails.
            try rig.send("+0 expect paused no\n")
            try run.waitForExit(limit: .seconds(20))
            #expect(run.status == 3, "\(run.errors)")
            #expect(run.errors.contains("touchmpv: the run loop cannot wait: poll: Invalid argument (errno 22)"), "\(run.errors)")
        }

        @Test func aFileThatIsNotMediaExitsWithThree() throws {
            let notMedia = try TemporaryFolder.write("just text, not a video\n", suffix: ".mkv")
            let run = try TouchmpvRun.finished(["play", notMedia, "--headless", "--no-mpv-config", "--script", try Self.shortScript()])
            #expect(run.status == 3)
            #expect(run.errors.contains("touchmpv: cannot play '\(notMedia)'"))
        }

        @Test func anUnknownMpvOptionIsBadUsage() throws {
            let run = try TouchmpvRun.finished([
                "play", "--headless", "--no-mpv-config", "--script", try Self.shortScript(), "--mpv", "no-such-option=1",
            ])
            #expect(run.status == 2)
            #expect(run.errors.contains("--mpv no-such-option=1: option not found"))
        }

        @Test func anMpvArgumentWithoutAName() throws {
            let run = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--mpv", "=yes"])
            #expect(run.status == 2)
            #expect(run.errors.contains("--mpv expects NAME, no-NAME or NAME=VALUE, got '=yes'"))
            let flag = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--mpv", "no-such-flag"])
            #expect(flag.status == 2)
            #expect(flag.errors.contains("--mpv such-flag=no: option not found"))
        }

        @Test func anUnknownOptionShowsTheUsage() throws {
            let run = try TouchmpvRun.finished(["play", "--headles"])
            #expect(run.status == 2)
            #expect(run.errors.contains("touchmpv: play: unknown option --headles\nusage: touchmpv play [MEDIA]"))
        }

        @Test func scriptAndTouchTogetherAreBadUsage() throws {
            let run = try TouchmpvRun.finished(["play", "--no-mpv-config", "--script", try Self.shortScript(), "--touch", "auto"])
            #expect(run.status == 2)
            #expect(run.errors.contains("give --script or --touch, not both"))
        }

        @Test func aMissingTouchDeviceExitsWithThree() throws {
            let run = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--touch", "/nonexistent/event99"])
            #expect(run.status == 3)
            #expect(run.errors.contains("/nonexistent/event99"))
        }
    }
}
