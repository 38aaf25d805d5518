import Testing

@testable import Gestures
@testable import PlayerRuntime
@testable import SystemCalls

/// The run loop's wait: its timeout and what it reports ready.
struct PollerTests {
    @Test func noDeadlineWaitsForever() {
        #expect(Poller.timeout(until: nil, now: .zero) == -1)
    }

    @Test func aPassedDeadlineDoesNotWait() {
        let now = Instant(microseconds: 5_000)
        #expect(Poller.timeout(until: now, now: now) == 0)
        #expect(Poller.timeout(until: Instant(microseconds: 1_000), now: now) == 0)
    }

    @Test func theTimeLeftIsRoundedUpToWholeMilliseconds() {
        #expect(Poller.timeout(until: Instant(microseconds: 1), now: .zero) == 1)
        #expect(Poller.timeout(until: Instant(microseconds: 300_000), now: .zero) == 300)
        #expect(Poller.timeout(until: Instant(microseconds: 300_001), now: .zero) == 301)
    }

    @Test func aFarDeadlineIsClampedInsteadOfTrapping() {
        #expect(Poller.timeout(until: Instant(microseconds: .max), now: Instant(microseconds: -1)) == Int32.max)
    }

    @Test func reportsOnlyTheReadableDescriptors() throws {
        let first = try SelfPipe.open()
        let second = try SelfPipe.open()
        defer {
            first.close()
            second.close()
        }
        second.writeEnd.writeByte(1)
        #expect(try Poller.wait(for: [first.readEnd, second.readEnd], until: nil, now: .zero) == [second.readEnd])
        #expect(try Poller.wait(for: [first.readEnd], until: .zero, now: .zero).isEmpty)
    }
}
