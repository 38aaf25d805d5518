import Testing

@testable import Gestures

@Suite struct PanGestureRecognizerTests {
    @Test func beginsPastTheHysteresisWithTranslationFromTheTouchDown() {
        let driver = TouchDriver()
        let pan = driver.add(PanGestureRecognizer(), named: "pan")
        var translations: [Point] = []
        pan.addTarget { translations.append(($0 as? PanGestureRecognizer)?.translation(in: nil) ?? .zero) }
        driver.down(1, 100, 100, at: 0)
        driver.move(1, 110, 100, at: 16)
        #expect(pan.state == .possible)
        driver.move(1, 111, 100, at: 32)
        driver.move(1, 130, 90, at: 48)
        driver.up(1, at: 64)
        #expect(driver.actions == ["pan began @32", "pan changed @48", "pan ended @64"])
        #expect(translations == [Point(x: 11, y: 0), Point(x: 30, y: -10), Point(x: 30, y: -10)])
    }

    @Test func velocityUsesEventTimes() {
        let driver = TouchDriver()
        let pan = driver.add(PanGestureRecognizer(), named: "pan")
        driver.down(1, 0, 0, at: 0)
        for step in 1...6 {
            driver.move(1, Double(step) * 20, 0, at: Int64(step) * 20)
        }
        // 20 points every 20 ms: 1000 points per second.
        let velocity = pan.velocity(in: nil)
        #expect(abs(velocity.x - 1000) < 1e-9)
        #expect(velocity.y == 0)
    }

    /// Issue #11's flick: down at (10, 25) at 10 ms, moves to x = 20 and x = 30 at 20 and
    /// 30 ms, a lift at `x` at `ms`; the velocity the ended action reads, and the actions.
    private func flick(liftingAt x: Double = 30, at ms: Int64) -> (velocity: Point?, actions: [String]) {
        let driver = TouchDriver()
        let pan = driver.add(PanGestureRecognizer(), named: "pan")
        var atLift: Point?
        pan.addTarget { [unowned pan] in if $0.state == .ended { atLift = pan.velocity(in: nil) } }
        driver.down(1, 10, 25, at: 10)
        driver.move(1, 20, 25, at: 20)
        driver.move(1, 30, 25, at: 30)
        driver.send([TouchUpdate(id: 1, phase: .ended, location: Point(x: x, y: 25))], at: ms)
        return (atLift, driver.actions)
    }

    @Test func aLiftWithoutMovementAddsNoVelocitySample() {
        let (velocity, actions) = flick(at: 40)
        #expect(actions == ["pan began @30", "pan ended @40"])
        // 10 points in the last 10 ms of movement: 1000 points per second, not the 500 that
        // a sample at the lift, 10 ms later in the same place, would make of it.
        #expect(abs((velocity?.x ?? 0) - 1000) < 1e-9)
        #expect(velocity?.y == 0)
    }

    @Test func aLiftThatMovesAddsAVelocitySample() {
        // The parabola through 20, 30 and 50 at 20, 30 and 40 ms: 2500 points per second
        // at the lift, where the straight change from 20 ms would read 1500.
        let lift = VelocityEstimatorTests.referenceSlope([(20, 20), (30, 30), (40, 50)])
        #expect(abs(lift - 2500) < 1e-6)
        #expect(abs((flick(liftingAt: 50, at: 40).velocity?.x ?? 0) - lift) < 1e-9)
    }

    @Test func aFingerStillForMoreThanFortyMillisecondsBeforeTheLiftHasStopped() {
        #expect(flick(at: 71).velocity == .zero)
        #expect(abs((flick(at: 70).velocity?.x ?? 0) - 1000) < 1e-9)
    }

