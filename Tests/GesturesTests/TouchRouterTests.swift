import Testing

@testable import Gestures

@Suite struct TouchRouterTests {
    @Test func touchesGoToTheHitViewAndItsAncestors() {
        let driver = TouchDriver()
        let panel = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let other = View(frame: Rect(x: 600, y: 0, width: 200, height: 200))
        driver.window.addSubview(panel)
        driver.window.addSubview(other)
        driver.add(TapGestureRecognizer(), named: "panel", to: panel)
        driver.add(TapGestureRecognizer(), named: "other", to: other)
        let windowTap = TapGestureRecognizer()
        let allowBoth = AllowEverything()
        windowTap.delegate = allowBoth
        driver.add(windowTap, named: "window")
        driver.tap(1, 50, 50, at: 0)
        #expect(driver.actions == ["panel ended @50", "window ended @50"])
    }

    @Test func aViewWithInteractionDisabledAndItsSubtreeGetNoTouches() {
        let driver = TouchDriver()
        let panel = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let child = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        panel.addSubview(child)
        driver.window.addSubview(panel)
        let panelTap = driver.add(TapGestureRecognizer(), named: "panel", to: panel)
        driver.add(TapGestureRecognizer(), named: "child", to: child)
        panel.isUserInteractionEnabled = false
        driver.tap(1, 50, 50, at: 0)
        #expect(driver.actions.isEmpty)
        #expect(driver.changes.isEmpty)
        #expect(panelTap.state == .possible)
    }

    @Test func aRemovedRecognizerGetsNoTouches() {
        let driver = TouchDriver()
        let tap = driver.add(TapGestureRecognizer(), named: "tap")
        driver.window.removeGestureRecognizer(tap)
        #expect(tap.view == nil && driver.window.gestureRecognizers.isEmpty)
        driver.tap(1, 50, 50, at: 0)
        #expect(driver.actions.isEmpty)
    }

    @Test func aDisabledRecognizerGetsNoTouches() {
        let driver = TouchDriver()
        let tap = driver.add(TapGestureRecognizer(), named: "tap")
        tap.isEnabled = false
        driver.tap(1, 50, 50, at: 0)
        #expect(driver.actions.isEmpty)
    }

    @Test func downsAndMovesAreDeliveredBeforeLiftsSoALiftIsJudgedAtItsFinalPosition() {
        let driver = TouchDriver()
        let pan = driver.add(PanGestureRecognizer(), named: "pan")
        var translations: [Point] = []
        pan.addTarget { [unowned pan] _ in translations.append(pan.translation(in: nil)) }
        driver.down(1, 100, 100, at: 0)
        driver.send(
            [
                TouchUpdate(id: 1, phase: .ended, location: Point(x: 160, y: 100)),
                TouchUpdate(id: 1, phase: .moved, location: Point(x: 160, y: 100)),
            ], at: 100)
        #expect(driver.actions == ["pan began @100", "pan ended @100"])
        #expect(translations == [Point(x: 60, y: 0), Point(x: 60, y: 0)])
    }

    @Test func reportsAppliedTouchUpdatesAndIgnoresUnknownFingers() {
        let driver = TouchDriver()
        var seen: [String] = []
        driver.router.onTouch = { update, time in seen.append("\(update.id) \(update.phase) @\(time.microseconds / 1000)") }
        driver.move(7, 10, 10, at: 5)
        driver.down(1, 10, 10, at: 10)
        driver.down(1, 12, 10, at: 20)
        #expect(driver.router.activeTouchCount == 1)
        driver.up(1, at: 30)
        driver.up(1, at: 40)
        #expect(seen == ["1 began @10", "1 moved @20", "1 ended @30"])
        #expect(driver.router.activeTouchCount == 0)
    }

