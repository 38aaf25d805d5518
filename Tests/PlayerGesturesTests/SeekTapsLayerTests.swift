import Gestures
import PlayerGestures
import Testing

/// A run of seeking taps on the layer (`touchmpv/seek-taps STEP`): the double tap, then
/// each further tap on its region within 650 ms of the previous lift, each seeking at its
/// lift with the run's total; what ends a run; what a run's tap is not.
struct SeekTapsLayerTests {
    /// The defaults with `left:double-tap touchmpv/seek-taps -10` and
    /// `right:double-tap touchmpv/seek-taps 10`, or `lines`' double taps.
    private func harness(_ lines: [(String, Double)] = [("left:double-tap", -10), ("right:double-tap", 10)]) throws -> LayerHarness {
        var bindings = GestureBindings.defaults
        for (gesture, step) in lines {
            try bindings.bind(try BoundGesture(parsing: gesture), to: .seekTaps(step))
        }
        return LayerHarness(bindings: bindings)
    }

    /// Taps of 50 ms at (x, 360), one at each of `times` (ms).
    private func taps(_ h: LayerHarness, _ x: Double, at times: [Double]) {
        for time in times { h.tap(x, 360, at: time) }
    }

    @Test func eachTapWithin650MsOfTheLastLiftSeeksOneStepMoreAtItsLift() throws {
        let h = try harness()
        taps(h, 1100, at: [0, 150])  // the double tap: lift at 200
        h.tap(1150, 300, at: 400)  // 200 ms after the lift, anywhere in the right third
        h.tap(1000, 500, at: 1099)  // 649 ms after the lift at 450
        #expect(h.actions == ["seekTaps 10 @200", "seekTaps 20 @450", "seekTaps 30 @1149"])
        // The run closes 650 ms after the last lift, and nothing else comes of its taps:
        // no single tap toggles the controls, no double tap pauses.
        #expect(h.layer.nextDeadline == LayerHarness.at(1799))
        #expect(!h.layer.isBetweenSequences)
        h.drain()
        #expect(h.actions == ["seekTaps 10 @200", "seekTaps 20 @450", "seekTaps 30 @1149"])
        #expect(!h.layer.controlsVisible)
        #expect(h.layer.isBetweenSequences)
    }

