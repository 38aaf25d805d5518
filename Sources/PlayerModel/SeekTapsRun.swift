/// A run of seeking taps (`touchmpv/seek-taps STEP`, docs/behaviour.md, "Gesture
/// bindings"): the double tap and the further taps on its region.
public enum SeekTapsRun {
    /// How long a run stays open after a tap's lift: the next tap must land sooner to add
    /// a step, and the HUD shows the total until then. One number for both, so that the
    /// total goes exactly when a tap can no longer add to it.
    public static let interval: Duration = .milliseconds(650)
}
