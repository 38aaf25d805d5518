import Gestures
import PlayerModel
import Testing

/// The kiosk's moves between the loop, the chooser and a chosen title, on instants given
/// by the test (no mpv, no clock).
struct KioskFlowTests {
    private func at(_ milliseconds: Int64) -> Instant { Instant(microseconds: milliseconds * 1000) }

    private func frame(_ milliseconds: Int64, _ id: Int, _ phase: TouchPhase) -> TouchFrame {
        TouchFrame(time: at(milliseconds), updates: [TouchUpdate(id: id, phase: phase, location: Point(x: 100, y: 100))])
    }

    @Test func theLoopSwallowsTheFirstTouchAndOpensTheChooserAtItsLastLift() {
        var flow = KioskFlow(hasLoop: true, idleReturn: .seconds(60), at: at(0))
        #expect(flow.mode == .attract)
        #expect(flow.admit(frame(100, 1, .began)) == (false, nil))
        #expect(flow.admit(frame(150, 2, .began)) == (false, nil))
        #expect(flow.admit(frame(200, 1, .moved)) == (false, nil))
        #expect(flow.admit(frame(300, 1, .ended)) == (false, nil))
        #expect(flow.mode == .attract)
        #expect(flow.admit(frame(400, 2, .ended)) == (false, .openChooser))
        #expect(flow.mode == .chooser)
        #expect(flow.admit(frame(500, 3, .began)) == (true, nil))
    }

    @Test func theChooserGoesBackToTheLoopAfterIdleReturnWithNoTouch() {
        var flow = KioskFlow(hasLoop: true, idleReturn: .seconds(60), at: at(0))
        _ = flow.admit(frame(100, 1, .began))
        _ = flow.admit(frame(200, 1, .ended))
        #expect(flow.nextDeadline == at(60_200))
        #expect(flow.update(at: at(60_199), isPaused: false) == nil)
        _ = flow.admit(frame(30_000, 2, .began))
        #expect(flow.nextDeadline == nil)
        _ = flow.admit(frame(31_000, 2, .ended))
        #expect(flow.update(at: at(90_999), isPaused: false) == nil)
        #expect(flow.update(at: at(91_000), isPaused: false) == .returnToLoop)
        #expect(flow.mode == .attract)
    }

    @Test func aPlayingTitleStaysAndAPausedOneGoesBackAfterIdleReturn() {
        var flow = KioskFlow(hasLoop: true, idleReturn: .seconds(10), at: at(0))
        _ = flow.admit(frame(0, 1, .began))
        _ = flow.admit(frame(10, 1, .ended))
        #expect(flow.choose(2, at: at(1000)) == .play(2))
        #expect(flow.mode == .playing)
        #expect(flow.update(at: at(500_000), isPaused: false) == nil)
        #expect(flow.nextDeadline == nil)
        #expect(flow.update(at: at(600_000), isPaused: true) == nil)
        #expect(flow.nextDeadline == at(610_000))
        _ = flow.admit(frame(605_000, 4, .began))
        _ = flow.admit(frame(605_100, 4, .ended))
        #expect(flow.update(at: at(614_000), isPaused: true) == nil)
        #expect(flow.update(at: at(615_100), isPaused: true) == .returnToLoop)
        #expect(flow.mode == .attract)
    }

    @Test func theTitlesEndAndTheBackButtonReturnToTheLoopOnce() {
        var flow = KioskFlow(hasLoop: true, idleReturn: nil, at: at(0))
        #expect(flow.returnToLoop(at: at(1)) == nil)
        _ = flow.admit(frame(0, 1, .began))
        _ = flow.admit(frame(10, 1, .ended))
        #expect(flow.update(at: at(86_400_000), isPaused: false) == nil)
        #expect(flow.returnToLoop(at: at(20)) == .returnToLoop)
        #expect(flow.returnToLoop(at: at(30)) == nil)
    }

    @Test func withoutALoopTheChooserIsWhereATitleGoesBackToAndItStays() {
        var flow = KioskFlow(hasLoop: false, idleReturn: .seconds(5), at: at(0))
        #expect(flow.mode == .chooser)
        #expect(flow.admit(frame(0, 1, .began)) == (true, nil))
        _ = flow.admit(frame(10, 1, .ended))
        #expect(flow.nextDeadline == nil)
        #expect(flow.update(at: at(100_000), isPaused: false) == nil)
        #expect(flow.returnToLoop(at: at(100_000)) == nil)
        _ = flow.choose(0, at: at(100_000))
        #expect(flow.update(at: at(200_000), isPaused: true) == nil)
        #expect(flow.update(at: at(205_000), isPaused: true) == .returnToLoop)
        #expect(flow.mode == .chooser)
    }

    @Test func aKeyIsActivityAndAHeldKeyKeepsTheChooserFromGoingBack() throws {
        let home = try #require(KeyCode(name: "KEY_1"))
        var flow = KioskFlow(hasLoop: true, idleReturn: .seconds(10), at: at(0))
        _ = flow.admit(frame(0, 1, .began))
        _ = flow.admit(frame(10, 1, .ended))
        #expect(flow.mode == .chooser)
        flow.admit(KeyEvent(time: at(8000), key: home, change: .pressed))
        #expect(flow.nextDeadline == nil)
        flow.admit(KeyEvent(time: at(9000), key: home, change: .repeated))
        #expect(flow.update(at: at(30_000), isPaused: false) == nil)
        flow.admit(KeyEvent(time: at(31_000), key: home, change: .released))
        #expect(flow.nextDeadline == at(41_000))
        #expect(flow.update(at: at(40_999), isPaused: false) == nil)
        #expect(flow.update(at: at(41_000), isPaused: false) == .returnToLoop)
    }
}