    /// A step of a day or more (a binding made in code: a bindings file cannot ask for
    /// one) makes a total held at a day either way, never infinity: its taps seek the same
    /// total again, as a seek past the file's end lands where the last one did.
    @Test func aRunsTotalStaysWithinADayWhateverTheStep() throws {
        let h = try harness([("right:double-tap", 1e308), ("left:double-tap", -.greatestFiniteMagnitude)])
        taps(h, 1100, at: [0, 150, 400, 650])
        h.drain()
        taps(h, 100, at: [2000, 2150, 2400])
        h.drain()
        #expect(
            h.actions == [
                "seekTaps 86400 @200", "seekTaps 86400 @450", "seekTaps 86400 @700", "seekTaps -86400 @2200", "seekTaps -86400 @2450",
            ])
        // A step that is not a number adds nothing.
        let nan = try harness([("right:double-tap", .nan)])
        taps(nan, 1100, at: [0, 150, 400])
        nan.drain()
        #expect(nan.actions == ["seekTaps 0 @200", "seekTaps 0 @450"])
    }

    @Test func theLeftThirdsRunSeeksBack() throws {
        let h = try harness()
        taps(h, 100, at: [0, 150, 300, 450])
        h.drain()
        #expect(h.actions == ["seekTaps -10 @200", "seekTaps -20 @350", "seekTaps -30 @500"])
    }

    /// Each double tap tells the player that its run began, at its lift; a run's further
    /// taps do not. The player anchors a run's seeks there: it cannot tell a new run from
    /// the totals, when two bindings' steps make any totals follow each other.
    @Test func eachDoubleTapReportsThatItsRunBeganAndNoFurtherTapDoes() throws {
        let h = try harness([("left:double-tap", 30), ("right:double-tap", 10)])
        taps(h, 1100, at: [0, 150, 400])
        h.drain()
        taps(h, 100, at: [2000, 2150])
        h.drain()
        #expect(h.actions == ["seekTaps 10 @200", "seekTaps 20 @450", "seekTaps 30 @2200"])
        #expect(h.observations.filter { $0.hasPrefix("seekTapsRunBegan") } == ["seekTapsRunBegan @200", "seekTapsRunBegan @2200"])
    }

    /// Two quick taps in a run are two steps, not a new double tap starting a new run.
    @Test func aRunsTapsDoNotMakeANewDoubleTap() throws {
        let h = try harness()
        taps(h, 1100, at: [0, 150, 300, 450, 600])
        h.drain()
        #expect(h.actions == ["seekTaps 10 @200", "seekTaps 20 @350", "seekTaps 30 @500", "seekTaps 40 @650"])
    }

    /// 650 ms after the lift the run has closed (its timer fires before a frame of the
    /// same instant, as a double tap's interval does): the tap is a plain single tap,
    /// which waits for the double taps to fail.
    @Test func aTapAt650MsOrLaterAfterTheLiftIsAPlainTap() throws {
        for gap in [650.0, 651] {
            let h = try harness()
            taps(h, 1100, at: [0, 150, 200 + gap])
            h.drain()
            #expect(h.actions == ["seekTaps 10 @200", "toggleControls @\(LayerHarness.milliseconds(LayerHarness.at(200 + gap + 350)))"])
        }
    }

    /// A tap elsewhere ends the run and is what it would have been: here the centre's
    /// single tap (once the double taps fail); the next tap on the right, though within
    /// 650 ms of the run's last lift, starts afresh.
    @Test func aTapInAnotherRegionEndsTheRun() throws {
        let h = try harness()
        taps(h, 1100, at: [0, 150])
        h.tap(640, 360, at: 300)  // the centre third
        h.tap(1100, 360, at: 700)  // 500 ms after the run's last lift
        h.drain()
        #expect(h.actions == ["seekTaps 10 @200", "toggleControls @650", "toggleControls @1050"])
    }

    /// The left third has its own run: a tap there ends the right's, and is the first tap
    /// of the left's double tap.
    @Test func aTapInTheOtherRunsRegionStartsNoRunOfItsOwn() throws {
        let h = try harness()
        taps(h, 1100, at: [0, 150])
        taps(h, 100, at: [300, 450])
        h.tap(1100, 360, at: 600)  // the right's run ended at the left's first tap
        h.drain()
        #expect(h.actions == ["seekTaps 10 @200", "seekTaps -10 @500", "toggleControls @950"])
    }

    /// A touch of the run that does not become a tap ends the run (here a horizontal pan,
    /// which seeks as it would anyway).
    @Test func aTouchThatIsNoTapEndsTheRun() throws {
        let h = try harness()
        taps(h, 1100, at: [0, 150])
        h.down(1, 1000, 360, at: 300)
        h.move(1, 1100, 360, at: 316)
        h.up(1, 1100, 360, at: 332)
        h.tap(1100, 360, at: 400)
        h.drain()
        #expect(h.actions.first == "seekTaps 10 @200")
        #expect(!h.actions.contains("seekTaps 20 @450"))
        #expect(h.actions.last == "toggleControls @750")
    }

    /// An unregioned binding's run takes taps anywhere on the player's view.
    @Test func anUnregionedRunTakesTapsAnywhere() throws {
        let h = try harness([("double-tap", 5)])
        taps(h, 640, at: [0, 150])
        h.tap(100, 100, at: 400)
        h.tap(1200, 700, at: 600)
        h.drain()
        #expect(h.actions == ["seekTaps 5 @200", "seekTaps 10 @450", "seekTaps 15 @650"])
        #expect(
            h.layer.recognizers.map { $0.recognizer.name ?? "" }.prefix(3) == ["double-tap", "double-tap run", "tap"])
    }

    /// A binding of two fingers: its run's taps are taps of two fingers; one finger ends it.
    @Test func aTwoFingerRunTakesTwoFingerTaps() throws {
        let h = try harness([("right:double-tap-2", 10)])
        for start in [0.0, 150, 400] {
            h.send(start, [(1, .began, 1000, 360), (2, .began, 1100, 360)])
            h.send(start + 50, [(1, .ended, 1000, 360), (2, .ended, 1100, 360)])
        }
        h.tap(1100, 360, at: 600)
        h.send(700, [(1, .began, 1000, 360), (2, .began, 1100, 360)])
        h.send(750, [(1, .ended, 1000, 360), (2, .ended, 1100, 360)])
        h.drain()
        #expect(h.actions.filter { $0.hasPrefix("seekTaps") } == ["seekTaps 10 @200", "seekTaps 20 @450"])
    }
}
