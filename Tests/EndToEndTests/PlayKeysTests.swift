import CLinuxInput
import Foundation
import TestSupport
import Testing
import ToolSupport
import TouchInput

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEnd {
    /// Keys against real headless mpv: real `struct input_event` records of a key device
    /// through a FIFO given as `--keys` (the path `--touch FIFO` takes; this machine has no
    /// uinput), bound in touch-input.conf.
    @Suite struct PlayKeysTests {
        /// `code` with `values` (1 press, 2 repeat, 0 release), each in a packet of its own.
        static func key(_ code: Int32, _ values: [Int32]) -> [[InputEvent]] {
            values.map { value in
                [
                    InputEvent(time: .zero, type: UInt16(EV_KEY), code: UInt16(code), value: value),
                    InputEvent(time: .zero, type: UInt16(EV_SYN), code: UInt16(SYN_REPORT), value: 0),
                ]
            }
        }

        /// Polls mpv's `name` until it is `expected` (up to 10 s); the last value read.
        static func wait(for expected: Double, _ name: String, on mpv: MPVIPCClient) throws -> Double? {
            let limit = ContinuousClock.now + .seconds(10)
            var value = try mpv.number(name)
            while value != expected, ContinuousClock.now < limit {
                usleep(20_000)
                value = try mpv.number(name)
            }
            return value
        }

        @Test func aBoundKeyPausesRealMpvAndOnlyARepeatableBindingActsOnRepeats() throws {
            let fifo = try PlayTouchInputTests.fifo()
            defer { unlink(fifo) }
            let socket = TemporaryFolder.path(suffix: ".sock")
            let bindings = try TemporaryFolder.write(
                "key KEY_PLAYPAUSE cycle pause\nkey KEY_VOLUMEUP repeatable add volume 1\nkey KEY_VOLUMEDOWN add volume -1\n",
                suffix: ".conf")
            let run = try TouchmpvRun([
                "play", "--headless", "--no-mpv-config", "--touch", "none", "--keys", fifo, "--bindings", bindings,
                "--mpv", "volume=50", "--mpv", "input-ipc-server=\(socket)",
            ])
            #expect(run.waitFor("touchmpv: playing"))
            #expect(run.output.contains(", keys from \(fifo) (a FIFO, waiting for a writer)"), "\(run.output)")
            let mpv = try MPVIPCClient(path: socket)
            #expect(try mpv.flag("pause") == false)
            try PlayTouchInputTests.write(Self.key(KEY_PLAYPAUSE, [1, 0]), to: fifo)
            #expect(run.waitFor("key KEY_PLAYPAUSE → cycle pause"))
            let limit = ContinuousClock.now + .seconds(10)
            while try mpv.flag("pause") != true, ContinuousClock.now < limit { usleep(20_000) }
            #expect(try mpv.flag("pause") == true)
            try PlayTouchInputTests.write(Self.key(KEY_VOLUMEUP, [1, 2, 2, 0]) + Self.key(KEY_VOLUMEDOWN, [1, 2, 2, 0]), to: fifo)
            #expect(try Self.wait(for: 52, "volume", on: mpv) == 52)
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.components(separatedBy: "key KEY_VOLUMEUP → add volume 1").count - 1 == 3, "\(run.output)")
            #expect(run.output.components(separatedBy: "key KEY_VOLUMEDOWN → add volume -1").count - 1 == 1, "\(run.output)")
        }

        /// A key device that ends (its FIFO's writer left) costs playback nothing: the
        /// loss is said, and the next writer's keys act again.
        @Test func playbackSurvivesAKeyDeviceGoingAway() throws {
            let fifo = try PlayTouchInputTests.fifo()
            defer { unlink(fifo) }
            let bindings = try TemporaryFolder.write("key KEY_1 show-text one\n", suffix: ".conf")
            let run = try TouchmpvRun(["play", "--headless", "--no-mpv-config", "--touch", "none", "--keys", fifo, "--bindings", bindings])
            #expect(run.waitFor("touchmpv: playing"))
            try PlayTouchInputTests.write(Self.key(KEY_1, [1, 0]), to: fifo)
            #expect(run.waitFor("key input lost: \(fifo): end of input; waiting for the next writer", in: \.errors))
            try PlayTouchInputTests.write(Self.key(KEY_1, [1, 0]), to: fifo)
            let limit = ContinuousClock.now + .seconds(30)
            while run.output.components(separatedBy: "key KEY_1 → show-text one").count < 3, ContinuousClock.now < limit { usleep(20_000) }
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.components(separatedBy: "key KEY_1 → show-text one").count - 1 == 2, "\(run.output)")
        }

        @Test func aBadKeysValueIsBadInputNamingIt() throws {
            let run = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--keys", "auto /dev/input/event3"])
            #expect(run.status == 2)
            #expect(
                run.errors.contains("--keys: error: expected auto, none, or device paths separated by blanks, got 'auto /dev/input/event3'")
            )
        }
    }
}
