#if canImport(Glibc)
    import Glibc
#endif

/// CLOCK_MONOTONIC: the clock the kernel stamps touch events with once EVIOCSCLOCKID asks
/// for it, so the run loop's deadlines and the benchmark's intervals are on the same clock
/// as the touches.
public enum MonotonicClock {
    /// Nanoseconds since an arbitrary start (boot).
    public static func nanoseconds() -> UInt64 {
        clockNanoseconds(CLOCK_MONOTONIC)
    }

    /// Microseconds, the unit of `struct input_event` times and of `Instant`.
    public static func microseconds() -> Int64 {
        Int64(nanoseconds() / 1000)
    }

    /// The moment `seconds` from now, in `nanoseconds()`.
    public static func deadline(seconds: Double) -> UInt64 {
        nanoseconds() + UInt64(seconds * 1e9)
    }

    /// nanosleep(2) for `microseconds`, resumed after a signal for the time left.
    public static func sleep(microseconds: Int) {
        var request = timespec(tv_sec: microseconds / 1_000_000, tv_nsec: (microseconds % 1_000_000) * 1000)
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0, errno == EINTR {
            request = remaining
        }
    }
}

/// clock_gettime(2) of `clock` in nanoseconds; it cannot fail for the clocks used here.
func clockNanoseconds(_ clock: clockid_t) -> UInt64 {
    var now = timespec()
    clock_gettime(clock, &now)
    return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
}