    @Test func touchesKnowTheirViewPreviousLocationAndEvent() {
        let driver = TouchDriver()
        let panel = View(frame: Rect(x: 100, y: 0, width: 200, height: 200))
        driver.window.addSubview(panel)
        var seen: [String] = []
        final class Probe: GestureRecognizer {
            var onMoved: ((Touches, TouchEvent) -> Void)?
            override func touchesMoved(_ touches: Touches, with event: TouchEvent) { onMoved?(touches, event) }
        }
        let probe = Probe()
        probe.onMoved = { [unowned panel] touches, event in
            for touch in touches {
                seen.append("\(touch.id) \(touch.phase) \(touch.previousLocation(in: panel)) → \(touch.location(in: panel))")
            }
            seen.append("event \(event.timestamp.microseconds) \(event.allTouches.count) \(event.touches(for: panel).map(\.id))")
        }
        driver.add(probe, named: "probe", to: panel)
        driver.down(1, 150, 50, at: 0)
        driver.down(2, 500, 50, at: 0)
        driver.move(1, 160, 55, at: 10)
        #expect(seen == ["1 moved (50.0, 50.0) → (60.0, 55.0)", "event 10000 2 [1]"])
        #expect(probe.clock === driver.clock)
    }

    @Test func cancelAllTouchesCancelsEveryFingerDown() {
        let driver = TouchDriver()
        driver.add(LongPressGestureRecognizer(), named: "hold")
        driver.down(3, 10, 10, at: 0)
        driver.advance(to: 600)
        driver.router.cancelAllTouches()
        #expect(driver.router.activeTouchIDs.isEmpty)
        #expect(driver.actions == ["hold began @500", "hold cancelled @600"])
    }

    @Test func recognizersFollowAtMost128FingersAndTheRouterCountsThemAll() {
        final class Counter: GestureRecognizer {
            var landed = 0
            override func touchesBegan(_ touches: Touches, with event: TouchEvent) { landed += touches.count }
        }
        let driver = TouchDriver()
        let counter = driver.add(Counter(), named: "counter")
        driver.send((1...130).map { TouchUpdate(id: $0, phase: .began, location: Point(x: Double($0), y: 10)) }, at: 0)
        #expect(driver.router.activeTouchCount == 130)
        #expect(counter.landed == 128 && counter.numberOfTouches == 128)
        driver.send((1...130).map { TouchUpdate(id: $0, phase: .ended, location: Point(x: Double($0), y: 10)) }, at: 10)
        #expect(driver.router.activeTouchCount == 0)
        #expect(driver.router.activeTouchIDs.isEmpty)
    }

    @Test func aTouchSomeoneKeepsIsNotReusedForTheNextFinger() {
        final class Keeper: GestureRecognizer {
            var kept: [Touch] = []
            override func touchesBegan(_ touches: Touches, with event: TouchEvent) { kept += touches }
        }
        let driver = TouchDriver()
        let keeper = driver.add(Keeper(), named: "keeper")
        driver.tap(1, 100, 200, at: 0)
        driver.tap(2, 300, 400, at: 100)
        #expect(keeper.kept.count == 2 && keeper.kept[0] !== keeper.kept[1])
        #expect(keeper.kept.map(\.id) == [1, 2])
        #expect(keeper.kept[0].location(in: nil) == Point(x: 100, y: 200) && keeper.kept[0].phase == .ended)
    }

    /// A router that goes with a finger down leaves its recognizers as new: the long press
    /// it was timing never fires, and the next router over the same views takes it in.
    @Test func aRouterGoneMidGestureLeavesItsRecognizersAsNew() {
        let window = View(frame: Rect(x: 0, y: 0, width: 1280, height: 720))
        let clock = ManualClock()
        let press = LongPressGestureRecognizer()
        var actions: [String] = []
        press.addTarget { actions.append("\($0.state) @\(clock.now.microseconds / 1000)") }
        window.addGestureRecognizer(press)
        let down = [TouchUpdate(id: 1, phase: .began, location: Point(x: 100, y: 100))]
        do {
            let first = TouchRouter(window: window, clock: clock)
            first.send(TouchFrame(time: .zero, updates: down))
        }
        clock.advance(to: Instant(microseconds: 1_000_000))
        #expect(actions.isEmpty)
        #expect(press.state == .possible)
        let second = TouchRouter(window: window, clock: clock)
        second.send(TouchFrame(time: Instant(microseconds: 1_000_000), updates: down))
        second.advance(to: Instant(microseconds: 2_000_000))
        #expect(actions == ["began @1500"])
    }

