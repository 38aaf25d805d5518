import PlayerGestures
import Testing

/// Every rule of docs/behaviour.md, "The player layer", with its numbers, through the real
/// recognizers and router.
struct PlayerGestureLayerTests {
    // MARK: Taps

    @Test func aSingleTapFiresWhenTheDoubleTapFailsThreeHundredMillisecondsAfterTheLift() {
        let h = LayerHarness()
        h.tap(400, 300, at: 0)
        h.advance(to: 349.999)
        #expect(h.actions.isEmpty)
        h.advance(to: 350)
        #expect(h.actions == ["toggleControls @350"])
    }

    @Test func aTapLiftsBefore500Milliseconds() {
        let h = LayerHarness()
        h.tap(400, 300, at: 0, press: 499.999)
        h.drain()
        #expect(h.actions == ["toggleControls @799.999"])
        let held = LayerHarness()
        held.tap(400, 300, at: 0, press: 500)
        held.drain()
        #expect(held.actions == ["holdBegan @500", "holdEnded @500"])
    }

    @Test func aTapMovesNoMoreThan10() {
        let h = LayerHarness()
        h.down(1, 400, 300, at: 0)
        h.move(1, 406, 308, at: 20)  // exactly 10 away
        h.up(1, 406, 308, at: 40)
        h.drain()
        #expect(h.actions == ["toggleControls @340"])
        let moved = LayerHarness()
        moved.down(1, 400, 300, at: 0)
        moved.move(1, 400, 310.01, at: 20)  // the pan begins, vertical, below one step
        moved.up(1, 400, 310.01, at: 40)
        moved.drain()
        #expect(moved.actions.isEmpty)
    }

    @Test func aDoubleTapFiresOnTheSecondLiftAndNoSingleTap() {
        let h = LayerHarness()
        h.tap(400, 300, at: 0)
        h.tap(400, 300, at: 150)
        #expect(h.actions == ["togglePause @200"])
        h.drain()
        #expect(h.actions == ["togglePause @200"])
    }

    @Test func theSecondTouchDownMayComeFrom40Milliseconds() {
        let h = LayerHarness()
        h.tap(400, 300, at: 0)
        h.tap(400, 300, at: 90)  // 40 after the lift
        h.drain()
        #expect(h.actions == ["togglePause @140"])
        let early = LayerHarness()
        early.tap(400, 300, at: 0)
        early.tap(400, 300, at: 89.999)  // 39.999 after the lift: the single fires at once
        #expect(early.actions == ["toggleControls @89.999"])
        early.drain()
        #expect(early.actions == ["toggleControls @89.999", "toggleControls @439.999"])
    }

    @Test func theSecondTouchDownMustComeBefore300Milliseconds() {
        let h = LayerHarness()
        h.tap(400, 300, at: 0)
        h.tap(400, 300, at: 349.999)
        h.drain()
        #expect(h.actions == ["togglePause @399.999"])
        let late = LayerHarness()
        late.tap(400, 300, at: 0)
        late.tap(400, 300, at: 350)  // exactly 300 after the lift: the double failed at 350
        late.drain()
        #expect(late.actions == ["toggleControls @350", "toggleControls @700"])
    }

    @Test func theSecondTouchDownMustLandWithin100OfTheFirst() {
        let h = LayerHarness()
        h.tap(400, 300, at: 0)
        h.tap(460, 380, at: 150)  // exactly 100 away
        h.drain()
        #expect(h.actions == ["togglePause @200"])
        let far = LayerHarness()
        far.tap(400, 300, at: 0)
        far.tap(460, 380.01, at: 150)
        #expect(far.actions == ["toggleControls @150"])
        far.drain()
        #expect(far.actions == ["toggleControls @150", "toggleControls @500"])
    }

    @Test func aThirdTapStartsANewSequence() {
        let h = LayerHarness()
        h.tap(400, 300, at: 0)
        h.tap(400, 300, at: 200)
        h.tap(400, 300, at: 400)
        h.drain()
        #expect(h.actions == ["togglePause @250", "toggleControls @750"])
        h.tap(400, 300, at: 1000)
        h.drain()
        #expect(h.actions.last == "toggleControls @1350")
    }

