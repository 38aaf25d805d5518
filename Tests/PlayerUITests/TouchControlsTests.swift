import Gestures
import Testing

/// The controls as views with recognizers above the player's view: where a touch goes by
/// hit testing, what each control reports, and the lock, at both screen sizes.
struct TouchControlsTests {
    static let screens = [Size(width: 1280, height: 720), Size(width: 800, height: 480)]

    @Test(arguments: screens)
    func hiddenControlsTakeNoTouchesTheirAreaIsThePlayers(screen: Size) {
        let h = UIHarness(screen: screen)
        h.tap(h.layout.playButton.midX, h.layout.playButton.midY, at: 0)
        h.advance(to: 1000)
        #expect(h.actions == ["toggleControls @350"])
        #expect(h.visibility == ["controls visible @350"])
    }

    @Test(arguments: screens)
    func visiblePlayButtonActsOnTheLiftWithoutWaitingForADoubleTap(screen: Size) {
        let h = UIHarness(screen: screen)
        h.showControls()
        h.tap(h.layout.playButton.midX, h.layout.playButton.midY, at: 1000, press: 80)
        #expect(h.actions == ["toggleControls @350", "togglePause @1080"])
        #expect(h.player.state.paused == false)  // the harness's player starts paused
        h.advance(to: 2000)
        #expect(h.actions.count == 2)
        #expect(h.layer.controlsVisible)
    }

    @Test(arguments: screens)
    func aTapOutsideTheBarsHidesTheControls(screen: Size) {
        let h = UIHarness(screen: screen)
        h.showControls()
        h.tap(screen.width / 2, h.layout.bottomBar.minY - 1, at: 1000)  // just above the bar
        h.advance(to: 1400)
        #expect(h.actions == ["toggleControls @350", "toggleControls @1350"])
        #expect(h.visibility == ["controls visible @350", "controls hidden @1350"])
    }

    @Test func theTopBarTakesTouchesAndDoesNothing() {
        let h = UIHarness()
        h.showControls()
        h.tap(640, 40, at: 1000)
        h.drag(from: Point(x: 900, y: 20), to: Point(x: 900, y: 80), at: 1200)  // no volume pan from the title
        h.advance(to: 2000)
        #expect(h.actions == ["toggleControls @350"])
        #expect(h.layer.controlsVisible)
        // Hidden, the same places are the player's again.
        h.advance(to: 5000)
        #expect(!h.layer.controlsVisible)
        h.drag(from: Point(x: 900, y: 20), to: Point(x: 900, y: 80), at: 5000)
        #expect(h.actions.last == "volumeDown -60 @5160")
    }

    /// A finger on the controls keeps them up; they hide `controls-hide-delay` after it lifts.
    @Test func theControlsStayUpWhileAFingerIsOnThemAndHideThreeSecondsAfterTheLift() {
        let h = UIHarness()
        h.showControls()
        let track = h.layout.track
        h.down(1, track.midX, track.midY, at: 1000)
        h.advance(to: 9000)
        #expect(h.layer.controlsVisible)
        h.up(1, track.midX, track.midY, at: 9000)
        h.advance(to: 11_999)
        #expect(h.layer.controlsVisible)
        h.advance(to: 12_000)
        #expect(h.visibility.last == "controls hidden @12000")
    }

    @Test(arguments: screens)
    func theBarsTakeAFingerOnTheScreensBottomAndRightEdges(screen: Size) {
        let h = UIHarness(screen: screen)
        h.showControls()
        h.tap(0, screen.height, at: 1000)  // bottom-left corner: play/pause
        h.tap(screen.width, screen.height, at: 2000)  // bottom-right corner: lock
        #expect(h.actions == ["toggleControls @350", "togglePause @1050", "lock @2050"])
    }

    @Test func aButtonFailsWhenTheFingerLiftsOutsideItOrASecondFingerJoins() {
        let h = UIHarness()
        h.showControls()
        let play = h.layout.playButton
        h.down(1, play.midX, play.midY, at: 1000)
        h.move(1, play.maxX + 20, play.midY, at: 1100)
        h.up(1, play.maxX + 20, play.midY, at: 1200)
        h.send(2000, [(1, .began, play.midX - 10, play.midY), (2, .began, play.midX + 10, play.midY)])
        h.send(2100, [(1, .ended, play.midX - 10, play.midY), (2, .ended, play.midX + 10, play.midY)])
        // A long press on it is still a press, as on a UIButton.
        h.tap(play.midX, play.midY, at: 3000, press: 2000)
        #expect(h.actions == ["toggleControls @350", "togglePause @5000"])
    }

