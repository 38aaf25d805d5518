import CommandTestSupport
import TestSupport
import Testing

/// `simulate` models the touch controls and the lock as `play` does: the same
/// views above the player's, so a script sees the same actions from both.
struct SimulateControlsTests {
    /// Issue 13, item 5: once a tap showed the controls, a tap on the play button is
    /// `togglePause` on its lift, not a single tap of the player's view.
    @Test func afterATapInTheMiddleATapOnThePlayButtonIsTogglePause() throws {
        let path = try TemporaryFolder.write(
            """
            screen 1280x720
            @0 tap 640 360
            @1000 tap 24 696
            +100 expect paused yes
            +0 expect controls visible
            """)
        let run = SimulationRun(["--script", path, "--json"])
        #expect(run.diagnostics == [])
        #expect(run.actions == [#"{"t":0.35,"action":"toggleControls"}"#, #"{"t":1.05,"action":"togglePause"}"#])
        // Hidden, the same tap is the player's single tap.
        let hidden = try TemporaryFolder.write("screen 1280x720\n@0 tap 24 696\n")
        #expect(SimulationRun(["--script", hidden, "--json"]).actions == [#"{"t":0.35,"action":"toggleControls"}"#])
    }

    /// `display-rotation`: the script's points are the panel's (as a touchscreen's are), and
    /// the controls are laid out on the screen the viewer sees. At 90 the portrait
    /// screen's play button (its bottom-left B square) is the panel's top-left one, at 180
    /// its top-right; the tap that lands there pauses, and the same tap unturned does not.
    @Test(arguments: [(90, 43, 43), (180, 1237, 43)])
    func withADisplayRotationATapWhereThePanelShowsThePlayButtonPauses(degrees: Int, x: Int, y: Int) throws {
        let config = try TemporaryFolder.write("display-rotation = \(degrees)\n", suffix: ".conf")
        let path = try TemporaryFolder.write(
            """
            screen 1280x720
            @0 tap 640 360
            @1000 tap \(x) \(y)
            +100 expect paused yes
            """)
        let run = SimulationRun(["--script", path, "--config", config, "--json"])
        #expect(run.status == .ok, "\(run.diagnostics)")
        #expect(run.actions == [#"{"t":0.35,"action":"toggleControls"}"#, #"{"t":1.05,"action":"togglePause"}"#])
        let unturned = SimulationRun(["--script", path, "--json"])
        #expect(unturned.status != .ok)
    }

    /// Issue 13, item 5: a drag along the seek bar previews the target under the finger
    /// (fraction of the track × the duration) and ends in one `seekBarCommit`.
    @Test func aDragAlongTheSeekBarEndsInOneSeekBarCommit() throws {
        let path = try TemporaryFolder.write(
            """
            screen 1280x720
            duration 600
            @0 tap 640 360
            @1000 drag 406 680 874 680 duration=300
            +0 expect position 450
            """)
        let run = SimulationRun(["--script", path, "--json"])
        #expect(run.status == .ok, "\(run.diagnostics)")
        let actions = run.actions.dropFirst()
        // The track is x 172…1108: 406 is a quarter along (150 s), 874 three quarters (450 s).
        #expect(actions.first == #"{"t":1,"action":"seekBarPreview","degree":150}"#)
        // One at touch-down, one per move (18 at 60 Hz, the last in the lift's frame).
        #expect(actions.filter { $0.contains("seekBarPreview") }.count == 19)
        #expect(actions.last == #"{"t":1.3,"action":"seekBarCommit","degree":450}"#)
        #expect(actions.filter { $0.contains("seekBarCommit") }.count == 1)
    }

