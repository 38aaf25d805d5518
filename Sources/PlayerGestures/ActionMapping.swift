import Gestures

/// The action → effect mapping of SPEC §4, written once: it turns what the gesture layer
/// reports, together with the player's current state, into `PlayerCommand`s.
///
/// The simulated player and the mpv delegate both feed it and carry out what it returns,
/// so they cannot disagree. It remembers what a gesture is relative to — the position at
/// the pan's start, the zoom at the pinch's start, the speed before a hold — and when the
/// controls are due to hide. That deadline is a value the host schedules a timer for and
/// reports back through `commandsAtDeadline(at:state:)`; the mapping never reads a clock.
///
/// - Seeking: target = position at the pan's start + h · `seekSecondsPerPoint`, clamped to
///   [0, duration at the pan's start] (so the commit on lift needs nothing read from the
///   player; a live stream's duration grows by the drag's length meanwhile); previewed on every `seekPreview`, committed once on
///   `seekForward`/`seekBackward`, dropped on `seekCancel`.
/// - Zoom: `video-zoom` = zoom at the pinch's start + degree. The layer's zoom degree is
///   log2(distance / starting distance), which is exactly `video-zoom`'s unit (log2 of the
///   scale factor), so a pinch that doubles the finger distance doubles the picture.
/// - Controls: hidden again `controlsHideDelay` after the last finger lifted (or after
///   they were shown, if later); they never hide while a finger is down.
public struct ActionMapping: Sendable {
    /// The steps, ranges and speeds used.
    public var settings: PlayerSettings
    /// When the controls are due to hide, if they are visible and no finger is down.
    public private(set) var controlsHideDeadline: Instant?

    /// The playback position and the duration when the current pan began.
    private var seekOrigin: (position: Double, duration: Double?)?
    /// `video-zoom` when the current pinch began.
    private var zoomOrigin: Double?
    /// The speed to return to when the current hold ends.
    private var speedBeforeHold: Double?
    /// How many fingers are down, as the layer last reported.
    private var fingersDown = 0

    /// Creates a mapping with `settings` and nothing in progress.
    public init(settings: PlayerSettings = PlayerSettings()) {
        self.settings = settings
    }

    /// The commands that answer `action` (with its `degree`, see `PlayerAction`) reported
    /// at `time`, given the player's `state` just before.
    public mutating func commands(
        for action: PlayerAction, degree: Double?, at time: Instant, state: PlayerState
    ) -> [PlayerCommand] {
        switch action {
        case .toggleControls:
            let visible = !state.controlsVisible
            controlsHideDeadline = visible && fingersDown == 0 ? time + settings.controlsHideDelay : nil
            return [.setControlsVisible(visible)]
        case .togglePause:
            return [.togglePause, .showOSD(state.paused ? "Playing" : "Paused")]
        case .volumeUp, .volumeDown:
            let step = action == .volumeUp ? settings.volumeStep : -settings.volumeStep
            let volume = clamp(state.volume + step, 0, settings.volumeMax)
            return [.setVolume(volume), .showOSD("Volume: \(NumberText.format(volume))%")]
        case .brightnessUp, .brightnessDown:
            let step = action == .brightnessUp ? settings.brightnessStep : -settings.brightnessStep
            let brightness = clamp(state.brightness + step, settings.brightnessMin, settings.brightnessMax)
            return [.setBrightness(brightness), .showOSD("Brightness: \(NumberText.format(brightness))")]
        case .seekPreview:
            let (anchor, target) = seek(by: degree, state: state)
            seekOrigin = anchor
            let origin = anchor.position
            return [
                .showSeekPreview(from: origin, to: target, offset: target - origin),
                .showOSD("Seek \(NumberText.clock(target)) (\(signed(target - origin)) s)"),
            ]
        case .seekForward, .seekBackward:
            let target = seek(by: degree, state: state).target
            seekOrigin = nil
            return [.hideSeekPreview, .seek(to: target), .showOSD("Seek to \(NumberText.clock(target))")]
        case .seekCancel:
            seekOrigin = nil
            return [.hideSeekPreview, .showOSD("Seek cancelled")]
        case .holdBegan:
            speedBeforeHold = state.speed
            return [.setSpeed(settings.holdSpeed), .showOSD("Speed: \(NumberText.format(settings.holdSpeed))×")]
        case .holdEnded:
            guard let speed = speedBeforeHold else { return [] }
            speedBeforeHold = nil
            return [.setSpeed(speed), .showOSD("Speed: \(NumberText.format(speed))×")]
        case .zoom:
            let origin = zoomOrigin ?? state.zoom
            zoomOrigin = origin
            let zoom = clamp(origin + finite(degree), PlayerSettings.zoomMin, PlayerSettings.zoomMax)
            return [.setZoom(zoom), .showOSD("Zoom: \(NumberText.format((zoom * 100).rounded() / 100))")]
        case .command:
            // A bound command's text is not an action's: `commands(for:)` of the `GestureCommand`.
            return []
        }
    }

