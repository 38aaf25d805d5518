import Testing

@testable import Gestures

@Suite struct LongPressGestureRecognizerTests {
    @Test func beginsAfterTheDurationChangesOnMovesAndEndsOnLift() {
        let driver = TouchDriver()
        driver.add(LongPressGestureRecognizer(), named: "hold")
        driver.down(1, 100, 100, at: 0)
        driver.move(1, 105, 100, at: 200)
        driver.advance(to: 499)
        #expect(driver.actions.isEmpty)
        driver.advance(to: 500)
        driver.move(1, 180, 140, at: 700)
        driver.up(1, at: 900)
        #expect(driver.actions == ["hold began @500", "hold changed @700", "hold ended @900"])
    }

    @Test func movingBeyondTheAllowanceBeforeItBeganFails() {
        let driver = TouchDriver()
        driver.add(LongPressGestureRecognizer(), named: "hold")
        driver.down(1, 100, 100, at: 0)
        driver.move(1, 111, 100, at: 300)
        driver.advance(to: 1000)
        driver.up(1, at: 1100)
        #expect(driver.actions.isEmpty)
        #expect(driver.changes == ["hold failed @300"])
    }

    @Test func liftingBeforeTheDurationFails() {
        let driver = TouchDriver()
        driver.add(LongPressGestureRecognizer(), named: "hold")
        driver.tap(1, 100, 100, at: 0, press: 400)
        driver.advance(to: 1000)
        #expect(driver.changes == ["hold failed @400"])
    }

    @Test func aSecondFingerFailsItBeforeAndCancelsItAfterItBegan() {
        let early = TouchDriver()
        early.add(LongPressGestureRecognizer(), named: "hold")
        early.down(1, 100, 100, at: 0)
        early.down(2, 300, 100, at: 100)
        early.advance(to: 1000)
        #expect(early.changes == ["hold failed @100"])

        let late = TouchDriver()
        late.add(LongPressGestureRecognizer(), named: "hold")
        late.down(1, 100, 100, at: 0)
        late.down(2, 300, 100, at: 600)
        #expect(late.actions == ["hold began @500", "hold cancelled @600"])
    }

    @Test func aCancelledTouchCancelsARunningPress() {
        let driver = TouchDriver()
        driver.add(LongPressGestureRecognizer(), named: "hold")
        driver.down(1, 100, 100, at: 0)
        driver.cancel(1, at: 800)
        #expect(driver.actions == ["hold began @500", "hold cancelled @800"])
    }

    @Test func twoFingersAreTimedFromTheSecondTouchDown() {
        let driver = TouchDriver()
        driver.add(LongPressGestureRecognizer(), named: "hold") { $0.numberOfTouchesRequired = 2 }
        driver.down(1, 100, 100, at: 0)
        driver.down(2, 200, 100, at: 100)
        driver.advance(to: 2000)
        #expect(driver.actions == ["hold began @600"])
    }

    @Test func aRequiredTapThatLiftsBeyondTheAllowanceFails() {
        let driver = TouchDriver()
        driver.add(LongPressGestureRecognizer(), named: "hold") { $0.numberOfTapsRequired = 1 }
        driver.down(1, 100, 100, at: 0)
        driver.send([TouchUpdate(id: 1, phase: .ended, location: Point(x: 115, y: 100))], at: 50)
        driver.down(2, 100, 100, at: 200)
        driver.advance(to: 2000)
        #expect(driver.actions.isEmpty)
        // The lift 15 points away is no tap; the next touch starts a new sequence, whose
        // finger is then held too long to be its tap.
        #expect(driver.changes == ["hold failed @50", "hold failed @700"])
    }

    @Test func aRequiredTapComesBeforeThePress() {
        let driver = TouchDriver()
        driver.add(LongPressGestureRecognizer(), named: "hold") { $0.numberOfTapsRequired = 1 }
        driver.tap(1, 100, 100, at: 0)
        driver.down(2, 100, 100, at: 200)
        driver.advance(to: 699)
        #expect(driver.actions.isEmpty)
        driver.up(2, at: 800)
        #expect(driver.actions == ["hold began @700", "hold ended @800"])
    }
}
