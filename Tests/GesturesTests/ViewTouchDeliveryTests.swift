import Testing

@testable import Gestures

/// A view that takes touches and logs each call as "phase ids @ms".
private final class RecordingView: View {
    private(set) var log: [String] = []

    override var handlesTouches: Bool { true }

    override func touchesBegan(_ touches: Touches, with event: TouchEvent) { record("began", touches, event) }
    override func touchesMoved(_ touches: Touches, with event: TouchEvent) { record("moved", touches, event) }
    override func touchesEnded(_ touches: Touches, with event: TouchEvent) { record("ended", touches, event) }
    override func touchesCancelled(_ touches: Touches, with event: TouchEvent) { record("cancelled", touches, event) }

    private func record(_ phase: String, _ touches: Touches, _ event: TouchEvent) {
        log.append("\(phase) \(touches.map { String($0.id) }.joined(separator: ",")) @\(event.timestamp.microseconds / 1000)")
    }
}

/// Ignores finger 1 and begins on finger 2.
private final class IgnoringRecognizer: GestureRecognizer {
    override func touchesBegan(_ touches: Touches, with event: TouchEvent) {
        for touch in touches where touch.id == 1 { ignore(touch, for: event) }
        if touches.contains(where: { $0.id == 2 }) { state = .began }
    }
}

@Suite struct ViewTouchDeliveryTests {
    private func driverWithView() -> (TouchDriver, RecordingView) {
        let driver = TouchDriver()
        let view = RecordingView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        driver.window.addSubview(view)
        return (driver, view)
    }

    /// UIResponder.touchesBegan: "UIKit calls this method when a new touch is detected in a view or window."
    @Test func theHitViewReceivesItsTouches() {
        let (driver, view) = driverWithView()
        driver.down(1, 10, 10, at: 0)
        driver.move(1, 20, 10, at: 10)
        driver.up(1, at: 20)
        driver.down(2, 500, 500, at: 30)
        driver.up(2, at: 40)
        #expect(view.log == ["began 1 @0", "moved 1 @10", "ended 1 @20"])
    }

