import CLinuxInput
import Foundation
import Gestures
import SystemCalls
import TestSupport
import ToolSupport
import TouchInput

#if canImport(Glibc)
    import Glibc
#endif

/// The writer end of a touch FIFO (or a file): `EvdevEvents`' real 64-bit
/// `struct input_event` records, stamped with CLOCK_MONOTONIC as the kernel stamps them,
/// speaking multi-touch protocol B.
///
/// A gesture's frames are written at once, each stamped with its own time, the last one
/// now: touchmpv takes a frame's stamp as its time (as a device's, read late by a busy
/// loop), so a double tap's 40 and 60 ms are exactly that however late this thread runs,
/// where sleeps between the frames would stretch on a loaded machine.
final class RawTouchWriter {
    private var descriptor: FileDescriptor?
    /// The stamp of the last frame written: the next gesture's frames come after it. At
    /// first, when the writer's end opened: touchmpv opened its end before then, and
    /// counts its gesture time from before it opened it.
    private var lastStamp: Instant
    /// A frame and how long after the previous frame of its gesture it comes.
    typealias TimedFrame = (after: Duration, events: EvdevEvents)

    /// Opens `path` for writing; a FIFO is waited on until its reader (touchmpv) has it open.
    init(path: String) throws {
        descriptor = try FIFOWriting.open(path, limit: TouchmpvPlay.watchdog)
        lastStamp = TouchDevice.now()
    }

    deinit { close() }

    /// Closes the writer end (a FIFO's reader then sees the end of input).
    func close() {
        descriptor?.close()
        descriptor = nil
    }

    func write(bytes: [UInt8]) {
        try? descriptor?.writeAll(bytes)
    }

    /// The records of the events `build` adds, stamped now.
    static func records(_ build: (inout EvdevEvents) -> Void) -> [UInt8] {
        EvdevEvents(time: TouchDevice.now(), build).bytes
    }

    /// Writes `events` and a SYN_REPORT closing them into one frame, stamped now.
    func frame(_ events: EvdevEvents) {
        frames([(.zero, events)])
    }

    /// Writes `timed` at once, each frame closed by a SYN_REPORT and stamped so that the
    /// last is stamped now and the others the given gaps before it. When the gesture's
    /// first stamp would not come after the previous gesture's last, this first waits
    /// until it does (the stamps must not run backwards, nor lie in the future, which
    /// touchmpv reads as now).
    func frames(_ timed: [TimedFrame]) {
        let span = timed.dropFirst().reduce(0) { $0 + $1.after.wholeMicroseconds }
        var now = TouchDevice.now()
        while now.microseconds - span <= lastStamp.microseconds {
            usleep(UInt32(clamping: lastStamp.microseconds + span - now.microseconds + 1_000))
            now = TouchDevice.now()
        }
        var stamp = now.microseconds - span
        var records = EvdevEvents()
        for (index, frame) in timed.enumerated() {
            if index > 0 { stamp += frame.after.wholeMicroseconds }
            records.time = Instant(microseconds: stamp)
            records.append(frame.events)
            records.report(advance: .zero)
        }
        lastStamp = Instant(microseconds: stamp)
        write(bytes: records.bytes)
    }

    /// A one-finger tap's frames at (`x`, `y`) in slot 0: down, 40 ms, up.
    static func tapFrames(x: Int32, y: Int32, id: Int32) -> [TimedFrame] {
        [(.zero, EvdevEvents { $0.contact(slot: 0, id: id, x, y) }), (.milliseconds(40), EvdevEvents { $0.lift(slot: 0) })]
    }

    func tap(x: Int32, y: Int32, id: Int32) {
        frames(Self.tapFrames(x: x, y: y, id: id))
    }

    /// A double tap at (`x`, `y`): two taps 60 ms apart (`togglePause`).
    func doubleTap(x: Int32, y: Int32, firstID: Int32) {
        var second = Self.tapFrames(x: x, y: y, id: firstID + 1)
        second[0].after = .milliseconds(60)
        frames(Self.tapFrames(x: x, y: y, id: firstID) + second)
    }

    /// Puts finger 0 down at (`x`, `y`) and moves it by `dx`, `dy` in `steps` moves 16 ms
    /// apart, without lifting it.
    func drag(x: Int32, y: Int32, dx: Int32, dy: Int32, steps: Int32 = 10, id: Int32) {
        frames(
            [(.zero, EvdevEvents { $0.contact(slot: 0, id: id, x, y) })]
                + (1...steps).map { step in
                    (.milliseconds(16), EvdevEvents { $0.move(slot: 0, x + dx * step / steps, y + dy * step / steps) })
                })
    }
}
