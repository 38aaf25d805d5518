import Gestures
import PlayerModel
import TextFormats

/// The player gesture layer's delegate over a real mpv: it reads the player's state from
/// mpv, asks the shared `ActionMapping` what an action means (the same mapping the
/// simulated player uses) and carries out the resulting `PlayerCommand`s with libmpv.
///
/// How each command reaches mpv (docs/behaviour.md, "The action mapping"), with
/// `controls = osc` or `osd`:
/// - `togglePause`: `cycle pause`.
/// - `setVolume`: `osd-msg-bar set volume V` (mpv's own bar and "Volume: V%").
/// - `setBrightness`: the `BrightnessControl` (mpv's `brightness` with its bar, or a
///   sysfs backlight).
/// - `showSeekPreview`: `show-text "+0:15 → 1:23 / 10:00"` while dragging; `seek`: one
///   `osd-msg-bar seek T absolute+exact` on lift; a cancelled pan seeks nothing.
/// - `setSpeed`: `speed`; `setZoom`: `video-zoom`; `setControlsVisible`: the OSC or the
///   OSD progress display (`ControlsDisplay`).
/// - `showOSD`: `show-text`, unless a command of the same action already gave mpv's own
///   feedback (a bar, the seek preview), which would otherwise be overwritten; a run of
///   seeking taps' total shows beside the seek's bar, for `SeekTapsRun.interval`.
/// - `runCommand` (a gesture bound to an mpv command): `mpv_command_string`, so the
///   command behaves as the same line in input.conf, OSD prefixes included.
///
/// With `controls = touch`, touchmpv draws the controls and the gesture HUD itself
/// (`PlayerUI`, sent as one `osd-overlay`), so volume, brightness and seeks are set
/// without mpv's bars, and their OSD text (and that of holds and zoom) is left out; the
/// pause's text stays. `setControlsVisible` then does nothing: the overlay draws the
/// controls as the layer has them.
///
/// The state is read from mpv with synchronous property reads just before each action,
/// not from property observations: an observation can lag a command sent a moment
/// earlier, and the mapping would then step from a stale volume. Only the properties the
/// mapping reads for that action are read (`ActionMapping.fieldsRead`), so an action costs
/// at most two round trips to mpv's core, and a seek's commit on lift or a change of
/// fingers none (the seek's position and duration are read when the pan begins).
public final class MPVPlayerDelegate: PlayerGesturesDelegate {
    public let client: MPVClient
    /// The action mapping, with what it remembers between actions.
    public private(set) var mapping: ActionMapping
    /// Where brightness gestures go.
    private let brightnessControl: any BrightnessControl
    /// mpv's OSC or OSD progress display; nil when touchmpv draws the controls itself.
    private let controlsDisplay: ControlsDisplay?
    /// Called after each action was carried out, with the commands it caused.
    public var onAction: ((PlayerGestureEvent, [PlayerCommand]) -> Void)?
    /// Called when mpv refused a command (playback goes on).
    public var onError: ((any Error) -> Void)?
    /// How many seeks mpv has accepted. A run loop compares it with the seeks sent before
    /// mpv last restarted playback, to know whether one is still in flight (an `expect
    /// position` waits for it to land).
    public private(set) var seeksSent = 0

    /// Drives `client` with the mapping's `settings` and the `controls` style; brightness
    /// goes to `brightnessControl`, or to mpv's `brightness` property when it is nil.
    public init(
        client: MPVClient, settings: PlayerSettings = PlayerSettings(), controls: ControlsStyle = .touch,
        brightnessControl: (any BrightnessControl)? = nil
    ) {
        self.client = client
        self.mapping = ActionMapping(settings: settings)
        let drawsOwnControls = controls == .touch
        self.brightnessControl = brightnessControl ?? MPVBrightness(client: client, showsOSDBar: !drawsOwnControls)
        self.controlsDisplay = drawsOwnControls ? nil : ControlsDisplay(client: client)
    }

    /// Whether the controls are the OSC (else the OSD progress display or touchmpv's own).
    public var controlsUseOSC: Bool { controlsDisplay?.usesOSC ?? false }

    /// The player's state as mpv reports it now, reading only `fields` from mpv (each a
    /// synchronous round trip to mpv's core); the others hold the `PlayerState` defaults.
    /// A property mpv cannot report at the moment (no file loaded yet) reads as the
    /// `PlayerState` default; the position then reads as 0.
    public func currentState(reading fields: PlayerStateFields = .all) -> PlayerState {
        var state = PlayerState()
        for field in PlayerStateField.all where fields.contains(field.bit) {
            read(field, into: &state)
        }
        return state
    }

