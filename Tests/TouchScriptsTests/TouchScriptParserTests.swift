import PlayerModel
import TestSupport
import Testing

@testable import Gestures
@testable import TouchScripts

struct TouchScriptParserTests {
    func parse(_ text: String) throws -> TouchScript {
        try TouchScriptParser.parse(text: text, fileName: "t.touch")
    }

    /// The error a script gives, as printed.
    func error(_ text: String) -> String? {
        do {
            _ = try TouchScriptParser.parse(text: text, fileName: "t.touch")
            return nil
        } catch {
            return error.description
        }
    }

    func lines(_ script: TouchScript) -> [String] {
        script.frames.map { "\($0.time.microseconds / 1000): " + summary($0).joined(separator: ", ") }
    }

    let g = ScriptLimits.firstGeneratedID

    // MARK: Header

    @Test func headerDefaultsAndStatements() throws {
        let plain = try parse("@0 wait 1\n")
        #expect(plain.screen == nil && plain.duration == 600 && plain.start == 0)
        let script = try parse("# a comment\n\nscreen 800x480   # trailing comment\nduration 120\nstart 30.5\r\n@0 down 1 5 5\n")
        #expect(script.screen == Size(width: 800, height: 480))
        #expect(script.duration == 120 && script.start == 30.5)
        #expect(script.fileName == "t.touch")
    }

    @Test func headerErrors() {
        #expect(error("@0 down 1 1 1\nscreen 10x10\n") == "t.touch:2:1: error: header statement 'screen' after the first timed statement")
        #expect(error("screen 100\n") == "t.touch:1:8: error: screen must be WIDTHxHEIGHT in points, like 1280x720, not '100'")
        #expect(error("screen 200000x10\n")?.hasPrefix("t.touch:1:8: error: screen 200000x10 is out of range") == true)
        #expect(error("screen 0x10\n")?.hasPrefix("t.touch:1:8: error: screen 0x10 is out of range") == true)
        #expect(error("duration nan\n") == "t.touch:1:10: error: duration: value must be a finite number, not 'nan'")
        #expect(error("duration\n") == "t.touch:1:9: error: duration: missing argument value")
        #expect(error("duration 60\nstart 90\n") == "t.touch:2:1: error: start 90 s is after the end of the 60 s media")
        #expect(error("volume 5\n")?.hasPrefix("t.touch:1:1: error: unknown statement 'volume'") == true)
    }

    /// `tracks` and `chapters` give the simulated file what the menus list.
    @Test func tracksAndChaptersDescribeTheSimulatedFile() throws {
        let script = try parse(
            #"tracks audio "English" Deutsch sub "Français"\#nchapters 0 "Opening" 65.5 "The city" 300 Credits\#n@0 wait 1\#n"#)
        #expect(script.tracks?.audio == ["English", "Deutsch"] && script.tracks?.subtitles == ["Français"])
        #expect(script.chapters.map(\.start) == [0, 65.5, 300])
        #expect(script.chapters.map(\.title) == ["Opening", "The city", "Credits"])
        let subtitlesOnly = try parse("tracks sub eng\n")
        #expect(subtitlesOnly.tracks?.audio == [] && subtitlesOnly.tracks?.subtitles == ["eng"])
        #expect(try parse("@0 wait 1\n").tracks == nil)
        #expect(error("tracks English\n") == "t.touch:1:8: error: tracks: a section comes first, audio or sub, not 'English'")
        #expect(error("tracks audio a sub b audio c\n") == "t.touch:1:22: error: tracks: the audio section is given twice")
        #expect(error("tracks\n")?.hasPrefix("t.touch:1:1: error: tracks needs a section") == true)
        #expect(error("chapters 0\n")?.hasPrefix("t.touch:1:10: error: chapters takes pairs of a start and a title") == true)
        #expect(error("chapters 10 a 5 b\n") == "t.touch:1:15: error: chapters: starts come in order; 5 is before the one before it")
        #expect(error("chapters x a\n") == "t.touch:1:10: error: chapters: a start is seconds, 0…86400, not 'x'")
        #expect(error("@0 wait 1\nchapters 0 a\n") == "t.touch:2:1: error: header statement 'chapters' after the first timed statement")
    }

    /// `expect menu NAME|none` names a menu of the touch controls, or none.
    @Test func expectMenuTakesAMenusNameOrNone() throws {
        let script = try parse("@0 expect menu tracks\n@1 expect menu none\n")
        #expect(script.expectations.map(\.value) == [.menu(.tracks), .menu(nil)])
        #expect(script.expectations.map(\.valueText) == ["tracks", "none"])
        #expect(
            error("@0 expect menu audio\n")
                == "t.touch:1:16: error: expect: menu is one of tracks, chapters, playlist, speed, none, not 'audio'")
    }

