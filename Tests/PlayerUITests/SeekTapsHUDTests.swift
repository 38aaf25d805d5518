import Gestures
import PlayerGestures
import PlayerUI
import Testing

/// The HUD of a run of seeking taps, with the simulated player's seeks: the run's total,
/// from the double tap on, until 650 ms after the last tap's lift, when the run closes.
struct SeekTapsHUDTests {
    @Test func theHUDShowsTheRunsTotalUntil650MsAfterTheLastTap() throws {
        var bindings = GestureBindings.defaults
        try bindings.bind(try BoundGesture(parsing: "right:double-tap"), to: .seekTaps(10))
        let h = UIHarness(duration: 600, position: 100, bindings: bindings)
        h.tap(1100, 360, at: 0)
        h.tap(1100, 360, at: 150)
        #expect(h.model(at: 200).hud == .seekTaps("+10 s"))
        h.tap(1100, 360, at: 400)
        h.tap(1100, 360, at: 600)
        #expect(h.actions == ["seekTaps 10 @200", "seekTaps 20 @450", "seekTaps 30 @650"])
        #expect(h.player.state.position == 130)
        #expect(h.model(at: 650).hud == .seekTaps("+30 s"))
        #expect(h.overlay.nextDeadline(after: UIHarness.at(650)) == UIHarness.at(1300))
        #expect(h.model(at: 1299).hud == .seekTaps("+30 s"))
        #expect(h.model(at: 1300).hud == nil)
        #expect(h.overlay.nextDeadline(after: UIHarness.at(1300)) == nil)
    }

    /// A run of another binding, whose first total (30) follows the last run's (20) as a
    /// total of the same run would, seeks from where it began and shows its own total.
    @Test func aRunOfAnotherBindingSeeksAndShowsItsOwnTotal() throws {
        var bindings = GestureBindings.defaults
        try bindings.bind(try BoundGesture(parsing: "right:double-tap"), to: .seekTaps(10))
        try bindings.bind(try BoundGesture(parsing: "left:double-tap"), to: .seekTaps(30))
        let h = UIHarness(duration: 600, position: 100, bindings: bindings)
        for time in [0.0, 150, 400] { h.tap(1100, 360, at: time) }
        #expect(h.player.state.position == 120)
        h.tap(100, 360, at: 2000)
        h.tap(100, 360, at: 2150)
        #expect(h.actions == ["seekTaps 10 @200", "seekTaps 20 @450", "seekTaps 30 @2200"])
        #expect(h.player.state.position == 150)
        #expect(h.model(at: 2200).hud == .seekTaps("+30 s"))
    }
}
