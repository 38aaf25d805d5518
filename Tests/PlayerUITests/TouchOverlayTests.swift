import Gestures
import PlayerGestures
import PlayerModel
import PlayerUI
import Testing

/// What the overlay shows when, as values: the controls, the HUD of each gesture (on
/// screen as long as the finger drives it, then 1 s more), the unlock button and the
/// touch rings; and that a touch that changes nothing visible changes nothing in it.
struct TouchOverlayTests {
    @Test func theControlsShowThePlayersStatus() {
        let h = UIHarness(duration: 600, position: 83.6)
        #expect(h.model(at: 0) == OverlayModel())
        h.showControls()
        let controls = h.model(at: 400).controls
        #expect(
            controls
                == OverlayModel.Controls(
                    title: "clip.mkv", paused: true, position: "1:23", duration: "10:00", knob: (83.6 / 600 * 936).rounded(),
                    isSeeking: false, menuButtons: [.speed]))
        h.advance(to: 3350)
        #expect(h.model(at: 3350).controls == nil)
    }

    @Test func whileAFingerDragsTheSeekBarTheKnobAndTheTimeFollowIt() {
        let h = UIHarness(duration: 600, position: 0)
        h.showControls()
        let track = h.layout.track
        h.down(1, track.minX + 234, track.midY, at: 1000)  // a quarter of the 936-point track
        let seeking = h.model(at: 1010)
        #expect(seeking.controls?.position == "2:30")
        #expect(seeking.controls?.knob == 234)
        #expect(seeking.controls?.isSeeking == true)
        #expect(seeking.hud == .seek(target: "2:30", offset: "+2:30", filled: (0.25 * h.layout.seekProgress.width).rounded(), chapter: nil))
    }

    /// A volume pan: the gauge from the first step, through a pause of the finger longer
    /// than the linger, until 1 s after the lift (seen by the compose after it, as the
    /// host composes after every input).
    @Test func theVolumeGaugeStaysWhileTheFingerIsDownThenOneSecondMore() {
        let h = UIHarness()
        h.drag(from: Point(x: 900, y: 400), to: Point(x: 900, y: 340), at: 0, steps: 2, lift: false)
        let gauge = h.layout.gauge(atRightEdge: true)
        #expect(h.model(at: 32).hud == .gauge(atRightEdge: true, caption: "Volume", value: "100%", filled: gauge.height))
        h.move(1, 900, 400, at: 56)
        #expect(h.player.state.volume == 90)
        #expect(h.model(at: 3000).hud == .gauge(atRightEdge: true, caption: "Volume", value: "90%", filled: (0.9 * gauge.height).rounded()))
        #expect(h.overlay.nextDeadline(after: UIHarness.at(3000)) == nil)
        h.up(1, 900, 400, at: 5000)
        #expect(h.model(at: 5000).hud != nil)
        #expect(h.overlay.nextDeadline(after: UIHarness.at(5000)) == UIHarness.at(6000))
        #expect(h.model(at: 5999).hud != nil)
        #expect(h.model(at: 6000).hud == nil)
        #expect(h.overlay.nextDeadline(after: UIHarness.at(6000)) == nil)
    }

    @Test func theBrightnessGaugeIsAtTheLeftEdge() {
        let h = UIHarness()
        h.drag(from: Point(x: 300, y: 400), to: Point(x: 300, y: 340), at: 0, steps: 2)
        let gauge = h.layout.gauge(atRightEdge: false)
        #expect(
            h.model(at: 40).hud == .gauge(atRightEdge: false, caption: "Brightness", value: "20", filled: (0.6 * gauge.height).rounded()))
    }

    /// A horizontal pan: the target and offset while previewing, kept through the commit,
    /// 1 s after the lift.
    @Test func theSeekHUDShowsTheTargetAndTheOffsetUntilOneSecondAfterTheLift() {
        let h = UIHarness(duration: 600, position: 100)
        h.drag(from: Point(x: 200, y: 360), to: Point(x: 500, y: 360), at: 0, steps: 10, lift: false)
        let progress = h.layout.seekProgress.width
        let preview = OverlayModel.HUD.seek(target: "2:10", offset: "+0:30", filled: (130.0 / 600 * progress).rounded(), chapter: nil)
        #expect(h.model(at: 2000).hud == preview)
        h.up(1, 500, 360, at: 2500)
        #expect(h.actions.last == "seekForward 300 @2500")
        #expect(h.model(at: 2500).hud == preview)  // the host composes after every input
        #expect(h.model(at: 3499).hud == preview)
        #expect(h.model(at: 3500).hud == nil)
    }

    /// A second finger cancels the seek pan: nothing seeks, so the preview goes at once,
    /// though fingers are still down.
    @Test func aCancelledSeekTakesItsPreviewAwayAtOnce() {
        let h = UIHarness(duration: 600, position: 100)
        h.drag(from: Point(x: 200, y: 360), to: Point(x: 500, y: 360), at: 0, steps: 10, lift: false)
        #expect(h.model(at: 1000).hud != nil)
        h.down(2, 900, 200, at: 1200)
        #expect(h.actions.last?.hasPrefix("seekCancel") == true && h.actions.last?.hasSuffix("@1200") == true)
        #expect(h.model(at: 1200).hud == nil)
    }

    @Test func aBackwardSeekShowsANegativeOffset() {
        let h = UIHarness(duration: 600, position: 100)
        h.drag(from: Point(x: 800, y: 360), to: Point(x: 500, y: 360), at: 0, steps: 10, lift: false)
        guard case .seek(let target, let offset, _, _) = h.model(at: 500).hud else {
            Issue.record("no seek HUD")
            return
        }
        #expect(target == "1:10" && offset == "-0:30")
    }

    /// A hold: the badge for as long as the hold lasts, however long, then 1 s more.
    @Test func theHoldBadgeStaysForTheWholeHold() {
        let h = UIHarness()
        h.down(1, 640, 360, at: 0)
        #expect(h.model(at: 499).hud == nil)
        #expect(h.model(at: 500).hud == .hold("2×"))
        #expect(h.model(at: 4000).hud == .hold("2×"))
        h.up(1, 640, 360, at: 4000)
        #expect(h.model(at: 4999).hud == .hold("2×"))
        #expect(h.model(at: 5000).hud == nil)
    }

    @Test func aPinchShowsTheZoomFactor() {
        let h = UIHarness()
        h.send(0, [(1, .began, 590, 360), (2, .began, 690, 360)])
        h.send(16, [(1, .moved, 569.3, 360), (2, .moved, 710.7, 360)])  // √2 × 100 apart: half a zoom step
        #expect(h.model(at: 20).hud == .zoom("1.41×"))
        h.send(32, [(1, .moved, 540, 360), (2, .moved, 740, 360)])
        #expect(h.model(at: 40).hud == .zoom("2×"))
    }

    /// One model per visible change: moves that cross no step and a touch of the top bar
    /// change nothing on screen, so the model stays equal and nothing would be sent.
    @Test func touchesThatChangeNothingVisibleLeaveTheModelEqual() {
        let h = UIHarness()
        h.showControls()
        let shown = h.model(at: 400)
        h.down(1, 640, 40, at: 500)  // the title bar
        h.move(1, 660, 50, at: 520)
        #expect(h.model(at: 530) == shown)
        h.up(1, 660, 50, at: 540)
        #expect(h.model(at: 550) == shown)
        h.drag(from: Point(x: 900, y: 300), to: Point(x: 900, y: 310), at: 1000, steps: 5, lift: false)  // within one step
        #expect(h.model(at: 1100) == shown)
        h.move(1, 900, 331, at: 1200)  // the first step: the gauge appears
        #expect(h.model(at: 1210) != shown)
    }

    @Test func theUnlockButtonIsInTheModelForThreeSeconds() {
        let h = UIHarness()
        h.showControls()
        h.tap(h.layout.lockButton.midX, h.layout.lockButton.midY, at: 1000)
        let locked = h.model(at: 1100)
        #expect(locked.controls == nil && locked.unlockButton)
        #expect(h.overlay.nextDeadline(after: UIHarness.at(1100)) == UIHarness.at(4050))
        #expect(h.model(at: 4050) == OverlayModel())
    }

    /// `show-touches`: a ring per finger with its id, a trail of its last 500 ms, and the
    /// trail fading after the lift.
    @Test func showTouchesDrawsRingsAndFadingTrails() {
        let h = UIHarness(showsTouches: true)
        h.down(7, 100, 100, at: 0)
        h.move(7, 110, 100, at: 300)
        h.move(7, 120, 100, at: 600)
        let marks = h.model(at: 600).touches
        #expect(
            marks == [
                TouchTrails.Mark(
                    id: 7, location: Point(x: 120, y: 100), isDown: true, trail: [Point(x: 110, y: 100), Point(x: 120, y: 100)])
            ])
        h.up(7, 120, 100, at: 700)
        #expect(h.model(at: 700).touches.first?.isDown == false)
        #expect(h.overlay.nextDeadline(after: UIHarness.at(700)) == UIHarness.at(800))
        #expect(h.model(at: 1200).touches.isEmpty)
    }

    @Test func withoutTheHUDOrTheTouchesNothingButTheControlsIsDrawn() {
        let layer = PlayerGestureLayer(screen: Size(width: 1280, height: 720))
        let overlay = TouchOverlay(layer: layer, controls: nil, settings: PlayerSettings(), showsHUD: false, showsTouches: false)
        overlay.record(PlayerGestureEvent(action: .volumeUp, payload: .points(30), time: .zero), commands: [.setVolume(55)])
        overlay.record(TouchUpdate(id: 1, phase: .began, location: Point(x: 10, y: 10)), at: .zero)
        #expect(overlay.compose(at: .zero, status: PlaybackStatus()) == OverlayModel())
    }
}
