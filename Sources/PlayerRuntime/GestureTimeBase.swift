import Gestures

/// Where the gesture clock's zero lies on CLOCK_MONOTONIC, and how a touch source's
/// stamps map onto it: the run loop's start for a touch device, the moment playback
/// started for a script (so that a script's `@0` is the first frame shown).
///
/// It is the one place that turns a device's stamp into a frame's time; that time never
/// running backwards is the router's rule (docs/behaviour.md, "A frame's time").
struct GestureTimeBase {
    /// Time 0 on CLOCK_MONOTONIC; nil until playback started when a script waits for it.
    private(set) var origin: Instant?

    /// The largest gap between a frame's kernel stamp and its reading that is taken as
    /// real: a device's frames are read within milliseconds, a recorded file's stamps
    /// are from another day.
    static let acceptedSkew: Duration = .seconds(10)

    /// Sets the origin at `monotonic` unless it is set already.
    mutating func start(at monotonic: Instant) {
        if origin == nil { origin = monotonic }
    }

    /// `monotonic` on the gesture clock; time 0 until the origin is set.
    func time(at monotonic: Instant) -> Instant {
        guard let origin else { return .zero }
        return Instant(microseconds: monotonic.microseconds &- origin.microseconds)
    }

    /// A frame stamped `stamp` (CLOCK_MONOTONIC) and read at `reading` (gesture clock) on
    /// the gesture clock: its own time when that lies within `acceptedSkew` before the
    /// reading, else the reading time. A device's stamps are the kernel's, but a FIFO's or
    /// a file's are whatever its writer wrote.
    func frameTime(_ stamp: Instant, readAt reading: Instant) -> Instant {
        let time = self.time(at: stamp)
        guard origin != nil else { return reading }
        let skew = time.microseconds &- reading.microseconds
        return (-Self.acceptedSkew.wholeMicroseconds...0).contains(skew) ? time : reading
    }
}
