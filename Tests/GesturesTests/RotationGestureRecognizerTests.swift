import Testing

@testable import Gestures

@Suite struct RotationGestureRecognizerTests {
    @Test func aQuarterTurnOfTheSecondFingerIsPlusPiOverFourClockwise() {
        let driver = TouchDriver()
        let rotation = driver.add(RotationGestureRecognizer(), named: "rotation")
        var seen: [Double] = []
        rotation.addTarget { [unowned rotation] _ in seen.append(rotation.rotation) }
        driver.down(1, 0, 0, at: 0)
        driver.down(2, 10, 10, at: 0)
        driver.move(2, 0, 10, at: 100)
        #expect(driver.actions == ["rotation began @100"])
        #expect(abs(rotation.rotation - .pi / 4) < 1e-12)
        // π/4 in 100 ms.
        #expect(abs(rotation.velocity - 10 * .pi / 4) < 1e-9)
        driver.up(2, at: 120)
        #expect(seen.count == 2)
        #expect(abs(seen[1] - .pi / 4) < 1e-12)
    }

    @Test func aLiftWithoutMovementAddsNoVelocitySample() {
        let driver = TouchDriver()
        let rotation = driver.add(RotationGestureRecognizer(), named: "rotation")
        var velocities: [Double] = []
        rotation.addTarget { [unowned rotation] _ in velocities.append(rotation.velocity) }
        driver.down(1, 0, 0, at: 0)
        driver.down(2, 100, 0, at: 0)
        driver.move(2, 100, 10, at: 10)
        driver.move(2, 100, 20, at: 20)
        driver.move(2, 100, 30, at: 30)
        driver.up(2, at: 40)
        #expect(driver.actions == ["rotation began @10", "rotation changed @20", "rotation changed @30", "rotation ended @40"])
        // The fit of the angles up to 30 ms, without a sample at the still lift at 40 ms.
        let angles = [0.0, 10, 20, 30].map { (ms: $0, value: Trigonometry.atan2($0, 100)) }
        let lift = VelocityEstimatorTests.referenceSlope(angles)
        #expect(abs((velocities.last ?? 0) - lift) < 1e-9)
        #expect(abs(lift - VelocityEstimatorTests.referenceSlope(angles + [(40, Trigonometry.atan2(30, 100))])) > 1)
    }

    @Test func counterclockwiseIsNegativeAndTurnsAccumulatePastPi() {
        let driver = TouchDriver()
        let rotation = driver.add(RotationGestureRecognizer(), named: "rotation")
        driver.down(1, 0, 0, at: 0)
        driver.down(2, 100, 0, at: 0)
        driver.move(2, 0, -100, at: 20)
        #expect(abs(rotation.rotation + .pi / 2) < 1e-12)
        driver.move(2, -100, 0, at: 40)
        driver.move(2, 0, 100, at: 60)
        driver.move(2, 100, 0, at: 80)
        #expect(abs(rotation.rotation + 2 * .pi) < 1e-12)
    }

    @Test func smallTurnsDoNotBeginAndSettingTheRotationRebases() {
        let driver = TouchDriver()
        let rotation = driver.add(RotationGestureRecognizer(), named: "rotation")
        driver.down(1, 0, 0, at: 0)
        driver.down(2, 100, 0, at: 0)
        driver.move(2, 100, 4, at: 20)
        #expect(rotation.state == .possible)
        driver.move(2, 0, 100, at: 40)
        #expect(rotation.state == .began)
        rotation.rotation = 0
        driver.move(2, -100, 0, at: 60)
        #expect(abs(rotation.rotation - .pi / 2) < 1e-12)
    }

    /// UIRotationGestureRecognizer, `rotation`: "Setting the rotation value resets the velocity."
    @Test func settingTheRotationResetsTheVelocity() {
        let driver = TouchDriver()
        let rotation = driver.add(RotationGestureRecognizer(), named: "rotation")
        driver.down(1, 0, 0, at: 0)
        driver.down(2, 100, 0, at: 0)
        driver.move(2, 0, 100, at: 20)
        #expect(rotation.velocity > 0)
        rotation.rotation = 0
        #expect(rotation.velocity == 0)
        driver.move(2, -100, 0, at: 40)
        #expect(abs(rotation.velocity - (.pi / 2) / 0.02) < 1e-9)
    }

    @Test func arcTangentMatchesKnownAngles() {
        #expect(abs(Trigonometry.atan2(1, 1) - .pi / 4) < 1e-15)
        #expect(abs(Trigonometry.atan2(1, -1) - 3 * .pi / 4) < 1e-15)
        #expect(abs(Trigonometry.atan2(-1, -1) + 3 * .pi / 4) < 1e-15)
        #expect(abs(Trigonometry.atan2(1, 3.0.squareRoot()) - .pi / 6) < 1e-15)
        #expect(abs(Trigonometry.atan(1e9) - (.pi / 2 - 1e-9)) < 1e-15)
        #expect(Trigonometry.atan2(0, 0) == 0)
        #expect(abs(Trigonometry.normalized(3 * .pi / 2) + .pi / 2) < 1e-15)
    }
}
