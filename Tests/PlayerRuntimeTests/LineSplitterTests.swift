import Testing

@testable import PlayerRuntime

/// Cutting a peer's bytes into lines with a bounded buffer.
struct LineSplitterTests {
    @Test func linesMayArriveInAnyPieces() {
        var splitter = LineSplitter(maximumLength: 10)
        #expect(splitter.take(Array("+0 ta".utf8)) == [])
        #expect(splitter.hasUnfinishedLine)
        #expect(splitter.take(Array("p\n\n+1".utf8)) == [.line(Array("+0 tap".utf8)), .line([])])
        #expect(splitter.take(Array("\n".utf8)) == [.line(Array("+1".utf8))])
        #expect(!splitter.hasUnfinishedLine)
    }

    @Test func aLineLongerThanTheBoundIsReportedOnceAndDroppedToItsEnd() {
        var splitter = LineSplitter(maximumLength: 10)
        #expect(splitter.take(Array("0123456789".utf8)) == [])
        #expect(splitter.take(Array("x".utf8)) == [.tooLong])
        #expect(splitter.pending.isEmpty)
        #expect(splitter.take([UInt8](repeating: 0, count: 100_000)) == [])
        #expect(splitter.pending.isEmpty)
        #expect(splitter.take(Array("tail\nok\n".utf8)) == [.line(Array("ok".utf8))])
        #expect(splitter.take(Array("0123456789\n".utf8)) == [.line(Array("0123456789".utf8))])
    }
}