    // MARK: Commands

    @Test func downMoveUpAndTimes() throws {
        let script = try parse("@0 down 1 10 20\n+16 move 1 12.5 20\n@0.05s move 1 14 20\n+1s up 1\n")
        #expect(lines(script) == ["0: 1 began 10 20", "16: 1 moved 12.5 20", "50: 1 moved 14 20", "1050: 1 ended 14 20"])
    }

    /// `tool=pen` makes a statement's fingers pens (`TouchType.pen`); without it they
    /// are fingers. Any other tool is an error at its value.
    @Test func toolPenMakesPenTouches() throws {
        let script = try parse(
            "@0 down 1 10 20 tool=pen\n@0 down 2 30 20\n@10 up 1\n@10 up 2\n@20 tap 5 5 tool=pen fingers=2\n@100 drag 0 0 50 0 tool=finger\n"
        )
        let began = script.frames.flatMap { $0.updates.filter { $0.phase == .began }.map { "\($0.id) \($0.type)" } }
        #expect(began == ["1 pen", "2 finger", "\(g) pen", "\(g + 1) pen", "\(g + 2) finger"])
        #expect(try parse("@0 down 1 1 1 pen\n").frames.first?.updates.first?.type == .pen)  // by position, as options are
        #expect(error("@0 down 1 10 20 tool=palm\n") == "t.touch:1:22: error: down: tool must be finger or pen, not 'palm'")
        #expect(error("@0 move 1 10 20 tool=pen\n")?.hasPrefix("t.touch:1:17: error: move: unknown option 'tool'") == true)
    }

    @Test func sameTimeEventsFormOneFrameWithLiftsLast() throws {
        let script = try parse("@0 down 1 0 0\n@0 down 2 50 0\n@10 up 1\n@10 move 2 60 0\n@10 move 2 70 0\n")
        #expect(lines(script) == ["0: 1 began 0 0, 2 began 50 0", "10: 2 moved 70 0, 1 ended 0 0"])
    }

    @Test func cancelCancelsEveryFingerThatIsDown() throws {
        let script = try parse("@0 down 1 0 0\n@0 down 2 5 5\n@20 cancel\n@30 down 1 1 1\n")
        #expect(lines(script) == ["0: 1 began 0 0, 2 began 5 5", "20: 1 cancelled 0 0, 2 cancelled 5 5", "30: 1 began 1 1"])
    }

