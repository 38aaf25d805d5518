import TestSupport
import Testing

@testable import Gestures
@testable import TouchInput
@testable import TouchScripts

/// Every real recording in the shared fixtures, read through `ScriptLoader` and so
/// through the same `EvdevDecoder` a device uses, mapped onto the default 1280x720.
struct RecordingFixtureTests {
    /// What a recording's frames add up to.
    struct Summary {
        var began: [TouchUpdate] = []
        var lastLocation: [Int: Point] = [:]
        var ended = 0
        var cancelled = 0
        var stillDown: Set<Int> = []
        var mostAtOnce = 0
        var allOnScreen = true
        var timesIncrease = true
    }

    static func load(_ name: String, desc: String? = nil) throws -> TouchScript {
        try ScriptLoader.load(path: Fixtures.recording(name), descPath: desc.map(Fixtures.recording))
    }

    static func summarize(_ script: TouchScript) -> Summary {
        var summary = Summary()
        var previous: Instant?
        for frame in script.frames {
            if let previous, frame.time < previous { summary.timesIncrease = false }
            previous = frame.time
            for update in frame.updates {
                switch update.phase {
                case .began:
                    summary.began.append(update)
                    summary.stillDown.insert(update.id)
                case .ended:
                    summary.ended += 1
                    summary.stillDown.remove(update.id)
                case .cancelled:
                    summary.cancelled += 1
                    summary.stillDown.remove(update.id)
                case .moved, .stationary: break
                }
                summary.lastLocation[update.id] = update.location
                let point = update.location
                if !(point.x >= 0 && point.x < 1280 && point.y >= 0 && point.y < 720) { summary.allOnScreen = false }
            }
            summary.mostAtOnce = max(summary.mostAtOnce, summary.stillDown.count)
        }
        return summary
    }

    @Test func atmelFastTapsKeepPerSlotValuesForTapsWithoutAPositionEvent() throws {
        let script = try Self.load("atmel-maxtouch.1-finger-fast-taps.evemu")
        let summary = Self.summarize(script)
        #expect(summary.began.count == 9 && summary.ended == 9 && summary.cancelled == 0 && summary.mostAtOnce == 1)
        // Taps 5, 6 and 8 come without ABS_MT_POSITION_X or _Y: the slot's last value holds.
        let raw: [(Double, Double)] = [
            (340, 242), (354, 228), (357, 239), (364, 255), (364, 251), (345, 251), (349, 250), (349, 264), (373, 252),
        ]
        let wanted = raw.map { Point(x: $0.0 * 1280 / 800, y: $0.1 * 720 / 480) }
        #expect(summary.began.count == wanted.count)
        for (got, want) in zip(summary.began.map(\.location), wanted) {
            #expect(got.distance(to: want) < 1e-9, "\(got) != \(want)")
        }
        #expect(script.frames.first?.time == .zero)  // rebased
        #expect(summary.timesIncrease && summary.allOnScreen)
    }

    @Test func atmelFourFingersLandAndDragDown() throws {
        let script = try Self.load("atmel-maxtouch.4-finger-drag-down.evemu")
        let summary = Self.summarize(script)
        #expect(summary.began.count == 4 && summary.ended == 4 && summary.stillDown.isEmpty && summary.mostAtOnce == 4)
        for touch in summary.began {
            let drop = (summary.lastLocation[touch.id]?.y ?? 0) - touch.location.y
            #expect(drop > 135 * 1.5 && drop < 185 * 1.5, "finger \(touch.id) moved \(drop) points down")
        }
        #expect(summary.allOnScreen && summary.timesIncrease)
    }

    @Test func ep0430TwoFingersMoveUp() throws {
        let summary = Self.summarize(try Self.load("ep0430m09.2-finger-scroll-down.evemu"))
        #expect(summary.began.count == 2 && summary.ended == 2 && summary.mostAtOnce == 2)
        let scale = 720.0 / 768
        let starts = summary.began.map(\.location.y).sorted()
        #expect(starts == [547 * scale, 582 * scale])
        let ends = summary.began.compactMap { summary.lastLocation[$0.id]?.y }.sorted()
        #expect(ends == [216 * scale, 306 * scale])
    }

    @Test func ep0430FourFingersStartTogetherAndMoveUp() throws {
        let script = try Self.load("ep0430m09.4-finger-drag-down.evemu")
        let summary = Self.summarize(script)
        #expect(summary.began.count == 4 && summary.ended == 4 && summary.mostAtOnce == 4)
        #expect(script.frames.first?.updates.filter { $0.phase == .began }.count == 4)
        for touch in summary.began {
            let rise = touch.location.y - (summary.lastLocation[touch.id]?.y ?? 0)
            #expect(rise > 170 * 0.9375 - 1 && rise < 280 * 0.9375 + 1)
        }
    }

