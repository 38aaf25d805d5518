import Testing

@testable import Gestures

@Suite struct TapGestureRecognizerTests {
    /// The player's configuration: a single tap that requires the double tap to fail.
    private func singleAndDouble() -> TouchDriver {
        let driver = TouchDriver()
        driver.addSingleAndDoubleTap()
        return driver
    }

    @Test func aTapRecognizesOnLiftAndReportsWhereItWas() {
        let driver = TouchDriver()
        var location: Point?
        let tap = driver.add(TapGestureRecognizer(), named: "tap")
        tap.addTarget { [unowned driver] in location = $0.location(in: driver.window) }
        driver.tap(1, 100, 200, at: 0)
        #expect(driver.actions == ["tap ended @50"])
        #expect(location == Point(x: 100, y: 200))
        #expect(tap.state == .possible)
    }

    @Test func oneTapFiresTheSingleTapExactly300msAfterTheLift() {
        let driver = singleAndDouble()
        var reported: (location: Point, touches: Int)?
        driver.window.gestureRecognizers[0].addTarget { reported = ($0.location(in: nil), $0.numberOfTouches) }
        driver.tap(1, 100, 100, at: 0, press: 80)
        driver.advance(to: 379)
        #expect(driver.actions.isEmpty)
        driver.advance(to: 1000)
        #expect(driver.actions == ["single ended @380"])
        #expect(driver.changes == ["double failed @380", "single ended @380"])
        #expect(reported?.location == Point(x: 100, y: 100) && reported?.touches == 1)
    }

    @Test func twoTapsFireTheDoubleTapOnlyOnTheSecondLift() {
        let driver = singleAndDouble()
        driver.tap(1, 100, 100, at: 0)
        driver.tap(2, 105, 98, at: 200)
        driver.advance(to: 2000)
        #expect(driver.actions == ["double ended @250"])
        #expect(driver.changes.contains("single failed @250"))
    }

    @Test func aThirdTapStartsANewSequence() {
        let driver = singleAndDouble()
        driver.tap(1, 100, 100, at: 0)
        driver.tap(2, 100, 100, at: 200)
        driver.tap(3, 100, 100, at: 400)
        driver.advance(to: 2000)
        #expect(driver.actions == ["double ended @250", "single ended @750"])
    }

    @Test func aSecondTouchDownTooSoonFiresTheSingleTapAtOnce() {
        let driver = singleAndDouble()
        driver.tap(1, 100, 100, at: 0)
        driver.down(2, 100, 100, at: 80)
        #expect(driver.actions == ["single ended @80"])
        driver.up(2, at: 120)
        driver.advance(to: 1000)
        #expect(driver.actions == ["single ended @80", "single ended @420"])
    }

    @Test func aSecondTapTooFarAwayIsANewSingleTap() {
        let driver = singleAndDouble()
        driver.tap(1, 100, 100, at: 0)
        driver.down(2, 250, 100, at: 150)
        #expect(driver.actions == ["single ended @150"])
        driver.up(2, at: 200)
        driver.advance(to: 1000)
        #expect(driver.actions == ["single ended @150", "single ended @500"])
    }

    @Test func aSecondTapTooLateIsANewSingleTap() {
        let driver = singleAndDouble()
        driver.tap(1, 100, 100, at: 0)
        driver.tap(2, 100, 100, at: 400)
        driver.advance(to: 2000)
        #expect(driver.actions == ["single ended @350", "single ended @750"])
    }

    @Test func aGapOfExactly300msIsTooLateAndOf40msIsEnough() {
        let late = singleAndDouble()
        late.tap(1, 100, 100, at: 0)
        late.tap(2, 100, 100, at: 350)
        late.advance(to: 2000)
        #expect(late.actions == ["single ended @350", "single ended @700"])

        let quick = singleAndDouble()
        quick.tap(1, 100, 100, at: 0)
        quick.tap(2, 100, 100, at: 90)
        quick.advance(to: 2000)
        #expect(quick.actions == ["double ended @140"])
    }

