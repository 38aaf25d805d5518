import Testing

@testable import Gestures

/// The recognizers the player layer puts on its full-screen view, together.
@Suite struct PlayerConfigurationTests {
    private func playerView() -> TouchDriver {
        let driver = TouchDriver()
        driver.addSingleAndDoubleTap()
        driver.add(PanGestureRecognizer(), named: "pan") { $0.maximumNumberOfTouches = 1 }
        driver.add(LongPressGestureRecognizer(), named: "hold")
        driver.add(PinchGestureRecognizer(), named: "pinch")
        return driver
    }

    @Test func oneTapTogglesTheControlsWhenTheDoubleTapTimesOut() {
        let driver = playerView()
        driver.tap(1, 640, 360, at: 1000)
        driver.advance(to: 5000)
        #expect(driver.actions == ["single ended @1350"])
    }

    @Test func twoTapsMakeADoubleTapOnly() {
        let driver = playerView()
        driver.tap(1, 640, 360, at: 1000)
        driver.tap(2, 660, 380, at: 1200)
        driver.advance(to: 5000)
        #expect(driver.actions == ["double ended @1250"])
    }

    @Test func aDragIsAPanAndNothingElse() {
        let driver = playerView()
        driver.down(1, 900, 500, at: 0)
        driver.move(1, 900, 480, at: 16)  // 20 points up: past the 10-point hysteresis
        driver.move(1, 900, 400, at: 32)
        driver.up(1, at: 48)
        driver.advance(to: 5000)
        #expect(driver.actions == ["pan began @16", "pan changed @32", "pan ended @48"])
    }

    @Test func holdingIsALongPressAndMovingAfterwardsStaysOne() {
        let driver = playerView()
        driver.down(1, 300, 300, at: 0)
        driver.move(1, 305, 300, at: 300)
        driver.move(1, 400, 300, at: 700)
        driver.up(1, at: 900)
        driver.advance(to: 5000)
        #expect(driver.actions == ["hold began @500", "hold changed @700", "hold ended @900"])
    }

    @Test func twoFingersPinchAndMakeNoTapPanOrHold() {
        let driver = playerView()
        driver.down(1, 500, 360, at: 0)
        driver.down(2, 700, 360, at: 20)
        driver.move([(1, 450, 360), (2, 750, 360)], at: 60)
        driver.advance(to: 1000)
        driver.up([1, 2], at: 1100)
        driver.advance(to: 5000)
        #expect(driver.actions == ["pinch began @60", "pinch ended @1100"])
    }

    @Test func aSecondFingerCancelsARunningPanAndARunningHold() {
        let panning = playerView()
        panning.down(1, 300, 300, at: 0)
        panning.move(1, 360, 300, at: 50)
        panning.down(2, 600, 300, at: 100)
        panning.up(2, at: 150)
        panning.up(1, at: 200)
        panning.advance(to: 5000)
        #expect(panning.actions == ["pan began @50", "pan cancelled @100"])

        let holding = playerView()
        holding.down(1, 300, 300, at: 0)
        holding.down(2, 600, 300, at: 600)
        holding.up(2, at: 650)
        holding.up(1, at: 700)
        holding.advance(to: 5000)
        #expect(holding.actions == ["hold began @500", "hold cancelled @600"])
    }
}
