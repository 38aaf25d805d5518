/// The frame grid a scroll view's motion is shown on, so that a moving list is redrawn
/// once per display frame and not at every timer the clock could fire (docs/behaviour.md,
/// "Scrolling lists"): 60 frames a second, frame k of a motion k/60 s after it started,
/// rounded down to the microsecond from the start so that the grid never drifts.
public enum DisplayFrame {
    /// Frames per second: the refresh rate of the displays touchmpv runs on.
    public static let framesPerSecond: Int64 = 60

    /// When frame `frame` of a motion that started at `start` is shown.
    static func instant(_ frame: Int64, after start: Instant) -> Instant {
        start.advanced(byMicroseconds: frame &* 1_000_000 / framesPerSecond)
    }
}
