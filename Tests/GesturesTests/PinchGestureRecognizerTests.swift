import Testing

@testable import Gestures

@Suite struct PinchGestureRecognizerTests {
    @Test func scaleIsTheDistanceOverTheDistanceWhenTheSecondFingerLanded() {
        let driver = TouchDriver()
        let pinch = driver.add(PinchGestureRecognizer(), named: "pinch")
        driver.down(1, 100, 100, at: 0)
        driver.down(2, 200, 100, at: 10)
        driver.move(2, 210, 100, at: 20)
        #expect(pinch.state == .possible)
        driver.move(2, 211, 100, at: 30)
        #expect(pinch.state == .began)
        driver.move([(1, 50, 100), (2, 350, 100)], at: 130)
        #expect(pinch.scale == 3)
        // From 1.11 at 30 ms to 3 at 130 ms: 18.9 per second.
        #expect(abs(pinch.velocity - 18.9) < 1e-9)
        driver.up(1, at: 150)
        #expect(driver.actions == ["pinch began @30", "pinch changed @130", "pinch ended @150"])
    }

    @Test func aLiftWithoutMovementAddsNoVelocitySample() {
        let driver = TouchDriver()
        let pinch = driver.add(PinchGestureRecognizer(), named: "pinch")
        var velocities: [Double] = []
        pinch.addTarget { [unowned pinch] _ in velocities.append(pinch.velocity) }
        driver.down(1, 100, 100, at: 0)
        driver.down(2, 200, 100, at: 0)
        driver.move(2, 220, 100, at: 10)
        driver.move(2, 240, 100, at: 20)
        driver.move(2, 260, 100, at: 30)
        driver.up(2, at: 40)
        #expect(driver.actions == ["pinch began @10", "pinch changed @20", "pinch changed @30", "pinch ended @40"])
        // From 1 at 0 ms to 1.6 at 30 ms: 20 per second, not 15 (a sample at the still lift).
        #expect(abs((velocities.last ?? 0) - 20) < 1e-9)
    }

    @Test func settingTheScaleRebasesLaterValues() {
        let driver = TouchDriver()
        let pinch = driver.add(PinchGestureRecognizer(), named: "pinch")
        driver.down(1, 0, 0, at: 0)
        driver.down(2, 100, 0, at: 0)
        driver.move(2, 200, 0, at: 20)
        pinch.scale = 1
        driver.move(2, 100, 0, at: 40)
        #expect(pinch.scale == 0.5)
    }

    /// UIPinchGestureRecognizer, `scale`: "Setting the scale value resets the velocity."
    @Test func settingTheScaleResetsTheVelocity() {
        let driver = TouchDriver()
        let pinch = driver.add(PinchGestureRecognizer(), named: "pinch")
        driver.down(1, 0, 0, at: 0)
        driver.down(2, 100, 0, at: 0)
        driver.move(2, 200, 0, at: 20)
        #expect(pinch.velocity > 0)
        pinch.scale = 1
        #expect(pinch.velocity == 0)
        driver.move(2, 220, 0, at: 40)
        #expect(abs(pinch.velocity - 10) < 1e-9)
    }

    @Test func aFingerLiftingBeforeItBeganFails() {
        let driver = TouchDriver()
        driver.add(PinchGestureRecognizer(), named: "pinch")
        driver.down(1, 0, 0, at: 0)
        driver.down(2, 100, 0, at: 0)
        driver.move(2, 105, 0, at: 20)
        driver.up(2, at: 40)
        #expect(driver.changes == ["pinch failed @40"])
    }

    @Test func moreFingersPinchByTheirSpreadAroundTheirCentroid() {
        let driver = TouchDriver()
        let pinch = driver.add(PinchGestureRecognizer(), named: "pinch") { $0.numberOfTouchesRequired = 3 }
        driver.down(1, 100, 100, at: 0)
        driver.down(2, 200, 100, at: 0)
        driver.move(2, 300, 100, at: 10)  // two fingers only: nothing yet
        #expect(pinch.state == .possible)
        driver.down(3, 200, 300, at: 20)  // centroid (200, 166.7): the spread is taken now
        driver.move([(1, 0, 100.0 / 3), (2, 400, 100.0 / 3), (3, 200, 1300.0 / 3)], at: 30)  // twice as far from the centroid
        #expect(pinch.state == .began)
        #expect(abs(pinch.scale - 2) < 1e-9)
        driver.down(4, 600, 600, at: 40)
        #expect(driver.actions == ["pinch began @30", "pinch cancelled @40"])
    }
}
