import PlayerModel
import Testing

/// The action → effect mapping (docs/behaviour.md, "The action mapping") with its defaults.
struct ActionMappingTests {

    @Test func volumeStepsByFiveWithinZeroAndMax() {
        var mapping = ActionMapping()
        #expect(
            mapping.commands(for: .volumeUp, payload: .points(30), state: PlayerState(volume: 50))
                == [.setVolume(55), .showOSD("Volume: 55%")])
        #expect(mapping.commands(for: .volumeUp, payload: .points(30), state: PlayerState(volume: 98)).first == .setVolume(100))
        #expect(mapping.commands(for: .volumeDown, payload: .points(-30), state: PlayerState(volume: 3)).first == .setVolume(0))
        mapping.settings.volumeMax = 130
        #expect(mapping.commands(for: .volumeUp, payload: .points(30), state: PlayerState(volume: 100)).first == .setVolume(105))
    }

    @Test func brightnessStepsByTenWithinPlusMinusHundred() {
        var mapping = ActionMapping()
        #expect(mapping.commands(for: .brightnessUp, payload: .points(30), state: PlayerState()).first == .setBrightness(10))
        #expect(
            mapping.commands(for: .brightnessUp, payload: .points(30), state: PlayerState(brightness: 95)).first == .setBrightness(100))
        #expect(
            mapping.commands(for: .brightnessDown, payload: .points(-30), state: PlayerState(brightness: -95)).first
                == .setBrightness(-100))
    }

    @Test func seekIsRelativeToThePositionAtThePanStartAndCommittedOnce() {
        var mapping = ActionMapping()
        _ = mapping.commands(for: .panBegan, state: PlayerState(position: 100))
        // Playback moved on before the first preview: the origin stays where the pan began.
        #expect(
            mapping.commands(for: .seekPreview, payload: .points(30), state: PlayerState(position: 100.1)).first
                == .showSeekPreview(from: 100, to: 103, offset: 3))
        #expect(
            mapping.commands(for: .seekPreview, payload: .points(95), state: PlayerState(position: 100.2)).first
                == .showSeekPreview(from: 100, to: 109.5, offset: 9.5))
        #expect(
            mapping.commands(for: .seekForward, payload: .points(95), state: PlayerState(position: 100.3)).prefix(2)
                == [.hideSeekPreview, .seek(to: 109.5)])
    }

    @Test func seekTargetIsClampedToTheMedia() {
        var mapping = ActionMapping()
        _ = mapping.commands(for: .panBegan, state: PlayerState(position: 5, duration: 60))
        #expect(
            mapping.commands(for: .seekBackward, payload: .points(-300), state: PlayerState(position: 5, duration: 60)).contains(
                .seek(to: 0)))
        _ = mapping.commands(for: .panBegan, state: PlayerState(position: 55, duration: 60))
        #expect(
            mapping.commands(for: .seekForward, payload: .points(300), state: PlayerState(position: 55, duration: 60)).contains(
                .seek(to: 60)))
    }

    /// Each seeking tap seeks the run's total from where the run began (the position the
    /// double tap found, `seekTapsRunBegan`), not from the position read at the tap, which
    /// lags while a seek of the run is on its way; within the media.
    @Test func seekTapsSeekTheTotalFromWhereTheRunBegan() {
        var mapping = ActionMapping()
        let begin = { (position: Double) in
            #expect(mapping.fieldsRead(for: .seekTapsRunBegan) == .position)
            #expect(mapping.commands(for: .seekTapsRunBegan, state: PlayerState(position: position, duration: 60)).isEmpty)
            #expect(mapping.fieldsRead(for: .seekTaps) == .duration)
        }
        let seek = { (total: Double, position: Double) in
            mapping.commands(for: .seekTaps, payload: .seconds(total), state: PlayerState(position: position, duration: 60))
        }
        begin(5)
        #expect(seek(10, 5) == [.seek(to: 15), .showOSD("+10 s")])
        #expect(seek(20, 5) == [.seek(to: 25), .showOSD("+20 s")])  // the first seek has not landed yet
        #expect(seek(30, 25.3) == [.seek(to: 35), .showOSD("+30 s")])
        begin(35)
        #expect(seek(-10, 35) == [.seek(to: 25), .showOSD("-10 s")])
        #expect(seek(-20, 25) == [.seek(to: 15), .showOSD("-20 s")])
        begin(55)
        #expect(seek(10, 55).first == .seek(to: 60))  // within the media
        #expect(seek(20, 60).first == .seek(to: 60))
        begin(5)
        #expect(seek(-10, 5).first == .seek(to: 0))
    }

    /// Two runs of bindings with steps of the same sign, 10 s then 30 s: the second seeks
    /// from where it began, though its first total (30) follows the first run's last (20)
    /// as a total of the same run would. Only the run's start says that a run is new.
    @Test func aRunOfAnotherStepSeeksFromWhereItBeganNotFromTheLastRunsStart() {
        var mapping = ActionMapping()
        let state = { (position: Double) in PlayerState(position: position, duration: 600) }
        _ = mapping.commands(for: .seekTapsRunBegan, state: state(100))
        #expect(mapping.commands(for: .seekTaps, payload: .seconds(10), state: state(100)).first == .seek(to: 110))
        #expect(mapping.commands(for: .seekTaps, payload: .seconds(20), state: state(110)).first == .seek(to: 120))
        // The other binding's double tap, once playback has gone on to 200.
        _ = mapping.commands(for: .seekTapsRunBegan, state: state(200))
        #expect(mapping.commands(for: .seekTaps, payload: .seconds(30), state: state(200)).first == .seek(to: 230))
        #expect(mapping.commands(for: .seekTaps, payload: .seconds(60), state: state(200)).first == .seek(to: 260))
    }

    @Test func seekCancelSeeksNothing() {
        var mapping = ActionMapping()
        let commands = mapping.commands(for: .seekCancel, payload: .points(20), state: PlayerState(position: 7))
        #expect(commands == [.hideSeekPreview, .showOSD("Seek cancelled")])
    }

    @Test func holdPlaysAtHoldSpeedAndReturnsToTheSpeedBefore() {
        var mapping = ActionMapping()
        #expect(mapping.commands(for: .holdBegan, payload: .none, state: PlayerState(speed: 1.5)).first == .setSpeed(2))
        #expect(mapping.commands(for: .holdEnded, payload: .none, state: PlayerState(speed: 2)).first == .setSpeed(1.5))
        // An end without a beginning changes nothing.
        #expect(mapping.commands(for: .holdEnded, payload: .none, state: PlayerState(speed: 2)).isEmpty)
    }

    @Test func zoomIsTheZoomAtPinchStartPlusTheLog2Degree() {
        var mapping = ActionMapping()
        #expect(mapping.commands(for: .zoom, payload: .zoomLog2(0.5), state: PlayerState(zoom: 1)).first == .setZoom(1.5))
        #expect(mapping.commands(for: .zoom, payload: .zoomLog2(1), state: PlayerState(zoom: 1.5)).first == .setZoom(2))
        // All fingers lifted: the next pinch starts from the zoom reached.
        _ = mapping.commands(for: .touches(fingersDown: 0), state: PlayerState(zoom: 2))
        #expect(mapping.commands(for: .zoom, payload: .zoomLog2(-1), state: PlayerState(zoom: 2)).first == .setZoom(1))
    }

    @Test func theControlsShowAndHideAsTheLayerSays() {
        var mapping = ActionMapping()
        for action in [PlayerAction.toggleControls, .lock, .unlock] {
            #expect(mapping.commands(for: action, payload: .none, state: PlayerState()).isEmpty)
            #expect(mapping.fieldsRead(for: action).isEmpty)
        }
        #expect(mapping.commands(for: .controls(visible: true), state: PlayerState()) == [.setControlsVisible(true)])
        #expect(mapping.commands(for: .controls(visible: false), state: PlayerState()) == [.setControlsVisible(false)])
    }

    @Test func theSeekBarsDegreeIsTheTargetPreviewedFromWhereTheDragBegan() {
        var mapping = ActionMapping()
        #expect(mapping.fieldsRead(for: .seekBarPreview) == [.position, .duration])
        #expect(
            mapping.commands(for: .seekBarPreview, payload: .seconds(300), state: PlayerState(position: 100, duration: 600)) == [
                .showSeekPreview(from: 100, to: 300, offset: 200), .showOSD("Seek 5:00 (+200 s)"),
            ])
        // The anchor holds for the rest of the drag: the state read later does not move it.
        #expect(mapping.fieldsRead(for: .seekBarPreview).isEmpty)
        #expect(
            mapping.commands(for: .seekBarPreview, payload: .seconds(900), state: PlayerState(position: 7, duration: 60)).first
                == .showSeekPreview(from: 100, to: 600, offset: 500))
        #expect(
            mapping.commands(for: .seekBarCommit, payload: .seconds(250.5), state: PlayerState(position: 7)) == [
                .hideSeekPreview, .seek(to: 250.5), .showOSD("Seek to 4:10"),
            ])
        // The commit ended the seek: the next drag anchors anew.
        #expect(mapping.fieldsRead(for: .seekBarCommit) == [.position, .duration])
        #expect(
            mapping.commands(for: .seekBarCommit, payload: .seconds(-5), state: PlayerState(position: 7, duration: 60)).contains(
                .seek(to: 0)))
    }

    /// Each action reads the unit it is measured in: the seek bar's seconds are no pan's
    /// points, nor a pinch's log2 a seek's.
    @Test func aPayloadInAnotherUnitCountsAsNone() {
        var mapping = ActionMapping()
        let state = PlayerState(position: 100, duration: 600)
        #expect(mapping.commands(for: .seekBarCommit, payload: .points(250), state: state).contains(.seek(to: 0)))
        #expect(mapping.commands(for: .seekForward, payload: .seconds(50), state: state).contains(.seek(to: 100)))
        #expect(mapping.commands(for: .seekForward, payload: .points(50), state: state).contains(.seek(to: 105)))
        #expect(mapping.commands(for: .zoom, payload: .points(1), state: PlayerState(zoom: 0.5)).first == .setZoom(0.5))
    }

    @Test func togglePauseCyclesPause() {
        var mapping = ActionMapping()
        #expect(mapping.commands(for: .togglePause, payload: .none, state: PlayerState()) == [.togglePause, .showOSD("Paused")])
        #expect(
            mapping.commands(for: .togglePause, payload: .none, state: PlayerState(paused: true)) == [
                .togglePause, .showOSD("Playing"),
            ])
    }

    /// A state whose fields outside `kept` differ from `state`'s.
    private func scrambled(_ state: PlayerState, keeping kept: PlayerStateFields) -> PlayerState {
        var other = PlayerState(
            volume: 7, brightness: -33, speed: 3, zoom: 1.5, paused: true, position: 421, duration: 30)
        if kept.contains(.volume) { other.volume = state.volume }
        if kept.contains(.brightness) { other.brightness = state.brightness }
        if kept.contains(.speed) { other.speed = state.speed }
        if kept.contains(.zoom) { other.zoom = state.zoom }
        if kept.contains(.paused) { other.paused = state.paused }
        if kept.contains(.position) { other.position = state.position }
        if kept.contains(.duration) { other.duration = state.duration }
        return other
    }

    @Test(arguments: PlayerAction.allCases)
    func readsNoFieldBeyondThoseItDeclaresForAnAction(_ action: PlayerAction) {
        let state = PlayerState(
            volume: 50, brightness: 20, speed: 1.25, zoom: 0.5, paused: false, position: 100, duration: 600)
        var full = ActionMapping()
        var reduced = ActionMapping()
        // The second step runs with what the first remembered (an origin, the speed before a hold).
        let follow: PlayerAction = action == .holdBegan ? .holdEnded : action
        for (step, value) in [(action, 40.0), (follow, 80.0)] {
            let partial = scrambled(state, keeping: reduced.fieldsRead(for: step))
            let payload = Self.payload(value, for: step)
            #expect(
                full.commands(for: step, payload: payload, state: state)
                    == reduced.commands(for: step, payload: payload, state: partial))
        }
    }

    /// `value` in the unit the layer reports `action` with (the others ignore it).
    private static func payload(_ value: Double, for action: PlayerAction) -> ActionPayload {
        switch action {
        case .seekTaps, .seekBarPreview, .seekBarCommit: .seconds(value)
        case .zoom: .zoomLog2(value)
        default: .points(value)
        }
    }

    @Test func aSeekReadsNothingOnceItsPanBegan() {
        var mapping = ActionMapping()
        #expect(mapping.fieldsRead(for: .seekForward) == [.position, .duration])
        _ = mapping.commands(for: .panBegan, state: PlayerState(position: 100, duration: 103))
        #expect(mapping.fieldsRead(for: .seekForward).isEmpty)
        // Position and duration come from the pan's start: the commit is clamped to 103.
        let commit = mapping.commands(for: .seekForward, payload: .points(50), state: PlayerState(position: 7, duration: 600))
        #expect(commit.contains(.seek(to: 103)))
    }

    @Test(arguments: [true, false])
    func readsNoFieldBeyondThoseItDeclaresForSequenceEvents(controlsVisible: Bool) {
        let state = PlayerState(position: 100)
        var full = ActionMapping()
        var reduced = ActionMapping()
        let events: [TouchSequenceEvent] = [
            .panBegan, .seekTapsRunBegan, .touches(fingersDown: 1), .controls(visible: !controlsVisible), .touches(fingersDown: 0),
        ]
        for event in events {
            let partial = scrambled(state, keeping: reduced.fieldsRead(for: event))
            #expect(full.commands(for: event, state: state) == reduced.commands(for: event, state: partial))
        }
        // What the events anchored is the full state's.
        let partial = scrambled(state, keeping: reduced.fieldsRead(for: .seekTaps))
        #expect(
            full.commands(for: .seekTaps, payload: .seconds(10), state: state)
                == reduced.commands(for: .seekTaps, payload: .seconds(10), state: partial))
    }
}
