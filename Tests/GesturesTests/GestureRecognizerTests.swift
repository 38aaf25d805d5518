import Testing

@testable import Gestures

/// A recognizer whose tests set its state directly, as a subclass would.
private final class ScriptedRecognizer: GestureRecognizer {
    var onBegan: ((ScriptedRecognizer) -> Void)?
    var onMoved: ((ScriptedRecognizer) -> Void)?

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { onBegan?(self) }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { onMoved?(self) }
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }
}

@Suite struct GestureRecognizerTests {
    @Test func statesPrintTheirLowercaseNames() {
        #expect(
            GestureRecognizerState.allCases.map(\.description)
                == ["possible", "began", "changed", "ended", "cancelled", "failed"])
        #expect(GestureRecognizerState.recognized == .ended)
    }

    @Test func actionsAreSentForBeganChangedEndedAndCancelledButNeverForFailed() {
        let recognizer = GestureRecognizer()
        var seen: [GestureRecognizerState] = []
        recognizer.addTarget { seen.append($0.state) }
        recognizer.state = .began
        recognizer.state = .changed
        recognizer.state = .changed
        recognizer.state = .cancelled
        let failing = GestureRecognizer { seen.append($0.state) }
        failing.state = .failed
        #expect(seen == [.began, .changed, .changed, .cancelled])
    }

    @Test func illegalTransitionsAreRejectedAndReported() {
        var reported: [String] = []
        func recognizer() -> GestureRecognizer {
            let result = GestureRecognizer()
            result.illegalTransitionHandler = { reported.append("\($0)→\($1)") }
            return result
        }
        let fresh = recognizer()
        fresh.state = .cancelled
        fresh.state = .changed
        #expect(fresh.state == .possible)
        let ended = recognizer()
        ended.state = .ended
        ended.state = .began
        #expect(ended.state == .ended)
        let running = recognizer()
        running.state = .began
        running.state = .failed
        #expect(running.state == .began)
        #expect(reported == ["possible→cancelled", "possible→changed", "ended→began", "began→failed"])
    }

    @Test func aRecognizerResetsToPossibleWhenItsTouchesHaveLifted() {
        let driver = TouchDriver()
        let recognizer = driver.add(ScriptedRecognizer(), named: "custom")
        recognizer.onMoved = { $0.state = $0.state == .possible ? .began : .changed }
        driver.down(1, 10, 10, at: 0)
        driver.move(1, 20, 10, at: 10)
        driver.move(1, 30, 10, at: 20)
        #expect(recognizer.state == .changed)
        #expect(recognizer.numberOfTouches == 1)
        #expect(recognizer.location(in: nil) == Point(x: 30, y: 10))
        driver.up(1, at: 30)
        #expect(recognizer.state == .possible)
        #expect(driver.actions == ["custom began @10", "custom changed @20", "custom ended @30"])
    }

    @Test func locationIsTheCentroidInTheRequestedView() {
        let driver = TouchDriver()
        let panel = View(frame: Rect(x: 100, y: 100, width: 400, height: 400))
        driver.window.addSubview(panel)
        let recognizer = driver.add(ScriptedRecognizer(), named: "custom", to: panel)
        driver.down(1, 150, 150, at: 0)
        driver.down(2, 250, 350, at: 0)
        #expect(recognizer.numberOfTouches == 2)
        #expect(recognizer.location(in: panel) == Point(x: 100, y: 150))
        #expect(recognizer.location(in: nil) == Point(x: 200, y: 250))
        #expect(recognizer.location(ofTouch: 1, in: panel) == Point(x: 150, y: 250))
        #expect(recognizer.location(ofTouch: 2, in: panel) == .zero)
    }

    @Test func anIgnoredTouchIsNoLongerDelivered() {
        final class FirstFingerOnly: GestureRecognizer {
            var moves: [Int] = []
            override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
                for touch in touches where touch.id != 1 { ignore(touch, for: event) }
            }
            override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { moves += touches.map(\.id) }
        }
        let driver = TouchDriver()
        let recognizer = driver.add(FirstFingerOnly(), named: "first")
        driver.down(1, 10, 10, at: 0)
        driver.down(2, 50, 10, at: 0)
        driver.move(2, 60, 10, at: 10)
        driver.move(1, 20, 10, at: 20)
        #expect(recognizer.moves == [1])
        #expect(recognizer.numberOfTouches == 1)
        #expect(recognizer.location(in: nil) == Point(x: 20, y: 10))
    }

    @Test func disablingARunningRecognizerCancelsIt() {
        let driver = TouchDriver()
        let recognizer = driver.add(ScriptedRecognizer(), named: "custom")
        recognizer.onMoved = { if $0.state == .possible { $0.state = .began } }
        driver.down(1, 10, 10, at: 0)
        driver.move(1, 20, 10, at: 10)
        recognizer.isEnabled = false
        driver.move(1, 30, 10, at: 20)
        #expect(driver.actions == ["custom began @10", "custom cancelled @10"])
    }
}