    @Test func setTranslationRebasesLaterValues() {
        let driver = TouchDriver()
        let pan = driver.add(PanGestureRecognizer(), named: "pan")
        driver.down(1, 0, 0, at: 0)
        driver.move(1, 50, 0, at: 20)
        pan.setTranslation(.zero, in: nil)
        driver.move(1, 60, 5, at: 40)
        #expect(pan.translation(in: driver.window) == Point(x: 10, y: 5))
    }

    /// UIPanGestureRecognizer, `setTranslation(_:in:)`: "Changing the translation value
    /// resets the velocity of the pan."
    @Test func setTranslationResetsTheVelocity() {
        let driver = TouchDriver()
        let pan = driver.add(PanGestureRecognizer(), named: "pan")
        driver.down(1, 0, 0, at: 0)
        driver.move(1, 50, 0, at: 20)
        driver.move(1, 100, 0, at: 40)
        #expect(pan.velocity(in: nil).x > 0)
        pan.setTranslation(.zero, in: nil)
        #expect(pan.velocity(in: nil) == .zero)
        driver.move(1, 110, 0, at: 60)
        #expect(abs(pan.velocity(in: nil).x - 500) < 1e-9)
    }

    @Test func translationAndVelocityAreTheSameInEveryView() {
        let driver = TouchDriver()
        let panel = View(frame: Rect(x: 100, y: 50, width: 600, height: 400))
        panel.boundsOrigin = Point(x: 30, y: 70)
        driver.window.addSubview(panel)
        let pan = driver.add(PanGestureRecognizer(), named: "pan", to: panel)
        driver.down(1, 200, 200, at: 0)
        driver.move(1, 240, 210, at: 20)
        panel.boundsOrigin = Point(x: -500, y: 0)
        driver.move(1, 260, 230, at: 40)
        for view in [nil, panel, driver.window] as [View?] {
            #expect(pan.translation(in: view) == Point(x: 60, y: 30))
            #expect(pan.velocity(in: view) == pan.velocity(in: nil))
        }
        #expect(pan.velocity(in: panel).x > 0)
        pan.setTranslation(Point(x: 5, y: 5), in: panel)
        driver.move(1, 270, 230, at: 60)
        #expect(pan.translation(in: nil) == Point(x: 15, y: 5))
    }

    @Test func aSecondFingerFailsAnUndecidedPanAndCancelsARunningOneWhenTheMaximumIsOne() {
        let early = TouchDriver()
        early.add(PanGestureRecognizer(), named: "pan") { $0.maximumNumberOfTouches = 1 }
        early.down(1, 100, 100, at: 0)
        early.down(2, 300, 100, at: 10)
        early.move(1, 200, 100, at: 30)
        #expect(early.changes == ["pan failed @10"])

        let late = TouchDriver()
        late.add(PanGestureRecognizer(), named: "pan") { $0.maximumNumberOfTouches = 1 }
        late.down(1, 100, 100, at: 0)
        late.move(1, 150, 100, at: 20)
        late.down(2, 300, 100, at: 40)
        late.move(1, 200, 100, at: 60)
        #expect(late.actions == ["pan began @20", "pan cancelled @40"])
    }

    @Test func waitsForTheMinimumNumberOfFingers() {
        let driver = TouchDriver()
        let pan = driver.add(PanGestureRecognizer(), named: "pan") { $0.minimumNumberOfTouches = 2 }
        driver.down(1, 100, 100, at: 0)
        driver.move(1, 150, 100, at: 20)
        #expect(pan.state == .possible)
        driver.down(2, 200, 100, at: 40)
        driver.move([(1, 170, 100), (2, 220, 100)], at: 60)
        #expect(driver.actions == ["pan began @60"])
        #expect(pan.translation(in: nil) == Point(x: 20, y: 0))
    }

    @Test func liftingWithoutMovingFails() {
        let driver = TouchDriver()
        driver.add(PanGestureRecognizer(), named: "pan")
        driver.tap(1, 100, 100, at: 0)
        #expect(driver.changes == ["pan failed @50"])
    }
}
