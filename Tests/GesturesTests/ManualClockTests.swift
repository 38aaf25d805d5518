import Testing

@testable import Gestures

@Suite struct ManualClockTests {
    @Test func firesDueTimersInDeadlineOrderWithNowAtEachDeadline() {
        let clock = ManualClock()
        var fired: [String] = []
        clock.schedule(at: Instant(microseconds: 300)) { fired.append("c@\(clock.now.microseconds)") }
        clock.schedule(at: Instant(microseconds: 100)) { fired.append("a@\(clock.now.microseconds)") }
        clock.schedule(at: Instant(microseconds: 100)) { fired.append("b@\(clock.now.microseconds)") }
        clock.schedule(at: Instant(microseconds: 900)) { fired.append("late") }
        clock.advance(to: Instant(microseconds: 500))
        #expect(fired == ["a@100", "b@100", "c@300"])
        #expect(clock.now == Instant(microseconds: 500))
        #expect(clock.nextDeadline == Instant(microseconds: 900))
    }

    @Test func timersScheduledWhileFiringFireInTheSameAdvanceWhenDue() {
        let clock = ManualClock()
        var fired: [Int64] = []
        clock.schedule(at: Instant(microseconds: 10)) {
            clock.schedule(at: Instant(microseconds: 20)) { fired.append(clock.now.microseconds) }
        }
        clock.advance(to: Instant(microseconds: 50))
        #expect(fired == [20])
        #expect(clock.nextDeadline == nil)
    }

    @Test func cancelledTimersNeverFireAndTimeNeverGoesBack() {
        let clock = ManualClock(now: Instant(microseconds: 1000))
        var fired = false
        let token = clock.schedule(at: Instant(microseconds: 2000)) { fired = true }
        clock.cancel(token)
        clock.advance(to: Instant(microseconds: 3000))
        #expect(!fired)
        clock.advance(to: Instant(microseconds: 100))
        #expect(clock.now == Instant(microseconds: 3000))
    }

    @Test func aTimerInThePastFiresWithoutMovingTimeBack() {
        let clock = ManualClock(now: Instant(microseconds: 1000))
        var seen: Int64?
        clock.schedule(at: Instant(microseconds: 10)) { seen = clock.now.microseconds }
        clock.advance(to: clock.now)
        #expect(seen == 1000)
    }
}
