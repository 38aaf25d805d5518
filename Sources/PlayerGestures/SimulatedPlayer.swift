import Gestures

/// A player without mpv, for `touchmpv simulate` and the tests: it holds a `PlayerState`
/// and applies the commands of the shared `ActionMapping`, on virtual time. A bound mpv
/// command changes the state as far as `SimulatedMPVCommands` models it, on a playlist
/// of `playlistCount` entries of the same length, each starting where the first did.
///
/// While playing, the position advances with virtual time at `speed` and stops at the
/// end of the media (it does not loop or quit); the controls show and hide as the layer
/// announces. Every method takes the time it happens at, which never runs backwards:
/// an earlier time than the player's own is treated as "now".
public final class SimulatedPlayer: PlayerGesturesDelegate {
    /// The player's state at `time`.
    public private(set) var state: PlayerState
    /// The virtual time the state belongs to.
    public private(set) var time: Instant
    /// The mapping that decides what each action does.
    public private(set) var mapping: ActionMapping
    /// The last OSD message shown, if any.
    public private(set) var lastOSD: String?
    /// The seek preview being shown (origin and target, seconds), if any.
    public private(set) var seekPreview: (from: Double, to: Double)?
    /// Called after each action is applied, with the commands it caused.
    public var onAction: ((PlayerGestureEvent, [PlayerCommand]) -> Void)?
    /// What bound mpv commands do here.
    private let mpvCommands: SimulatedMPVCommands

    /// Creates a player in `state` at virtual time `start`, mapping actions with
    /// `settings`, playing entry `state.playlistPosition` of `playlistCount`.
    public init(
        settings: PlayerSettings = PlayerSettings(), state: PlayerState = PlayerState(), start: Instant = .zero, playlistCount: Int = 1
    ) {
        self.state = state
        self.time = start
        self.mapping = ActionMapping(settings: settings)
        mpvCommands = SimulatedMPVCommands(settings: settings, playlistCount: playlistCount, entryStart: state.position)
    }

    /// Runs playback on to `target` (no further than the end of the media).
    public func advance(to target: Instant) {
        guard target > time else { return }
        if !state.paused {
            let seconds = Double((target - time).wholeMicroseconds) / 1_000_000
            let position = state.position + seconds * state.speed
            state.position = min(max(position, 0), state.duration ?? .greatestFiniteMagnitude)
        }
        time = target
    }

    /// Applies `action` (with its degree) at `time` and returns the commands it caused.
    @discardableResult
    public func perform(_ action: PlayerAction, degree: Double?, at time: Instant) -> [PlayerCommand] {
        advance(to: time)
        let commands = mapping.commands(for: action, degree: degree, state: state)
        apply(commands)
        onAction?(PlayerGestureEvent(action: action, degree: degree, time: self.time), commands)
        return commands
    }

    /// Runs a bound mpv `command` at `time` and returns the commands it caused.
    @discardableResult
    public func perform(_ command: GestureCommand, at time: Instant) -> [PlayerCommand] {
        advance(to: time)
        let commands = mapping.commands(for: command)
        apply(commands)
        onAction?(PlayerGestureEvent(command: command, time: self.time), commands)
        return commands
    }

    /// Takes note of a touch-sequence `event` at `time`.
    public func observe(_ event: TouchSequenceEvent, at time: Instant) {
        advance(to: time)
        apply(mapping.commands(for: event, state: state))
    }

    /// `PlayerGesturesDelegate`: performs the action.
    public func playerGestures(_ layer: PlayerGestureLayer, didRecognize action: PlayerAction, degree: Double?, at time: Instant) {
        perform(action, degree: degree, at: time)
    }

    /// `PlayerGesturesDelegate`: runs the command.
    public func playerGestures(_ layer: PlayerGestureLayer, didRequest command: GestureCommand, at time: Instant) {
        perform(command, at: time)
    }

    /// `PlayerGesturesDelegate`: takes note of the event.
    public func playerGestures(_ layer: PlayerGestureLayer, didObserve event: TouchSequenceEvent, at time: Instant) {
        observe(event, at: time)
    }

    /// Carries out `commands` on the state.
    private func apply(_ commands: [PlayerCommand]) {
        for command in commands {
            switch command {
            case .setVolume(let volume): state.volume = volume
            case .setBrightness(let brightness): state.brightness = brightness
            case .togglePause: state.paused.toggle()
            case .seek(let target): state.position = target
            case .showSeekPreview(let from, let to, _): seekPreview = (from, to)
            case .hideSeekPreview: seekPreview = nil
            case .setSpeed(let speed): state.speed = speed
            case .setZoom(let zoom): state.zoom = zoom
            case .setControlsVisible(let visible): state.controlsVisible = visible
            case .showOSD(let message): lastOSD = message
            case .runCommand(let text): mpvCommands.apply(text, to: &state)
            }
        }
    }
}