    @Test func aTapThatMovesBeyondTheSlopFails() {
        let driver = TouchDriver()
        driver.add(TapGestureRecognizer(), named: "tap")
        driver.down(1, 100, 100, at: 0)
        driver.move(1, 106, 108, at: 20)
        driver.move(1, 107, 108, at: 30)
        driver.up(1, at: 50)
        #expect(driver.actions.isEmpty)
        #expect(driver.changes == ["tap failed @30"])
    }

    @Test func movingWithinTheSlopStillTaps() {
        let driver = TouchDriver()
        driver.add(TapGestureRecognizer(), named: "tap")
        driver.down(1, 100, 100, at: 0)
        driver.move(1, 106, 108, at: 20)
        driver.up(1, at: 50)
        #expect(driver.actions == ["tap ended @50"])
    }

    @Test func aPressLongerThanTheMaximumIsNoTap() {
        let driver = TouchDriver()
        driver.add(TapGestureRecognizer(), named: "tap")
        driver.tap(1, 100, 100, at: 0, press: 500)
        #expect(driver.actions.isEmpty)
        #expect(driver.changes == ["tap failed @500"])
    }

    @Test func aTwoFingerTouchIsNoOneFingerTapButIsATwoFingerTap() {
        let driver = TouchDriver()
        driver.add(TapGestureRecognizer(), named: "one")
        let two = driver.add(TapGestureRecognizer(), named: "two") { $0.numberOfTouchesRequired = 2 }
        driver.down(1, 100, 100, at: 0)
        driver.down(2, 140, 100, at: 20)
        driver.up(1, at: 60)
        driver.up(2, at: 70)
        #expect(driver.actions == ["two ended @70"])
        #expect(two.numberOfTouches == 2)
    }

    /// UITapGestureRecognizer: "if there are multiple touches, this location is the
    /// centroid of all fingers tapping the view".
    @Test func aTwoFingerTapIsLocatedAtTheCentroidOfItsFingers() {
        let driver = TouchDriver()
        var reported: [Point] = []
        let two = driver.add(TapGestureRecognizer(), named: "two") { $0.numberOfTouchesRequired = 2 }
        two.addTarget { [unowned driver] in
            reported = [$0.location(in: nil), $0.location(ofTouch: 0, in: nil), $0.location(ofTouch: 1, in: driver.window)]
            #expect($0.numberOfTouches == 2)
        }
        driver.down(1, 100, 100, at: 0)
        driver.down(2, 140, 120, at: 20)
        driver.up(1, at: 60)
        driver.up(2, at: 70)
        #expect(driver.actions == ["two ended @70"])
        #expect(reported == [Point(x: 120, y: 110), Point(x: 100, y: 100), Point(x: 140, y: 120)])
    }

    /// UITapGestureRecognizer: "if there are multiple taps, this location is the first
    /// tap", and `location(ofTouch:in:)` "is that of the first tap".
    @Test func aDoubleTapIsLocatedAtItsFirstTap() {
        let driver = singleAndDouble()
        var reported: [Point] = []
        driver.window.gestureRecognizers[1].addTarget { reported = [$0.location(in: nil), $0.location(ofTouch: 0, in: nil)] }
        driver.tap(1, 100, 100, at: 0)
        driver.tap(2, 130, 90, at: 200)
        #expect(driver.actions == ["double ended @250"])
        #expect(reported == [Point(x: 100, y: 100), Point(x: 100, y: 100)])
    }

    @Test func aCancelledTouchIsNeverATap() {
        let driver = TouchDriver()
        driver.add(TapGestureRecognizer(), named: "tap")
        driver.down(1, 100, 100, at: 0)
        driver.cancel(1, at: 40)
        #expect(driver.actions.isEmpty)
        #expect(driver.changes == ["tap failed @40"])
    }
}
