#if canImport(Glibc)
    import Glibc
#endif

/// The wall clock read as the local time of day, what a daily schedule is written in.
public enum LocalClock {
    /// Microseconds since the local midnight, now: CLOCK_REALTIME through localtime_r(3),
    /// after tzset(3), so that a changed `TZ` is taken.
    public static func timeOfDay() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        tzset()
        var seconds = now.tv_sec
        var local = tm()
        // localtime_r fails only for a year beyond an int: not a clock's.
        _ = localtime_r(&seconds, &local)
        // A leap second (tm_sec 60) counts as the minute's last.
        return (Int64(local.tm_hour) * 3600 + Int64(local.tm_min) * 60 + Int64(min(local.tm_sec, 59))) * 1_000_000
            + Int64(now.tv_nsec / 1000)
    }

    /// CLOCK_REALTIME in nanoseconds since the epoch.
    public static func realtimeNanoseconds() -> UInt64 {
        clockNanoseconds(CLOCK_REALTIME)
    }
}
