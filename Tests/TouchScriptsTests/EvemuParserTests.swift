import Testing

@testable import Gestures
@testable import TouchInput
@testable import TouchScripts

struct EvemuParserTests {
    let header13 = """
        # EVEMU 1.3
        N: Test Panel   # a comment
        I: 0018 04f3 0001 0100
        P: 02 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 04 00 00 00 00 00 00
        B: 03 03 00 00 00 00 80 60 02
        A: 00 0 799 0 0 12
        A: 01 0 479 0 0 12
        A: 2f 0 9 0 0 0
        A: 35 0 799 0 0 12
        A: 36 0 479 0 0 12
        A: 39 0 65535 0 0 0

        """

    func parse(_ text: String, header: DeviceDescription? = nil) throws(ScriptError) -> EvemuRecording {
        try EvemuParser.parse(bytes: Array(text.utf8), fileName: "r.evemu", header: header)
    }

    func error(_ text: String) -> String? {
        do throws(ScriptError) {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func headerVersion13() throws {
        let description = try parse(header13).description
        #expect(description.name == "Test Panel")
        #expect(description.bus == 0x18 && description.vendor == 0x04f3 && description.product == 1 && description.version == 0x100)
        #expect(description.properties == [1] && description.isDirect)
        #expect(description.codes[1] == [330])  // BTN_TOUCH: byte 41, bit 2
        #expect(description.codes[3] == [0, 1, 0x2f, 0x35, 0x36, 0x39])
        #expect(description.axes[0x35] == AbsInfo(minimum: 0, maximum: 799, resolution: 12))
        #expect(description.touchProtocol == .slots && description.slotCount == 10 && description.isMultiTouchScreen)
    }

    @Test func headerVersion11HasNoResolution() throws {
        let description = try parse("N: Old\nA: 35 0 32767 15 0\nA: 36 0 32767 15 0\n").description
        #expect(description.axes[0x35] == AbsInfo(minimum: 0, maximum: 32767, fuzz: 15))
        #expect(description.touchProtocol == .packets)
    }

    @Test func eventLinesPaddedAndUnpadded() throws {
        let recording = try parse(
            header13 + """
                E: 0.000001 0003 0039 0003\t# EV_ABS / ABS_MT_TRACKING_ID   3
                E: 0.000001 0003 0035 0340
                E: 1357751031.716015 3 36 6097
                E: 1357751032.5 0003 0039 -001
                E: 1357751033.095573 0000 0000 0000

                """)
        #expect(
            recording.events == [
                InputEvent(seconds: 0, microseconds: 1, type: 3, code: 0x39, value: 3),
                InputEvent(seconds: 0, microseconds: 1, type: 3, code: 0x35, value: 340),
                InputEvent(seconds: 1_357_751_031, microseconds: 716_015, type: 3, code: 0x36, value: 6097),
                InputEvent(seconds: 1_357_751_032, microseconds: 500_000, type: 3, code: 0x39, value: -1),
                InputEvent(seconds: 1_357_751_033, microseconds: 95_573, type: 0, code: 0, value: 0),
            ])
    }

    @Test func aHeaderlessFileTakesItsHeaderFromDesc() throws {
        let description = try parse(header13).description
        let recording = try parse("E: 5.000000 0003 0039 1\nE: 5.000000 0000 0000 0\n", header: description)
        #expect(recording.description == description && recording.events.count == 2)
        #expect(
            error("E: 5.000000 0003 0039 1\n")
                == "r.evemu:1:1: error: no device description: the recording has no N:/A: header; give one with --desc FILE")
    }

