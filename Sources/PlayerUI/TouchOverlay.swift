import Gestures
import PlayerGestures
import PlayerModel
import TextFormats

#if canImport(Glibc)
    import Glibc
#endif

/// What touchmpv draws over the video, put together at a moment (`compose(at:status:)`)
/// from the layer's controls visibility, the touch controls' state, the HUD and the
/// touch trails, with the playback status the player reports. The host draws the model
/// (`OverlayText`) when it changed and asks `nextDeadline(after:)` when something goes
/// away by itself (the HUD's linger, the unlock button, a trail fading).
///
/// With `controls = osc|osd` there are no touch controls and no HUD (mpv's own OSD gives
/// the feedback); `show-touches` works with every style.
public final class TouchOverlay {
    /// The layout the overlay is drawn on now: the controls' (which follows the playlist).
    public var layout: ControlsLayout { controls?.layout ?? screenLayout }
    private let screenLayout: ControlsLayout
    private weak var layer: PlayerGestureLayer?
    private let controls: TouchControls?
    private let settings: PlayerSettings
    private var hud: FeedbackHUD?
    private var trails: TouchTrails?

    /// An overlay for `layer`'s screen showing `controls` (if any), the HUD (when
    /// `showsHUD`, scaled by `settings`' ranges) and the fingers (when `showsTouches`).
    public init(layer: PlayerGestureLayer, controls: TouchControls?, settings: PlayerSettings, showsHUD: Bool, showsTouches: Bool) {
        self.layer = layer
        self.controls = controls
        self.settings = settings
        screenLayout = ControlsLayout(screen: layer.window.bounds.size, panelTurn: layer.panelTurn)
        hud = showsHUD ? FeedbackHUD() : nil
        trails = showsTouches ? TouchTrails() : nil
    }

    /// The kiosk's chooser as it shows now, nil while it does not (set by the kiosk).
    public var chooser: (() -> OverlayModel.Chooser?)?

    /// Whether touch controls are drawn (`controls = touch`), so their position is needed.
    public var showsControls: Bool { controls != nil }

    /// Takes in an action the player carried out, with its commands (the HUD's values).
    public func record(_ event: PlayerGestureEvent, commands: [PlayerCommand]) {
        hud?.record(event, commands: commands, fingersDown: layer?.fingersDown ?? 0)
    }

    /// Takes in one finger's update (for `show-touches`).
    public func record(_ update: TouchUpdate, at time: Instant) {
        trails?.record(update, at: time)
    }

    /// The overlay at `time`, after taking note of the fingers down then (the HUD's
    /// gesture ends when none is).
    public func compose(at time: Instant, status: PlaybackStatus) -> OverlayModel {
        hud?.fingers(layer?.fingersDown ?? 0, at: time)
        if let shown = chooser?() {
            return OverlayModel(touches: trails?.marks(at: time) ?? [], chooser: shown)
        }
        // A file whose tracks are known and hold no video (mpv lists cover art as video).
        let tracks = status.choices.tracks
        let pictureless = controls != nil && !tracks.isEmpty && !tracks.contains { $0.kind == .video }
        return OverlayModel(
            background: pictureless ? status.title : nil,
            controls: controlsModel(status: status),
            menu: menuModel(),
            unlockButton: controls?.unlockButtonShown(at: time) ?? false,
            hud: hud?.item(at: time).map { hudModel($0, status: status) },
            touches: trails?.marks(at: time) ?? [])
    }

    /// When the overlay next changes by itself after `time`, if it will.
    public func nextDeadline(after time: Instant) -> Instant? {
        [hud?.deadline(after: time), controls?.unlockButtonDeadline(after: time), trails?.deadline(after: time)]
            .compactMap { $0 }.min()
    }

    private func controlsModel(status: PlaybackStatus) -> OverlayModel.Controls? {
        guard let controls, !controls.isLocked, layer?.controlsVisible == true else { return nil }
        let position = controls.seekBarTarget ?? status.position
        let knob: Double? =
            if let duration = status.duration, duration > 0, let position {
                (min(1, max(0, position / duration)) * layout.track.width).rounded()
            } else {
                nil
            }
        let marks: [Double] =
            if let duration = status.duration, duration > 0 {
                status.choices.chapters.map { (min(1, max(0, $0.start / duration)) * layout.track.width).rounded() }
            } else {
                []
            }
        return OverlayModel.Controls(
            title: status.title, paused: status.paused, position: position.map(NumberText.clock) ?? "-:--",
            duration: status.duration.map(NumberText.clock) ?? "-:--", knob: knob, isSeeking: controls.seekBarTarget != nil,
            menuButtons: controls.menusShown, speed: NumberText.format(status.choices.speed) + "×",
            playlistButtons: layout.playlistButtons, chapterMarks: marks)
    }

    private func menuModel() -> OverlayModel.Menu? {
        guard let controls, let menu = controls.openMenu, !controls.isLocked else { return nil }
        let offset = controls.menuOffset.rounded()
        let shown = controls.visibleMenuRows(offset: offset)
        return OverlayModel.Menu(title: MenuRows.title(of: menu), rows: shown.rows, firstRow: shown.first, offset: offset)
    }

    private func hudModel(_ item: FeedbackHUD.Item, status: PlaybackStatus) -> OverlayModel.HUD {
        let duration = status.duration
        switch item {
        case .volume(let volume):
            return gauge(atRightEdge: true, "Volume", "\(NumberText.format(volume.rounded()))%", fraction: volume / settings.volumeMax)
        case .brightness(let brightness):
            let range = settings.brightnessMax - settings.brightnessMin
            let fraction = range > 0 ? (brightness - settings.brightnessMin) / range : 1
            return gauge(atRightEdge: false, "Brightness", NumberText.format(brightness.rounded()), fraction: fraction)
        case .seek(let target, let offset):
            let filled = duration.flatMap { $0 > 0 ? (min(1, max(0, target / $0)) * layout.seekProgress.width).rounded() : nil }
            let distance = NumberText.clock(abs(offset))
            let sign = offset < 0 && distance != NumberText.clock(0) ? "-" : "+"
            let chapter = status.choices.chapter(at: target).map { MenuRows.label(ofChapter: $0, status.choices.chapters[$0]) }
            return .seek(target: NumberText.clock(target), offset: sign + distance, filled: filled, chapter: chapter)
        case .hold(let speed):
            return .hold(NumberText.format(speed) + "×")
        case .zoom(let zoom):
            return .zoom(NumberText.format(exp2(zoom), decimals: 2) + "×")
        case .seekTaps(let total):
            return .seekTaps(total)
        }
    }

    private func gauge(atRightEdge: Bool, _ caption: String, _ value: String, fraction: Double) -> OverlayModel.HUD {
        let height = layout.gauge(atRightEdge: atRightEdge).height
        let filled = (min(1, max(0, fraction.isFinite ? fraction : 0)) * height).rounded()
        return .gauge(atRightEdge: atRightEdge, caption: caption, value: value, filled: filled)
    }
}
