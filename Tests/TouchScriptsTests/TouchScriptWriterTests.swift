import Testing
import TextFormats

@testable import Gestures
@testable import TouchInput
@testable import TouchScripts

struct TouchScriptWriterTests {
    func frame(_ ms: Int64, _ updates: [(Int, TouchPhase, Double, Double)]) -> TouchFrame {
        TouchFrame(
            time: Instant(microseconds: 5_000_000 + ms * 1000),
            updates: updates.map { TouchUpdate(id: $0.0, phase: $0.1, location: Point(x: $0.2, y: $0.3)) })
    }

    @Test func framesBecomeTimedStatementsFromTheFirstFrame() {
        var writer = TouchScriptWriter()
        let text = [
            frame(0, [(1, .began, 10, 20)]),
            frame(16, [(2, .began, 100.004, 50), (1, .moved, 12.345, 20)]),
            frame(33, [(1, .ended, 12.345, 20)]),
            frame(40, [(3, .began, 1, 1), (2, .cancelled, 100, 50)]),
            frame(50, [(3, .cancelled, 1, 1)]),
        ].map { writer.text(for: $0) }.joined()
        #expect(
            text == """
                @0 down 1 10 20
                @16 down 2 100 50
                @16 move 1 12.35 20
                @33 up 1
                @40 down 3 1 1
                @40 up 2  # cancelled
                @50 cancel

                """)
        #expect(
            TouchScriptWriter.header(source: "/dev/input/event3", screen: .standardScreen)
                == "# recorded by touchmpv record from /dev/input/event3\nscreen 1280x720\n")
    }

    /// A pen's touch-down is written with `tool=pen`, which the parser reads back.
    @Test func aPenIsWrittenWithItsTool() throws {
        var writer = TouchScriptWriter()
        let pen = TouchFrame(
            time: Instant(microseconds: 5_000_000), updates: [TouchUpdate(id: 3, phase: .began, location: Point(x: 10, y: 20), type: .pen)])
        let text = writer.text(for: pen) + writer.text(for: frame(10, [(3, .ended, 10, 20)]))
        #expect(text == "@0 down 3 10 20 tool=pen\n@10 up 3\n")
        let script = try TouchScriptParser.parse(text: text, fileName: "pen.touch")
        #expect(script.frames.first?.updates.first?.type == .pen)
    }

    @Test func whatIsWrittenParsesBackToTheSameTouches() throws {
        let recording = try RecordingFixtureTests.load("atmel-maxtouch.1-finger-fast-taps.evemu")
        var writer = TouchScriptWriter()
        let text =
            TouchScriptWriter.header(source: "test", screen: .standardScreen) + recording.frames.map { writer.text(for: $0) }.joined()
        let script = try TouchScriptParser.parse(text: text, fileName: "recorded.touch")
        #expect(script.screen == .standardScreen)
        #expect(script.frames.count == recording.frames.count)
        for (parsed, original) in zip(script.frames, recording.frames) {
            #expect(parsed.time == original.time)
            #expect(parsed.updates.map(\.phase) == original.updates.map(\.phase))
            #expect(zip(parsed.updates, original.updates).allSatisfy { $0.location.distance(to: $1.location) < 0.01 })
        }
    }

    private func key(_ ms: Double, _ name: String, _ change: KeyEvent.Change) -> KeyEvent {
        KeyEvent(time: Instant(microseconds: 5_000_000 + Int64(ms * 1000)), key: KeyCode(name: name)!, change: change)
    }

    /// A key is written at its press with its hold, the lines after its press held back
    /// until every key is up; repeats are left out, and a release without its press.
    @Test func aKeyIsWrittenAtItsPressWithItsHoldAndTheLinesAfterItWait() throws {
        var writer = TouchScriptWriter()
        var written: [String] = []
        written.append(writer.text(for: key(0, "KEY_0", .released)))
        written.append(writer.text(for: frame(0, [(1, .began, 10, 20)])))
        written.append(writer.text(for: key(10, "KEY_PLAYPAUSE", .pressed)))
        written.append(writer.text(for: frame(16, [(1, .ended, 10, 20)])))
        written.append(writer.text(for: key(20, "KEY_1", .pressed)))
        written.append(writer.text(for: key(20, "KEY_1", .released)))
        written.append(writer.text(for: key(260, "KEY_PLAYPAUSE", .repeated)))
        written.append(writer.text(for: key(310.5, "KEY_PLAYPAUSE", .released)))
        #expect(written.map { $0.isEmpty } == [true, false, true, true, true, true, true, false])
        #expect(
            written.joined() == """
                @0 down 1 10 20
                @10 key KEY_PLAYPAUSE hold=300.5
                @16 up 1
                @20 key KEY_1

                """)
        let script = try TouchScriptParser.parse(text: written.joined(), fileName: "w.touch")
        let keys = script.timeline.compactMap { event -> String? in
            guard case .key(let key) = event else { return nil }
            return "\(key.key) \(key.change) @\(NumberText.compact(Double(key.time.microseconds) / 1000))"
        }
        #expect(keys.first == "KEY_PLAYPAUSE pressed @10")
        #expect(keys.last == "KEY_PLAYPAUSE released @310.5")
        #expect(keys.filter { $0.hasPrefix("KEY_1") } == ["KEY_1 pressed @20", "KEY_1 released @20"])
    }
}
