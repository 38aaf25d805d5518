/// A run of seeking taps (`touchmpv/seek-taps STEP`, docs/behaviour.md, "Gesture
/// bindings"): the double tap and the further taps on its region.
public enum SeekTapsRun {
    /// How long a run stays open after a tap's lift: the next tap must land sooner to add
    /// a step, and the HUD shows the total until then. One number for both, so that the
    /// total goes exactly when a tap can no longer add to it.
    public static let interval: Duration = .milliseconds(650)

    /// The most seconds a step seeks, and a run's total reaches, either way: a day, longer
    /// than any film, so that a bindings file cannot ask for a step a run would add up to
    /// infinity, and no run does (mpv clamps the seek itself to the file).
    public static let maximumSeconds = 86_400.0

    /// The run's `total` with one more `step`, held within ±`maximumSeconds` (what is not
    /// a number adds nothing).
    public static func total(_ total: Double, adding step: Double) -> Double {
        let sum = total + step
        guard !sum.isNaN else { return total.isNaN ? 0 : total }
        return min(max(sum, -maximumSeconds), maximumSeconds)
    }
}
