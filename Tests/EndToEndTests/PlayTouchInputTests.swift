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
    /// `touchmpv play --touch FIFO`: raw `struct input_event` records through the same
    /// decoder the device path uses, a writer that goes away and comes back, and the ways
    /// playback ends without a script.
    @Suite struct PlayTouchInputTests {
        /// A FIFO at a fresh path.
        static func fifo() throws -> String {
            let path = TemporaryFolder.path(suffix: ".fifo")
            guard mkfifo(path, 0o600) == 0 else { throw IPCError.failed("mkfifo") }
            return path
        }

        /// Protocol B records of one finger dragging from (x, y0) to (x, y1) in `steps`
        /// moves, then lifting.
        static func drag(x: Int32, from y0: Int32, to y1: Int32, steps: Int32 = 10) -> [[InputEvent]] {
            func event(_ type: Int32, _ code: Int32, _ value: Int32) -> InputEvent {
                InputEvent(time: .zero, type: UInt16(type), code: UInt16(code), value: value)
            }
            let report = event(EV_SYN, SYN_REPORT, 0)
            var frames: [[InputEvent]] = [
                [
                    event(EV_ABS, ABS_MT_SLOT, 0), event(EV_ABS, ABS_MT_TRACKING_ID, 1),
                    event(EV_ABS, ABS_MT_POSITION_X, x), event(EV_ABS, ABS_MT_POSITION_Y, y0),
                    event(EV_KEY, BTN_TOUCH, 1), report,
                ]
            ]
            for step in 1...steps {
                frames.append([event(EV_ABS, ABS_MT_POSITION_Y, y0 + (y1 - y0) * step / steps), report])
            }
            frames.append([event(EV_ABS, ABS_MT_TRACKING_ID, -1), event(EV_KEY, BTN_TOUCH, 0), report])
            return frames
        }

        /// Opens the FIFO for writing, writes `frames` 16 ms apart, and closes it.
        static func write(_ frames: [[InputEvent]], to path: String) throws {
            let descriptor = try FIFOWriting.open(path, limit: TouchmpvRun.defaultLimit)
            defer { descriptor.close() }
            for frame in frames {
                try descriptor.writeAll(InputEventCodec.encode(frame))
                usleep(16_000)
            }
        }

        @Test func touchesFromAFIFODriveMpvAcrossWriters() throws {
            let fifo = try Self.fifo()
            defer { unlink(fifo) }
            let run = try TouchmpvRun(["play", "--headless", "--no-mpv-config", "--touch", fifo, "--mpv", "volume=50"])
            #expect(run.waitFor("touchmpv: playing"))
            try Self.write(Self.drag(x: 900, from: 500, to: 380), to: fifo)
            #expect(run.waitFor("volumeUp        +120     → volume 70"))
            #expect(run.waitFor("waiting for the next writer", in: \.errors))
            try Self.write(Self.drag(x: 900, from: 380, to: 500), to: fifo)
            #expect(run.waitFor("volumeDown      -120     → volume 50"))
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("playback stopped by SIGTERM"))
            #expect(run.output.contains("8 actions: 4 volumeUp, 4 volumeDown"))
        }

        @Test func theEndOfTheMediaEndsTheProgramWithZero() throws {
            let fifo = try Self.fifo()
            defer { unlink(fifo) }
            let run = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--touch", fifo, "--mpv", "end=0.5"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("playback ended: end of file"))
        }

        /// Issue 14: a kiosk often starts before its USB touchscreen is there. `auto` with
        /// none plays, says once that it waits (with what to check), and ends as usual.
        /// (On a machine with a touchscreen `auto` takes it; the kernel test shows the
        /// waiting there, and a touchscreen that appears later being taken.)
        @Test(.enabled(if: (try? DeviceScanner.automaticDevice()) == nil, "auto would take this machine's touchscreen"))
        func noTouchscreenYetIsNoError() throws {
            let run = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--touch", "auto", "--mpv", "end=0.5"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(
                run.output.hasPrefix(
                    "touchmpv: playing the built-in test source headless, touch input from auto (none yet, waiting for a touchscreen)\n"))
            #expect(run.output.contains("playback ended: end of file"))
            let waiting = run.errors.split(separator: "\n").filter { $0.hasPrefix("touchmpv: waiting for a touchscreen: ") }
            #expect(waiting == ["touchmpv: waiting for a touchscreen: \(InputError.noTouchDevice(directory: "/dev/input").description)"])
        }

        /// `--touch none`: no touch input at all, nothing said about one.
        @Test func touchNoneReadsNoInput() throws {
            let run = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--touch", "none", "--mpv", "end=0.5"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.hasPrefix("touchmpv: playing the built-in test source headless\n"))
            #expect(run.errors.isEmpty)
        }

        @Test func aSignalDuringAScriptIsARuntimeFailure() throws {
            let script = try TemporaryFolder.write("@20000 expect paused no\n", suffix: ".touch")
            let run = try TouchmpvRun(["play", "--headless", "--no-mpv-config", "--script", script])
            #expect(run.waitFor("touchmpv: playing"))
            run.send(SIGINT)
            try run.waitForExit()
            #expect(run.status == 3)
            #expect(run.errors.contains("interrupted by SIGINT before the script ended"))
        }
    }
}
