/// The action → effect mapping (docs/behaviour.md, "The action mapping"), written once: it
/// turns what the gesture layer reports, together with the player's current state, into
/// `PlayerCommand`s.
///
/// The simulated player and the mpv delegate both feed it and carry out what it returns,
/// so they cannot disagree. It remembers what a gesture is relative to — the position at
/// the pan's (or the seek bar's) start or at the double tap that opened a run of seeking
/// taps, the zoom at the pinch's start, the speed before a hold; it never reads a clock.
///
/// - Seeking: target = position at the pan's start + h · `seekSecondsPerPoint`, clamped to
///   [0, duration at the pan's start] (so the commit on lift needs nothing read from the
///   player; a live stream's duration grows by the drag's length meanwhile); previewed on every `seekPreview`, committed once on
///   `seekForward`/`seekBackward`, dropped on `seekCancel`.
/// - The seek bar: its payload is the target itself, in seconds, clamped to
///   [0, duration when the drag began]; previewed from the position when the drag began,
///   committed once on `seekBarCommit`.
/// - Zoom: `video-zoom` = zoom at the pinch's start + the payload. The layer's zoom payload
///   is log2(distance / starting distance), which is exactly `video-zoom`'s unit (log2 of the
///   scale factor), so a pinch that doubles the finger distance doubles the picture.
/// - Controls: the layer owns their visibility; each change it announces
///   (`TouchSequenceEvent.controls`) becomes `setControlsVisible`, so `toggleControls`,
///   `lock` and `unlock` themselves need nothing more here.
public struct ActionMapping: Sendable {
    /// The steps, ranges and speeds used.
    public var settings: PlayerSettings

    /// The playback position and the duration when the current pan began.
    private var seekOrigin: (position: Double, duration: Double?)?
    /// The playback position when the current run of seeking taps began.
    private var seekTapsOrigin: Double?
    /// `video-zoom` when the current pinch began.
    private var zoomOrigin: Double?
    /// The speed to return to when the current hold ends.
    private var speedBeforeHold: Double?

    /// Creates a mapping with `settings` and nothing in progress.
    public init(settings: PlayerSettings = PlayerSettings()) {
        self.settings = settings
    }