    /// UIResponder.touchesBegan: "The default implementation of this method forwards the
    /// message up the responder chain."
    @Test func aViewThatDoesNotOverrideTheMethodsPassesTouchesToItsSuperview() {
        let (driver, view) = driverWithView()
        view.addSubview(View(frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        driver.down(1, 10, 10, at: 0)
        driver.cancel(1, at: 10)
        #expect(view.log == ["began 1 @0", "cancelled 1 @10"])
    }

    /// cancelsTouchesInView: "the touches of that gesture that are pending aren't delivered
    /// to the view and previously delivered touches are canceled through a
    /// touchesCancelled(_:with:) message sent to the view."
    @Test func aRecognitionCancelsTheViewsTouches() {
        let (driver, view) = driverWithView()
        driver.add(PanGestureRecognizer(), named: "pan", to: view)
        driver.down(1, 10, 10, at: 0)
        driver.move(1, 12, 10, at: 10)
        driver.move(1, 60, 10, at: 20)
        driver.move(1, 90, 10, at: 30)
        driver.up(1, at: 40)
        #expect(driver.changes.first == "pan began @20")
        #expect(view.log == ["began 1 @0", "moved 1 @10", "cancelled 1 @20"])
    }

    /// cancelsTouchesInView: "If a gesture recognizer doesn't recognize its gesture or if the
    /// value of this property is false, the view receives all touches in the multi-touch sequence."
    @Test func aRecognizerThatDoesNotCancelLeavesTheViewEveryTouch() {
        let (driver, view) = driverWithView()
        driver.add(TapGestureRecognizer(), named: "tap") { $0.cancelsTouchesInView = false }
        driver.tap(1, 10, 10, at: 0)
        #expect(driver.changes == ["tap ended @50"])
        #expect(view.log == ["began 1 @0", "ended 1 @50"])
    }

    /// delaysTouchesBegan: "the window suspends delivery of touch objects in the
    /// UITouch.Phase.began phase to the view. If the gesture recognizer subsequently
    /// recognizes its gesture, these touch objects are discarded."
    @Test func aDelayedBeganIsDroppedWhenTheRecognizerRecognizes() {
        let (driver, view) = driverWithView()
        driver.add(TapGestureRecognizer(), named: "tap") { $0.delaysTouchesBegan = true }
        driver.tap(1, 10, 10, at: 0)
        #expect(driver.changes == ["tap ended @50"])
        #expect(view.log.isEmpty)
    }

    /// delaysTouchesBegan: "If the gesture recognizer, however, doesn't recognize its
    /// gesture, the window delivers these objects to the view".
    @Test func aDelayedBeganIsDeliveredWhenTheRecognizerFails() {
        let (driver, view) = driverWithView()
        driver.add(TapGestureRecognizer(), named: "tap") { $0.delaysTouchesBegan = true }
        driver.down(1, 10, 10, at: 0)
        driver.move(1, 12, 10, at: 10)
        #expect(view.log.isEmpty)
        driver.move(1, 200, 10, at: 20)
        driver.up(1, at: 30)
        #expect(driver.changes == ["tap failed @20"])
        #expect(view.log == ["began 1 @20", "ended 1 @30"])
    }

    /// delaysTouchesEnded: "If the gesture recognizer doesn't recognize its gesture, the
    /// window delivers these objects in an invocation of the view's touchesEnded(_:with:) method."
    @Test func aDelayedEndIsDeliveredWhenTheRecognizerFails() {
        let (driver, view) = driverWithView()
        driver.add(TapGestureRecognizer(), named: "double") {
            $0.numberOfTapsRequired = 2
            $0.maximumTapInterval = .milliseconds(300)
        }
        driver.tap(1, 10, 10, at: 0)
        #expect(view.log == ["began 1 @0"])
        driver.advance(to: 1000)
        #expect(driver.changes.count == 1 && driver.changes[0].hasPrefix("double failed"))
        #expect(view.log.count == 2 && view.log[1].hasPrefix("ended 1"))
    }

    /// delaysTouchesEnded: "If the gesture recognizer subsequently recognizes its gesture,
    /// these touch objects are canceled (with a touchesCancelled(_:with:) message)."
    @Test func aDelayedEndIsCancelledWhenTheRecognizerRecognizes() {
        let (driver, view) = driverWithView()
        driver.add(TapGestureRecognizer(), named: "double") {
            $0.numberOfTapsRequired = 2
            $0.maximumTapInterval = .milliseconds(300)
        }
        driver.tap(1, 10, 10, at: 0)
        driver.tap(2, 12, 10, at: 100)
        #expect(driver.changes == ["double ended @150"])
        #expect(view.log == ["began 1 @0", "began 2 @100", "cancelled 1,2 @150"])
    }

    /// delaysTouchesEnded false: the end reaches the view at once, while the recognizer waits.
    @Test func anEndNotDelayedIsDeliveredAtOnce() {
        let (driver, view) = driverWithView()
        driver.add(TapGestureRecognizer(), named: "double") {
            $0.numberOfTapsRequired = 2
            $0.delaysTouchesEnded = false
        }
        driver.tap(1, 10, 10, at: 0)
        #expect(view.log == ["began 1 @0", "ended 1 @50"])
    }

    /// UIGestureRecognizerSubclass.h, ignore(_:for:): "ignored touches won't be cancelled on
    /// the view even if cancelsTouchesInView is YES". Finger 2, recognized as it lands, is
    /// pending and never reaches the view.
    @Test func anIgnoredTouchIsNotCancelledOnTheView() {
        let (driver, view) = driverWithView()
        driver.add(IgnoringRecognizer(), named: "ignoring")
        driver.down(1, 10, 10, at: 0)
        driver.down(2, 20, 10, at: 10)
        driver.up([1, 2], at: 20)
        #expect(driver.changes.first == "ignoring began @10")
        #expect(view.log == ["began 1 @0", "ended 1 @20"])
    }
}
