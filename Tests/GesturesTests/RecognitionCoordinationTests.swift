import Testing

@testable import Gestures

/// A delegate whose answers the tests choose.
private final class ConfigurableDelegate: GestureRecognizerDelegate {
    var shouldBegin = true
    var refusedTouchIDs: Set<Int> = []
    var simultaneous = false
    var requiredToFail: GestureRecognizer?
    var mustFailBefore: GestureRecognizer?
    var asked: [String] = []

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        asked.append("shouldBegin")
        return shouldBegin
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        !refusedTouchIDs.contains(touch.id)
    }

    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { simultaneous }

    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool { other === requiredToFail }

    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool { other === mustFailBefore }
}

@Suite struct RecognitionCoordinationTests {
    @Test func holdingStillMakesALongPressAndThenMovingMakesNoPan() {
        let driver = TouchDriver()
        driver.add(PanGestureRecognizer(), named: "pan")
        driver.add(LongPressGestureRecognizer(), named: "hold")
        driver.down(1, 100, 100, at: 0)
        driver.move(1, 200, 100, at: 700)
        driver.up(1, at: 800)
        #expect(driver.actions == ["hold began @500", "hold changed @700", "hold ended @800"])
        #expect(driver.changes.contains("pan failed @500"))
    }

    @Test func movingEarlyMakesAPanAndNoLongPress() {
        let driver = TouchDriver()
        driver.add(PanGestureRecognizer(), named: "pan")
        driver.add(LongPressGestureRecognizer(), named: "hold")
        driver.down(1, 100, 100, at: 0)
        driver.move(1, 120, 100, at: 100)
        driver.advance(to: 700)
        driver.up(1, at: 800)
        #expect(driver.actions == ["pan began @100", "pan ended @800"])
        #expect(driver.changes.prefix(2) == ["pan began @100", "hold failed @100"])
    }

    @Test func simultaneousRecognitionWhenADelegateAllowsIt() {
        let driver = TouchDriver()
        let delegate = ConfigurableDelegate()
        delegate.simultaneous = true
        let pan = driver.add(PanGestureRecognizer(), named: "pan")
        pan.delegate = delegate
        driver.add(PinchGestureRecognizer(), named: "pinch")
        driver.down(1, 100, 100, at: 0)
        driver.down(2, 200, 100, at: 0)
        driver.move([(1, 80, 130), (2, 240, 130)], at: 20)
        #expect(driver.actions == ["pan began @20", "pinch began @20"])
    }

    @Test func withoutADelegateTheFirstToRecognizeWins() {
        let driver = TouchDriver()
        driver.add(PanGestureRecognizer(), named: "pan")
        driver.add(PinchGestureRecognizer(), named: "pinch")
        driver.down(1, 100, 100, at: 0)
        driver.down(2, 200, 100, at: 0)
        driver.move([(1, 80, 130), (2, 240, 130)], at: 20)
        #expect(driver.actions == ["pan began @20"])
        #expect(driver.changes == ["pan began @20", "pinch failed @20"])
    }

    @Test func shouldBeginFalseFailsTheRecognizerWithNoAction() {
        let driver = TouchDriver()
        let delegate = ConfigurableDelegate()
        delegate.shouldBegin = false
        let tap = driver.add(TapGestureRecognizer(), named: "tap")
        tap.delegate = delegate
        driver.down(1, 10, 10, at: 0)
        driver.up(1, at: 50)
        #expect(delegate.asked == ["shouldBegin"])
        #expect(driver.actions.isEmpty)
        #expect(driver.changes == ["tap failed @50"])
        #expect(tap.state == .possible)
    }

    @Test func shouldReceiveFalseKeepsTheTouchFromTheRecognizer() {
        let driver = TouchDriver()
        let delegate = ConfigurableDelegate()
        delegate.refusedTouchIDs = [2]
        let tap = driver.add(TapGestureRecognizer(), named: "tap")
        tap.delegate = delegate
        driver.down(1, 10, 10, at: 0)
        driver.down(2, 50, 10, at: 10)
        driver.up(2, at: 20)
        driver.up(1, at: 40)
        #expect(driver.actions == ["tap ended @40"])
    }

    @Test func aDelegateCanAddAFailureRequirement() {
        let driver = TouchDriver()
        let delegate = ConfigurableDelegate()
        let single = driver.add(TapGestureRecognizer(), named: "single")
        let double = driver.add(TapGestureRecognizer(), named: "double") { $0.numberOfTapsRequired = 2 }
        delegate.requiredToFail = double
        single.delegate = delegate
        driver.tap(1, 100, 100, at: 0)
        driver.advance(to: 1000)
        #expect(driver.actions == ["single ended @350"])
    }

    @Test func aDelegateCanMakeOthersWaitForItsRecognizer() {
        let driver = TouchDriver()
        let delegate = ConfigurableDelegate()
        let single = driver.add(TapGestureRecognizer(), named: "single")
        delegate.mustFailBefore = single
        driver.add(TapGestureRecognizer(), named: "double") {
            $0.numberOfTapsRequired = 2
            $0.delegate = delegate
        }
        driver.tap(1, 100, 100, at: 0)
        driver.tap(2, 100, 100, at: 200)
        driver.advance(to: 1000)
        #expect(driver.actions == ["double ended @250"])
    }

    @Test func aRecognizerThatCannotBePreventedRecognizesAlongside() {
        final class Unstoppable: TapGestureRecognizer {
            override func canBePrevented(by other: GestureRecognizer) -> Bool { false }
        }
        let driver = TouchDriver()
        driver.add(TapGestureRecognizer(), named: "tap")
        driver.add(Unstoppable(), named: "unstoppable")
        driver.tap(1, 100, 100, at: 0)
        #expect(driver.actions == ["tap ended @50", "unstoppable ended @50"])
    }

    @Test func aRecognizerRequiringAnotherFailsWhenTheOtherRecognizes() {
        let driver = TouchDriver()
        let hold = driver.add(LongPressGestureRecognizer(), named: "hold") { $0.allowableMovement = 50 }
        let pan = driver.add(PanGestureRecognizer(), named: "pan")
        hold.require(toFail: pan)
        let delegate = ConfigurableDelegate()
        delegate.simultaneous = true
        hold.delegate = delegate
        driver.down(1, 100, 100, at: 5)
        driver.move(1, 105, 100, at: 100)
        driver.move(1, 111, 100, at: 200)
        driver.advance(to: 700)
        // Allowed to recognize alongside the pan, the press still fails: it requires the pan to fail.
        #expect(driver.changes == ["pan began @200", "hold failed @200"])
    }

    @Test func aHeldRecognitionIsReleasedWhenTheRequiredRecognizerFails() {
        let driver = TouchDriver()
        let tap = driver.add(TapGestureRecognizer(), named: "tap")
        let hold = driver.add(LongPressGestureRecognizer(), named: "hold")
        tap.require(toFail: hold)
        driver.down(1, 100, 100, at: 0)
        driver.up(1, at: 100)
        #expect(driver.changes == ["hold failed @100", "tap ended @100"])
        #expect(driver.actions == ["tap ended @100"])
    }
}
