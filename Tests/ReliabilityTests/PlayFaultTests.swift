import CLinuxInput
import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Faults of the touch source, end to end: the built `touchmpv play --headless` driving
/// real libmpv (vo=null, ao=null) on the built-in test source, fed real 64-bit
/// `struct input_event` records through a FIFO, its mpv read back over mpv's own IPC
/// socket. Input faults never stop playback, never leave a finger stuck down, never
/// invent a touch, and never commit a seek from a gesture that did not end.
///
/// The fallback description of a FIFO maps device units 1:1 onto the 1280x720 screen,
/// so the coordinates below are points. Serialized: each test runs its own mpv.
@Suite(.serialized)
struct PlayFaultTests {
    /// SYN_DROPPED in the middle of a horizontal drag: the drag is cancelled
    /// (`seekCancel`, no seek), the moves and lift after the drop belong to no touch (no
    /// phantom `seekPreview`), and the next gesture works (no finger stuck down).
    @Test func synDroppedInTheMiddleOfADragCancelsTheSeek() throws {
        let play = try PlayProcess()
        let mpv = try play.connectWhenPlaying()
        let touch = try RawTouchWriter(path: play.fifo)
        let before = try #require(try mpv.number("time-pos"))
        touch.drag(x: 200, y: 360, dx: 700, dy: 0, id: 1)
        try play.waitForAction("seekPreview")
        touch.write(bytes: RawTouchWriter.records([(EV_SYN, SYN_DROPPED, 0), (EV_ABS, ABS_MT_POSITION_X, 1000)]))
        touch.frame(RawTouchWriter.move(slot: 0, x: 1100, y: 360))
        try play.waitForAction("seekCancel")
        let previews = play.actions.filter { $0 == "seekPreview" }.count
        for x: Int32 in stride(from: 1000, through: 200, by: -100) {
            touch.frame(RawTouchWriter.move(slot: 0, x: x, y: 360))
        }
        touch.frame(RawTouchWriter.lift(slot: 0))
        touch.doubleTap(x: 640, y: 360, firstID: 2)
        try play.waitForAction("togglePause")
        #expect(try mpv.flag("pause") == true)
        #expect(play.actions.filter { $0 == "seekPreview" }.count == previews)
        #expect(!play.actions.contains("seekForward") && !play.actions.contains("seekBackward"))
        // The drag would have seeked 70 s ahead; playback only moved on by itself.
        #expect(try #require(try mpv.number("time-pos")) < before + 30)
        #expect(try play.stop() == 0)
    }

