import Testing

@testable import Gestures

@Suite struct InstantTests {
    @Test func addingAndSubtractingDurationsIsExactInMicroseconds() {
        let start = Instant(microseconds: 1_000_000)
        let later = start + .milliseconds(300)
        #expect(later.microseconds == 1_300_000)
        #expect(later - start == .milliseconds(300))
        #expect(later.seconds == 1.3)
    }

    @Test func descriptionShowsSecondsWithSixDecimals() {
        #expect(Instant(microseconds: 1_234_000).description == "1.234000s")
        #expect(Instant(microseconds: -5).description == "-0.000005s")
    }

    @Test func distanceIsEuclidean() {
        #expect(Point(x: 0, y: 0).distance(to: Point(x: 3, y: 4)) == 5)
    }
}
