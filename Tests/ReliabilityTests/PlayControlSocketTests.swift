import Foundation
import SystemCalls
import TestSupport
import Testing
import ToolSupport

#if canImport(Glibc)
    import Glibc
#endif

/// `play --control PATH` end to end: the built `touchmpv play --headless` on real libmpv
/// (the built-in test source), driven through its control socket as a test rig drives
/// it, its mpv read back over mpv's own IPC socket. Serialized: each test runs its own mpv.
@Suite(.serialized)
struct PlayControlSocketTests {
    /// The listening Unix sockets the process `pid` holds, by path (`/proc/net/unix`
    /// entries flagged __SO_ACCEPTCON whose inode is one of the process's descriptors).
    static func listeningSockets(of pid: Int32) throws -> Set<String> {
        let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")
        let inodes = Set(
            descriptors.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)") }
                .compactMap { $0.firstMatch(of: /^socket:\[(\d+)\]$/).map { String($0.1) } })
        // The kernel writes /proc/net/unix a page at a time, and a line can be skipped while
        // other processes (the tests beside this one) make and close sockets: a socket is
        // missed, never made up, so the union of a few readings holds every one.
        let table = try (0..<4).flatMap { _ in
            try String(contentsOfFile: "/proc/net/unix", encoding: .utf8).split(separator: "\n").dropFirst()
        }
        return Set(
            table.compactMap { line in
                let fields = line.split(separator: " ")
                guard fields.count >= 8, fields[3] == "00010000", inodes.contains(String(fields[6])) else { return nil }
                return String(fields[7])
            })
    }

    @Test func aTestRigDrivesARunningPlayerAndReadsMpvItself() throws {
        let play = try TouchmpvPlay(Fixtures.touchmpvExecutable, control: true)
        let path = try #require(play.controlPath)
        let mpv = try play.connectWhenPlaying()
        let control = try ControlSocketConnection(path: path)
        // Lines sent together play one after the other: both checks come 600 ms after the tap.
        try control.send("+0 tap 640 360 count=2\n+600 expect paused yes\n+0 expect mpv:pause yes\n")
        #expect(try control.answers(2) == ["ok", "ok"])
        #expect(try mpv.flag("pause") == true)
        // Down 60 points on the right half: two volume steps.
        try control.send("+0 drag 900 400 900 460\n+500 expect volume 90\n+0 expect mpv:volume 90\n+0 expect volume 10\n")
        #expect(try control.answers(3) == ["ok", "ok", "\(path):7: expected volume 10, got 90"])
        #expect(try mpv.number("volume") == 90)
        // A bad line gets the error a script file would give, and the player goes on.
        try control.send("+0 jump 1 2\n+0 expect mpv:time-pos 1 ~0.5 ~1\n+0 tap 640 360 count=2\n+600 expect mpv:pause no\n")
        let errors = try control.answers(2)
        #expect(errors[0].hasPrefix("\(path):8:4: error: unknown command 'jump' (down, move, up"))
        #expect(errors[1] == "\(path):9:31: error: expect: unexpected argument '~1'")
        #expect(try control.answer() == "ok")
        #expect(try mpv.flag("pause") == false)
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o600)
        // The failed `expect volume 10` was the client's to answer: the exit status is 0.
        #expect(try play.stop() == 0)
        #expect(play.actions == ["togglePause", "volumeDown", "volumeDown", "togglePause"])
        #expect(!FileSystem.exists(path))
    }

    /// A run driven over the socket counts its clients' `expect` lines in the summary; a
    /// failed one goes to the client, and to standard error too, and leaves the exit
    /// status alone (the client had its answer: a rig may ask until a state holds).
    /// The socket takes a script's `key` line, played through the bindings as a key
    /// device's press: here held past the kernel's first repeat, which only a repeatable
    /// binding acts on.
    @Test func aKeyLinePressesABoundKeyInRealMpv() throws {
        let bindings = try TemporaryFolder.write(
            "key KEY_PLAYPAUSE cycle pause\nkey KEY_VOLUMEDOWN repeatable add volume -1\n", suffix: ".conf")
        let play = try TouchmpvPlay(Fixtures.touchmpvExecutable, ["--bindings", bindings], control: true)
        let path = try #require(play.controlPath)
        let mpv = try play.connectWhenPlaying()
        let control = try ControlSocketConnection(path: path)
        try control.send(
            "+0 key KEY_PLAYPAUSE hold=300\n+0 expect mpv:pause yes\n+0 key KEY_VOLUMEDOWN hold=260\n+0 expect mpv:volume 98\n")
        let answers = try control.answers(2)
        #expect(answers == ["ok", "ok"])
        #expect(try mpv.flag("pause") == true)
        #expect(try play.stop() == 0)
        #expect(play.output.contains("key KEY_PLAYPAUSE → cycle pause"), "\(play.output)")
    }

    @Test func theSummaryCountsTheClientsExpectationsAndTheirFailuresLeaveTheExitStatus() throws {
        let play = try TouchmpvPlay(Fixtures.touchmpvExecutable, control: true)
        let path = try #require(play.controlPath)
        _ = try play.connectWhenPlaying()
        let control = try ControlSocketConnection(path: path)
        try control.send("+0 expect volume 100\n+0 expect paused yes\n")
        #expect(try control.answers(2) == ["ok", "\(path):2: expected paused yes, got no"])
        let other = try ControlSocketConnection(path: path)
        try other.send("+0 expect mpv:pause no\n")
        #expect(try other.answer() == "ok")
        #expect(try play.stop() == 0)
        #expect(play.output.contains("3 expectations checked, 1 failed (3 of them from the control socket, 1 failed)"), "\(play.output)")
        #expect(play.errors.contains("\(path):2: expected paused yes, got no\n"), "\(play.errors)")
        #expect(!play.errors.contains("expectations failed"), "\(play.errors)")
        // Every client's lines held: exit status 0, and the summary still counts them.
        let passing = try TouchmpvPlay(Fixtures.touchmpvExecutable, control: true)
        _ = try passing.connectWhenPlaying()
        let rig = try ControlSocketConnection(path: try #require(passing.controlPath))
        try rig.send("+0 expect paused no\n")
        #expect(try rig.answer() == "ok")
        #expect(try passing.stop() == 0)
        #expect(
            passing.output.contains("1 expectation checked, 0 failed (1 of them from the control socket, 0 failed)"), "\(passing.output)")
    }

    @Test func nothingListensUnlessAsked() throws {
        let plain = try TouchmpvPlay(Fixtures.touchmpvExecutable)
        _ = try plain.connectWhenPlaying()
        let listening = try Self.listeningSockets(of: plain.process.pid)
        #expect(listening == [plain.socketPath], "\(listening)")
        #expect(try plain.stop() == 0)
        let asked = try TouchmpvPlay(Fixtures.touchmpvExecutable, control: true)
        _ = try asked.connectWhenPlaying()
        #expect(try Self.listeningSockets(of: asked.process.pid) == [asked.socketPath, try #require(asked.controlPath)])
        #expect(try asked.stop() == 0)
    }

    /// The touchscreen's first tap and the control socket's second make one double tap:
    /// both reach the same gesture layer, in the order they arrive. The double tap's
    /// window is a minute here: the two taps come from two writers whose order the test
    /// sets but whose gap a loaded machine stretches, and 300 ms is a race.
    @Test func deviceAndControlInputMeetInOneGestureLayer() throws {
        let configuration = URL(fileURLWithPath: TemporaryFolder.path(suffix: ".conf"))
        try "double-tap-max-interval = 60s\n".write(to: configuration, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: configuration) }
        let play = try TouchmpvPlay(Fixtures.touchmpvExecutable, ["--config", configuration.path], control: true)
        let mpv = try play.connectWhenPlaying()
        let control = try ControlSocketConnection(path: try #require(play.controlPath))
        let touch = try RawTouchWriter(path: play.fifo)
        touch.tap(x: 640, y: 360, id: 1)
        try control.send("+80 tap 640 360\n+500 expect paused yes\n")
        #expect(try control.answer() == "ok")
        #expect(try mpv.flag("pause") == true)
        #expect(try play.stop() == 0)
        #expect(play.actions == ["togglePause"])
    }

    /// Clients that are owed answers for a day and close free their places at once; a
    /// client that leaves a finger down and falls silent has it cancelled after
    /// `control-idle-timeout`, a deadline of the run loop's.
    @Test func closedClientsFreeTheirPlacesAndASilentClientsFingerIsCancelled() throws {
        let config = URL(fileURLWithPath: TemporaryFolder.path(suffix: ".conf")).path
        try "control-idle-timeout = 1s\n".write(toFile: config, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: config) }
        let play = try TouchmpvPlay(Fixtures.touchmpvExecutable, ["--config", config], control: true)
        let path = try #require(play.controlPath)
        let mpv = try play.connectWhenPlaying()
        for _ in 0..<16 {
            let owed = try ControlSocketConnection(path: path)
            try owed.send("@86399s expect volume 1\n+0 jump\n")
            #expect(try owed.answer().hasPrefix("\(path):2:4: error: unknown command 'jump'"))
        }
        let rig = try ControlSocketConnection(path: path)
        try rig.send("+0 down 1 640 360\n+600 expect mpv:speed 2\n")
        #expect(try rig.answer() == "ok")
        try play.wait(for: "the silent client's finger to be cancelled") { try mpv.number("speed") == 1 }
        try rig.send("+0 expect mpv:speed 1\n")
        #expect(try rig.answer() == "ok")
        #expect(try play.stop() == 0)
        #expect(play.actions == ["holdBegan", "holdEnded"], "\(play.output)\n\(play.errors)")
    }

    /// Clients that vanish in the middle of a line, send a huge line or binary garbage,
    /// or come too many: each is answered or dropped, playback never stops or stalls, and
    /// a well-behaved client is served throughout.
    @Test func hostileClientsNeitherCrashNorStallPlayback() throws {
        let play = try TouchmpvPlay(Fixtures.touchmpvExecutable, control: true)
        let path = try #require(play.controlPath)
        let mpv = try play.connectWhenPlaying()
        // A finger held down becomes a long press (speed 2); its client vanishes in the
        // middle of a line, and the finger is cancelled: the long press ends (speed 1).
        var vanishing: ControlSocketConnection? = try ControlSocketConnection(path: path)
        try vanishing?.send("+0 down 1 640 360\n+0 move 1 64")
        try play.wait(for: "the long press") { try mpv.number("speed") == 2 }
        vanishing = nil
        try play.wait(for: "the vanished client's finger to be cancelled") { try mpv.number("speed") == 1 }
        let rig = try ControlSocketConnection(path: path)
        let huge = try ControlSocketConnection(path: path)
        try huge.send(bytes: [UInt8](repeating: UInt8(ascii: "9"), count: 4 << 20))
        let binary = try ControlSocketConnection(path: path)
        try binary.send(bytes: (0..<65536).map { UInt8(truncatingIfNeeded: $0 &* 7919) } + [0x0A])
        let crowd = try (0..<20).map { _ in try ControlSocketConnection(path: path) }
        #expect(try huge.answer() == "\(path):1:1: error: a line may be at most 4096 bytes; this one is ignored")
        #expect(try binary.answer() == "\(path):1:1: error: binary data (a NUL byte) in a text file")
        #expect(try crowd.last?.answer() == "error: 16 clients are connected already, the most there may be")
        let position = try #require(try mpv.number("time-pos"))
        try rig.send("+0 tap 640 360 count=2\n+600 expect mpv:pause yes\n")
        #expect(try rig.answer() == "ok")
        #expect(try #require(try mpv.number("time-pos")) > position)
        #expect(play.isRunning)
        #expect(try play.stop() == 0)
        #expect(play.actions == ["holdBegan", "holdEnded", "togglePause"], "\(play.output)\n\(play.errors)")
    }
}
