import Gestures
import PlayerGestures
import Testing

/// The direction lock on its own: r = |dy| / |dx| against the slopes.
struct PanAxisTests {
    private func lock(_ dx: Double, _ dy: Double) -> PanAxis? {
        PanAxis.locked(by: Point(x: dx, y: dy), verticalSlope: 1.5, horizontalSlope: 0.6)
    }

    @Test func slopeAboveOnePointFiveLocksVertical() {
        #expect(lock(10, -15) == nil)  // r = 1.5 exactly: undecided
        #expect(lock(10, -15.1) == .vertical)  // r = 1.51
    }

    @Test func slopeBelowPointSixLocksHorizontal() {
        #expect(lock(20, 12) == nil)  // r = 0.6 exactly: undecided
        #expect(lock(20, 11.9) == .horizontal)  // r = 0.595
    }

    @Test func noHorizontalMovementIsAnInfiniteSlope() {
        #expect(lock(0, 11) == .vertical)
        #expect(lock(0, -0.5) == .vertical)
    }

    @Test func aTranslationThatIsNotANumberDecidesNothing() {
        #expect(lock(.nan, .nan) == nil)
    }

    @Test func distancesAreVUpAndHRight() {
        let origin = Point(x: 100, y: 400)
        #expect(PanAxis.vertical.distance(of: Point(x: 500, y: 370), from: origin) == 30)
        #expect(PanAxis.horizontal.distance(of: Point(x: 70, y: 0), from: origin) == -30)
    }
}
