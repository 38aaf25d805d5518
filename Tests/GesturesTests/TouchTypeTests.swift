import Testing

@testable import Gestures

/// Touch types, from UIKit's `UITouch.type`, `UIGestureRecognizer.allowedTouchTypes` and
/// `requiresExclusiveTouchType`.
@Suite struct TouchTypeTests {
    /// Notes the type of each touch it receives; fails at the first lift, so that its
    /// sequence ends with its touches.
    private final class TypeProbe: GestureRecognizer {
        var received: [String] = []

        override func touchesBegan(_ touches: Touches, with event: TouchEvent) {
            received += touches.map { "\($0.id) \($0.type)" }
        }

        override func touchesEnded(_ touches: Touches, with event: TouchEvent) {
            state = .failed
        }
    }

    private func down(_ driver: TouchDriver, _ id: Int, _ type: TouchType, x: Double, at ms: Int64) {
        driver.send([TouchUpdate(id: id, phase: .began, location: Point(x: x, y: 300), type: type)], at: ms)
    }

    /// `UITouch.type`: "The type of the touch" — kept from its touch-down for its life.
    @Test func aTouchHasTheTypeItLandedWith() {
        let driver = TouchDriver()
        let probe = driver.add(TypeProbe(), named: "probe") { $0.requiresExclusiveTouchType = false }
        down(driver, 1, .pen, x: 100, at: 0)
        down(driver, 2, .finger, x: 200, at: 10)
        #expect(probe.received == ["1 pen", "2 finger"])
        #expect(TouchUpdate(id: 3, phase: .began, location: .zero).type == .finger)
    }

    /// `allowedTouchTypes`: "The default value of this property contains all touch types";
    /// a touch of a type not listed is not delivered, so a pen does not tap a finger's tap.
    @Test func aRecognizerReceivesOnlyTheTouchTypesItAllows() {
        #expect(GestureRecognizer().allowedTouchTypes == [.finger, .pen])
        let driver = TouchDriver()
        let tap = driver.add(TapGestureRecognizer(), named: "tap") { $0.allowedTouchTypes = [.finger] }
        #expect(tap.allowedTouchTypes == [.finger])
        down(driver, 1, .pen, x: 100, at: 0)
        driver.up(1, at: 50)
        #expect(driver.actions.isEmpty)
        down(driver, 2, .finger, x: 100, at: 400)
        driver.up(2, at: 450)
        #expect(driver.actions == ["tap ended @450"])
    }

    /// `requiresExclusiveTouchType`: when true (the default), "the gesture recognizer
    /// automatically ignores new touches whose type doesn't match the type of the initial
    /// touch"; when false, it "receives all touches whose types are listed in the
    /// allowedTouchTypes property".
    @Test func anExclusiveRecognizerKeepsToItsFirstTouchsType() {
        let driver = TouchDriver()
        let exclusive = driver.add(TypeProbe(), named: "exclusive")
        let mixed = driver.add(TypeProbe(), named: "mixed") { $0.requiresExclusiveTouchType = false }
        #expect(exclusive.requiresExclusiveTouchType && !mixed.requiresExclusiveTouchType)
        down(driver, 1, .finger, x: 100, at: 0)
        down(driver, 2, .pen, x: 200, at: 10)
        down(driver, 3, .finger, x: 300, at: 20)
        #expect(exclusive.received == ["1 finger", "3 finger"])
        #expect(mixed.received == ["1 finger", "2 pen", "3 finger"])
        driver.up([1, 2, 3], at: 30)
        down(driver, 4, .pen, x: 100, at: 100)  // a new sequence may start with another type
        #expect(exclusive.received.last == "4 pen")
    }
}
