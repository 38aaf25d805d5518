import Testing

@testable import Gestures
@testable import PlayerRuntime

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
        let reading = Instant(microseconds: 20_000_000)
        func time(of stamp: Int64) -> Instant {
            let base = GestureTimeBase(origin: Instant(microseconds: 100_000_000))
            return base.frameTime(Instant(microseconds: stamp), readAt: reading)
        }
        #expect(time(of: 119_990_000) == Instant(microseconds: 19_990_000))
        #expect(time(of: 110_000_000) == Instant(microseconds: 10_000_000))
        // A recorded file's stamps, from long ago or ahead of now, become the reading time.
        #expect(time(of: 109_999_999) == reading)
        #expect(time(of: 120_000_001) == reading)
        let unstarted = GestureTimeBase(origin: nil)
        #expect(unstarted.frameTime(Instant(microseconds: 7), readAt: .zero) == .zero)
    }

    /// A FIFO's writer may stamp a frame before the one it wrote last: the mapping keeps
    /// the stamp, and the router delivers the frame at its clock's time
    /// (`TouchRouterTests.aFrameOlderThanTheClockHappensAtTheClocksTime`).
    @Test func aStampBeforeThePreviousFramesIsMappedAsItIs() {
        let base = GestureTimeBase(origin: Instant(microseconds: 100_000_000))
        let reading = Instant(microseconds: 20_000_000)
        #expect(base.frameTime(Instant(microseconds: 115_000_000), readAt: reading) == Instant(microseconds: 15_000_000))
        #expect(base.frameTime(Instant(microseconds: 112_000_000), readAt: reading) == Instant(microseconds: 12_000_000))
    }
}
