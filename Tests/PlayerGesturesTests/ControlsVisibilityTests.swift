import Gestures
import PlayerGestures
import Testing

/// The controls' visibility, owned by the layer: shown and hidden by a single tap on the
/// player's view and by the controls' own buttons, hidden by itself `controls-hide-delay`
/// after the last lift, and announced to the delegate before the action that caused it.
struct ControlsVisibilityTests {
    private func at(_ milliseconds: Int64) -> Instant { Instant(microseconds: milliseconds * 1000) }

    @Test func theyHideTheDelayAfterTheyWereShownOrTheLastLiftWhicheverIsLater() {
        var controls = ControlsVisibility(hideDelay: .seconds(3))
        let shown = controls.set(true, at: at(350))
        #expect(shown)
        #expect(controls.hideDeadline == at(3350))
        controls.fingers(1, at: at(1000))
        #expect(controls.hideDeadline == nil)
        let hidWhileDown = controls.hideIfDue(at: at(9000))
        #expect(!hidWhileDown)
        controls.fingers(0, at: at(9000))
        #expect(controls.hideDeadline == at(12_000))
        // A frame that lifts nothing (no finger was down) keeps the countdown.
        controls.fingers(0, at: at(10_000))
        #expect(controls.hideDeadline == at(12_000))
        let hidEarly = controls.hideIfDue(at: at(11_999))
        #expect(!hidEarly)
        let hid = controls.hideIfDue(at: at(12_000))
        #expect(hid)
        #expect(!controls.isVisible && controls.hideDeadline == nil)
    }

    @Test func shownWhileAFingerIsDownTheyWaitForTheLift() {
        var controls = ControlsVisibility(hideDelay: .seconds(3))
        controls.fingers(2, at: at(0))
        let shown = controls.set(true, at: at(100))
        #expect(shown)
        #expect(controls.hideDeadline == nil)
        controls.fingers(1, at: at(200))
        #expect(controls.hideDeadline == nil)
        controls.fingers(0, at: at(300))
        #expect(controls.hideDeadline == at(3300))
    }

    @Test func settingTheSameVisibilityChangesNothingButHidingStopsTheCountdown() {
        var controls = ControlsVisibility(hideDelay: .seconds(3))
        let hiddenAgain = controls.set(false, at: at(0))
        #expect(!hiddenAgain)
        let shown = controls.set(true, at: at(0))
        #expect(shown)
        let shownAgain = controls.set(true, at: at(1000))
        #expect(!shownAgain)
        #expect(controls.hideDeadline == at(4000))
        let hidden = controls.set(false, at: at(2000))
        #expect(hidden)
        #expect(controls.hideDeadline == nil)
        controls.fingers(0, at: at(2500))
        #expect(controls.hideDeadline == nil)
    }

    @Test func theLayerAnnouncesEachChangeBeforeTheTapThatCausedItAndHidesAtTheDeadline() {
        let h = LayerHarness()
        h.tap(400, 300, at: 0)
        h.advance(to: 350)
        #expect(h.layer.controlsVisible)
        #expect(h.observations.suffix(1) == ["controls visible @350"])
        #expect(h.actions == ["toggleControls @350"])
        #expect(h.layer.controls.hideDeadline == LayerHarness.at(3350))
        h.advance(to: 3349)
        #expect(h.layer.controlsVisible)
        h.advance(to: 5000)
        #expect(h.observations.last == "controls hidden @3350")
        #expect(!h.layer.controlsVisible)
    }

    /// The hide is a deadline like the recognizers', fired at its own instant among theirs:
    /// a tap's single-tap deadline after it still shows the controls again.
    @Test func theHideAndTheRecognizersDeadlinesFireInOrder() {
        let h = LayerHarness(
            settings: {
                var settings = GestureSettings()
                settings.controlsHideDelay = .milliseconds(1000)
                return settings
            }())
        h.tap(400, 300, at: 0)  // shown at 350, due to hide at 1350
        h.tap(400, 300, at: 1100)  // lifts at 1150: the countdown starts again, due at 2150
        h.advance(to: 1450)  // the tap's single tap at 1450 hides them
        #expect(h.observations.filter { $0.hasPrefix("controls") } == ["controls visible @350", "controls hidden @1450"])
        h.tap(400, 300, at: 1500)  // shown at 1850, due at 2850
        h.advance(to: 5000)
        #expect(h.observations.filter { $0.hasPrefix("controls") }.suffix(2) == ["controls visible @1850", "controls hidden @2850"])
    }

    @Test func aFrameAfterTheDeadlineFindsThemHiddenFirst() {
        let h = LayerHarness()
        h.tap(400, 300, at: 0)
        h.advance(to: 400)
        h.down(1, 400, 300, at: 3350)  // exactly at the deadline: the deadline comes first
        #expect(h.observations.contains("controls hidden @3350"))
        #expect(!h.layer.controlsVisible)
    }

    /// A frame long after a tap, with no advance in between: the single tap shows the
    /// controls and their hide comes at its own instant, both before the frame.
    @Test func aFrameLongAfterATapFindsTheTapsControlsShownAndHiddenFirst() {
        let h = LayerHarness()
        h.tap(400, 300, at: 0)
        h.down(2, 900, 300, at: 10_000)
        #expect(h.observations.filter { $0.hasPrefix("controls") } == ["controls visible @350", "controls hidden @3350"])
        #expect(h.actions == ["toggleControls @350"])
    }
}