    @Test func tapDefaultsAndOptions() throws {
        #expect(lines(try parse("@100 tap 10 20\n")) == ["100: \(g) began 10 20", "150: \(g) ended 10 20"])
        let double = try parse("@0 tap 10 20 count=2 fingers=2 press=40ms gap=0.1s\n+0 down 1 0 0\n")
        #expect(
            lines(double) == [
                "0: \(g) began 10 20, \(g + 1) began 30 20", "40: \(g) ended 10 20, \(g + 1) ended 30 20",
                "140: \(g + 2) began 10 20, \(g + 3) began 30 20", "180: 1 began 0 0, \(g + 2) ended 10 20, \(g + 3) ended 30 20",
            ])
        let positional = try parse("@0 tap 1 2 2\n")
        #expect(positional.frames.count == 4)
    }

    @Test func dragMakesRoundedMoveCountAndEndsExactlyAtTheTarget() throws {
        // n = round(100 ms · 30 Hz / 1000) = 3 moves at 33.333, 66.666 and 100 ms.
        let script = try parse("@0 drag 0 0 90 30 duration=100 hz=30\n")
        #expect(
            lines(script) == [
                "0: \(g) began 0 0", "33: \(g) moved 30 10", "66: \(g) moved 60 20", "100: \(g) moved 90 30, \(g) ended 90 30",
            ])
        #expect(script.frames.map(\.time.microseconds) == [0, 33_333, 66_666, 100_000])
        let defaults = try parse("@0 drag 0 0 100 0\n")  // 300 ms at 60 Hz: 18 moves
        #expect(defaults.frames.count == 19)
        #expect(defaults.frames.last?.time == Instant(microseconds: 300_000))
        let tiny = try parse("@0 drag 0 0 10 0 duration=1 hz=1\n")  // max(1, round(0.001)) = 1 move
        #expect(lines(tiny) == ["0: \(g) began 0 0", "1: \(g) moved 10 0, \(g) ended 10 0"])
        let two = try parse("@0 drag 0 0 0 100 duration=10 fingers=2 hz=100\n")
        #expect(
            lines(two) == [
                "0: \(g) began 0 0, \(g + 1) began 20 0",
                "10: \(g) moved 0 100, \(g + 1) moved 20 100, \(g) ended 0 100, \(g + 1) ended 20 100",
            ])
    }

    @Test func holdPinchRotateAndWait() throws {
        #expect(lines(try parse("@0 hold 5 5\n")) == ["0: \(g) began 5 5", "800: \(g) ended 5 5"])
        let pinch = try parse("@0 pinch 100 100 20 60 duration=10 hz=100\n")
        #expect(
            lines(pinch) == [
                "0: \(g) began 110 100, \(g + 1) began 90 100",
                "10: \(g) moved 130 100, \(g + 1) moved 70 100, \(g) ended 130 100, \(g + 1) ended 70 100",
            ])
        let vertical = try parse("@0 pinch 100 100 20 20 duration=10 hz=100 angle=90\n")
        let fingers = vertical.frames[0].updates.map(\.location)
        #expect(abs(fingers[0].x - 100) < 1e-9 && abs(fingers[0].y - 110) < 1e-9)
        #expect(abs(fingers[1].x - 100) < 1e-9 && abs(fingers[1].y - 90) < 1e-9)
        let rotate = try parse("@0 rotate 100 100 90 radius=50 duration=10 hz=100\n")
        let end = rotate.frames[1].updates
        #expect(abs(end[0].location.x - 100) < 1e-9 && abs(end[0].location.y - 150) < 1e-9)  // clockwise on screen: right → down
        #expect(abs(end[1].location.x - 100) < 1e-9 && abs(end[1].location.y - 50) < 1e-9)
        let waited = try parse("@0 wait 2s\n+0 tap 0 0\n")
        #expect(waited.frames.first?.time == Instant(microseconds: 2_000_000))
    }

    /// Issue 11, item 9: the script ends at its last time, a trailing `wait`
    /// included, and overlapping statements end with the one that ends last.
    @Test func theScriptEndsAtItsLastTimeWaitsIncluded() throws {
        #expect(try parse("@0 tap 640 360\n+100 wait 6s\n").endTime == Instant(microseconds: 6_150_000))
        #expect(try parse("@0 wait 1\n").endTime == Instant(microseconds: 1000))
        #expect(try parse("@0 hold 0 0 duration=500\n@100 tap 50 50\n").endTime == Instant(microseconds: 500_000))
        #expect(try parse("@0 wait 3s\n@1s tap 50 50\n").endTime == Instant(microseconds: 3_000_000))
        #expect(try parse("@0 tap 1 1\n@2s expect volume 50\n").endTime == Instant(microseconds: 2_000_000))
        #expect(try parse("screen 10x10\n").endTime == .zero)
    }

    @Test func plusTimeIsAfterTheLastEventOfThePreviousStatement() throws {
        let script = try parse("@0 tap 0 0 count=2\n+10 down 1 5 5\n")
        // Two taps: lifts at 50 and 250 ms; +10 → 260 ms.
        #expect(script.frames.last?.time == Instant(microseconds: 260_000))
    }

    @Test func generatedFingersNeverCollideWithTheScriptsIDs() throws {
        let script = try parse("@0 down 999999 1 1\n@0 hold 2 2 duration=10\n@0 down 0 3 3\n")
        let ids = Set(script.frames[0].updates.map(\.id))
        #expect(ids == [999_999, 0, g])
    }

    @Test func statementsMayOverlap() throws {
        let script = try parse("@0 hold 0 0 duration=500\n@100 tap 50 50\n")
        #expect(lines(script) == ["0: \(g) began 0 0", "100: \(g + 1) began 50 50", "150: \(g + 1) ended 50 50", "500: \(g) ended 0 0"])
    }

    @Test func expectations() throws {
        let script = try parse(
            "@0 tap 1 1\n@50 expect volume 55 ~2\n@60 expect paused yes\n@70 expect controls hidden\n@80 expect position 12.5\n")
        let expectations = script.expectations
        #expect(expectations.map(\.subject) == [.player(.volume), .player(.paused), .player(.controls), .player(.position)])
        #expect(expectations[0].value == .number(55, tolerance: 2))
        #expect(expectations[1].value == .flag(true) && expectations[2].value == .flag(false))
        #expect(expectations[3].value == .number(12.5, tolerance: 0))
        #expect(expectations.map(\.line) == [2, 3, 4, 5])
        #expect(expectations[0].isMet(byNumber: 56.9) && !expectations[0].isMet(byNumber: 57.1))
        #expect(expectations[0].failureMessage(got: "60") == "t.touch:2: expected volume 55 ~2, got 60")
        // At 50 ms the tap's lift comes before the expectation of the same time.
        guard case .frame(let lift) = script.timeline[1], case .expectation = script.timeline[2] else {
            Issue.record("timeline order: \(script.timeline)")
            return
        }
        #expect(lift.time == Instant(microseconds: 50_000))
    }

    @Test func mpvPropertyExpectations() throws {
        let script = try parse(
            """
            @0 expect mpv:time-pos 3 ~0.5
            @0 expect mpv:pause yes
            @0 expect mpv:media-title "Big Buck Bunny"   # a quoted word holds spaces
            @0 expect mpv:sub-text ""
            @0 expect mpv:vid "1"
            @0 expect mpv:vf "lavfi=[hflip]" # and '=' and '#': "x # y"
            @0 expect mpv:title "say \\"hi\\" \\\\ bye"
            """)
        let values = script.expectations.map(\.value)
        #expect(
            script.expectations.map(\.subject) == ["time-pos", "pause", "media-title", "sub-text", "vid", "vf", "title"].map { .mpv($0) })
        #expect(
            values == [
                .property(text: "3", number: 3, tolerance: 0.5), .property(text: "yes", number: nil, tolerance: 0),
                .property(text: "Big Buck Bunny", number: nil, tolerance: 0), .property(text: "", number: nil, tolerance: 0),
                // Quoted, a number is text: compared with mpv's string form.
                .property(text: "1", number: nil, tolerance: 0), .property(text: "lavfi=[hflip]", number: nil, tolerance: 0),
                .property(text: #"say "hi" \ bye"#, number: nil, tolerance: 0),
            ])
        #expect(script.expectations.map(\.subjectColumn) == Array(repeating: 11, count: 7))
        #expect(script.expectations[0].valueColumn == 24)
        #expect(script.expectations[2].description == #"mpv:media-title "Big Buck Bunny""#)
        #expect(script.expectations[0].failureMessage(got: "4") == "t.touch:1: expected mpv:time-pos 3 ~0.5, got 4")
    }

    @Test func mpvPropertyAndQuoteErrors() {
        #expect(error("@0 expect mpv: 1\n") == "t.touch:1:11: error: expect: mpv: needs a property name, like mpv:time-pos")
        #expect(error("@0 expect mpv:pause yes ~1\n") == "t.touch:1:25: error: expect: a tolerance needs a number to compare, not 'yes'")
        #expect(
            error("@0 expect mpv:volume \"5\" ~1\n") == #"t.touch:1:26: error: expect: a tolerance needs a number to compare, not '"5"'"#)
        #expect(error("@0 expect mpv:volume 5 ~x\n") == "t.touch:1:25: error: expect: tolerance must be a finite number, not 'x'")
        #expect(
            error("@0 expect mpv:title \"open\n") == "t.touch:1:21: error: this quote is not closed: a quoted word ends with \" on its line"
        )
        #expect(
            error("@0 expect mpv:title \"a\"b\n") == "t.touch:1:24: error: a quoted word ends at its closing quote: put a space after it")
        #expect(error("@0 tap \"1\" 1\n") == #"t.touch:1:8: error: tap: X must be a finite number, not '"1"'"#)
        #expect(error("@0 expect mpv:x\n") == "t.touch:1:16: error: expect: missing argument VALUE")
    }

    // MARK: Errors

    @Test func binaryGarbageIsRefused() {
        #expect(error("@0 down 1 1 1\n@1 do\u{0}wn\n") == "t.touch:2:6: error: binary data (a NUL byte) in a text file")
        let invalid: [UInt8] = Array("@0 tap 1 1\n@5 t".utf8) + [0xFF, 0xFE] + Array("\n".utf8)
        #expect(throws: ScriptError(file: "g.touch", line: 2, column: 5, message: "binary data (bytes that are not UTF-8) in a text file"))
        {
            try TouchScriptParser.parse(bytes: invalid, fileName: "g.touch")
        }
    }

    @Test func unknownCommandsAndBadArguments() {
        #expect(error("@0 jump 1 2\n")?.hasPrefix("t.touch:1:4: error: unknown command 'jump'") == true)
        #expect(error("@0\n") == "t.touch:1:3: error: missing command after the time")
        #expect(error("@0 down 1 5\n") == "t.touch:1:12: error: down: missing argument Y")
        #expect(error("@0 down 1 5 abc\n") == "t.touch:1:13: error: down: Y must be a finite number, not 'abc'")
        #expect(error("@0 down 1 nan 5\n") == "t.touch:1:11: error: down: X must be a finite number, not 'nan'")
        #expect(error("@0 down 1 inf 5\n") == "t.touch:1:11: error: down: X must be a finite number, not 'inf'")
        #expect(error("@0 down 1 1e999 5\n") == "t.touch:1:11: error: down: X must be a finite number, not '1e999'")
        #expect(error("@0 down x 1 1\n") == "t.touch:1:9: error: down: ID must be a whole number from 0 to 999999, not 'x'")
        #expect(error("@0 down 1 1 1 pen 1\n") == "t.touch:1:19: error: down: unexpected argument '1'")
        #expect(error("@0 tap 1 1 speed=3\n")?.hasPrefix("t.touch:1:12: error: tap: unknown option 'speed'") == true)
        #expect(error("@0 tap 1 1 count=2 count=3\n") == "t.touch:1:20: error: tap: count given twice")
        #expect(error("@0 tap 1 1 count=2.5\n") == "t.touch:1:18: error: tap: count must be a whole number from 1 to 10000, not '2.5'")
        #expect(error("@0 tap 1 1 press=-5\n") == "t.touch:1:18: error: tap: press -5 is out of range 0...24h")
        #expect(error("@0 wait 5min\n") == "t.touch:1:9: error: wait: T must be a time like 300, 300ms or 0.3s, not '5min'")
        #expect(error("@x down 1 1 1\n") == "t.touch:1:2: error: time must be a time like 300, 300ms or 0.3s, not 'x'")
        #expect(error("@0 drag 0 0 1 1 hz=0\n") == "t.touch:1:20: error: drag: hz must be above 0")
        #expect(error("@0 expect volume loud\n") == "t.touch:1:18: error: expect: volume must be a finite number, not 'loud'")
        #expect(error("@0 expect mood 5\n")?.hasPrefix("t.touch:1:11: error: expect: unknown key 'mood'") == true)
        #expect(error("@0 expect paused maybe\n") == "t.touch:1:18: error: expect: paused is yes or no, not 'maybe'")
        #expect(error("@0 expect controls visible ~1\n") == "t.touch:1:28: error: expect: controls takes no tolerance")
        #expect(error("@0 expect zoom 1 2\n") == "t.touch:1:18: error: expect: a tolerance is written ~TOL, like ~0.5, not '2'")
        #expect(error("@0 expect zoom 1 ~nan\n") == "t.touch:1:19: error: expect: tolerance must be a finite number, not 'nan'")
    }

    @Test func timeRunningBackwards() {
        #expect(
            error("@100 down 1 1 1\n@50 up 1\n")
                == "t.touch:2:1: error: time runs backwards: @50 is 50 ms, before the previous statement at 100 ms")
    }

    @Test func fingerMisuse() {
        #expect(error("@0 down 1 1 1\n@10 down 1 2 2\n") == "t.touch:2:5: error: finger 1 is already down (put down on line 1)")
        #expect(error("@0 up 3\n") == "t.touch:1:4: error: up of finger 3, which is not down")
        #expect(error("@0 down 1 1 1\n@5 up 1\n@6 move 1 2 2\n") == "t.touch:3:4: error: move of finger 1, which is not down")
        #expect(error("@0 down 1 1 1\n@0 up 1\n@0 down 1 1 1\n") == "t.touch:3:4: error: finger 1 is already down (put down on line 1)")
    }

    @Test func absurdSizesAndCountsAreBounded() {
        #expect(error("@0 tap 1 1 count=10001\n") == "t.touch:1:18: error: tap: count must be a whole number from 1 to 10000, not '10001'")
        #expect(error("@0 tap 1 1 fingers=101\n") == "t.touch:1:20: error: tap: fingers must be a whole number from 1 to 100, not '101'")
        #expect(error("@0 tap 1 1 count=99999999999999999999999\n")?.contains("count must be a whole number") == true)
        #expect(error("@0 drag 0 0 1 1 hz=1001\n") == "t.touch:1:20: error: drag: hz 1001 is out of range 0...1000")
        #expect(error("@25h wait 1\n") == "t.touch:1:2: error: time must be a time like 300, 300ms or 0.3s, not '25h'")
        #expect(error("@86400s wait 1\n") == "t.touch:1:9: error: wait runs past the 24 h a script may last")
        #expect(error("@86401s down 1 0 0\n") == "t.touch:1:2: error: time 86401s is out of range 0...24h")
        #expect(error("@0 wait 86401s\n") == "t.touch:1:9: error: wait: T 86401s is out of range 0...24h")
        #expect(error("@0 tap 1 1 count=10000 press=10s gap=10s\n") == "t.touch:1:4: error: tap runs past the 24 h a script may last")
        #expect(
            error("@0 drag 0 0 1 1 duration=20000s hz=1000\n")
                == "t.touch:1:4: error: drag would make 20000002 touch events (one statement may make at most 100000)")
        #expect(error("@0 drag 0 0 1 1 fingers=10 duration=9998ms hz=1000\n") == nil)
        #expect(
            error(String(repeating: "@0 drag 0 0 1 1 duration=99s hz=1000\n", count: 11))
                == "t.touch:11:4: error: drag would make too many touch events (a script may make at most 1000000)")
        #expect(error("@0 down 1 2e6 0\n") == "t.touch:1:11: error: down: X 2e6 is out of range -1000000...1000000")
        #expect(error("@0 down 1000000 0 0\n") == "t.touch:1:9: error: down: ID must be a whole number from 0 to 999999, not '1000000'")
        #expect(
            error("+86399999 wait 1\n+86399999 down 1 0 0\n") == "t.touch:2:1: error: time +86399999 is past the 24 h a script may last")
    }

    @Test func aLongBadWordIsQuotedByItsFirstFortyCharacters() {
        let name = String(repeating: "w", count: 41)
        #expect(
            error("@0 \(name) 1 1\n")
                == "t.touch:1:4: error: unknown command '\(name.prefix(40))…' (down, move, up, cancel, tap, drag, hold, pinch, rotate, key, wait, expect)"
        )
        let zeros = String(repeating: "0", count: 100) + "2000000"
        #expect(error("@0 tap \(zeros) 1\n") == "t.touch:1:8: error: tap: X \(zeros.prefix(40))… is out of range -1000000...1000000")
        #expect(
            error("@0 tap 1 1 count=\(name)\n")
                == "t.touch:1:18: error: tap: count must be a whole number from 1 to 10000, not '\(name.prefix(40))…'")
    }

    @Test func overlappingStatementsMayKeepAtMostAHundredFingersDown() throws {
        let hundred = try parse("@0 tap 0 0 fingers=60 press=1s\n@10 tap 0 100 fingers=40\n")
        #expect(hundred.frames[1].updates.count == 40)
        #expect(
            error("@0 tap 0 0 fingers=60 press=1s\n@10 tap 0 100 fingers=41\n")
                == "t.touch:2:5: error: this statement would keep more than 100 fingers down at once (the most a script may keep down)")
        #expect(
            error("@0 tap 0 0 fingers=100 press=1s\n@10 down 7 5 5\n")
                == "t.touch:2:5: error: this statement would keep more than 100 fingers down at once (the most a script may keep down)")
        // Fingers lifting or cancelled before others land leave room for them.
        let backToBack = try parse("@0 tap 0 0 count=2 fingers=100 press=50 gap=0\n")
        #expect(backToBack.frames.map(\.updates.count) == [100, 200, 100])
        let downs = (0..<100).map { "@0 down \($0) 0 0\n" }.joined()
        let afterCancel = try parse(downs + "@10 cancel\n@11 tap 0 100 fingers=100\n")
        #expect(afterCancel.frames.map(\.updates.count) == [100, 100, 100, 100])
    }
}

