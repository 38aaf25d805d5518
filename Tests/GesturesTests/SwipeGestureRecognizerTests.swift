import Testing

@testable import Gestures

@Suite struct SwipeGestureRecognizerTests {
    private func swipe(
        _ direction: SwipeDirection, from start: Point, to end: Point,
        over ms: Int64 = 100
    ) -> TouchDriver {
        let driver = TouchDriver()
        driver.add(SwipeGestureRecognizer(), named: "swipe") { $0.direction = direction }
        driver.down(1, start.x, start.y, at: 0)
        for step in 1...4 {
            let fraction = Double(step) / 4
            driver.move(
                1, start.x + (end.x - start.x) * fraction, start.y + (end.y - start.y) * fraction,
                at: ms * Int64(step) / 4)
        }
        driver.up(1, at: ms + 10)
        return driver
    }

    @Test func aQuickStrokeInAnAllowedDirectionRecognizesWhileTheFingerIsDown() {
        let driver = swipe(.right, from: Point(x: 100, y: 100), to: Point(x: 200, y: 110))
        #expect(driver.actions == ["swipe ended @50"])
    }

    @Test func aStrokeInADisallowedDirectionFails() {
        let driver = swipe(.right, from: Point(x: 200, y: 100), to: Point(x: 100, y: 100))
        #expect(driver.actions.isEmpty)
        #expect(driver.changes == ["swipe failed @50"])
    }

    @Test func theDominantAxisDecidesAndSetsMayHoldSeveralDirections() {
        let up = swipe([.up, .left], from: Point(x: 100, y: 300), to: Point(x: 130, y: 150))
        #expect(up.actions == ["swipe ended @50"])
        let down = swipe([.up, .left], from: Point(x: 100, y: 100), to: Point(x: 130, y: 250))
        #expect(down.changes == ["swipe failed @50"])
    }

    @Test func aSlowStrokeFailsWhenTheTimeRunsOut() {
        let driver = swipe(.right, from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), over: 2000)
        #expect(driver.changes == ["swipe failed @500"])
    }

    @Test func aShortStrokeFailsOnLift() {
        let driver = swipe(.right, from: Point(x: 100, y: 100), to: Point(x: 140, y: 100))
        #expect(driver.changes == ["swipe failed @110"])
    }

    @Test func twoFingersAreNeededWhenRequired() {
        let driver = TouchDriver()
        let recognizer = driver.add(SwipeGestureRecognizer(), named: "swipe") {
            $0.numberOfTouchesRequired = 2
            $0.direction = .down
        }
        driver.down(1, 100, 100, at: 0)
        driver.move(1, 100, 200, at: 20)
        #expect(recognizer.state == .possible)
        driver.down(2, 150, 200, at: 30)
        driver.move([(1, 100, 260), (2, 150, 260)], at: 60)
        #expect(driver.actions == ["swipe ended @60"])
    }

    /// UISwipeGestureRecognizer: "You may determine the location where a swipe begins by
    /// calling the UIGestureRecognizer methods location(in:) and location(ofTouch:in:)."
    @Test func aSwipeIsLocatedWhereItBegan() {
        let driver = TouchDriver()
        var reported: [Point] = []
        driver.add(SwipeGestureRecognizer(), named: "swipe") { $0.numberOfTouchesRequired = 2 }.addTarget {
            reported = [$0.location(in: nil), $0.location(ofTouch: 0, in: nil), $0.location(ofTouch: 1, in: nil)]
        }
        driver.down(1, 100, 100, at: 0)
        driver.down(2, 100, 140, at: 10)
        driver.move([(1, 160, 100), (2, 160, 140)], at: 30)
        driver.move([(1, 220, 100), (2, 220, 140)], at: 50)
        #expect(driver.actions == ["swipe ended @30"])
        #expect(reported == [Point(x: 100, y: 120), Point(x: 100, y: 100), Point(x: 100, y: 140)])
    }
}
