import Gestures
import MPVPlayer
import PlayerGestures
import PlayerUI

/// `play`'s side of touchmpv's overlay: after each turn of the run loop it composes the
/// overlay with mpv's playback status and sends it (`OSDOverlay`) only when it looks
/// different. So a touch that changes nothing on screen sends nothing, and a paused
/// player with the controls up makes no wakeups.
final class OverlayPresenter {
    let overlay: TouchOverlay
    private let status: MPVPlaybackStatus
    private let layer: PlayerGestureLayer
    private let output: OSDOverlay
    /// The model on screen.
    private var shown = OverlayModel()
    /// Called when mpv refused the overlay or an observation (playback goes on).
    var onError: ((MPVError) -> Void)?

    /// Presents `overlay`, drawn over `layer`'s screen, on `client`, with `status` (which
    /// the run loop starts and feeds: the screen schedule reads it too).
    init(client: MPVClient, layer: PlayerGestureLayer, overlay: TouchOverlay, status: MPVPlaybackStatus) {
        self.layer = layer
        self.overlay = overlay
        self.status = status
        let screen = overlay.layout.panel
        output = OSDOverlay(client: client, width: Int(screen.width.rounded()), height: Int(screen.height.rounded()))
    }

    /// Composes the overlay at `time` and sends it if it changed; the position is
    /// followed while the controls show it.
    func update(at time: Instant) {
        do throws(MPVError) {
            try status.followPosition(overlay.showsControls && layer.controlsVisible)
            let model = overlay.compose(at: time, status: status.status)
            guard model != shown else { return }
            shown = model
            try output.show(OverlayText.ass(model, layout: overlay.layout))
        } catch {
            onError?(error)
        }
    }

    /// When the overlay next changes by itself after `time`.
    func nextDeadline(after time: Instant) -> Instant? {
        overlay.nextDeadline(after: time)
    }
}
