import Gestures

/// A player without mpv, for `touchmpv simulate` and the tests: it holds a `PlayerState`
/// and applies the commands of the shared `ActionMapping`, on virtual time. A bound mpv
/// command changes the state as far as `SimulatedMPVCommands` models it, on a playlist
/// of `playlistCount` entries of the same length, each starting where the first did.
///
/// While playing, the position advances with virtual time at `speed` and stops at the
/// end of the media (it does not loop or quit). The controls' visibility is the layer's:
/// with nothing to show them on, `setControlsVisible` changes nothing here. Every method takes the time it happens at, which never runs backwards:
/// an earlier time than the player's own is treated as "now".
///
/// Its stored properties are private and read through getters, so that the compiler
/// proves exclusive access to them statically: the delegate is called on every frame.
public final class SimulatedPlayer: PlayerGesturesDelegate {
    private var currentState: PlayerState
    private var currentTime: Instant
    private var actionMapping: ActionMapping
    private var shownOSD: OSDMessage?
    private var shownSeekPreview: (from: Double, to: Double)?
    private var actionObserver: ((PlayerGestureEvent, [PlayerCommand]) -> Void)?
    /// What bound mpv commands do here.
    private let mpvCommands: SimulatedMPVCommands
    /// The tracks and chapters the simulated file has.
    private let offered: MediaChoices

    /// The player's state at `time`; its chapter is the one the position falls in.
    public var state: PlayerState {
        var state = currentState
        state.chapter = offered.chapter(at: state.position)
        return state
    }
    /// The virtual time the state belongs to.
    public var time: Instant { currentTime }
    /// The mapping that decides what each action does.
    public var mapping: ActionMapping { actionMapping }
    /// The last OSD message shown, if any.
    public var lastOSD: String? { shownOSD?.text }
    /// The seek preview being shown (origin and target, seconds), if any.
    public var seekPreview: (from: Double, to: Double)? { shownSeekPreview }
    /// Called after each action is applied, with the commands it caused.
    public var onAction: ((PlayerGestureEvent, [PlayerCommand]) -> Void)? {
        get { actionObserver }
        set { actionObserver = newValue }
    }

    /// Creates a player in `state` at virtual time `start`, mapping actions with
    /// `settings`, playing entry `state.playlistPosition` of `playlistCount`, of a file
    /// with the tracks and chapters of `offering` (its other fields are the state's).
    public init(
        settings: PlayerSettings = PlayerSettings(), state: PlayerState = PlayerState(), start: Instant = .zero, playlistCount: Int = 1,
        offering: MediaChoices = MediaChoices()
    ) {
        currentState = state
        currentTime = start
        actionMapping = ActionMapping(settings: settings)
        var offered = offering
        offered.playlist = (0..<playlistCount).map { MediaChoices.Entry(filename: "entry \($0 + 1)") }
        self.offered = offered
        mpvCommands = SimulatedMPVCommands(settings: settings, playlistCount: playlistCount, entryStart: state.position, offering: offered)
    }

    /// What the simulated file offers now: its tracks and chapters, the playlist's
    /// entries (named "entry 1", "entry 2", …), and which track, chapter, entry and speed
    /// play.
    public var choices: MediaChoices {
        var choices = offered
        for index in choices.tracks.indices {
            let track = choices.tracks[index]
            let selected = track.kind == .audio ? currentState.audioTrack : track.kind == .sub ? currentState.subtitleTrack : nil
            choices.tracks[index].isSelected = selected == track.id
        }
        choices.playlistPosition = currentState.playlistPosition
        choices.speed = currentState.speed
        choices.chapter = offered.chapter(at: currentState.position)
        return choices
    }

    /// Runs playback on to `target` (no further than the end of the media).
    public func advance(to target: Instant) {
        guard target > currentTime else { return }
        if !currentState.paused {
            let seconds = Double(target.microseconds &- currentTime.microseconds) / 1_000_000
            let position = currentState.position + seconds * currentState.speed
            currentState.position = min(max(position, 0), currentState.duration ?? .greatestFiniteMagnitude)
        }
        currentTime = target
    }

