/// What the layer tells its delegate besides actions: the facts the player needs to
/// anchor a seek, and the controls' visibility, which the layer owns
/// (`ControlsVisibility`) and the player only shows.
public enum TouchSequenceEvent: Hashable, Sendable {
    /// An input frame reached the layer; `fingersDown` fingers are still down after it.
    case touches(fingersDown: Int)
    /// A pan bound to a pan action began: the moment whose playback position a seek is
    /// relative to.
    case panBegan
    /// A double tap bound to `touchmpv/seek-taps` opened a run of seeking taps: the
    /// moment whose playback position the run's seeks are relative to. Reported just
    /// before the run's first `seekTaps`; a further tap of the run reports none.
    case seekTapsRunBegan
    /// The controls were shown or hidden (a single tap, the controls' own buttons, the
    /// auto-hide); reported before the action that caused it, if any.
    case controls(visible: Bool)
}
