/// The numbers of the action → effect mapping (docs/behaviour.md, "The action mapping"),
/// each a key of `touchmpv.conf`.
public struct PlayerSettings: Hashable, Sendable {
    /// Volume change per `volumeUp`/`volumeDown` (`volume-step`).
    public var volumeStep: Double = 5
    /// The highest volume a gesture sets (`volume-max`); the lowest is 0.
    public var volumeMax: Double = 100
    /// Brightness change per `brightnessUp`/`brightnessDown` (`brightness-step`).
    public var brightnessStep: Double = 10
    /// The lowest brightness a gesture sets (`brightness-min`).
    public var brightnessMin: Double = -100
    /// The highest brightness a gesture sets (`brightness-max`).
    public var brightnessMax: Double = 100
    /// Seconds of media per point of horizontal pan (`seek-per-point`).
    public var seekSecondsPerPoint: Double = 0.1
    /// The speed while a long press is held (`hold-speed`).
    public var holdSpeed: Double = 2.0

    /// The lowest `video-zoom` a pinch sets: mpv's own lower limit.
    public static let zoomMin: Double = -20
    /// The highest `video-zoom` a pinch sets: mpv's own upper limit.
    public static let zoomMax: Double = 20

    public init() {}
}