    /// The commands that answer `action` (with its `payload`, see `PlayerAction`), given
    /// the player's `state` just before. A payload of another unit than the action's
    /// counts as none.
    public mutating func commands(for action: PlayerAction, payload: ActionPayload, state: PlayerState) -> [PlayerCommand] {
        switch action {
        case .toggleControls, .lock, .unlock, .menuOpen, .menuSelect, .menuClose:
            return []
        case .togglePause:
            return [.togglePause, .showOSD(state.paused ? "Playing" : "Paused")]
        case .volumeUp, .volumeDown:
            let step = action == .volumeUp ? settings.volumeStep : -settings.volumeStep
            let volume = clamp(state.volume + step, 0, settings.volumeMax)
            return [.setVolume(volume), .showOSD(OSDMessage(.volume(volume)))]
        case .brightnessUp, .brightnessDown:
            let step = action == .brightnessUp ? settings.brightnessStep : -settings.brightnessStep
            let brightness = clamp(state.brightness + step, settings.brightnessMin, settings.brightnessMax)
            return [.setBrightness(brightness), .showOSD(OSDMessage(.brightness(brightness)))]
        case .seekPreview:
            let (anchor, target) = seek(by: Self.points(payload), state: state)
            return preview(to: target, from: anchor)
        case .seekBarPreview:
            let (anchor, target) = seek(to: Self.seconds(payload), state: state)
            return preview(to: target, from: anchor)
        case .seekForward, .seekBackward:
            return commit(to: seek(by: Self.points(payload), state: state).target)
        case .seekBarCommit:
            return commit(to: seek(to: Self.seconds(payload), state: state).target)
        case .seekTaps:
            let total = Self.seconds(payload)
            // A run seeks its total from where it began (`seekTapsRunBegan`), not from the
            // position read now, which lags while the run's last seek is still on its way
            // (mpv reports the old position until the seek is done: quick taps, or a slow
            // stream, would lose steps).
            let origin = seekTapsOrigin ?? state.position
            seekTapsOrigin = origin
            let target = clamp(origin + total, 0, state.duration ?? .greatestFiniteMagnitude)
            return [.seek(to: target), .showOSD(OSDMessage(.seekTotal(total)))]
        case .seekCancel:
            seekOrigin = nil
            return [.hideSeekPreview, .showOSD("Seek cancelled")]
        case .holdBegan:
            speedBeforeHold = state.speed
            return [.setSpeed(settings.holdSpeed), .showOSD(OSDMessage(.speed(settings.holdSpeed)))]
        case .holdEnded:
            guard let speed = speedBeforeHold else { return [] }
            speedBeforeHold = nil
            return [.setSpeed(speed), .showOSD(OSDMessage(.speed(speed)))]
        case .zoom:
            let origin = zoomOrigin ?? state.zoom
            zoomOrigin = origin
            let zoom = clamp(origin + Self.zoomLog2(payload), PlayerSettings.zoomMin, PlayerSettings.zoomMax)
            return [.setZoom(zoom), .showOSD(OSDMessage(.zoom(zoom)))]
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

    /// The commands that answer a menu event: a chosen item's mpv command; opening and
    /// closing change nothing of the player's.
    public func commands(for menu: MenuEvent) -> [PlayerCommand] {
        guard case .select(_, let command) = menu.kind else { return [] }
        return [.runCommand(command)]
    }

    /// The fields of the state `commands(for:payload:state:)` reads for `action` now,
    /// given what the mapping remembers (a seek's or pinch's origin, the speed before a
    /// hold); the others may hold anything. Kept beside that method: a field it starts
    /// reading must be added here.
    public func fieldsRead(for action: PlayerAction) -> PlayerStateFields {
        switch action {
        case .toggleControls, .lock, .unlock, .menuOpen, .menuSelect, .menuClose: []
        case .togglePause: .paused
        case .volumeUp, .volumeDown: .volume
        case .brightnessUp, .brightnessDown: .brightness
        case .seekPreview, .seekForward, .seekBackward, .seekBarPreview, .seekBarCommit:
            seekOrigin == nil ? [.position, .duration] : []
        case .seekCancel, .holdEnded, .command: []
        case .seekTaps: seekTapsOrigin == nil ? [.position, .duration] : .duration
        case .holdBegan: .speed
        case .zoom: zoomOrigin == nil ? .zoom : []
        }
    }

    /// The fields of the state `commands(for:state:)` reads for `event`; the others
    /// may hold anything.
    public func fieldsRead(for event: TouchSequenceEvent) -> PlayerStateFields {
        switch event {
        case .panBegan: [.position, .duration]
        case .seekTapsRunBegan: .position
        case .touches, .controls: []
        }
    }

    /// The commands that answer a touch-sequence `event`: anchors for seeks and pinches,
    /// and the controls shown or hidden as the layer says.
    public mutating func commands(for event: TouchSequenceEvent, state: PlayerState) -> [PlayerCommand] {
        switch event {
        case .panBegan:
            seekOrigin = (state.position, state.duration)
        case .seekTapsRunBegan:
            seekTapsOrigin = state.position
        case .touches(let fingers):
            if fingers == 0 {
                zoomOrigin = nil
                seekOrigin = nil
            }
        case .controls(let visible):
            return [.setControlsVisible(visible)]
        }
        return []
    }

    /// The current seek's anchor (the position and duration when the pan or the seek
    /// bar's drag began, else `state`'s), remembered until the seek ends.
    private mutating func seekAnchor(_ state: PlayerState) -> (position: Double, duration: Double?) {
        let anchor = seekOrigin ?? (state.position, state.duration)
        seekOrigin = anchor
        return anchor
    }

    /// The anchor, and where a pan of `points` from it seeks to, within the anchor's
    /// duration.
    private mutating func seek(
        by points: Double, state: PlayerState
    ) -> (anchor: (position: Double, duration: Double?), target: Double) {
        let anchor = seekAnchor(state)
        let target = anchor.position + points * settings.seekSecondsPerPoint
        return (anchor, clamp(target, 0, anchor.duration ?? .greatestFiniteMagnitude))
    }

    /// The anchor, and the seek bar's target (`seconds`) within its duration.
    private mutating func seek(
        to seconds: Double, state: PlayerState
    ) -> (anchor: (position: Double, duration: Double?), target: Double) {
        let anchor = seekAnchor(state)
        return (anchor, clamp(seconds, 0, anchor.duration ?? .greatestFiniteMagnitude))
    }

    /// Shows where a seek to `target` would go from the anchor's position.
    private func preview(to target: Double, from anchor: (position: Double, duration: Double?)) -> [PlayerCommand] {
        let origin = anchor.position
        return [
            .showSeekPreview(from: origin, to: target, offset: target - origin),
            .showOSD(OSDMessage(.seekPreview(target: target, offset: target - origin))),
        ]
    }

    /// Seeks once to `target` and ends the seek.
    private mutating func commit(to target: Double) -> [PlayerCommand] {
        seekOrigin = nil
        return [.hideSeekPreview, .seek(to: target), .showOSD(OSDMessage(.seek(to: target)))]
    }

    /// `value` limited to `low`…`high` (a `low` above `high` yields `low`).
    private func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        max(low, min(high, value))
    }

    /// The pan's distance in `payload`, or 0 when it carries none or no finite number.
    private static func points(_ payload: ActionPayload) -> Double {
        guard case .points(let points) = payload, points.isFinite else { return 0 }
        return points
    }

    /// The seconds in `payload`, or 0 when it carries none or no finite number.
    private static func seconds(_ payload: ActionPayload) -> Double {
        guard case .seconds(let seconds) = payload, seconds.isFinite else { return 0 }
        return seconds
    }

    /// The pinch's log2 scale in `payload`, or 0 when it carries none or no finite number.
    private static func zoomLog2(_ payload: ActionPayload) -> Double {
        guard case .zoomLog2(let scale) = payload, scale.isFinite else { return 0 }
        return scale
    }
}
