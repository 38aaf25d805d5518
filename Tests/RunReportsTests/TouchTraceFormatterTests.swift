import Testing

@testable import Gestures
@testable import RunReports

struct TouchTraceFormatterTests {
    @Test func linesAreCompactDeterministicJSON() {
        let frame = TouchFrame(
            time: Instant(microseconds: 1_234_000),
            updates: [
                TouchUpdate(id: 3, phase: .began, location: Point(x: 100, y: 200.5)),
                TouchUpdate(id: 1_000_000, phase: .cancelled, location: Point(x: 1.0 / 3, y: -0.25)),
            ])
        #expect(
            TouchTraceFormatter.lines(for: frame) == [
                #"{"t":1.234,"touch":3,"phase":"began","x":100,"y":200.5}"#,
                #"{"t":1.234,"touch":1000000,"phase":"cancelled","x":0.333333,"y":-0.25}"#,
            ])
    }

    @Test func secondsKeepMicrosecondsAndDropTrailingZeros() {
        #expect(TouchTraceFormatter.seconds(.zero) == "0")
        #expect(TouchTraceFormatter.seconds(Instant(microseconds: 2_000_000)) == "2")
        #expect(TouchTraceFormatter.seconds(Instant(microseconds: 1)) == "0.000001")
        #expect(TouchTraceFormatter.seconds(Instant(microseconds: -500_000)) == "-0.5")
    }

}