    /// Applies `action` (with its payload) at `time` and returns the commands it caused.
    @discardableResult
    public func perform(_ action: PlayerAction, payload: ActionPayload, at time: Instant) -> [PlayerCommand] {
        advance(to: time)
        var mapping = actionMapping
        let commands = mapping.commands(for: action, payload: payload, state: currentState)
        actionMapping = mapping
        apply(commands)
        actionObserver?(PlayerGestureEvent(action: action, payload: payload, time: currentTime), commands)
        return commands
    }

    /// Runs a bound mpv `command` at `time` and returns the commands it caused.
    @discardableResult
    public func perform(_ command: GestureCommand, at time: Instant) -> [PlayerCommand] {
        carryOut(actionMapping.commands(for: command), at: time) { PlayerGestureEvent(command: command, time: $0) }
    }

    /// Carries out a menu event at `time` and returns the commands it caused.
    @discardableResult
    public func perform(_ menu: MenuEvent, at time: Instant) -> [PlayerCommand] {
        carryOut(actionMapping.commands(for: menu), at: time) { PlayerGestureEvent(menu: menu, time: $0) }
    }

    /// Applies `commands` at `time` (playback run on to it first) and reports them as
    /// the `event` made at the player's time.
    private func carryOut(_ commands: [PlayerCommand], at time: Instant, event: (Instant) -> PlayerGestureEvent) -> [PlayerCommand] {
        advance(to: time)
        apply(commands)
        actionObserver?(event(currentTime), commands)
        return commands
    }

    /// Starts another file at `time` (the kiosk's loop or a chosen title), `duration`
    /// seconds long, from its start and playing; `volume`, when given, is set too. No
    /// gesture's doing, so no action is reported.
    public func load(duration: Double, volume: Double?, at time: Instant) {
        advance(to: time)
        currentState.position = 0
        currentState.duration = duration
        currentState.paused = false
        if let volume {
            currentState.volume = volume
            currentState.speed = 1
            currentState.zoom = 0
        }
    }

    /// When the file ends if nothing changes, seen at `time`: nil while paused.
    public func endTime(after time: Instant) -> Instant? {
        guard !currentState.paused, let duration = currentState.duration, currentState.speed > 0 else { return nil }
        let seconds = max(0, duration - currentState.position) / currentState.speed
        return max(time, currentTime) + .microseconds(Int64((seconds * 1_000_000).rounded(.up)))
    }

    /// Pauses or resumes playback at `time` for the screen schedule: no gesture's doing,
    /// so no action is reported.
    public func setPaused(_ paused: Bool, at time: Instant) {
        advance(to: time)
        currentState.paused = paused
    }

    /// Takes note of a touch-sequence `event` at `time`.
    public func observe(_ event: TouchSequenceEvent, at time: Instant) {
        advance(to: time)
        var mapping = actionMapping
        let commands = mapping.commands(for: event, state: currentState)
        actionMapping = mapping
        apply(commands)
    }

    /// `PlayerGesturesDelegate`: performs the action.
    public func playerGestures(didRecognize action: PlayerAction, payload: ActionPayload, at time: Instant) {
        perform(action, payload: payload, at: time)
    }

    /// `PlayerGesturesDelegate`: runs the command.
    public func playerGestures(didRequest command: GestureCommand, at time: Instant) {
        perform(command, at: time)
    }

    /// `PlayerGesturesDelegate`: takes note of the event.
    public func playerGestures(didObserve event: TouchSequenceEvent, at time: Instant) {
        observe(event, at: time)
    }

    /// `PlayerGesturesDelegate`: carries out the menu event.
    public func playerGestures(didUse menu: MenuEvent, at time: Instant) {
        perform(menu, at: time)
    }

    /// Carries out `commands` on the state.
    private func apply(_ commands: [PlayerCommand]) {
        for command in commands {
            switch command {
            case .setVolume(let volume): currentState.volume = volume
            case .setBrightness(let brightness): currentState.brightness = brightness
            case .togglePause: currentState.paused.toggle()
            case .seek(let target): currentState.position = target
            case .showSeekPreview(let from, let to, _): shownSeekPreview = (from, to)
            case .hideSeekPreview: shownSeekPreview = nil
            case .setSpeed(let speed): currentState.speed = speed
            case .setZoom(let zoom): currentState.zoom = zoom
            case .setControlsVisible: break
            case .showOSD(let message): shownOSD = message
            case .runCommand(let text):
                var state = currentState
                mpvCommands.apply(text, to: &state)
                currentState = state
            }
        }
    }
}
