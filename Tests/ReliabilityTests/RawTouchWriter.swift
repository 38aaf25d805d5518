import CLinuxInput
import Foundation
import Gestures
import TouchInput

#if canImport(Glibc)
    import Glibc
#endif

/// The writer end of a touch FIFO (or a file): real 64-bit `struct input_event` records,
/// encoded by the codec the device path decodes with, stamped with CLOCK_MONOTONIC as
/// the kernel stamps them, speaking multi-touch protocol B.
final class RawTouchWriter {
    private var descriptor: Int32

    /// Opens `path` for writing; a FIFO is waited on until its reader (touchmpv) has it open.
    init(path: String) throws {
        let deadline = ContinuousClock.now + PlayProcess.watchdog
        while true {
            descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            if descriptor >= 0 { break }
            guard errno == ENXIO, ContinuousClock.now < deadline else { throw PlayProcessError.system("open \(path)", errno) }
            Thread.sleep(forTimeInterval: 0.02)
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    }

    deinit { close() }

    /// Closes the writer end (a FIFO's reader then sees the end of input).
    func close() {
        if descriptor >= 0 { _ = Glibc.close(descriptor) }
        descriptor = -1
    }

    func write(bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Encodes `events` (type, code, value) stamped now.
    static func records(_ events: [(type: Int32, code: Int32, value: Int32)]) -> [UInt8] {
        let now = TouchDevice.now()
        return InputEventCodec.encode(events.map { InputEvent(time: now, type: UInt16($0.type), code: UInt16($0.code), value: $0.value) })
    }

    /// Writes `events` and a SYN_REPORT closing them into one frame, stamped now.
    func frame(_ events: [(type: Int32, code: Int32, value: Int32)]) {
        write(bytes: Self.records(events + [(EV_SYN, SYN_REPORT, 0)]))
    }

    /// The events putting finger `slot` (tracking id `id`) down at (`x`, `y`).
    static func down(slot: Int32, id: Int32, x: Int32, y: Int32) -> [(type: Int32, code: Int32, value: Int32)] {
        [(EV_ABS, ABS_MT_SLOT, slot), (EV_ABS, ABS_MT_TRACKING_ID, id), (EV_ABS, ABS_MT_POSITION_X, x), (EV_ABS, ABS_MT_POSITION_Y, y)]
    }

    /// The events moving finger `slot` to (`x`, `y`).
    static func move(slot: Int32, x: Int32, y: Int32) -> [(type: Int32, code: Int32, value: Int32)] {
        [(EV_ABS, ABS_MT_SLOT, slot), (EV_ABS, ABS_MT_POSITION_X, x), (EV_ABS, ABS_MT_POSITION_Y, y)]
    }

    /// The events lifting finger `slot`.
    static func lift(slot: Int32) -> [(type: Int32, code: Int32, value: Int32)] {
        [(EV_ABS, ABS_MT_SLOT, slot), (EV_ABS, ABS_MT_TRACKING_ID, -1)]
    }

    /// A one-finger tap at (`x`, `y`) in slot 0: down, 40 ms, up.
    func tap(x: Int32, y: Int32, id: Int32) {
        frame(Self.down(slot: 0, id: id, x: x, y: y))
        Thread.sleep(forTimeInterval: 0.04)
        frame(Self.lift(slot: 0))
    }

    /// A double tap at (`x`, `y`): two taps 60 ms apart (`togglePause`), well inside the
    /// 40–300 ms window so that a loaded machine's scheduling delays do not matter.
    func doubleTap(x: Int32, y: Int32, firstID: Int32) {
        tap(x: x, y: y, id: firstID)
        Thread.sleep(forTimeInterval: 0.06)
        tap(x: x, y: y, id: firstID + 1)
    }

    /// Puts finger 0 down at (`x`, `y`) and moves it by `dx`, `dy` in `steps` moves 16 ms
    /// apart, without lifting it.
    func drag(x: Int32, y: Int32, dx: Int32, dy: Int32, steps: Int32 = 10, id: Int32) {
        frame(Self.down(slot: 0, id: id, x: x, y: y))
        for step in 1...steps {
            Thread.sleep(forTimeInterval: 0.016)
            frame(Self.move(slot: 0, x: x + dx * step / steps, y: y + dy * step / steps))
        }
    }
}