    /// The FIFO's writer goes away in the middle of a drag and a new one comes: the drag
    /// is cancelled, playback goes on meanwhile, and the new writer's gestures work.
    @Test func theTouchSourceVanishesAndComesBackWhilePlaybackGoesOn() throws {
        let play = try PlayProcess()
        let mpv = try play.connectWhenPlaying()
        var touch = try RawTouchWriter(path: play.fifo)
        touch.drag(x: 200, y: 360, dx: 400, dy: 0, id: 1)
        try play.waitForAction("seekPreview")
        touch.close()
        try play.waitForAction("seekCancel")
        try play.wait(for: "the note that input was lost") { play.errors.contains("touch input lost") }
        let position = try #require(try mpv.number("time-pos"))
        try play.wait(for: "playback to go on") { try #require(try mpv.number("time-pos")) > position + 0.5 }
        touch = try RawTouchWriter(path: play.fifo)
        touch.doubleTap(x: 640, y: 360, firstID: 10)
        try play.waitForAction("togglePause")
        #expect(try mpv.flag("pause") == true)
        #expect(!play.actions.contains("seekForward"))
        #expect(try play.stop() == 0)
    }

    /// A writer that stops in the middle of a record: the partial record is dropped with
    /// its writer, and the next writer's records are read from their first byte.
    @Test func aTruncatedRecordAtTheEndOfInputIsDropped() throws {
        let play = try PlayProcess()
        let mpv = try play.connectWhenPlaying()
        var touch = try RawTouchWriter(path: play.fifo)
        touch.doubleTap(x: 640, y: 360, firstID: 1)
        touch.write(bytes: Array(RawTouchWriter.records(RawTouchWriter.down(slot: 0, id: 3, x: 100, y: 100)).prefix(10)))
        touch.close()
        try play.waitForAction("togglePause")
        try play.wait(for: "the end of input") { play.errors.contains("touch input lost") }
        touch = try RawTouchWriter(path: play.fifo)
        touch.doubleTap(x: 640, y: 360, firstID: 4)
        try play.waitForAction("togglePause", count: 2)
        #expect(try mpv.flag("pause") == false)
        #expect(play.actions == ["togglePause", "togglePause"])
        #expect(try play.stop() == 0)
    }

    /// Whole records of garbage (unknown types, codes and values) between the frames of a
    /// double tap change nothing; bytes that break the record framing garble the rest of
    /// that writer's stream but stop nothing, and the next writer is read cleanly.
    @Test func garbageBetweenValidFramesNeitherCrashesNorStopsPlayback() throws {
        let play = try PlayProcess()
        let mpv = try play.connectWhenPlaying()
        var touch = try RawTouchWriter(path: play.fifo)
        let garbage = RawTouchWriter.records([
            (EV_MSC, MSC_SCAN, 0x7fff_ffff), (0x1f, 0xffff, -1), (EV_LED, 0x0f, 1), (EV_KEY, KEY_A, 1),
            (EV_ABS, ABS_PRESSURE, .min), (EV_SW, 0x3ff, 2), (0xffff, 0xffff, .max), (EV_SYN, 0x0e, 5),
        ])
        touch.write(bytes: garbage)
        touch.frame(RawTouchWriter.down(slot: 0, id: 1, x: 640, y: 360))
        touch.write(bytes: garbage)
        Thread.sleep(forTimeInterval: 0.04)
        touch.frame(RawTouchWriter.lift(slot: 0))
        touch.write(bytes: garbage)
        Thread.sleep(forTimeInterval: 0.12)
        touch.tap(x: 640, y: 360, id: 2)
        try play.waitForAction("togglePause")
        #expect(try mpv.flag("pause") == true)

        touch.write(bytes: [0xde, 0xad, 0xbe, 0xef, 0x01, 0x02, 0x03])
        touch.doubleTap(x: 640, y: 360, firstID: 3)
        touch.write(bytes: (0..<4000).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) })
        touch.close()
        try play.wait(for: "the end of input") { play.errors.contains("touch input lost") }
        touch = try RawTouchWriter(path: play.fifo)
        let pausesBefore = play.actions.filter { $0 == "togglePause" }.count
        touch.doubleTap(x: 640, y: 360, firstID: 100)
        try play.waitForAction("togglePause", count: pausesBefore + 1)
        #expect(try mpv.flag("pause") != nil)
        #expect(try play.stop() == 0)
    }

    /// Sixty fingers land, move and lift in the same frames (a description with 60
    /// slots): no action comes of it, nothing stays down, and a double tap then works.
    @Test func sixtyFingersAtOnce() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchmpv-sixty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let description = directory.appendingPathComponent("sixty.desc")
        try """
        N: Sixty-finger panel
        I: 0018 0000 0000 0000
        P: 02 00 00 00 00 00 00 00
        A: 2f 0 59 0 0 0
        A: 35 0 1279 0 0 0
        A: 36 0 719 0 0 0
        A: 39 0 65535 0 0 0

        """.write(to: description, atomically: true, encoding: .utf8)
        let play = try PlayProcess(["--desc", description.path])
        let mpv = try play.connectWhenPlaying()
        let touch = try RawTouchWriter(path: play.fifo)
        let slots = Int32(0)..<60
        touch.frame(slots.flatMap { RawTouchWriter.down(slot: $0, id: $0 + 1, x: 20 * $0 + 10, y: 100 + 8 * $0) })
        touch.frame(slots.flatMap { RawTouchWriter.move(slot: $0, x: 20 * $0 + 15, y: 110 + 8 * $0) })
        touch.frame(slots.flatMap { RawTouchWriter.lift(slot: $0) })
        Thread.sleep(forTimeInterval: 0.05)
        touch.doubleTap(x: 640, y: 360, firstID: 100)
        try play.waitForAction("togglePause")
        #expect(try mpv.flag("pause") == true)
        #expect(play.actions.allSatisfy { $0 == "togglePause" || $0 == "zoom" })
        #expect(try play.stop() == 0)
    }

    /// A file of records whose finger never lifts: at the end of the file the touch is
    /// cancelled (`seekCancel`, no seek) and playback goes on without touch input.
    @Test func aFingerThatNeverLiftsIsCancelledWhenTheStreamEnds() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchmpv-nolift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("nolift.raw").path
        var records = RawTouchWriter.records(RawTouchWriter.down(slot: 0, id: 1, x: 200, y: 360) + [(EV_SYN, SYN_REPORT, 0)])
        for x: Int32 in stride(from: 250, through: 800, by: 50) {
            records += RawTouchWriter.records(RawTouchWriter.move(slot: 0, x: x, y: 362) + [(EV_SYN, SYN_REPORT, 0)])
        }
        _ = FileManager.default.createFile(atPath: path, contents: Data(records))
        let play = try PlayProcess(["--touch", path], touchFromFIFO: false)
        let mpv = try play.connectWhenPlaying()
        try play.waitForAction("seekCancel")
        try play.wait(for: "the note that input ended") { play.errors.contains("playback goes on without touch input") }
        let position = try #require(try mpv.number("time-pos"))
        try play.wait(for: "playback to go on") { try #require(try mpv.number("time-pos")) > position + 0.5 }
        #expect(!play.actions.contains("seekForward"))
        #expect(try play.stop() == 0)
    }

    /// A drag that seeks past the end of the file: the seek is clamped to the file, mpv
    /// reaches its end and `play` ends normally (status 0, `end-of-file = quit`).
    @Test func aSeekPastTheEndOfTheFileEndsPlaybackNormally() throws {
        let play = try PlayProcess(["--mpv", "start=590"])
        _ = try play.connectWhenPlaying()
        let touch = try RawTouchWriter(path: play.fifo)
        touch.drag(x: 100, y: 360, dx: 1000, dy: 0, id: 1)
        touch.frame(RawTouchWriter.lift(slot: 0))
        #expect(try play.waitForExit() == 0)
        #expect(play.actions.contains("seekForward"))
        #expect(play.output.contains("touchmpv: playback ended: end of file"))
    }

    /// A file that cannot be played: status 3 and mpv's reason on standard error.
    @Test func aFileThatCannotBePlayedIsStatus3() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchmpv-unplayable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("noise.mkv").path
        _ = FileManager.default.createFile(atPath: path, contents: Data((0..<65536).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }))
        let play = try PlayProcess([path])
        #expect(try play.waitForExit() == 3)
        #expect(play.errors.contains("cannot play '\(path)'"))
    }

    /// SIGTERM in the middle of a drag: `play` stops cleanly with status 0 (a user's stop
    /// is not a failure), commits no seek, and prints its closing summary.
    @Test func sigtermInTheMiddleOfAGestureExitsCleanlyWithStatus0() throws {
        let play = try PlayProcess()
        _ = try play.connectWhenPlaying()
        let touch = try RawTouchWriter(path: play.fifo)
        touch.drag(x: 200, y: 360, dx: 400, dy: 0, id: 1)
        try play.waitForAction("seekPreview")
        #expect(try play.stop(with: SIGTERM) == 0)
        #expect(play.output.contains("touchmpv: playback stopped by SIGTERM"))
        #expect(play.output.contains("final state:"))
        #expect(!play.actions.contains("seekForward"))
    }
}
