#if canImport(Glibc)
    import Glibc
#endif

/// CLOCK_MONOTONIC in nanoseconds: the clock every interval of the benchmark is read on
/// (the same clock the kernel stamps touch events with under EVIOCSCLOCKID).
enum MonotonicClock {
    /// Now, in nanoseconds since an arbitrary start (boot).
    static func nanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
    }

    /// The moment `seconds` from now.
    static func deadline(seconds: Double) -> UInt64 {
        nanoseconds() + UInt64(seconds * 1e9)
    }

    /// Sleeps for `microseconds`.
    static func sleep(microseconds: Int) {
        var request = timespec(tv_sec: microseconds / 1_000_000, tv_nsec: (microseconds % 1_000_000) * 1000)
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0, errno == EINTR {
            request = remaining
        }
    }
}
