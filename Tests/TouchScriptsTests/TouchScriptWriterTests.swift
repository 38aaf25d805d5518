import Testing

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
}
