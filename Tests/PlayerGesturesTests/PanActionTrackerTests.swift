import Gestures
import Testing

@testable import PlayerGestures

/// The pan rules of SPEC §2 on their own: lock, levels, sides and commits.
struct PanActionTrackerTests {
    private func tracker(at x: Double, _ y: Double) -> PanActionTracker {
        PanActionTracker(origin: Point(x: x, y: y), width: 1280, settings: GestureSettings())
    }

    private func names(_ actions: [(action: PlayerAction, degree: Double)]) -> [String] {
        actions.map { "\($0.action.rawValue) \(NumberText.format($0.degree))" }
    }

    @Test func slopeAboveOnePointFiveLocksVertical() {
        var pan = tracker(at: 900, 400)
        _ = pan.move(to: Point(x: 910, y: 385))  // r = 1.5 exactly: undecided
        #expect(pan.lock == .undecided)
        _ = pan.move(to: Point(x: 910, y: 384.9))  // r = 1.51
        #expect(pan.lock == .vertical(leftSide: false))
    }

    @Test func slopeBelowPointSixLocksHorizontal() {
        var pan = tracker(at: 600, 400)
        _ = pan.move(to: Point(x: 620, y: 412))  // r = 0.6 exactly: undecided
        #expect(pan.lock == .undecided)
        _ = pan.move(to: Point(x: 620, y: 411.9))  // r = 0.595
        #expect(pan.lock == .horizontal)
    }

    @Test func noHorizontalMovementIsAnInfiniteSlope() {
        var pan = tracker(at: 600, 400)
        _ = pan.move(to: Point(x: 600, y: 411))
        #expect(pan.lock == .vertical(leftSide: true))
    }

    @Test func theLockHoldsUntilTheEnd() {
        var pan = tracker(at: 900, 400)
        _ = pan.move(to: Point(x: 900, y: 380))
        // Now moving sideways far: still vertical, v = 400 - 385 = 15, level 0.
        #expect(pan.move(to: Point(x: 1200, y: 385)).isEmpty)
        #expect(pan.lock == .vertical(leftSide: false))
    }

    @Test func stepsFireAtExactly30And60And90() {
        var pan = tracker(at: 900, 400)
        #expect(names(pan.move(to: Point(x: 900, y: 370.1))).isEmpty)  // v = 29.9
        #expect(names(pan.move(to: Point(x: 900, y: 370))) == ["volumeUp 30"])
        #expect(names(pan.move(to: Point(x: 900, y: 340.5))).isEmpty)
        #expect(names(pan.move(to: Point(x: 900, y: 340))) == ["volumeUp 60"])
        #expect(names(pan.move(to: Point(x: 900, y: 310))) == ["volumeUp 90"])
    }

    @Test func severalStepsInOneMoveFireOneActionEach() {
        var pan = tracker(at: 900, 400)
        #expect(names(pan.move(to: Point(x: 900, y: 305))) == ["volumeUp 95", "volumeUp 95", "volumeUp 95"])
        // Back down to +5: three steps down.
        #expect(names(pan.move(to: Point(x: 900, y: 395))) == ["volumeDown 5", "volumeDown 5", "volumeDown 5"])
        // Below the touch-down point: level -1 at v = -30.
        #expect(names(pan.move(to: Point(x: 900, y: 430))) == ["volumeDown -30"])
    }

    @Test func theSideSplitsAtHalfTheWidth() {
        var left = tracker(at: 639.9, 400)
        #expect(names(left.move(to: Point(x: 639.9, y: 360))) == ["brightnessUp 40"])
        var right = tracker(at: 640, 400)
        #expect(names(right.move(to: Point(x: 640, y: 360))) == ["volumeUp 40"])
    }

    @Test func horizontalFiresOnePreviewPerLevelChange() {
        var pan = tracker(at: 300, 400)
        #expect(names(pan.move(to: Point(x: 320, y: 400))).isEmpty)
        #expect(names(pan.move(to: Point(x: 395, y: 400))) == ["seekPreview 95"])  // level 0 → 3: one preview
        #expect(names(pan.move(to: Point(x: 399, y: 400))).isEmpty)
        #expect(names(pan.move(to: Point(x: 240, y: 400))) == ["seekPreview -60"])
        #expect(names(pan.end(at: Point(x: 240, y: 400))) == ["seekBackward -60"])
    }

    @Test func aLiftWithinTheFirstStepCancelsTheSeek() {
        var pan = tracker(at: 300, 400)
        #expect(names(pan.move(to: Point(x: 335, y: 400))) == ["seekPreview 35"])
        #expect(names(pan.end(at: Point(x: 329, y: 400))) == ["seekPreview 29", "seekCancel 29"])
    }

    @Test func theLiftIsJudgedAtItsOwnPoint() {
        var pan = tracker(at: 300, 400)
        _ = pan.move(to: Point(x: 320, y: 401))
        #expect(names(pan.end(at: Point(x: 331, y: 401))) == ["seekPreview 31", "seekForward 31"])
    }

    @Test func aCancelledHorizontalPanCancelsTheSeekAndAVerticalOneFiresNothing() {
        var pan = tracker(at: 300, 400)
        _ = pan.move(to: Point(x: 400, y: 400))
        #expect(names(pan.cancel()) == ["seekCancel 100"])
        var vertical = tracker(at: 300, 400)
        _ = vertical.move(to: Point(x: 300, y: 300))
        #expect(vertical.cancel().isEmpty)
    }

    @Test func anUndecidedPanFiresNothingAtTheEnd() {
        var pan = tracker(at: 300, 400)
        #expect(pan.end(at: Point(x: 320, y: 420)).isEmpty)
    }

    @Test func absurdCoordinatesAreBounded() {
        var pan = tracker(at: 900, 400)
        #expect(pan.move(to: Point(x: 900, y: -1e300)).count == PanActionTracker.levelLimit)
        var nan = tracker(at: 900, 400)
        #expect(nan.move(to: Point(x: .nan, y: .nan)).isEmpty)
    }
}
