import Foundation
import TestSupport
import Testing
import TouchInput

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEnd {
    /// `play` under a service manager: the sd_notify messages the real executable sends
    /// to a datagram socket the test binds as systemd does, while real mpv plays real
    /// media (docs/behaviour.md, "Running as a service").
    @Suite struct PlayServiceTests {
        /// A FIFO to read touches from: no writer, so no touches, and a touch source named
        /// in the status.
        static func touchFIFO() throws -> String {
            let fifo = TemporaryFile.path(suffix: ".fifo")
            guard mkfifo(fifo, 0o600) == 0 else { throw IPCError.failed("mkfifo \(fifo)") }
            return fifo
        }

        /// READY=1 with the status once mpv plays, then a ping each half of WATCHDOG_USEC,
        /// each after mpv answered; SIGTERM still ends the run as a user's stop.
        @Test(arguments: [false, true]) func readyThenWatchdogPings(abstract: Bool) throws {
            let listener = try NotifySocketListener(abstract: abstract)
            let clip = TemporaryFile.path(suffix: ".mkv")
            try TestMedia.clip(at: clip, seconds: 60)
            defer { unlink(clip) }
            let fifo = try Self.touchFIFO()
            defer { unlink(fifo) }
            let run = try TouchmpvRun(
                ["play", "--headless", "--no-mpv-config", "--touch", fifo, clip],
                environment: ["NOTIFY_SOCKET": listener.address, "WATCHDOG_USEC": "400000"])
            let untilReady = try listener.receive(until: { $0.hasPrefix("READY=1") })
            #expect(
                untilReady.last == "READY=1\nSTATUS=Playing \(clip); touch input from \(fifo) (a FIFO, waiting for a writer)",
                "\(run.errors)")
            var pings = untilReady.filter { $0 == "WATCHDOG=1" }.count
            while pings < 3 {
                let message = try listener.receive(until: { _ in true })
                #expect(message == ["WATCHDOG=1"])
                pings += 1
            }
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")
            #expect(!run.errors.contains("cannot notify"), "\(run.errors)")
        }

        /// Without WATCHDOG_USEC: READY=1 once, and not one ping in a whole run.
        @Test func withoutAWatchdogNoPingIsSent() throws {
            let listener = try NotifySocketListener(abstract: true)
            let clip = TemporaryFile.path(suffix: ".mkv")
            try TestMedia.clip(at: clip, seconds: 2)
            defer { unlink(clip) }
            let run = try TouchmpvRun.finished(
                ["play", "--headless", "--no-mpv-config", "--touch", "none", clip], environment: ["NOTIFY_SOCKET": listener.address])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("playback ended: end of file"))
            #expect(try listener.drain() == ["READY=1\nSTATUS=Playing \(clip)"])
        }

        /// `auto` with no touchscreen yet: the status says that it waits, and why.
        @Test(.enabled(if: (try? DeviceScanner.automaticDevice()) == nil, "auto would take this machine's touchscreen"))
        func theStatusSaysWhenItWaitsForATouchscreen() throws {
            let listener = try NotifySocketListener(abstract: false)
            let clip = TemporaryFile.path(suffix: ".mkv")
            try TestMedia.clip(at: clip, seconds: 1)
            defer { unlink(clip) }
            let run = try TouchmpvRun.finished(
                ["play", "--headless", "--no-mpv-config", "--touch", "auto", clip], environment: ["NOTIFY_SOCKET": listener.address])
            #expect(run.status == 0, "\(run.errors)")
            let waiting = InputError.noTouchDevice(directory: "/dev/input").description
            #expect(try listener.drain() == ["READY=1\nSTATUS=Playing \(clip); waiting for a touchscreen: \(waiting)"])
        }

        /// A socket that is not there: one line says so, and playback goes on to its end.
        @Test func anUnreachableManagerIsReportedOnce() throws {
            let clip = TemporaryFile.path(suffix: ".mkv")
            try TestMedia.clip(at: clip, seconds: 2)
            defer { unlink(clip) }
            let missing = TemporaryFile.path(suffix: ".sock")
            let run = try TouchmpvRun.finished(
                ["play", "--headless", "--no-mpv-config", "--touch", "none", clip],
                environment: ["NOTIFY_SOCKET": missing, "WATCHDOG_USEC": "200000"])
            #expect(run.status == 0, "\(run.errors)")
            let lines = run.errors.split(separator: "\n").filter { $0.contains("cannot notify") }
            #expect(lines == ["touchmpv: cannot notify the service manager at \(missing): No such file or directory (errno 2)"])
        }
    }
}