    @Test func aTwoFingerTapIsNoTap() {
        let h = LayerHarness()
        h.send(0, [(1, .began, 400, 300), (2, .began, 440, 300)])
        h.send(50, [(1, .ended, 400, 300), (2, .ended, 440, 300)])
        h.drain()
        #expect(h.actions.isEmpty)
    }

    @Test func aSecondFingerEndsATapInProgress() {
        let h = LayerHarness()
        h.tap(400, 300, at: 0)
        h.down(1, 400, 300, at: 150)
        h.down(2, 500, 300, at: 170)  // the double tap fails: the first tap's single fires now
        #expect(h.actions == ["toggleControls @170"])
        h.up(1, 400, 300, at: 190)
        h.up(2, 500, 300, at: 200)
        h.drain()
        #expect(h.actions == ["toggleControls @170"])
    }

    @Test func aCancelledTouchIsNeverATap() {
        let h = LayerHarness()
        h.down(1, 400, 300, at: 0)
        h.cancel(1, 400, 300, at: 50)
        h.drain()
        #expect(h.actions.isEmpty)
    }

    // MARK: Pans

    @Test func verticalStepsFireAtExactly30And60And90FromTheTouchDownPoint() {
        let h = LayerHarness()
        h.down(1, 900, 400, at: 0)
        h.move(1, 900, 389, at: 10)  // the pan begins here (moved 11)
        h.move(1, 900, 370.5, at: 20)
        h.move(1, 900, 370, at: 30)  // v = 30 from the touch-down, not from where the pan began
        h.move(1, 900, 340, at: 40)
        h.move(1, 900, 310, at: 50)
        h.up(1, 900, 310, at: 60)
        h.drain()
        #expect(h.actions == ["volumeUp 30 @30", "volumeUp 60 @40", "volumeUp 90 @50"])
        #expect(h.observations.contains("panBegan @10"))
    }

