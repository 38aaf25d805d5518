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
            let fifo = TemporaryFolder.path(suffix: ".fifo")
            guard mkfifo(fifo, 0o600) == 0 else { throw IPCError.failed("mkfifo \(fifo)") }
            return fifo
        }

        /// READY=1 with the status once mpv plays, then a ping each half of WATCHDOG_USEC,
        /// each after mpv answered; SIGTERM still ends the run as a user's stop.
        @Test(arguments: [false, true]) func readyThenWatchdogPings(abstract: Bool) throws {
            let listener = try NotifySocketListener(abstract: abstract)
            let clip = TemporaryFolder.path(suffix: ".mkv")
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
            let clip = TemporaryFolder.path(suffix: ".mkv")
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
            let clip = TemporaryFolder.path(suffix: ".mkv")
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
            let clip = TemporaryFolder.path(suffix: ".mkv")
            try TestMedia.clip(at: clip, seconds: 2)
            defer { unlink(clip) }
            let missing = TemporaryFolder.path(suffix: ".sock")
            let run = try TouchmpvRun.finished(
                ["play", "--headless", "--no-mpv-config", "--touch", "none", clip],
                environment: ["NOTIFY_SOCKET": missing, "WATCHDOG_USEC": "200000"])
            #expect(run.status == 0, "\(run.errors)")
            let lines = run.errors.split(separator: "\n").filter { $0.contains("cannot notify") }
            #expect(lines == ["touchmpv: cannot notify the service manager at \(missing): No such file or directory (errno 2)"])
        }
    }
}

extension EndToEnd.PlayServiceTests {
    /// `play` of a 60 s clip as a service manager starts it (`NOTIFY_SOCKET` set), with
    /// the bindings `text` and a control socket, once it said READY=1.
    static func managedPlay(bindings text: String) throws -> (
        listener: NotifySocketListener, run: TouchmpvRun, control: String, bindings: String, clip: String
    ) {
        let listener = try NotifySocketListener(abstract: true)
        let clip = TemporaryFolder.path(suffix: ".mkv")
        try TestMedia.clip(at: clip, seconds: 60)
        let bindings = try TemporaryFolder.write(text, suffix: ".conf")
        let control = TemporaryFolder.path(suffix: ".sock")
        let run = try TouchmpvRun(
            ["play", "--headless", "--no-mpv-config", "--touch", "none", "--control", control, "--bindings", bindings, clip],
            environment: ["NOTIFY_SOCKET": listener.address])
        _ = try listener.receive(until: { $0.hasPrefix("READY=1") })
        return (listener, run, control, bindings, clip)
    }
}

extension EndToEnd.PlayServiceTests {
    /// SIGHUP under a service manager: the bindings file is read again and applied from
    /// the next touch sequence, in the same process and playback; a bad file is logged
    /// with FILE:LINE:COLUMN and the bindings stay; each reload is RELOADING=1 … READY=1.
    @Test func sighupReloadsTheBindingsAndKeepsThemWhenTheFileIsBad() throws {
        let (listener, run, control, bindings, clip) = try Self.managedPlay(bindings: "tap set volume 11\n")
        defer {
            unlink(bindings)
            unlink(clip)
        }
        let taps = try ControlSocketConnection(path: control)
        let tap = { (count: Int, command: String) in
            try taps.send("+0 tap 640 360\n")
            return Self.waitForCount(run, of: "tap → \(command)", count)
        }
        #expect(try tap(1, "set volume 11"), "\(run.output)\(run.errors)")

        try "tap set volume 22\n".write(toFile: bindings, atomically: true, encoding: .utf8)
        run.send(SIGHUP)
        let reload = try listener.receive(until: { $0 == "READY=1" })
        #expect(reload.first?.hasPrefix("RELOADING=1\nMONOTONIC_USEC=") == true, "\(reload)")
        #expect(run.waitFor("touchmpv: reloaded the configuration (built-in) and the bindings (\(bindings))", in: \.errors))
        #expect(try tap(1, "set volume 22"), "\(run.output)\(run.errors)")

        try "tap seek -10 absolutely\n".write(toFile: bindings, atomically: true, encoding: .utf8)
        run.send(SIGHUP)
        let refused = try listener.receive(until: { $0 == "READY=1" })
        #expect(refused.count == 2 && refused[0].hasPrefix("RELOADING=1"), "\(refused)")
        #expect(run.waitFor("touchmpv: reload refused: the settings stay as they were", in: \.errors), "\(run.errors)")
        #expect(run.errors.contains("\n\(bindings):1:5: error: mpv refuses 'seek -10 absolutely': Invalid flag for option seek"))
        #expect(try tap(2, "set volume 22"), "\(run.output)\(run.errors)")

        #expect(run.isRunning)
        #expect(run.output.components(separatedBy: "touchmpv: playing").count == 2)  // one start, one playback
        run.send(SIGTERM)
        try run.waitForExit()
        #expect(run.status == 0, "\(run.errors)")
    }

    /// A finger held down across a reload keeps its gesture: the new bindings wait for it
    /// to lift (READY=1 only then), and the next touch meets them.
    @Test func aFingerDownDuringAReloadKeepsItsGesture() throws {
        let (listener, run, control, bindings, clip) = try Self.managedPlay(bindings: "long-press set volume 11\n")
        defer {
            unlink(bindings)
            unlink(clip)
        }
        let fingers = try ControlSocketConnection(path: control)
        try fingers.send("+0 down 1 640 360\n")
        #expect(Self.waitForCount(run, of: "long-press → set volume 11", 1), "\(run.output)\(run.errors)")

        try "long-press set volume 22\n".write(toFile: bindings, atomically: true, encoding: .utf8)
        run.send(SIGHUP)
        #expect(try listener.receive(until: { $0.hasPrefix("RELOADING=1") }).count == 1)
        // A line served after the signal's turn: a reload applied with the finger down
        // would have been logged by now.
        try fingers.send("+0 expect paused no\n")
        #expect(try fingers.answer() == "ok")
        #expect(!run.errors.contains("touchmpv: reloaded"), "\(run.errors)")

        try fingers.send("+0 up 1\n")
        #expect(try listener.receive(until: { $0 == "READY=1" }) == ["READY=1"])
        #expect(run.errors.contains("touchmpv: reloaded"), "\(run.errors)")
        try fingers.send("+0 down 1 640 360\n")
        #expect(Self.waitForCount(run, of: "long-press → set volume 22", 1), "\(run.output)\(run.errors)")
        try fingers.send("+0 up 1\n")
        run.send(SIGTERM)
        try run.waitForExit()
        #expect(run.status == 0, "\(run.errors)")
    }

    /// Waits until `text` appears `count` times in the run's output.
    static func waitForCount(_ run: TouchmpvRun, of text: String, _ count: Int) -> Bool {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            if run.output.components(separatedBy: text).count - 1 >= count { return true }
            usleep(20_000)
        }
        return false
    }
}