/// `key KEY_NAME [hold=DURATION]`: a press and a release, the kernel's repeats between.
struct KeyStatementTests {
    private func keys(_ text: String) throws -> [String] {
        try TouchScriptParser.parse(text: text, fileName: "k.touch").timeline.compactMap {
            guard case .key(let key) = $0 else { return nil }
            return "\(key.key) \(key.change) @\(key.time.microseconds / 1000)"
        }
    }

    private func failure(_ text: String) -> String? {
        do {
            _ = try TouchScriptParser.parse(text: text, fileName: "k.touch")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aKeyPressesAndReleasesAtItsTimeAndAHoldRepeatsAsTheKernelDoes() throws {
        #expect(try keys("@100 key KEY_1") == ["KEY_1 pressed @100", "KEY_1 released @100"])
        #expect(try keys("@0 key KEY_1 hold=250") == ["KEY_1 pressed @0", "KEY_1 released @250"])
        #expect(
            try keys("@0 key KEY_1 hold=317\n+0 key KEY_2")
                == [
                    "KEY_1 pressed @0", "KEY_1 repeated @250", "KEY_1 repeated @283", "KEY_1 repeated @316", "KEY_1 released @317",
                    "KEY_2 pressed @317", "KEY_2 released @317",
                ])
        #expect(try keys("@0 key KEY_1 hold=10s").count == 2 + 296)
    }

    /// Keys come after the frames of their moment and before its expectations; a held
    /// key's statement ends at its release, as a hold's does.
    @Test func keysTakeTheirPlaceInTheTimeline() throws {
        let script = try TouchScriptParser.parse(
            text: "@0 key KEY_1 hold=100\n+0 expect paused no\n@100 tap 10 10\n", fileName: "k.touch")
        let kinds = script.timeline.map { event -> String in
            switch event {
            case .frame: "frame"
            case .key(let key): "\(key.change)"
            case .expectation: "expect"
            }
        }
        #expect(kinds == ["pressed", "frame", "released", "expect", "frame"])
        #expect(script.endTime == Instant(microseconds: 150_000))
    }

    @Test func aKeyStatementsErrorsNameLineAndColumn() {
        #expect(
            failure("@0 key KEY_PLAYPUASE")
                == "k.touch:1:8: error: key: unknown key 'KEY_PLAYPUASE' (a KEY_ name of linux/input-event-codes.h, e.g. KEY_PLAYPAUSE); did you mean KEY_PLAYPAUSE?"
        )
        #expect(failure("@0 key")?.hasPrefix("k.touch:1:") == true)
        #expect(failure("@0 key KEY_1 hold=-5")?.hasPrefix("k.touch:1:") == true)
        #expect(failure("@0 key KEY_1 hold=90000s")?.hasPrefix("k.touch:1:") == true)
        #expect(failure("@0 key KEY_1 hold=3600s")?.contains("events") == true)
    }
}
