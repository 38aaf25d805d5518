import Testing

@testable import Gestures

@Suite struct SwingGestureRecognizerTests {
    /// A finger wagging between x = 100 and x = 160 at height `y`, one point per 20 ms,
    /// starting rightwards, with `drift` added to y at the last point.
    private func wag(_ driver: TouchDriver, points: Int, drift: Double = 0) {
        driver.down(1, 100, 200, at: 0)
        for index in 1...points {
            let x = index % 2 == 1 ? 160.0 : 100.0
            driver.move(1, x, 200 + (index == points ? drift : 0), at: Int64(index) * 20)
        }
    }

    @Test func recognizesWhenTheDirectionReversedSwingCountTimes() {
        let driver = TouchDriver()
        let swing = driver.add(SwingGestureRecognizer(), named: "swing")
        wag(driver, points: 3)
        #expect(swing.reversals == 2)
        #expect(driver.actions.isEmpty)
        driver.move(1, 160, 205, at: 70)
        #expect(driver.actions.isEmpty)
        driver.move(1, 100, 200, at: 80)
        #expect(driver.actions == ["swing ended @80"])
        driver.up(1, at: 100)
        #expect(swing.state == .possible)
        #expect(swing.reversals == 0)
    }

    @Test func verticalDriftBeyondTenFails() {
        let driver = TouchDriver()
        driver.add(SwingGestureRecognizer(), named: "swing")
        wag(driver, points: 3, drift: 11)
        #expect(driver.changes == ["swing failed @60"])
    }

    @Test func liftingBeforeEnoughSwingsFails() {
        let driver = TouchDriver()
        driver.add(SwingGestureRecognizer(), named: "swing")
        wag(driver, points: 2)
        driver.up(1, at: 100)
        #expect(driver.changes == ["swing failed @100"])
    }

    @Test func twoInstancesKeepTheirOwnCounts() {
        let left = View(frame: Rect(x: 0, y: 0, width: 640, height: 720))
        let right = View(frame: Rect(x: 640, y: 0, width: 640, height: 720))
        let driver = TouchDriver()
        driver.window.addSubview(left)
        driver.window.addSubview(right)
        let first = driver.add(SwingGestureRecognizer(), named: "left", to: left)
        let second = driver.add(SwingGestureRecognizer(), named: "right", to: right) { $0.swingCount = 1 }
        wag(driver, points: 2)
        driver.down(2, 800, 300, at: 100)
        driver.move(2, 820, 300, at: 120)
        #expect(first.reversals == 1)
        #expect(second.reversals == 0)
        driver.move(2, 810, 300, at: 140)
        #expect(driver.actions == ["right ended @140"])
        #expect(first.state == .possible && first.reversals == 1)
    }
}
