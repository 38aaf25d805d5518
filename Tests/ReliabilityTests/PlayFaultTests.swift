import CLinuxInput
import Foundation
import TestSupport
import Testing
import ToolSupport

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
        let play = try TouchmpvPlay(Fixtures.touchmpvExecutable)
        let mpv = try play.connectWhenPlaying()
        let touch = try RawTouchWriter(path: play.fifo)
        let before = try #require(try mpv.number("time-pos"))
        // Ten moves of 70 points: ten level changes, ten previews (70 s ahead at the end).
        touch.drag(x: 200, y: 360, dx: 700, dy: 0, id: 1)
        touch.write(
            bytes: RawTouchWriter.records {
                $0.dropped()
                $0.abs(ABS_MT_POSITION_X, 1000)
            })
        touch.frame(EvdevEvents { $0.move(slot: 0, 1100, 360) })
        for x: Int32 in stride(from: 1000, through: 200, by: -100) {
            touch.frame(EvdevEvents { $0.move(slot: 0, x, 360) })
        }
        touch.frame(EvdevEvents { $0.lift(slot: 0) })
        touch.doubleTap(x: 640, y: 360, firstID: 2)
        try play.wait(for: "the double tap to pause") { try mpv.flag("pause") == true }
        // The drag would have seeked 70 s ahead; playback only moved on by itself.
        #expect(try #require(try mpv.number("time-pos")) < before + 30)
        #expect(try play.stop() == 0)
        #expect(play.actions == Array(repeating: "seekPreview", count: 10) + ["seekCancel", "togglePause"])
    }

    /// The FIFO's writer goes away in the middle of a drag and a new one comes: the drag
    /// is cancelled, playback goes on meanwhile, and the new writer's gestures work.
    @Test func theTouchSourceVanishesAndComesBackWhilePlaybackGoesOn() throws {
        let play = try TouchmpvPlay(Fixtures.touchmpvExecutable)
        let mpv = try play.connectWhenPlaying()
        var touch = try RawTouchWriter(path: play.fifo)
        touch.drag(x: 200, y: 360, dx: 400, dy: 0, id: 1)
        touch.close()
        try play.waitForError("touch input lost")
        let position = try #require(try mpv.number("time-pos"))
        try play.wait(for: "playback to go on") { try #require(try mpv.number("time-pos")) > position + 0.5 }
        touch = try RawTouchWriter(path: play.fifo)
        touch.doubleTap(x: 640, y: 360, firstID: 10)
        try play.wait(for: "the double tap to pause") { try mpv.flag("pause") == true }
        #expect(try play.stop() == 0)
        #expect(play.actions.suffix(2) == ["seekCancel", "togglePause"])
        #expect(!play.actions.contains("seekForward"))
    }

    /// A writer that stops in the middle of a record: the partial record is dropped with
    /// its writer, and the next writer's records are read from their first byte.
    @Test func aTruncatedRecordAtTheEndOfInputIsDropped() throws {
        let play = try TouchmpvPlay(Fixtures.touchmpvExecutable)
        let mpv = try play.connectWhenPlaying()
        var touch = try RawTouchWriter(path: play.fifo)
        touch.doubleTap(x: 640, y: 360, firstID: 1)
        touch.write(bytes: Array(RawTouchWriter.records { $0.contact(slot: 0, id: 3, 100, 100) }.prefix(10)))
        touch.close()
        try play.wait(for: "the double tap to pause") { try mpv.flag("pause") == true }
        try play.waitForError("touch input lost")
        touch = try RawTouchWriter(path: play.fifo)
        touch.doubleTap(x: 640, y: 360, firstID: 4)
        try play.wait(for: "the second double tap to resume") { try mpv.flag("pause") == false }
        #expect(try play.stop() == 0)
        #expect(play.actions == ["togglePause", "togglePause"])
    }

    /// Whole records of garbage (unknown types, codes and values) between the frames of a
    /// double tap change nothing; bytes that break the record framing garble the rest of
    /// that writer's stream but stop nothing, and the next writer is read cleanly.
    @Test func garbageBetweenValidFramesNeitherCrashesNorStopsPlayback() throws {
        let play = try TouchmpvPlay(Fixtures.touchmpvExecutable)
        let mpv = try play.connectWhenPlaying()
        var touch = try RawTouchWriter(path: play.fifo)
        let garbage = EvdevEvents { events in
            let records: [(type: Int32, code: Int32, value: Int32)] = [
                (EV_MSC, MSC_SCAN, 0x7fff_ffff), (0x1f, 0xffff, -1), (EV_LED, 0x0f, 1), (EV_KEY, KEY_A, 1),
                (EV_ABS, ABS_PRESSURE, .min), (EV_SW, 0x3ff, 2), (0xffff, 0xffff, .max), (EV_SYN, 0x0e, 5),
            ]
            for record in records { events.add(record.type, record.code, record.value) }
        }
        var second = RawTouchWriter.tapFrames(x: 640, y: 360, id: 2)
        second[0].after = .milliseconds(60)
        let first: [RawTouchWriter.TimedFrame] = [
            (
                .zero,
                EvdevEvents {
                    $0.append(garbage)
                    $0.contact(slot: 0, id: 1, 640, 360)
                }
            ),
            (
                .milliseconds(40),
                EvdevEvents {
                    $0.append(garbage)
                    $0.lift(slot: 0)
                }
            ),
        ]
        let secondDown = second[0].events
        second[0].events = EvdevEvents {
            $0.append(garbage)
            $0.append(secondDown)
        }
        touch.frames(first + second)
        try play.wait(for: "the double tap to pause") { try mpv.flag("pause") == true }

        touch.write(bytes: [0xde, 0xad, 0xbe, 0xef, 0x01, 0x02, 0x03])
        touch.doubleTap(x: 640, y: 360, firstID: 3)
        touch.write(bytes: (0..<4000).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) })
        touch.close()
        try play.waitForError("touch input lost")
        let pausedFlag = try mpv.flag("pause")
        try #require(pausedFlag != nil, "mpv did not report pause")
        let paused = pausedFlag == true
        touch = try RawTouchWriter(path: play.fifo)
        touch.doubleTap(x: 640, y: 360, firstID: 100)
        try play.wait(for: "the next writer's double tap") { try mpv.flag("pause") == !paused }
        #expect(try play.stop() == 0)
    }

    /// Sixty fingers land, move and lift in the same frames (a description with 60
    /// slots): no action comes of it, nothing stays down, and a double tap then works.
    @Test func sixtyFingersAtOnce() throws {
        let directory = URL(fileURLWithPath: TemporaryFolder.path(suffix: ""))
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
        let play = try TouchmpvPlay(Fixtures.touchmpvExecutable, ["--desc", description.path])
        let mpv = try play.connectWhenPlaying()
        let touch = try RawTouchWriter(path: play.fifo)
        let slots = Int32(0)..<60
        touch.frame(
            EvdevEvents { events in for slot in slots { events.contact(slot: slot, id: slot + 1, 20 * slot + 10, 100 + 8 * slot) } })
        touch.frame(EvdevEvents { events in for slot in slots { events.move(slot: slot, 20 * slot + 15, 110 + 8 * slot) } })
        touch.frame(EvdevEvents { events in for slot in slots { events.lift(slot: slot) } })
        touch.doubleTap(x: 640, y: 360, firstID: 100)
        try play.wait(for: "the double tap to pause") { try mpv.flag("pause") == true }
        #expect(try play.stop() == 0)
        #expect(play.actions == ["togglePause"])
    }

    /// A file of records whose finger never lifts: at the end of the file the touch is
    /// cancelled (`seekCancel`, no seek) and playback goes on without touch input.
    @Test func aFingerThatNeverLiftsIsCancelledWhenTheStreamEnds() throws {
        let directory = URL(fileURLWithPath: TemporaryFolder.path(suffix: ""))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("nolift.raw").path
        let records = RawTouchWriter.records { events in
            events.contact(slot: 0, id: 1, 200, 360)
            events.report(advance: .zero)
            for x: Int32 in stride(from: 250, through: 800, by: 50) {
                events.move(slot: 0, x, 362)
                events.report(advance: .zero)
            }
        }
        _ = FileManager.default.createFile(atPath: path, contents: Data(records))
        let play = try TouchmpvPlay(Fixtures.touchmpvExecutable, ["--touch", path], touchFromFIFO: false)
        let mpv = try play.connectWhenPlaying()
        try play.waitForError("playback goes on without touch input")
        let position = try #require(try mpv.number("time-pos"))
        try play.wait(for: "playback to go on") { try #require(try mpv.number("time-pos")) > position + 0.5 }
        #expect(try play.stop() == 0)
        #expect(play.actions.last == "seekCancel")
        #expect(play.actions.contains("seekPreview"))
        #expect(!play.actions.contains("seekForward"))
    }

    /// A drag that seeks past the end of the file: the seek is clamped to the file, mpv
    /// reaches its end and `play` ends normally (status 0, `end-of-file = quit`).
    @Test func aSeekPastTheEndOfTheFileEndsPlaybackNormally() throws {
        let play = try TouchmpvPlay(Fixtures.touchmpvExecutable, ["--mpv", "start=590"])
        _ = try play.connectWhenPlaying()
        let touch = try RawTouchWriter(path: play.fifo)
        touch.drag(x: 100, y: 360, dx: 1000, dy: 0, id: 1)
        touch.frame(EvdevEvents { $0.lift(slot: 0) })
        #expect(try play.waitForExit() == 0)
        #expect(play.actions.contains("seekForward"))
        #expect(play.output.contains("touchmpv: playback ended: end of file"))
    }

    /// A file that cannot be played: status 3 and mpv's reason on standard error.
    @Test func aFileThatCannotBePlayedIsStatus3() throws {
        let directory = URL(fileURLWithPath: TemporaryFolder.path(suffix: ""))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("noise.mkv").path
        _ = FileManager.default.createFile(
            atPath: path, contents: Data((0..<65536).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }))
        let play = try TouchmpvPlay(Fixtures.touchmpvExecutable, [path])
        #expect(try play.waitForExit() == 3)
        #expect(play.errors.contains("cannot play '\(path)'"))
    }

    /// SIGTERM in the middle of a drag: `play` stops cleanly with status 0 (a user's stop
    /// is not a failure), commits no seek, and prints its closing summary.
    @Test func sigtermInTheMiddleOfAGestureExitsCleanlyWithStatus0() throws {
        let play = try TouchmpvPlay(Fixtures.touchmpvExecutable)
        _ = try play.connectWhenPlaying()
        let touch = try RawTouchWriter(path: play.fifo)
        touch.drag(x: 200, y: 360, dx: 400, dy: 0, id: 1)
        try play.wait(for: "the drag's seek preview") { play.actions.contains("seekPreview") }
        #expect(try play.stop(with: SIGTERM) == 0)
        #expect(play.actions.contains("seekPreview"))
        #expect(play.output.contains("touchmpv: playback stopped by SIGTERM"))
        #expect(play.output.contains("final state:"))
        #expect(!play.actions.contains("seekForward"))
    }
}