    @Test func theHumanLinesSayWhatTheControlsDid() throws {
        let path = try TemporaryFolder.write(
            """
            screen 800x480
            @0 tap 400 240
            @1000 tap 771 451
            @2000 tap 400 240
            @3000 tap 771 451
            """)
        let run = SimulationRun(["--script", path])
        #expect(
            run.output == [
                "0.350s    toggleControls           → controls visible",
                "1.050s    lock                     → controls hidden",
                "3.050s    unlock                   → controls visible",
                "3 actions: 1 toggleControls, 1 lock, 1 unlock",
                "0 expectations checked, 0 failed",
                "final state: volume 100, brightness 0, speed 1, zoom 0, position 3.05, paused no, controls visible",
            ])
    }

    /// Locked, the gestures of `Config/demo.touch` do nothing.
    @Test func lockedNoGestureActs() throws {
        let path = try TemporaryFolder.write(
            """
            screen 1280x720
            @0 tap 640 360
            @1000 tap 1237 677
            @2000 drag 900 200 900 500
            @3000 tap 640 360 count=2
            @4000 hold 640 360 duration=1000
            @6000 pinch 640 360 100 200
            @7000 drag 200 360 800 360
            +500 expect volume 100
            +0 expect paused no
            +0 expect speed 1
            +0 expect controls hidden
            """)
        let run = SimulationRun(["--script", path, "--json"])
        #expect(run.status == .ok, "\(run.diagnostics)")
        #expect(run.actions == [#"{"t":0.35,"action":"toggleControls"}"#, #"{"t":1.05,"action":"lock"}"#])
    }

    /// A gesture bound to `touchmpv/lock` locks as the lock button does, with the controls
    /// hidden: the gestures then do nothing until the unlock button is tapped.
    @Test func aGestureBoundToTheLockLocksAsTheButtonDoes() throws {
        let bindings = try TemporaryFolder.write("tap-2 touchmpv/lock\n", name: "b.conf")
        let path = try TemporaryFolder.write(
            """
            screen 1280x720
            @0 tap 640 360 fingers=2
            +500 expect controls hidden
            @1000 drag 900 200 900 500
            @2000 tap 640 360
            @2500 tap 1237 677
            +500 expect controls visible
            +0 expect volume 100
            """)
        let run = SimulationRun(["--script", path, "--bindings", bindings, "--json"])
        #expect(run.status == .ok, "\(run.diagnostics)")
        #expect(run.actions == [#"{"t":0.05,"action":"lock"}"#, #"{"t":2.55,"action":"unlock"}"#])
        // With mpv's own controls there is no lock to bind: refused before anything runs.
        let config = try TemporaryFolder.write("controls = osc\n", name: "c.conf")
        let refused = SimulationRun(["--script", path, "--bindings", bindings, "--config", config, "--json"])
        #expect(refused.status == .badInput)
        #expect(
            refused.diagnostics.contains {
                $0.hasSuffix("b.conf:1:7: error: touchmpv/lock needs controls = touch: the lock is part of the touch controls")
            })
    }

    /// With `controls = osc` (or `osd`) there are no touch controls: the bottom-left
    /// corner is the player's, as before.
    @Test(arguments: ["osc", "osd"])
    func withMpvsOwnControlsTheBarsAreThePlayersView(style: String) throws {
        let config = try TemporaryFolder.write("controls = \(style)\n", name: "c.conf")
        let path = try TemporaryFolder.write("screen 1280x720\n@0 tap 640 360\n@1000 tap 24 696\n")
        let run = SimulationRun(["--script", path, "--json", "--config", config])
        #expect(run.actions == [#"{"t":0.35,"action":"toggleControls"}"#, #"{"t":1.35,"action":"toggleControls"}"#])
    }

    @Test func theTraceNamesTheControlsRecognizers() throws {
        let path = try TemporaryFolder.write("screen 1280x720\n@0 tap 640 360\n@1000 tap 24 696\n")
        let run = SimulationRun(["--script", path, "--json", "--trace"])
        #expect(run.output.contains(#"{"t":1.05,"recognizer":"playButton","state":"ended"}"#))
    }

    /// A menu that lists nothing has no row to tap: after a choice in the tracks menu, a
    /// tap where its rows were in the chapters menu of a file without chapters (opened by
    /// a binding, as no button shows it) chooses nothing.
    @Test func anEmptyMenuChoosesNothingWhereThePreviousMenusRowsWere() throws {
        let bindings = try TemporaryFolder.write("tap touchmpv/toggle-controls\nlong-press touchmpv/menu chapters\n", name: "b.conf")
        let path = try TemporaryFolder.write(
            """
            screen 1280x720
            tracks audio "English" "Deutsch"
            @0 tap 640 360
            @1000 tap 1237 43
            @1500 tap 1000 387
            +100 expect mpv:aid 2
            @2000 hold 300 360 duration=1000
            +100 expect menu chapters
            @4000 tap 1000 301
            +100 expect mpv:aid 2
            +0 expect menu chapters
            """)
        let run = SimulationRun(["--script", path, "--bindings", bindings, "--json"])
        #expect(run.status == .ok, "\(run.diagnostics)")
        #expect(
            run.actions.filter { $0.contains("menuSelect") } == [
                #"{"t":1.55,"action":"menuSelect","menu":"tracks","item":1,"command":"set aid 2"}"#
            ])
    }
}

extension SimulationRun {
    /// The JSON action lines without their state (`ActionJSON`).
    fileprivate var actions: [String] { actionLines.map(ActionJSON.withoutState) }
}