    @Test func ntrigProtocolAWithItsSeparateDescription() throws {
        let description = try ScriptLoader.loadDescription(path: Fixtures.recording("ntrig-protocolA.desc"))
        #expect(description.name == "N-Trig MultiTouch" && description.touchProtocol == .packets && !description.isDirect)
        #expect(description.vendor == 0x1b96 && description.bus == 3)
        #expect(description.axes[0x35] == AbsInfo(minimum: 0, maximum: 9600))
        let script = try Self.load("ntrig-protocolA.2-fingers-touch-release.events", desc: "ntrig-protocolA.desc")
        let summary = Self.summarize(script)
        #expect(summary.began.count == 2 && summary.ended == 2 && summary.stillDown.isEmpty && summary.mostAtOnce == 2)
        #expect(summary.allOnScreen && summary.timesIncrease)
        #expect(script.frames.first?.time == .zero)
        let last = script.frames.last?.time.microseconds ?? 0
        #expect(last == 1_357_751_034_709_837 - 1_357_751_031_716_015)
    }

    @Test func threeMEndsWithTwoTouchesStillDown() throws {
        let script = try Self.load("3m-microtouch.multi-finger.evemu")
        let summary = Self.summarize(script)
        #expect(summary.began.count == 34 && summary.ended == 32 && summary.cancelled == 0)
        #expect(summary.stillDown.count == 2)
        #expect(summary.mostAtOnce == 10)
        #expect(summary.allOnScreen && summary.timesIncrease)
        #expect((script.frames.last?.time.seconds ?? 0) > 29 && (script.frames.last?.time.seconds ?? 0) < 29.2)
    }

    /// The hand-made palm recording (see the fixtures' README): as libinput does for
    /// touchscreens, a contact that is a palm from its first event never begins a touch,
    /// and a finger the panel turns into a palm is cancelled where it was.
    @Test func aPalmNeverBeginsATouchAndAFingerTurningPalmIsCancelledWhereItWas() throws {
        let script = try Self.load("handmade.atmel-maxtouch.palm.evemu")
        let updates = script.frames.flatMap { frame in
            frame.updates.map { "\($0.id) \($0.phase) \($0.type) \(Int($0.location.x)) \(Int($0.location.y))" }
        }
        #expect(
            updates == [
                "1 began finger 160 360", "1 moved finger 192 360", "1 moved finger 224 360", "1 moved finger 272 360",
                "1 moved finger 320 360", "1 ended finger 320 360", "2 began finger 640 300", "2 cancelled finger 640 300",
            ])
        #expect(script.frames.map(\.time.microseconds) == [0, 16_000, 32_000, 48_000, 64_000, 80_000, 1_000_000, 1_050_000])
    }

    @Test func everyRecordingDescribesItsDevice() throws {
        let atmel = try EvemuParser.parse(
            bytes: Array(try String(contentsOfFile: Fixtures.recording("atmel-maxtouch.1-finger-fast-taps.evemu"), encoding: .utf8).utf8),
            fileName: "atmel")
        #expect(atmel.description.name == "Atmel maXTouch Touchscreen" && atmel.description.bus == 0x18)
        #expect(atmel.description.isMultiTouchScreen && atmel.description.slotCount == 10 && atmel.description.touchProtocol == .slots)
        #expect(atmel.events.count == 84)
        let threeM = try EvemuParser.parse(
            bytes: Array(try String(contentsOfFile: Fixtures.recording("3m-microtouch.multi-finger.evemu"), encoding: .utf8).utf8),
            fileName: "3m")
        #expect(threeM.description.slotCount == 60 && !threeM.description.isDirect)
        #expect(threeM.description.isTouchDevice && !threeM.description.isMultiTouchScreen)  // ABS_X + BTN_TOUCH, no DIRECT
        #expect(threeM.description.axes[0x30]?.fuzz == 255 && threeM.description.axes[0x30]?.resolution == 0)  // EVEMU 1.1: 4 fields
        #expect(threeM.events.count == 43_466)
    }

    /// The figure the issue asks for: touch sequences read from each recording.
    @Test func touchSequencesPerRecording() throws {
        let expected: [(String, String?, Int)] = [
            ("atmel-maxtouch.1-finger-fast-taps.evemu", nil, 9), ("atmel-maxtouch.4-finger-drag-down.evemu", nil, 4),
            ("ep0430m09.2-finger-scroll-down.evemu", nil, 2), ("ep0430m09.4-finger-drag-down.evemu", nil, 4),
            ("ntrig-protocolA.2-fingers-touch-release.events", "ntrig-protocolA.desc", 2), ("3m-microtouch.multi-finger.evemu", nil, 34),
            ("handmade.atmel-maxtouch.palm.evemu", nil, 2),
        ]
        for (name, desc, count) in expected {
            let script = try Self.load(name, desc: desc)
            let summary = Self.summarize(script)
            print(
                "touch sequences: \(name): \(summary.began.count) (frames \(script.frames.count), still down at the end \(summary.stillDown.count))"
            )
            #expect(summary.began.count == count, "\(name)")
        }
    }
}
