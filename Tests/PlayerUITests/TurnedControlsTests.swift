import Gestures
import PlayerModel
import PlayerUI
import Testing

/// `display-rotation`: the controls laid out for the screen the viewer sees (720×1280 on
/// a 1280×720 panel turned a quarter), touched through the panel's points and drawn
/// turned onto the panel.
struct TurnedControlsTests {
    let panel = Size(width: 1280, height: 720)

    @Test func aPortraitScreenHasLandscapeSizedBarsAlongItsShortSides() {
        let layout = ControlsLayout(screen: Size(width: 720, height: 1280), panelTurn: .clockwise90)
        #expect(layout.bar == 86)  // round(0.12 · 720), the shorter side
        #expect(layout.panel == panel)
        #expect(layout.bottomBar == Rect(x: 0, y: 1194, width: 720, height: 86))
        #expect(layout.playButton == Rect(x: 0, y: 1194, width: 86, height: 86))
        #expect(layout.track == Rect(x: 172, y: 1194, width: 376, height: 86))
        #expect(layout.lockButton == Rect(x: 634, y: 1194, width: 86, height: 86))
    }

    /// The bottom bar lies along the panel's edge that is the viewer's bottom: its left at
    /// 90, its top at 180, its right at 270.
    @Test(arguments: [
        (QuarterTurn.clockwise90, Rect(x: 0, y: 0, width: 86, height: 720)),
        (.upsideDown, Rect(x: 0, y: 0, width: 1280, height: 86)),
        (.clockwise270, Rect(x: 1194, y: 0, width: 86, height: 720)),
    ])
    func theBottomBarLiesAlongThePanelsEdgeThatIsTheViewersBottom(turn: QuarterTurn, onPanel: Rect) {
        let h = UIHarness(screen: panel, panelTurn: turn)
        #expect(h.layer.view.bounds.size == turn.turnedScreen(of: panel))
        #expect(turn.panelRect(h.layout.bottomBar, onPanel: panel) == onPanel)
    }

    /// A tap in the middle shows the controls; a tap where the panel shows the play button
    /// (at 90 the panel's top-left B square, at 180 its top-right) is `togglePause`.
    @Test(arguments: [(QuarterTurn.clockwise90, Point(x: 43, y: 43)), (.upsideDown, Point(x: 1237, y: 43))])
    func aTapWhereThePanelShowsThePlayButtonTogglesPause(turn: QuarterTurn, playButton: Point) {
        let h = UIHarness(screen: panel, panelTurn: turn)
        h.tap(640, 360, at: 0)
        h.tap(playButton.x, playButton.y, at: 1000)
        #expect(h.actions == ["toggleControls @350", "togglePause @1050"])
        #expect(h.player.state.paused == false)
    }

    /// Every event turns about its `\org`: a quarter clockwise (`\frz-90`) about
    /// (W/2, W/2), a half about the centre; the events keep the turned screen's
    /// coordinates (the portrait bottom bar is y 1194…1280).
    @Test func theOverlayIsDrawnTurnedOntoThePanel() {
        let controls = OverlayModel.Controls(title: "t", paused: true, position: "0:00", duration: "1:00", knob: 0, isSeeking: false)
        let portrait = ControlsLayout(screen: Size(width: 720, height: 1280), panelTurn: .clockwise90)
        let events = OverlayText.ass(OverlayModel(controls: controls), layout: portrait).split(separator: "\n")
        #expect(events.allSatisfy { $0.hasPrefix(#"{\org(640,640)\frz-90}{"#) })
        #expect(events.contains { $0.hasSuffix("m 0 1194 l 720 1194 720 1280 0 1280{\\p0}") })
        let upsideDown = ControlsLayout(screen: panel, panelTurn: .upsideDown)
        let flipped = OverlayText.ass(OverlayModel(controls: controls), layout: upsideDown).split(separator: "\n")
        #expect(flipped.allSatisfy { $0.hasPrefix(#"{\org(640,360)\frz180}{"#) })
        let left = ControlsLayout(screen: Size(width: 720, height: 1280), panelTurn: .clockwise270)
        #expect(OverlayText.ass(OverlayModel(controls: controls), layout: left).hasPrefix(#"{\org(360,360)\frz90}{"#))
    }

    /// libass does not turn a `\clip`: a menu's list is clipped to its rectangle on the
    /// panel.
    @Test func aMenusClipIsGivenOnThePanel() {
        let h = UIHarness(screen: panel, panelTurn: .clockwise90, choices: MenuTests.media)
        h.tap(640, 360, at: 0)
        let button = h.layout.menuButtons(h.controls.menusShown).first { $0.menu == .tracks }?.area ?? .zero
        let onPanel = QuarterTurn.clockwise90.panelPoint(button.centre, onPanel: panel)
        h.tap(onPanel.x, onPanel.y, at: 1000)
        let model = h.model(at: 1100)
        #expect(model.menu?.title == "Tracks")
        let list = QuarterTurn.clockwise90.panelRect(h.layout.menuList, onPanel: panel)
        let text = OverlayText.ass(model, layout: h.layout)
        #expect(text.contains("\\clip(\(Int(list.minX)),\(Int(list.minY)),\(Int(list.maxX)),\(Int(list.maxY)))"))
    }

    /// `show-touches` rings are where the finger is on the turned screen (drawn turned
    /// like the rest).
    @Test func aRingIsWhereTheFingerIsOnTheTurnedScreen() {
        let h = UIHarness(screen: panel, panelTurn: .clockwise90, showsTouches: true)
        h.down(3, 100, 200, at: 0)
        #expect(h.model(at: 0).touches.map(\.location) == [Point(x: 200, y: 1180)])
    }
}