    /// Reads `field`'s mpv property into `state`, as the field's kind says; brightness
    /// comes from the brightness control (mpv's `brightness`, or a backlight). A field mpv
    /// may have no value for reads as nil then.
    private func read(_ field: PlayerStateField, into state: inout PlayerState) {
        switch field.value {
        case .number(let path, _):
            let number =
                field.bit == .brightness ? try? brightnessControl.brightness() : try? client.property(field.property, as: Double.self)
            if let number { state[keyPath: path] = number }
        case .optionalNumber(let path, _):
            state[keyPath: path] = try? client.property(field.property, as: Double.self)
        case .flag(let path):
            if let flag = try? client.property(field.property, as: Bool.self) { state[keyPath: path] = flag }
        case .integer(let path):
            if let integer = try? client.property(field.property, as: Int64.self) { state[keyPath: path] = Int(clamping: integer) }
        case .optionalInteger(let path, _):
            // `no` (no track) is no integer, and mpv has no chapter without chapters.
            state[keyPath: path] = (try? client.property(field.property, as: Int64.self)).map { Int(clamping: $0) }
        }
    }

    /// Carries out `action` (with its payload) recognized at `time`; returns the commands.
    @discardableResult
    public func perform(_ action: PlayerAction, payload: ActionPayload, at time: Instant) -> [PlayerCommand] {
        let state = currentState(reading: mapping.fieldsRead(for: action))
        let commands = mapping.commands(for: action, payload: payload, state: state)
        execute(commands)
        onAction?(PlayerGestureEvent(action: action, payload: payload, time: time), commands)
        return commands
    }

    /// Runs a bound mpv `command` at `time`; returns the commands.
    @discardableResult
    public func perform(_ command: GestureCommand, at time: Instant) -> [PlayerCommand] {
        carryOut(mapping.commands(for: command), as: PlayerGestureEvent(command: command, time: time))
    }

    /// Carries out a menu event at `time`; returns the commands.
    @discardableResult
    public func perform(_ menu: MenuEvent, at time: Instant) -> [PlayerCommand] {
        carryOut(mapping.commands(for: menu), as: PlayerGestureEvent(menu: menu, time: time))
    }

    /// Carries out `commands` and reports them as `event`.
    private func carryOut(_ commands: [PlayerCommand], as event: PlayerGestureEvent) -> [PlayerCommand] {
        execute(commands)
        onAction?(event, commands)
        return commands
    }

    /// Takes note of a touch-sequence `event` (seek anchors, the controls shown or hidden).
    public func observe(_ event: TouchSequenceEvent) {
        execute(mapping.commands(for: event, state: currentState(reading: mapping.fieldsRead(for: event))))
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
        observe(event)
    }

    /// `PlayerGesturesDelegate`: carries out the menu event.
    public func playerGestures(didUse menu: MenuEvent, at time: Instant) {
        perform(menu, at: time)
    }

    /// Carries out `commands` in order; a refused one is reported and the rest still run.
    private func execute(_ commands: [PlayerCommand]) {
        var feedbackShown = false
        for command in commands {
            do {
                feedbackShown = try execute(command, feedbackShown: feedbackShown) || feedbackShown
            } catch {
                onError?(error)
            }
        }
    }

    /// Carries out one command; returns whether its effect is already on screen (mpv's
    /// own bar or text, or touchmpv's HUD), so the action's OSD text is not needed.
    private func execute(_ command: PlayerCommand, feedbackShown: Bool) throws -> Bool {
        let hudShows = controlsDisplay == nil
        let bar: [String] = hudShows ? [] : ["osd-msg-bar"]
        switch command {
        case .togglePause:
            try client.command(["cycle", "pause"])
        case .setVolume(let volume):
            try client.command(bar + ["set", "volume", NumberText.format(volume)])
            return true
        case .setBrightness(let brightness):
            try brightnessControl.setBrightness(brightness)
            return hudShows || brightnessControl.showsOSDBar
        case .seek(let target):
            try client.command(bar + ["seek", NumberText.format(target), "absolute+exact"])
            seeksSent += 1
            return true
        case .showSeekPreview(_, let target, let offset):
            if !hudShows {
                let duration = try? client.property("duration", as: Double.self)
                try client.command(["show-text", SeekPreviewText.text(offset: offset, target: target, duration: duration)])
            }
            return true
        case .hideSeekPreview:
            // The preview is OSD text (the seek's bar or the next message replaces it), or
            // the HUD's, which lingers for a second by itself.
            return hudShows
        case .setSpeed(let speed):
            try client.setProperty("speed", speed)
            return hudShows
        case .setZoom(let zoom):
            try client.setProperty("video-zoom", zoom)
            return hudShows
        case .setControlsVisible(let visible):
            try controlsDisplay?.setVisible(visible)
        case .showOSD(let message) where message.seekTapsTotal != nil:
            // Beside the seek's bar (the bar says where, the total how far), for as long
            // as a tap may add to it; touchmpv's HUD shows it with `controls = touch`.
            if !hudShows {
                try client.command(["show-text", message.text, String(SeekTapsRun.interval.wholeMicroseconds / 1000)])
            }
        case .showOSD(let message):
            if !feedbackShown { try client.command(["show-text", message.text]) }
        case .runCommand(let text):
            try client.commandString(text)
            return true
        }
        return false
    }
}
