import Gestures
import Testing

@testable import TouchmpvApp

/// How CLOCK_MONOTONIC times land on the gesture clock.
struct GestureTimeBaseTests {
    @Test func timeCountsFromTheOriginOnceItIsSet() {
        var base = GestureTimeBase(origin: nil)
        #expect(base.time(at: Instant(microseconds: 5_000_000)) == .zero)
        base.start(at: Instant(microseconds: 5_000_000))
        base.start(at: Instant(microseconds: 9_000_000))
        #expect(base.origin == Instant(microseconds: 5_000_000))
        #expect(base.time(at: Instant(microseconds: 5_250_000)) == Instant(microseconds: 250_000))
    }

    @Test func aFrameKeepsItsKernelStampWithinTenSecondsBeforeItsReading() {
        let base = GestureTimeBase(origin: Instant(microseconds: 100_000_000))
        let reading = Instant(microseconds: 20_000_000)
        #expect(base.frameTime(Instant(microseconds: 119_990_000), readAt: reading) == Instant(microseconds: 19_990_000))
        #expect(base.frameTime(Instant(microseconds: 110_000_000), readAt: reading) == Instant(microseconds: 10_000_000))
        // A recorded file's stamps, from long ago or ahead of now, become the reading time.
        #expect(base.frameTime(Instant(microseconds: 109_999_999), readAt: reading) == reading)
        #expect(base.frameTime(Instant(microseconds: 120_000_001), readAt: reading) == reading)
        #expect(GestureTimeBase(origin: nil).frameTime(Instant(microseconds: 7), readAt: .zero) == .zero)
    }
}
