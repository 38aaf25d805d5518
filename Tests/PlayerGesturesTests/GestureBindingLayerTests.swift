import Gestures
import PlayerGestures
import Testing

/// The layer built from bindings: only bound gestures, regions as views,
/// regional over plain, edges over pans, commands reported with their gesture.
struct GestureBindingLayerTests {
    /// The defaults (or none) with `lines` ("GESTURE COMMAND") bound over them.
    private func bindings(_ lines: [String], over base: GestureBindings = .defaults) throws -> GestureBindings {
        var bindings = base
        for line in lines {
            let gesture = String(line.prefix { $0 != " " })
            let command = String(line.dropFirst(gesture.count + 1))
            let bound: BindingCommand =
                command == "ignore" ? .ignore : BuiltInCommand(rawValue: command).map(BindingCommand.builtIn) ?? .mpv(command)
            try bindings.bind(try BoundGesture(parsing: gesture), to: bound)
        }
        return bindings
    }

    private func harness(_ lines: [String], over base: GestureBindings = .defaults) throws -> LayerHarness {
        LayerHarness(bindings: try bindings(lines, over: base))
    }

    // MARK: Recognizers

    @Test func onlyBoundGesturesHaveRecognizers() throws {
        let names = { (harness: LayerHarness) in harness.layer.recognizers.map { $0.recognizer.name ?? "" } }
        #expect(
            names(LayerHarness()) == [
                "double-tap", "tap", "long-press", "pan-horizontal", "left-half:pan-vertical", "right-half:pan-vertical", "pinch-2",
            ])
        #expect(names(LayerHarness(bindings: .none)).isEmpty)
        #expect(
            names(try harness(["double-tap ignore", "pinch-2 ignore"])) == [
                "tap", "long-press", "pan-horizontal",
                "left-half:pan-vertical", "right-half:pan-vertical",
            ])
        // The regional views hold the regional recognizers; the player view the rest.
        let layer = LayerHarness().layer
        #expect(layer.view.subviews.count == 2)
        #expect(
            layer.view.subviews.map { $0.gestureRecognizers.map { $0.name ?? "" } } == [
                ["left-half:pan-vertical"], ["right-half:pan-vertical"],
            ])
    }

    @Test func theRecognizersGoWithTheLayer() throws {
        weak var layer: PlayerGestureLayer?
        var recognizers: [() -> GestureRecognizer?] = []
        do {
            let h = try harness(["pinch-3 touchmpv/zoom", "edge-left playlist-prev"])
            layer = h.layer
            recognizers = h.layer.recognizers.map { entry in { [weak recognizer = entry.recognizer] in recognizer } }
            h.tap(400, 300, at: 0)
            h.drain()
        }
        #expect(layer == nil)
        #expect(!recognizers.isEmpty && recognizers.allSatisfy { $0() == nil })
    }

    @Test func withoutADoubleTapBindingASingleTapFiresOnItsLift() throws {
        let waiting = LayerHarness()
        waiting.tap(400, 300, at: 0)
        #expect(waiting.actions.isEmpty)
        waiting.drain()
        #expect(waiting.actions == ["toggleControls @350"])  // 300 ms after the lift
        let h = try harness(["double-tap ignore"])
        h.tap(400, 300, at: 0)
        #expect(h.actions == ["toggleControls @50"])  // on the lift
        h.tap(400, 300, at: 150)
        #expect(h.actions == ["toggleControls @50", "toggleControls @200"])
        #expect(h.layer.nextDeadline == nil)
    }

    // MARK: Regions

    @Test func aRegionalBindingWinsOverAPlainOne() throws {
        let h = try harness(["left:double-tap seek -10", "right:double-tap seek 10"])
        h.tap(100, 360, at: 0)
        h.tap(100, 360, at: 150)
        h.tap(640, 360, at: 1000)
        h.tap(640, 360, at: 1150)
        h.tap(1200, 360, at: 2000)
        h.tap(1200, 360, at: 2150)
        h.drain()
        #expect(h.actions == ["left:double-tap: seek -10 @200", "togglePause @1200", "right:double-tap: seek 10 @2200"])
        h.tap(100, 360, at: 3000)  // a single tap still waits for the regional double tap
        h.drain()
        #expect(h.actions.last == "toggleControls @3350")
    }

    @Test func aThirdWinsOverAHalfAndEitherOverPlain() throws {
        let h = try harness(["double-tap ignore", "left-half:tap script-message half", "left:tap script-message third"])
        h.tap(100, 360, at: 0)  // left third, left half
        h.tap(500, 360, at: 1000)  // centre third, left half
        h.tap(700, 360, at: 2000)  // centre third, right half: the plain tap
        #expect(h.actions == ["left:tap: script-message third @50", "left-half:tap: script-message half @1050", "toggleControls @2050"])
    }

    @Test func halvesStillCoverTheCentreThirdWhenThirdsAreBound() throws {
        let h = try harness(["center:tap-2 cycle sub"])
        h.down(1, 500, 400, at: 0)  // centre third, left half: brightness
        h.move(1, 500, 340, at: 16)
        h.up(1, 500, 340, at: 32)
        h.down(1, 700, 400, at: 100)  // centre third, right half: volume
        h.move(1, 700, 370, at: 116)
        h.up(1, 700, 370, at: 132)
        h.send(200, [(1, .began, 620, 360), (2, .began, 660, 360)])  // straddling the middle, within the centre third
        h.send(250, [(1, .ended, 620, 360), (2, .ended, 660, 360)])
        #expect(h.actions == ["brightnessUp 60 @16", "brightnessUp 60 @16", "volumeUp 30 @116", "center:tap-2: cycle sub @250"])
    }

    @Test func aRegionalIgnoreLeavesTheRegionToTheLessSpecificBinding() throws {
        let h = try harness(["left-half:pan-vertical ignore", "pan-vertical touchmpv/volume-pan"])
        h.down(1, 300, 400, at: 0)  // left half: the plain binding, volume, not brightness
        h.move(1, 300, 370, at: 16)
        h.up(1, 300, 370, at: 32)
        #expect(h.actions == ["volumeUp 30 @16"])
        #expect(!h.layer.recognizers.contains { $0.gesture.region == .leftHalf })
    }

    @Test func aRegionalGestureIsNoGestureWithAFingerDownElsewhere() throws {
        let h = try harness(["double-tap ignore", "left:tap script-message left"])
        h.down(2, 1000, 360, at: 0)
        h.tap(100, 360, at: 10)
        h.up(2, 1000, 360, at: 100)
        h.tap(100, 360, at: 200)  // a fresh sequence
        #expect(h.actions == ["left:tap: script-message left @250"])
    }

    @Test func aSecondFingerElsewhereCancelsARunningRegionalPan() {
        let h = LayerHarness()
        h.down(1, 300, 400, at: 0)
        h.move(1, 300, 370, at: 16)
        h.move(1, 300, 340, at: 32)
        h.down(2, 1000, 340, at: 48)  // the right half: the left half's pan never sees it
        h.move(1, 300, 280, at: 64)
        h.send(80, [(1, .ended, 300, 280), (2, .ended, 1000, 340)])
        #expect(h.actions == ["brightnessUp 30 @16", "brightnessUp 60 @32"])
    }

    // MARK: Gestures beyond the defaults

    @Test func anEdgeStrokeWinsOverAPanNearItsEdgeOnly() throws {
        let h = try harness(["edge-left playlist-prev"])
        h.down(1, 5, 360, at: 0)
        h.move(1, 40, 360, at: 16)  // a pan would have begun here
        h.move(1, 65, 360, at: 32)  // 60 inward
        h.move(1, 205, 360, at: 48)
        h.up(1, 205, 360, at: 64)
        #expect(h.actions == ["edge-left: playlist-prev @32"])
        h.down(1, 300, 360, at: 100)  // away from the edge: the pan begins at once
        h.move(1, 340, 360, at: 116)
        h.up(1, 340, 360, at: 132)
        #expect(h.actions.dropFirst() == ["seekPreview 40 @116", "seekForward 40 @132"])
        h.down(1, 5, 400, at: 200)  // along the edge: the edge stroke fails, the pan goes on
        h.move(1, 5, 340, at: 216)
        h.up(1, 5, 340, at: 232)
        #expect(h.actions.dropFirst(3) == ["brightnessUp 60 @216", "brightnessUp 60 @216"])
    }

    /// The player's finger rule over the library's edge stroke, which ignores fingers
    /// beyond its first: a second finger fails an undecided stroke and cancels a begun one.
    @Test func aSecondFingerEndsAnEdgeStrokeBeforeAndAfterItBegan() throws {
        let before = try harness(["edge-left playlist-prev"], over: .none)
        before.down(1, 5, 360, at: 0)
        before.down(2, 600, 360, at: 8)
        before.move(1, 100, 360, at: 16)
        #expect(before.actions.isEmpty)
        let after = try harness(["edge-left playlist-prev"], over: .none)
        var states: [GestureRecognizerState] = []
        after.layer.recognizers[0].recognizer.addTarget { states.append($0.state) }
        after.down(1, 5, 360, at: 0)
        after.move(1, 100, 360, at: 16)
        after.down(2, 600, 360, at: 32)
        #expect(after.actions == ["edge-left: playlist-prev @16"])
        #expect(states == [.began, .cancelled])
    }

    @Test func aStrokeFromBeyondTheScreensEdgeIsAnEdgeStroke() throws {
        let h = try harness(["edge-right playlist-next"])
        h.down(1, 1290, 360, at: 0)
        h.move(1, 1200, 360, at: 16)
        #expect(h.actions == ["edge-right: playlist-next @16"])
    }

    @Test func aThreeFingerSwipeDownIsOneCommandAndNothingElse() throws {
        let h = try harness(["swipe-down-3 quit"])
        h.send(0, [(1, .began, 500, 200), (2, .began, 600, 200), (3, .began, 700, 200)])
        h.send(50, [(1, .moved, 500, 260), (2, .moved, 600, 260), (3, .moved, 700, 260)])
        h.send(100, [(1, .moved, 500, 320), (2, .moved, 600, 320), (3, .moved, 700, 320)])
        #expect(h.actions.isEmpty)  // decided on the lift
        h.send(110, [(1, .ended, 500, 320), (2, .ended, 600, 320), (3, .ended, 700, 320)])
        h.drain()
        #expect(h.actions == ["swipe-down-3: quit @110"])
    }

    @Test func aOneFingerSwipeIsThePansUnlessThePanIsUnbound() throws {
        let drag = { (h: LayerHarness) in
            h.down(1, 700, 360, at: 0)
            h.move(1, 600, 360, at: 50)
            h.up(1, 600, 360, at: 100)
        }
        let bound = try harness(["swipe-left playlist-next"])
        drag(bound)
        #expect(bound.actions == ["seekPreview -100 @50", "seekBackward -100 @100"])
        let unbound = try harness(["swipe-left playlist-next", "pan-horizontal ignore"])
        drag(unbound)
        #expect(unbound.actions == ["swipe-left: playlist-next @100"])
    }

    @Test func aTwoFingerTapRunsItsCommandAndNoSingleTap() throws {
        let h = try harness(["tap-2 cycle sub"])
        h.send(0, [(1, .began, 600, 360), (2, .began, 680, 360)])
        h.send(60, [(1, .ended, 600, 360), (2, .ended, 680, 360)])
        h.drain()
        #expect(h.actions == ["tap-2: cycle sub @60"])
    }

    @Test func aCommandOnAContinuousGestureRunsOnceWhenItBegins() throws {
        let h = try harness(["long-press cycle pause"])
        h.down(1, 400, 300, at: 0)
        h.move(1, 405, 300, at: 700)
        h.up(1, 405, 300, at: 900)
        h.drain()
        #expect(h.actions == ["long-press: cycle pause @500"])
    }

    @Test func panActionsFollowTheAxisAndFingersTheyAreBoundTo() throws {
        let h = try harness(["pan-horizontal-2 touchmpv/volume-pan", "pan-vertical touchmpv/seek-pan"], over: .none)
        h.send(0, [(1, .began, 300, 300), (2, .began, 300, 400)])
        h.send(16, [(1, .moved, 361, 300), (2, .moved, 361, 400)])
        h.send(32, [(1, .ended, 361, 300), (2, .ended, 361, 400)])
        h.down(1, 600, 400, at: 100)
        h.move(1, 600, 340, at: 116)
        h.up(1, 600, 340, at: 132)
        #expect(h.actions == ["volumeUp 61 @16", "volumeUp 61 @16", "seekPreview 60 @116", "seekForward 60 @132"])
    }

    @Test func aThreeFingerPinchZooms() throws {
        let h = try harness(["pinch-3 touchmpv/zoom"], over: .none)
        h.send(0, [(1, .began, 500, 300), (2, .began, 700, 300), (3, .began, 600, 500)])
        // Twice as far from the centroid (600, 366.7): log2 of the scale is 1.
        h.send(16, [(1, .moved, 400, 700.0 / 3), (2, .moved, 800, 700.0 / 3), (3, .moved, 600, 1900.0 / 3)])
        #expect(h.actions == ["zoom 1 @16"])
    }
}
