import TestSupport
import Testing

@testable import Gestures
@testable import TouchScripts

/// Statements arriving one line at a time (`play --control`): timed from their arrival,
/// parsed by a file's rules, all or nothing per line.
struct ScriptStatementStreamTests {
    let g = ScriptLimits.firstGeneratedID

    /// The stream's events for `line` arriving at `milliseconds`, as "TIME: ID PHASE X Y",
    /// "TIME: KEY CHANGE" and "TIME: expect …".
    func play(_ stream: inout ScriptStatementStream, _ line: String, at milliseconds: Int64) throws(ScriptError) -> [String] {
        try stream.parse(line: Array(line.utf8)[...], arrival: Instant(microseconds: milliseconds * 1000)).map { event in
            switch event {
            case .frame(let frame): "\(frame.time.microseconds / 1000): " + summary(frame).joined(separator: ", ")
            case .key(let key): "\(key.time.microseconds / 1000): \(key.key) \(key.change)"
            case .expectation(let expectation): "\(expectation.time.microseconds / 1000): expect \(expectation) line \(expectation.line)"
            }
        }
    }

    @Test func eachLineIsTimedFromItsArrival() throws {
        var stream = ScriptStatementStream(file: "ctl.sock")
        #expect(try play(&stream, "+0 tap 640 360", at: 5000) == ["5000: \(g) began 640 360", "5050: \(g) ended 640 360"])
        #expect(try play(&stream, "# a comment", at: 5100) == [])
        #expect(try play(&stream, "+200ms expect volume 50", at: 5100) == ["5300: expect volume 50 line 3"])
        #expect(try play(&stream, "+0.1s down 7 10 10", at: 6000) == ["6100: 7 began 10 10"])
        #expect(try play(&stream, "+0 move 7 20 10", at: 6200) == ["6200: 7 moved 20 10"])
        #expect(try play(&stream, "+0 cancel", at: 6300) == ["6300: 7 cancelled 20 10"])
        #expect(stream.lineCount == 6)
    }

    @Test func linesSentTogetherPlayOneAfterTheOtherAsInAFile() throws {
        var stream = ScriptStatementStream(file: "ctl.sock")
        #expect(
            try play(&stream, "+0 tap 640 360 count=2", at: 1000) == [
                "1000: \(g) began 640 360", "1050: \(g) ended 640 360", "1200: \(g + 1) began 640 360", "1250: \(g + 1) ended 640 360",
            ])
        #expect(try play(&stream, "+600 expect paused yes", at: 1001) == ["1850: expect paused yes line 2"])
        #expect(try play(&stream, "+0 expect mpv:pause yes", at: 1002) == ["1850: expect mpv:pause yes line 3"])
        // @T is from the line's arrival: a tap while a hold still goes on.
        _ = try play(&stream, "+0 hold 100 100 duration=5s", at: 3000)
        #expect(try play(&stream, "@100 tap 200 200", at: 3010) == ["3110: \(g + 3) began 200 200", "3160: \(g + 3) ended 200 200"])
    }

    @Test func aBadLineIsRefusedWithAFilesErrorAndChangesNothing() throws {
        var stream = ScriptStatementStream(file: "ctl.sock")
        _ = try play(&stream, "+0 down 1 5 5", at: 0)
        func error(_ line: String, at milliseconds: Int64) -> String? {
            do throws(ScriptError) {
                _ = try play(&stream, line, at: milliseconds)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error("+0 jump 1 2", at: 10)?.hasPrefix("ctl.sock:2:4: error: unknown command 'jump'") == true)
        #expect(error("+0 down 1 6 6", at: 20) == "ctl.sock:3:4: error: finger 1 is already down (put down on line 1)")
        #expect(
            error("screen 10x10", at: 30)
                == "ctl.sock:4:1: error: header statement 'screen' is for script files; send timed statements, like +0 tap 640 360")
        #expect(
            error("junk", at: 30)?.hasPrefix("ctl.sock:5:1: error: unknown statement 'junk' (a time like +0 or @0 then a command)") == true)
        #expect(error("+0 do\u{0}wn", at: 30) == "ctl.sock:6:6: error: binary data (a NUL byte) in a text file")
        // A refused tap makes none of its events, nor takes its fingers' numbers.
        #expect(
            error("+0 tap 1 1 count=2 gap=abc", at: 40)
                == "ctl.sock:7:24: error: tap: gap must be a time like 300, 300ms or 0.3s, not 'abc'")
        #expect(try play(&stream, "+0 up 1", at: 50) == ["50: 1 ended 5 5"])
        #expect(try play(&stream, "+0 tap 2 2", at: 60) == ["60: \(g) began 2 2", "110: \(g) ended 2 2"])
    }

    @Test func aStatementMayNotStartBeforeThePreviousOneStarts() throws {
        var stream = ScriptStatementStream(file: "ctl.sock")
        _ = try play(&stream, "+2000 expect paused yes", at: 0)
        #expect(try play(&stream, "@1500 tap 1 1", at: 500) == ["2000: \(g) began 1 1", "2050: \(g) ended 1 1"])
        do throws(ScriptError) {
            _ = try play(&stream, "@100 wait 1", at: 1000)
            Issue.record("a statement starting before the previous one was accepted")
        } catch {
            #expect(
                error.description
                    == "ctl.sock:3:1: error: time runs backwards: @100 is 100 ms after this line arrived, before the previous statement starts (1000 ms after)"
            )
        }
    }

    @Test func theFingersLeftDownAreCancelledWhenTheClientGoes() throws {
        var stream = ScriptStatementStream(file: "ctl.sock")
        #expect(stream.cancelFingersDown(at: .zero) == nil)
        _ = try play(&stream, "+0 down 3 1 1", at: 0)
        // The hold's lift is already made (at 10.01 s): its finger is not left down.
        _ = try play(&stream, "+0 hold 50 50 duration=10s", at: 10)
        _ = try play(&stream, "+0 down 4 2 2", at: 15)
        let cancelled = stream.cancelFingersDown(at: Instant(microseconds: 20_000))
        let cancel = try #require(cancelled)
        #expect(summary(cancel) == ["3 cancelled 1 1", "4 cancelled 2 2"])
        #expect(cancel.time == Instant(microseconds: 20_000))
        #expect(stream.cancelFingersDown(at: Instant(microseconds: 30_000)) == nil)
    }

    /// A key line arrives as a file's would, timed from its arrival, and counts against the
    /// room for waiting events as touches do.
    @Test func aKeyLineIsTimedFromItsArrival() throws {
        var stream = ScriptStatementStream(file: "control")
        #expect(
            try play(&stream, "+0 key KEY_1 hold=260", at: 1000) == ["1000: KEY_1 pressed", "1250: KEY_1 repeated", "1260: KEY_1 released"])
        #expect(throws: ScriptError.self) {
            try stream.parse(line: Array("+0 key KEY_1 hold=1s".utf8)[...], arrival: .zero, eventRoom: 10)
        }
    }
}
