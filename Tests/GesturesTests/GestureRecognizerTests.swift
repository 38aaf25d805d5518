import Foundation
import TestSupport
import Testing

@testable import Gestures

/// A recognizer whose tests set its state directly, as a subclass would.
private final class ScriptedRecognizer: GestureRecognizer {
    var onBegan: ((ScriptedRecognizer) -> Void)?
    var onMoved: ((ScriptedRecognizer) -> Void)?
    private let declaredKind: GestureRecognizerKind

    init(kind: GestureRecognizerKind = .continuous) {
        declaredKind = kind
    }

    override var kind: GestureRecognizerKind { declaredKind }

    override func touchesBegan(_ touches: Touches, with event: TouchEvent) { onBegan?(self) }
    override func touchesMoved(_ touches: Touches, with event: TouchEvent) { onMoved?(self) }
    override func touchesEnded(_ touches: Touches, with event: TouchEvent) {
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

    @Test func removeTargetRemovesThatActionAlone() {
        let driver = TouchDriver()
        let tap = driver.add(TapGestureRecognizer(), named: "tap")
        var calls: [String] = []
        let first = tap.addTarget { _ in calls.append("first") }
        tap.addTarget { _ in calls.append("second") }
        driver.tap(1, 10, 10, at: 0)
        tap.removeTarget(first)
        tap.removeTarget(first)
        TapGestureRecognizer().removeTarget(first)
        driver.tap(1, 10, 10, at: 1000)
        #expect(calls == ["first", "second", "second"])
        #expect(driver.actions == ["tap ended @50", "tap ended @1050"])
    }

    @Test func anActionRemovedDuringARoundIsNotCalledAgain() {
        let recognizer = GestureRecognizer()
        var calls: [String] = []
        var later: GestureRecognizerTarget?
        var once: GestureRecognizerTarget?
        once = recognizer.addTarget {
            calls.append("once")
            if let once, let later {
                $0.removeTarget(once)
                $0.removeTarget(later)
            }
        }
        later = recognizer.addTarget { _ in calls.append("later") }
        recognizer.addTarget { _ in calls.append("always") }
        recognizer.state = .began
        recognizer.state = .changed
        #expect(calls == ["once", "always", "always"])
        // The first action holds both handles, and a handle holds its action.
        (once, later) = (nil, nil)
    }

    /// `recognizer`, with a handler appending each rejected transition to `rejected`.
    private func observed<R: GestureRecognizer>(_ recognizer: R, into rejected: Rejections) -> R {
        recognizer.illegalTransitionHandler = { rejected.list.append($0) }
        return recognizer
    }

    @Test func eachBuiltInRecognizerHasItsKind() {
        let discrete: [GestureRecognizer] = [TapGestureRecognizer(), SwipeGestureRecognizer(), SwingGestureRecognizer()]
        let continuous: [GestureRecognizer] = [
            GestureRecognizer(), LongPressGestureRecognizer(), PanGestureRecognizer(), PinchGestureRecognizer(),
            RotationGestureRecognizer(),
        ]
        #expect(discrete.allSatisfy { $0.kind == .discrete })
        #expect(continuous.allSatisfy { $0.kind == .continuous })
    }

    @Test func aDiscreteRecognizerCannotTakeContinuousStates() {
        let rejected = Rejections()
        let tap = observed(TapGestureRecognizer(), into: rejected)
        tap.state = .began
        tap.state = .changed
        tap.state = .cancelled
        #expect(tap.state == .possible)
        tap.state = .ended
        tap.state = .changed
        #expect(tap.state == .ended)
        #expect(
            rejected.list.map(\.description) == [
                "possible → began is illegal for a discrete recognizer",
                "possible → changed is illegal for a discrete recognizer",
                "possible → cancelled is illegal for a discrete recognizer",
                "ended → changed is illegal for a discrete recognizer",
            ])
    }

    @Test func aContinuousRecognizerMustBeginBeforeItEnds() {
        let rejected = Rejections()
        let pan = observed(PanGestureRecognizer(), into: rejected)
        pan.state = .ended
        pan.state = .changed
        pan.state = .cancelled
        #expect(pan.state == .possible)
        pan.state = .began
        pan.state = .failed
        pan.state = .possible
        #expect(pan.state == .began)
        pan.state = .ended
        pan.state = .began
        #expect(pan.state == .ended)
        #expect(
            rejected.list == [
                IllegalStateTransition(kind: .continuous, from: .possible, to: .ended),
                IllegalStateTransition(kind: .continuous, from: .possible, to: .changed),
                IllegalStateTransition(kind: .continuous, from: .possible, to: .cancelled),
                IllegalStateTransition(kind: .continuous, from: .began, to: .failed),
                IllegalStateTransition(kind: .continuous, from: .began, to: .possible),
                IllegalStateTransition(kind: .continuous, from: .ended, to: .began),
            ])
    }

    @Test func aSubclassesTestSeesTheIllegalStatesItsTouchesDriveItInto() {
        let driver = TouchDriver()
        let rejected = Rejections()
        let buggy = observed(driver.add(ScriptedRecognizer(kind: .discrete), named: "buggy"), into: rejected)
        buggy.onMoved = { $0.state = $0.state == .possible ? .began : .changed }
        driver.down(1, 10, 10, at: 0)
        driver.move(1, 20, 10, at: 10)
        driver.move(1, 30, 10, at: 20)
        driver.up(1, at: 30)
        #expect(rejected.list.map(\.to) == [.began, .began])
        #expect(driver.actions.isEmpty)
        #expect(driver.changes == ["buggy failed @30"])
    }

    #if DEBUG
        /// Without a handler, an illegal state stops a debug build (an assertion), as any
        /// programming error; release builds ignore it. Each transition runs in a child:
        /// this test process run again for this test alone, which sees the transition in
        /// its environment, makes it and exits.
        @Test func withoutAHandlerAnIllegalStateStopsADebugBuild() throws {
            let variable = "TOUCHMPV_TEST_TRANSITION"
            if let transition = ProcessInfo.processInfo.environment[variable] {
                TapGestureRecognizer().state = transition == "began" ? .began : .ended
                exit(0)
            }
            func child(_ transition: String) throws -> TouchmpvRun {
                try TouchmpvRun.finished(
                    ["--testing-library", "swift-testing", "--filter", "withoutAHandlerAnIllegalStateStopsADebugBuild"],
                    environment: [variable: transition], executable: "/proc/self/exe")
            }
            let illegal = try child("began")
            #expect(illegal.status != 0, "possible → began without a handler exited 0: \(illegal.errors)")
            let legal = try child("ended")
            #expect(legal.status == 0, "possible → ended exited \(legal.status): \(legal.errors)")
        }
    #endif

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
            override func touchesBegan(_ touches: Touches, with event: TouchEvent) {
                for touch in touches where touch.id != 1 { ignore(touch, for: event) }
            }
            override func touchesMoved(_ touches: Touches, with event: TouchEvent) { moves += touches.map(\.id) }
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

/// The transitions a recognizer rejected, collected by its handler.
private final class Rejections {
    var list: [IllegalStateTransition] = []
}