    /// A recognizer that keeps touches (its fingers until its reset, or for good) holds
    /// them, they hold their view, and the view holds the recognizer: the router lets go
    /// of the views of the touches it no longer delivers, so the tree does not keep itself.
    @Test func theViewTreeGoesWithItsRouterWhateverKeepsItsTouches() {
        final class Keeper: GestureRecognizer {
            var kept: [Touch] = []
            override func touchesBegan(_ touches: Touches, with event: TouchEvent) { kept += touches }
        }
        weak var window: View?
        weak var keeper: Keeper?
        weak var edge: ScreenEdgePanGestureRecognizer?
        do {
            let driver = TouchDriver()
            window = driver.window
            keeper = driver.add(Keeper(), named: "keeper")
            edge = driver.add(ScreenEdgePanGestureRecognizer(), named: "edge") { $0.edges = .left }
            driver.tap(1, 100, 200, at: 0)
            driver.tap(2, 300, 400, at: 100)
            driver.down(3, 10, 300, at: 200)  // still down when the router goes
            #expect(keeper?.kept.count == 3 && keeper?.kept[2].view === driver.window)
        }
        #expect(window == nil && keeper == nil && edge == nil)
    }

    @Test func aFrameOlderThanTheClockHappensAtTheClocksTime() {
        let driver = TouchDriver()
        driver.advance(to: 1000)
        let tap = driver.add(TapGestureRecognizer(), named: "tap")
        driver.tap(1, 10, 10, at: 500)
        #expect(driver.actions == ["tap ended @1000"])
        #expect(tap.state == .possible)
    }

    @Test func movesSkipTheRecognizersThatFailedAndReachTheRestInJoiningOrderNewcomersLast() {
        let driver = TouchDriver()
        let panel = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        driver.window.addSubview(panel)
        let log = MoveLog()
        let first = driver.add(MoveRecorder(log), named: "first")
        let second = driver.add(MoveRecorder(log), named: "second")
        // The last to join fails on its first move, so a newcomer joins after it is gone.
        let third = driver.add(MoveRecorder(log, failsOnFirstMove: true), named: "third")
        driver.add(MoveRecorder(log), named: "panel", to: panel)
        driver.down(1, 500, 500, at: 0)
        driver.move(1, 510, 500, at: 10)
        driver.move(1, 520, 500, at: 20)
        driver.down(2, 50, 50, at: 30)
        driver.move([(id: 1, x: 530, y: 500), (id: 2, x: 60, y: 50)], at: 40)
        #expect(
            log.lines == [
                "first 1", "second 1", "third 1", "first 1", "second 1", "first 1 2", "second 1 2", "panel 2",
            ])
        #expect(third.state == .failed && first.state == .possible && second.state == .possible)
    }
}

/// The moves the recognizers saw, in order: "name ids".
private final class MoveLog {
    var lines: [String] = []
}

/// Logs each move it receives; fails on its first when told to.
private final class MoveRecorder: GestureRecognizer {
    private let log: MoveLog
    private let failsOnFirstMove: Bool

    init(_ log: MoveLog, failsOnFirstMove: Bool = false) {
        self.log = log
        self.failsOnFirstMove = failsOnFirstMove
    }

    override func touchesMoved(_ touches: Touches, with event: TouchEvent) {
        log.lines.append(([name ?? "?"] + touches.map { "\($0.id)" }).joined(separator: " "))
        if failsOnFirstMove { state = .failed }
    }
}

/// A delegate that lets every recognizer recognize alongside every other.
private final class AllowEverything: GestureRecognizerDelegate {
    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { true }
}
