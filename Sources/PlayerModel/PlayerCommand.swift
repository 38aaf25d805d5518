/// One thing the player must do in answer to an action: the output of `ActionMapping`.
///
/// The simulated player applies commands to its `PlayerState`; the mpv delegate turns the
/// same commands into mpv commands and property writes, so both sides behave alike.
public enum PlayerCommand: Hashable, Sendable {
    /// Set `volume` to the value (already clamped to 0…volume-max).
    case setVolume(Double)
    /// Set the brightness to the value (already clamped to the brightness range).
    case setBrightness(Double)
    /// Flip `pause` (mpv: `cycle pause`).
    case togglePause
    /// Seek to the absolute position in seconds, exactly (mpv: `seek T absolute+exact`).
    case seek(to: Double)
    /// Show where a seek would go without seeking: from the position at the pan's start
    /// to `to`, an offset of `offset` seconds.
    case showSeekPreview(from: Double, to: Double, offset: Double)
    /// Take the seek preview away (the seek was committed or cancelled).
    case hideSeekPreview
    /// Set `speed` to the value.
    case setSpeed(Double)
    /// Set `video-zoom` to the value (log2 units).
    case setZoom(Double)
    /// Show or hide the on-screen controls.
    case setControlsVisible(Bool)
    /// Show a short feedback message on the OSD.
    case showOSD(OSDMessage)
    /// Run an mpv input command written as input.conf writes it, as `mpv_command_string`
    /// runs it: with mpv's OSD and property expansion as for a key binding, and prefixes
    /// such as `no-osd` or `osd-msg-bar` as the user wrote them.
    case runCommand(String)
}