    @Test func malformedLinesAreLocated() {
        #expect(error(header13 + "E: 1.0 0003\n") == "r.evemu:19:12: error: E: needs SEC.USEC TYPE CODE VALUE")
        #expect(error(header13 + "E: x.5 0003 0035 1\n") == "r.evemu:19:4: error: E: time must be SECONDS.MICROSECONDS, not 'x.5'")
        #expect(
            error(header13 + "E: 1.1234567 0003 0035 1\n") == "r.evemu:19:4: error: E: time must be SECONDS.MICROSECONDS, not '1.1234567'")
        #expect(error(header13 + "E: 1.0 00zz 0035 1\n") == "r.evemu:19:8: error: E: type must be hexadecimal, not '00zz'")
        #expect(
            error(header13 + "E: 1.0 0003 0035 99999999999\n")
                == "r.evemu:19:18: error: E: value must be a decimal 32-bit integer, not '99999999999'")
        #expect(error(header13 + "E: 1.0 0003 0035 1 2\n") == "r.evemu:19:20: error: E: unexpected '2' after the value")
        #expect(error("A: 35 0 nope 0 0\n") == "r.evemu:1:9: error: A: maximum must be a decimal 32-bit integer, not 'nope'")
        #expect(error("A: 35 0 1\n") == "r.evemu:1:1: error: A: needs CODE MIN MAX FUZZ FLAT and, from evemu 1.2, RESOLUTION")
        #expect(error("B: 99 00\n") == "r.evemu:1:4: error: B: event type 99 is beyond EV_MAX")
        #expect(error("I: 0003 1b96\n") == "r.evemu:1:1: error: I: needs BUS VENDOR PRODUCT VERSION")
        #expect(error("X: what\n") == "r.evemu:1:1: error: not an evemu line: 'X:' (expected N:, I:, P:, B:, A: or E:)")
        #expect(error("N: x\nE: 1.0 0003 0035 \u{0}1\n") == "r.evemu:2:18: error: binary data (a NUL byte) in a text file")
    }

    @Test func timesThatRunBackwardsAreRefusedAtTheLine() {
        let events = "E: 5.000000 0003 0039 1\nE: 5.000000 0000 0000 0\nE: 1.000000 0003 0039 -1\nE: 1.000000 0000 0000 0\n"
        #expect(
            error(header13 + events)
                == "r.evemu:21:4: error: time runs backwards: E: 1.000000 is before the previous event at 5.000000")
        #expect(error(header13 + "E: 1.5 0003 0039 1\nE: 1.5 0000 0000 0\nE: 1.500001 0000 0000 0\n") == nil)
    }

    /// Issue 11, item 5: half of a position pair was read with the other coordinate 0
    /// and unscaled; now the header is refused at the line of the axis that is there.
    @Test func aHeaderWithHalfAPositionPairIsRefusedNamingTheMissingAxis() {
        #expect(
            error("N: Half\nA: 35 0 799 0 0\nE: 0.0 0003 0035 5\n")
                == "r.evemu:2:4: error: no A: line for ABS_MT_POSITION_Y (0x36): a touch position needs it beside ABS_MT_POSITION_X (0x35)")
        #expect(
            error("N: Half\nA: 36 0 479 0 0\n")
                == "r.evemu:2:4: error: no A: line for ABS_MT_POSITION_X (0x35): a touch position needs it beside ABS_MT_POSITION_Y (0x36)")
        let touchButton = String(repeating: "B: 01 00 00 00 00 00 00 00 00\n", count: 5) + "B: 01 00 04 00 00 00 00 00 00\n"
        #expect(
            error("N: Panel\n" + touchButton + "A: 00 0 4095 0 0\n")
                == "r.evemu:8:4: error: no A: line for ABS_Y (0x01): a touch position needs it beside ABS_X (0x00)")
        #expect(
            error("N: Panel\n" + touchButton + "A: 01 0 4095 0 0\n")
                == "r.evemu:8:4: error: no A: line for ABS_X (0x00): a touch position needs it beside ABS_Y (0x01)")
        // The bitmask names both axes, but only one has a range.
        #expect(
            error("N: Panel\nB: 03 00 00 00 00 00 00 60 00\nA: 35 0 799 0 0\n")
                == "r.evemu:3:4: error: no A: line for ABS_MT_POSITION_Y (0x36): a touch position needs it beside ABS_MT_POSITION_X (0x35)")
        #expect(
            error("N: Panel\nB: 03 00 00 00 00 00 00 60 00\n")
                == "r.evemu:2:1: error: no A: line for ABS_MT_POSITION_X (0x35): a touch position needs it beside ABS_MT_POSITION_Y (0x36)")
        #expect(
            throws: ScriptError(
                file: "half.desc", line: 2, column: 4,
                message: "no A: line for ABS_MT_POSITION_Y (0x36): a touch position needs it beside ABS_MT_POSITION_X (0x35)")
        ) {
            try EvemuParser.parseDescription(bytes: Array("N: Half\nA: 35 0 9 0 0\n".utf8), fileName: "half.desc")
        }
    }

    @Test func aLongBadWordIsQuotedByItsFirstFortyCharacters() {
        let digits = String(repeating: "9", count: 1000)
        #expect(
            error(header13 + "E: 1.0 0003 0035 \(digits)\n")
                == "r.evemu:19:18: error: E: value must be a decimal 32-bit integer, not '\(digits.prefix(40))…'")
        #expect(
            error("\(String(repeating: "Z", count: 41)): what\n")
                == "r.evemu:1:1: error: not an evemu line: '\(String(repeating: "Z", count: 40))…' (expected N:, I:, P:, B:, A: or E:)")
    }

    @Test func recordingsAndScriptsAreToldApartByContent() {
        #expect(ScriptLoader.isEvemu(Array("# EVEMU 1.3\n# stuff\nN: x\n".utf8)))
        #expect(ScriptLoader.isEvemu(Array("\n  E: 0.1 0000 0000 0\n".utf8)))
        #expect(!ScriptLoader.isEvemu(Array("# a script\nscreen 10x10\n@0 tap 1 1\n".utf8)))
        #expect(!ScriptLoader.isEvemu(Array("".utf8)))
    }

    @Test func aRecordingBecomesAScriptOnTheRequestedScreen() throws {
        let recording = try parse(
            header13 + """
                E: 100.000000 0003 0039 0001
                E: 100.000000 0003 0035 0400
                E: 100.000000 0003 0036 0240
                E: 100.000000 0000 0000 0000
                E: 100.016000 0003 0039 -001
                E: 100.016000 0000 0000 0000

                """)
        let script = ScriptLoader.script(from: recording, fileName: "r.evemu", screen: Size(width: 800, height: 480))
        #expect(script.screen == Size(width: 800, height: 480))
        #expect(
            script.frames == [
                TouchFrame(time: .zero, updates: [TouchUpdate(id: 1, phase: .began, location: Point(x: 400, y: 240))]),
                TouchFrame(
                    time: Instant(microseconds: 16_000), updates: [TouchUpdate(id: 1, phase: .ended, location: Point(x: 400, y: 240))]),
            ])
        #expect(script.expectations.isEmpty && script.duration == 600 && script.start == 0)
    }
}
