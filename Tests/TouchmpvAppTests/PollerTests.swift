import Gestures
import Testing

@testable import TouchmpvApp

#if canImport(Glibc)
    import Glibc
#endif

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
        var first: [Int32] = [-1, -1]
        var second: [Int32] = [-1, -1]
        try #require(pipe(&first) == 0 && pipe(&second) == 0)
        defer { for descriptor in first + second { close(descriptor) } }
        var byte: UInt8 = 1
        #expect(write(second[1], &byte, 1) == 1)
        #expect(Poller.wait(for: [first[0], second[0]], until: nil, now: .zero) == [second[0]])
        #expect(Poller.wait(for: [first[0]], until: .zero, now: .zero).isEmpty)
    }
}