    /// The commands that answer a gesture bound to an mpv command: running it, with the
    /// OSD the command's own prefixes ask for (mpv's conventions, not touchmpv's).
    public func commands(for command: GestureCommand) -> [PlayerCommand] {
        [.runCommand(command.text)]
    }

    /// The fields of the state `commands(for:degree:at:state:)` reads for `action` now,
    /// given what the mapping remembers (a seek's or pinch's origin, the speed before a
    /// hold); the others may hold anything. Kept beside that method: a field it starts
    /// reading must be added here.
    public func fieldsRead(for action: PlayerAction) -> PlayerStateFields {
        switch action {
        case .toggleControls: .controlsVisible
        case .togglePause: .paused
        case .volumeUp, .volumeDown: .volume
        case .brightnessUp, .brightnessDown: .brightness
        case .seekPreview, .seekForward, .seekBackward: seekOrigin == nil ? [.position, .duration] : []
        case .seekCancel, .holdEnded, .command: []
        case .holdBegan: .speed
        case .zoom: zoomOrigin == nil ? .zoom : []
        }
    }

    /// The fields of the state `commands(for:at:state:)` reads for `event`; the others
    /// may hold anything.
    public func fieldsRead(for event: TouchSequenceEvent) -> PlayerStateFields {
        switch event {
        case .panBegan: [.position, .duration]
        case .touches(let fingers): fingers == 0 ? .controlsVisible : []
        }
    }

    /// The fields of the state `commandsAtDeadline(at:state:)` reads.
    public var fieldsReadAtDeadline: PlayerStateFields { .controlsVisible }

    /// The commands that answer a touch-sequence `event` at `time`: anchors for seeks and
    /// pinches, and the controls' auto-hide countdown, which waits for the last lift.
    public mutating func commands(
        for event: TouchSequenceEvent, at time: Instant, state: PlayerState
    ) -> [PlayerCommand] {
        switch event {
        case .panBegan:
            seekOrigin = (state.position, state.duration)
        case .touches(let fingers):
            fingersDown = fingers
            if fingers == 0 {
                zoomOrigin = nil
                seekOrigin = nil
            }
            controlsHideDeadline = state.controlsVisible && fingers == 0 ? time + settings.controlsHideDelay : nil
        }
        return []
    }

    /// The commands due at `time` when the host's timer for `controlsHideDeadline` fires:
    /// hiding the controls if the deadline has come; nothing otherwise.
    public mutating func commandsAtDeadline(at time: Instant, state: PlayerState) -> [PlayerCommand] {
        guard let deadline = controlsHideDeadline, deadline <= time else { return [] }
        controlsHideDeadline = nil
        return state.controlsVisible ? [.setControlsVisible(false)] : []
    }

    /// The current pan's anchor (the position and duration when it began, else `state`'s)
    /// and where a pan of `degree` points from it seeks to, within the anchor's duration.
    private func seek(
        by degree: Double?, state: PlayerState
    ) -> (anchor: (position: Double, duration: Double?), target: Double) {
        let anchor = seekOrigin ?? (state.position, state.duration)
        let target = anchor.position + finite(degree) * settings.seekSecondsPerPoint
        return (anchor, clamp(target, 0, anchor.duration ?? .greatestFiniteMagnitude))
    }

    /// `value` limited to `low`…`high` (a `low` above `high` yields `low`).
    private func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        max(low, min(high, value))
    }

    /// The degree, or 0 when there is none or it is not a finite number.
    private func finite(_ degree: Double?) -> Double {
        guard let degree, degree.isFinite else { return 0 }
        return degree
    }

    /// A seconds offset with its sign, one decimal: "+12.5", "-3".
    private func signed(_ seconds: Double) -> String {
        let rounded = (seconds * 10).rounded() / 10
        return (rounded >= 0 ? "+" : "") + NumberText.format(rounded)
    }
}