    @Test func severalStepsInOneEventAndTheSliderComingBackDown() {
        let h = LayerHarness()
        h.down(1, 900, 400, at: 0)
        h.move(1, 900, 305, at: 16)
        h.move(1, 900, 395, at: 32)
        h.up(1, 900, 395, at: 48)
        h.drain()
        #expect(
            h.actions == [
                "volumeUp 95 @16", "volumeUp 95 @16", "volumeUp 95 @16",
                "volumeDown 5 @32", "volumeDown 5 @32", "volumeDown 5 @32",
            ])
    }

    @Test func theLeftHalfIsBrightnessUpToHalfTheWidthExclusive() {
        let left = LayerHarness()
        left.down(1, 639.99, 400, at: 0)
        left.move(1, 639.99, 440, at: 16)
        left.up(1, 639.99, 440, at: 32)
        #expect(left.actions == ["brightnessDown -40 @16"])
        let right = LayerHarness()
        right.down(1, 640, 400, at: 0)
        right.move(1, 640, 440, at: 16)
        right.up(1, 640, 440, at: 32)
        #expect(right.actions == ["volumeDown -40 @16"])
    }

    @Test func slopesLockVerticalAbove1Point5AndHorizontalBelow0Point6() {
        let undecided = LayerHarness()
        undecided.down(1, 900, 400, at: 0)
        undecided.move(1, 920, 370, at: 16)  // r = 1.5: undecided, no action although v = 30
        undecided.move(1, 920, 369.9, at: 32)  // r = 1.505: vertical, v = 30.1
        #expect(undecided.actions == ["volumeUp 30.1 @32"])
        let horizontal = LayerHarness()
        horizontal.down(1, 300, 400, at: 0)
        horizontal.move(1, 350, 430, at: 16)  // r = 0.6: undecided
        horizontal.move(1, 350.1, 430, at: 32)  // r = 0.599: horizontal, h = 50.1
        horizontal.up(1, 350.1, 430, at: 48)
        #expect(horizontal.actions == ["seekPreview 50.1 @32", "seekForward 50.1 @48"])
    }

    @Test func horizontalPreviewsEachLevelChangeAndCommitsOnLift() {
        let h = LayerHarness()
        h.down(1, 300, 400, at: 0)
        h.move(1, 320, 400, at: 16)
        h.move(1, 395, 400, at: 32)  // level 3 at once: one preview
        h.move(1, 398, 400, at: 48)
        h.move(1, 210, 400, at: 64)  // level -3
        h.up(1, 210, 400, at: 80)
        #expect(h.actions == ["seekPreview 95 @32", "seekPreview -90 @64", "seekBackward -90 @80"])
    }

    @Test func aHorizontalDragUnderOneStepEndsInSeekCancel() {
        let h = LayerHarness()
        h.down(1, 300, 400, at: 0)
        h.move(1, 329.9, 400, at: 16)
        h.up(1, 329.9, 400, at: 32)
        h.drain()
        #expect(h.actions == ["seekCancel 29.9 @32"])
    }

    @Test func aSecondFingerCancelsASeekAndNothingElseFollows() {
        let h = LayerHarness()
        h.down(1, 300, 400, at: 0)
        h.move(1, 370, 400, at: 16)
        h.down(2, 800, 400, at: 32)
        #expect(h.actions == ["seekPreview 70 @16", "seekCancel 70 @32"])
        h.up(2, 800, 400, at: 48)
        h.move(1, 500, 400, at: 64)  // no pan until every finger lifted
        h.up(1, 500, 400, at: 80)
        h.drain()
        #expect(h.actions == ["seekPreview 70 @16", "seekCancel 70 @32"])
        h.tap(400, 300, at: 200)  // a fresh sequence works again
        h.drain()
        #expect(h.actions.last == "toggleControls @550")
    }

    @Test func aCancelledTouchCancelsTheSeek() {
        let h = LayerHarness()
        h.down(1, 300, 400, at: 0)
        h.move(1, 240, 400, at: 16)
        h.cancel(1, 240, 400, at: 32)
        #expect(h.actions == ["seekPreview -60 @16", "seekCancel -60 @32"])
    }

    // MARK: Long press

    @Test func aLongPressHoldsAndLiftingEndsIt() {
        let h = LayerHarness()
        h.down(1, 400, 300, at: 0)
        h.move(1, 410, 300, at: 200)  // within 10
        h.advance(to: 500)
        #expect(h.actions == ["holdBegan @500"])
        h.move(1, 600, 300, at: 700)  // no pan once the hold began
        h.up(1, 600, 300, at: 900)
        h.drain()
        #expect(h.actions == ["holdBegan @500", "holdEnded @900"])
    }

    @Test func movingMoreThan10Before500MillisecondsPansInstead() {
        let h = LayerHarness()
        h.down(1, 400, 300, at: 0)
        h.move(1, 410.01, 300, at: 499.999)
        h.advance(to: 800)
        h.up(1, 410.01, 300, at: 900)
        h.drain()
        #expect(h.actions == ["seekCancel 10.01 @900"])
        #expect(h.observations.contains("panBegan @499.999"))
    }

    @Test func aSecondFingerOrACancelEndsTheHold() {
        let h = LayerHarness()
        h.down(1, 400, 300, at: 0)
        h.advance(to: 600)
        h.down(2, 600, 300, at: 700)
        #expect(h.actions == ["holdBegan @500", "holdEnded @700"])
        let cancelled = LayerHarness()
        cancelled.down(1, 400, 300, at: 0)
        cancelled.cancel(1, 400, 300, at: 650)
        #expect(cancelled.actions == ["holdBegan @500", "holdEnded @650"])
    }

    // MARK: Pinch

    @Test func aPinchZoomsOnEveryMoveOnceTheDistanceChangedByMoreThan10() {
        let h = LayerHarness()
        h.send(0, [(1, .began, 590, 360), (2, .began, 690, 360)])  // 100 apart
        h.send(16, [(1, .moved, 585, 360), (2, .moved, 695, 360)])  // 110: exactly 10, no zoom
        #expect(h.actions.isEmpty)
        h.send(32, [(2, .moved, 695.01, 360)])  // 110.01
        h.send(48, [(1, .moved, 540, 360), (2, .moved, 740, 360)])  // 200: twice the start
        h.send(64, [(1, .ended, 540, 360), (2, .ended, 740, 360)])
        h.drain()
        #expect(h.actions == ["zoom 0.137635 @32", "zoom 1 @48"])
    }

    @Test func theStartingDistanceIsTakenAtTheSecondTouchDown() {
        let h = LayerHarness()
        h.down(1, 300, 360, at: 0)
        h.move(1, 305, 360, at: 50)  // the first finger moves alone: no pinch yet
        h.down(2, 705, 360, at: 100)  // 400 apart: the starting distance
        h.move(2, 505, 360, at: 120)  // 200: half
        #expect(h.actions == ["zoom -1 @120"])
    }

    @Test func aPinchMayFollowACancelledPan() {
        let h = LayerHarness()
        h.down(1, 600, 360, at: 0)
        h.move(1, 650, 360, at: 16)
        h.down(2, 750, 360, at: 32)  // 100 apart
        h.move(2, 850, 360, at: 48)  // 200 apart
        #expect(h.actions == ["seekPreview 50 @16", "seekCancel 50 @32", "zoom 1 @48"])
    }

    @Test func theDelegateLearnsHowManyFingersRemainAfterEachFrame() {
        let h = LayerHarness()
        h.down(1, 400, 300, at: 0)
        h.down(2, 500, 300, at: 10)
        h.up(1, 400, 300, at: 20)
        h.up(2, 500, 300, at: 30)
        #expect(h.observations == ["touches 1 @0", "touches 2 @10", "touches 1 @20", "touches 0 @30"])
    }

    /// The harness holds its layer and is its delegate, as `play`'s player reaches the
    /// layer through the overlay: a layer that kept its delegate would keep both forever.
    @Test func aDelegateHoldingItsLayerIsNotKeptByIt() {
        weak var released: LayerHarness?
        do {
            let h = LayerHarness()
            h.tap(400, 300, at: 0)
            h.drain()
            #expect(h.actions == ["toggleControls @350"])
            released = h
        }
        #expect(released == nil)
    }

    // MARK: Settings

    @Test func everyNumberComesFromTheSettings() {
        var settings = GestureSettings()
        settings.doubleTapMaximumInterval = .milliseconds(200)
        settings.longPressDuration = .milliseconds(800)
        settings.panStep = 50
        settings.panThreshold = 20
        settings.pinchThreshold = 30
        let taps = LayerHarness(settings: settings)
        taps.tap(400, 300, at: 0)
        taps.drain()
        #expect(taps.actions == ["toggleControls @250"])
        let hold = LayerHarness(settings: settings)
        hold.down(1, 400, 300, at: 0)
        hold.move(1, 400, 295, at: 100)
        hold.advance(to: 799.999)
        #expect(hold.actions.isEmpty)
        hold.advance(to: 800)
        #expect(hold.actions == ["holdBegan @800"])
        let pan = LayerHarness(settings: settings)
        pan.down(1, 900, 400, at: 0)
        pan.move(1, 900, 380, at: 8)  // 20: not more than the pan threshold
        #expect(!pan.observations.contains("panBegan @8"))
        pan.move(1, 900, 351, at: 16)
        pan.move(1, 900, 350, at: 32)
        #expect(pan.observations.contains("panBegan @16"))
        #expect(pan.actions == ["volumeUp 50 @32"])
        let pinch = LayerHarness(settings: settings)
        pinch.send(0, [(1, .began, 590, 360), (2, .began, 690, 360)])
        pinch.send(16, [(2, .moved, 720, 360)])  // 130: a change of exactly 30
        #expect(pinch.actions.isEmpty)
        pinch.send(32, [(2, .moved, 790, 360)])  // 200
        #expect(pinch.actions == ["zoom 1 @32"])
    }
}
