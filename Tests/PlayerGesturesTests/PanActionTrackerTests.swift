import Testing

@testable import Gestures
@testable import PlayerGestures
@testable import TextFormats

/// The player layer's pan rules on their own: levels, steps both ways, commits and cancels,
/// on either axis.
struct PanActionTrackerTests {
    private func tracker(at x: Double, _ y: Double, _ axis: PanAxis, _ effect: PanActionTracker.Effect) -> PanActionTracker {
        PanActionTracker(origin: Point(x: x, y: y), axis: axis, effect: effect, step: 30)
    }

    private func names(_ actions: PanActions) -> [String] {
        actions.map { "\($0.action.rawValue) \(NumberText.format($0.points))" }
    }

    @Test func stepsFireAtExactly30And60And90() {
        var pan = tracker(at: 900, 400, .vertical, .volume)
        #expect(names(pan.move(to: Point(x: 900, y: 370.1))).isEmpty)  // v = 29.9
        #expect(names(pan.move(to: Point(x: 900, y: 370))) == ["volumeUp 30"])
        #expect(names(pan.move(to: Point(x: 900, y: 340.5))).isEmpty)
        #expect(names(pan.move(to: Point(x: 900, y: 340))) == ["volumeUp 60"])
        #expect(names(pan.move(to: Point(x: 900, y: 310))) == ["volumeUp 90"])
    }

    @Test func severalStepsInOneMoveFireOneActionEach() {
        var pan = tracker(at: 900, 400, .vertical, .volume)
        #expect(names(pan.move(to: Point(x: 900, y: 305))) == ["volumeUp 95", "volumeUp 95", "volumeUp 95"])
        // Back down to +5: three steps down.
        #expect(names(pan.move(to: Point(x: 900, y: 395))) == ["volumeDown 5", "volumeDown 5", "volumeDown 5"])
        // Below the touch-down point: level -1 at v = -30.
        #expect(names(pan.move(to: Point(x: 900, y: 430))) == ["volumeDown -30"])
    }

    @Test func theAxisAloneCountsOnceLocked() {
        var pan = tracker(at: 900, 400, .vertical, .brightness)
        #expect(names(pan.move(to: Point(x: 1200, y: 385))).isEmpty)  // v = 15: sideways counts nothing
        #expect(names(pan.move(to: Point(x: 600, y: 360))) == ["brightnessUp 40"])
    }

    @Test func aHorizontalVolumePanStepsToTheRight() {
        var pan = tracker(at: 300, 400, .horizontal, .volume)
        #expect(names(pan.move(to: Point(x: 361, y: 500))) == ["volumeUp 61", "volumeUp 61"])
        #expect(names(pan.move(to: Point(x: 269, y: 500))) == ["volumeDown -31", "volumeDown -31", "volumeDown -31"])
    }

    @Test func horizontalSeekFiresOnePreviewPerLevelChange() {
        var pan = tracker(at: 300, 400, .horizontal, .seek)
        #expect(names(pan.move(to: Point(x: 320, y: 400))).isEmpty)
        #expect(names(pan.move(to: Point(x: 395, y: 400))) == ["seekPreview 95"])  // level 0 → 3: one preview
        #expect(names(pan.move(to: Point(x: 399, y: 400))).isEmpty)
        #expect(names(pan.move(to: Point(x: 240, y: 400))) == ["seekPreview -60"])
        #expect(names(pan.end(at: Point(x: 240, y: 400))) == ["seekBackward -60"])
    }

    @Test func aVerticalSeekGoesForwardUpTheScreen() {
        var pan = tracker(at: 300, 400, .vertical, .seek)
        #expect(names(pan.end(at: Point(x: 300, y: 340))) == ["seekPreview 60", "seekForward 60"])
    }

    @Test func aLiftWithinTheFirstStepCancelsTheSeek() {
        var pan = tracker(at: 300, 400, .horizontal, .seek)
        #expect(names(pan.move(to: Point(x: 335, y: 400))) == ["seekPreview 35"])
        #expect(names(pan.end(at: Point(x: 329, y: 400))) == ["seekPreview 29", "seekCancel 29"])
    }

    @Test func theLiftIsJudgedAtItsOwnPoint() {
        var pan = tracker(at: 300, 400, .horizontal, .seek)
        _ = pan.move(to: Point(x: 320, y: 401))
        #expect(names(pan.end(at: Point(x: 331, y: 401))) == ["seekPreview 31", "seekForward 31"])
    }

    @Test func aCancelledSeekCancelsAndACancelledVolumePanFiresNothing() {
        var pan = tracker(at: 300, 400, .horizontal, .seek)
        _ = pan.move(to: Point(x: 400, y: 400))
        #expect(names(pan.cancel()) == ["seekCancel 100"])
        var vertical = tracker(at: 300, 400, .vertical, .volume)
        _ = vertical.move(to: Point(x: 300, y: 300))
        #expect(vertical.cancel().isEmpty)
        #expect(vertical.end(at: Point(x: 300, y: 300)).isEmpty)
    }

    @Test func absurdCoordinatesAreBounded() {
        var pan = tracker(at: 900, 400, .vertical, .volume)
        #expect(pan.move(to: Point(x: 900, y: -1e300)).count == PanActionTracker.levelLimit)
        var nan = tracker(at: 900, 400, .vertical, .volume)
        #expect(nan.move(to: Point(x: .nan, y: .nan)).isEmpty)
    }
}