    @Test(arguments: screens)
    func draggingAlongTheSeekBarPreviewsTheTargetAndCommitsOnceOnTheLift(screen: Size) {
        let h = UIHarness(screen: screen, duration: 600)
        h.showControls()
        let track = h.layout.track
        let y = track.midY
        h.drag(from: Point(x: track.minX + track.width / 4, y: y), to: Point(x: track.maxX + 50, y: y - 200), at: 1000, steps: 4)
        let seekActions = h.actions.dropFirst()
        #expect(seekActions.first == "seekBarPreview 150 @1000")  // a quarter of 600 s, at touch-down
        #expect(seekActions.last == "seekBarCommit 600 @1064")  // dragged past the end: the end
        #expect(seekActions.filter { $0.hasPrefix("seekBarCommit") }.count == 1)
        #expect(seekActions.dropLast().allSatisfy { $0.hasPrefix("seekBarPreview") })
        #expect(h.player.state.position == 600)
        #expect(h.player.seekPreview == nil)
    }

    @Test func aCancelledSeekBarDragSeeksNothing() {
        let h = UIHarness(duration: 600, position: 100)
        h.showControls()
        let track = h.layout.track
        h.down(1, track.midX, track.midY, at: 1000)
        h.move(1, track.midX + 100, track.midY, at: 1050)
        h.cancel(1, track.midX + 100, track.midY, at: 1100)
        #expect(h.actions.last?.hasPrefix("seekCancel ") == true)
        #expect(h.player.state.position == 100)
    }

    @Test func withoutADurationTheSeekBarDoesNothing() {
        let h = UIHarness(duration: nil)
        h.showControls()
        h.drag(from: h.layout.track.centre, to: Point(x: h.layout.track.maxX, y: h.layout.track.midY), at: 1000)
        #expect(h.actions == ["toggleControls @350"])
    }

    @Test func lockedEveryGestureIsIgnoredAndATapShowsOnlyTheUnlockButton() {
        let h = UIHarness()
        h.showControls()
        let lockButton = h.layout.lockButton
        h.tap(lockButton.midX, lockButton.midY, at: 1000)
        #expect(h.actions == ["toggleControls @350", "lock @1050"])
        #expect(h.visibility == ["controls visible @350", "controls hidden @1050"])
        #expect(h.controls.isLocked)
        // Locking shows the unlock button for 3 s; then it goes.
        #expect(h.controls.unlockButtonShown(at: UIHarness.at(4049)))
        #expect(!h.controls.unlockButtonShown(at: UIHarness.at(4050)))
        // Taps, double taps, pans, holds and pinches: nothing.
        h.tap(640, 360, at: 5000)
        h.tap(640, 360, at: 5500, press: 50)
        h.tap(640, 360, at: 5650, press: 50)
        h.drag(from: Point(x: 900, y: 200), to: Point(x: 900, y: 500), at: 6000)
        h.tap(640, 360, at: 7000, press: 1500)
        h.send(9000, [(1, .began, 500, 360), (2, .began, 700, 360)])
        h.send(9100, [(1, .moved, 400, 360), (2, .moved, 800, 360)])
        h.send(9200, [(1, .ended, 400, 360), (2, .ended, 800, 360)])
        h.tap(lockButton.midX, lockButton.midY, at: 12_300)  // the button went at 8700: this shows it again
        h.advance(to: 13_000)
        #expect(h.actions == ["toggleControls @350", "lock @1050"])
        #expect(h.player.state.volume == 100 && h.player.state.paused)
        // The tap showed the unlock button; a tap on it unlocks, and the controls show.
        #expect(h.controls.unlockButtonShown(at: UIHarness.at(13_000)))
        h.tap(lockButton.midX, lockButton.midY, at: 13_000)
        #expect(h.actions.last == "unlock @13050")
        #expect(h.visibility.last == "controls visible @13050")
        #expect(!h.controls.isLocked)
    }

    @Test func theUnlockButtonGoesThreeSecondsAfterTheTapThatShowedIt() {
        let h = UIHarness()
        h.showControls()
        h.tap(h.layout.lockButton.midX, h.layout.lockButton.midY, at: 1000)
        h.tap(300, 300, at: 5000)  // lifts at 5050: up until 8050
        #expect(h.controls.unlockButtonDeadline(after: UIHarness.at(6000)) == UIHarness.at(8050))
        h.tap(h.layout.lockButton.midX, h.layout.lockButton.midY, at: 8050)  // too late: shows it again
        #expect(h.controls.isLocked)
        h.tap(h.layout.lockButton.midX, h.layout.lockButton.midY, at: 9000)
        #expect(!h.controls.isLocked)
        #expect(h.actions.filter { $0.hasPrefix("unlock") } == ["unlock @9050"])
    }
}
