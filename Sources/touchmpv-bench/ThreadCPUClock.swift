#if canImport(Glibc)
    import Glibc
#endif

/// CLOCK_THREAD_CPUTIME_ID: the CPU time the calling thread has used, in nanoseconds.
/// The pipeline's cost is read on it, so that time the thread spends preempted by
/// other work on a shared machine does not count as the pipeline's.
enum ThreadCPUClock {
    /// The calling thread's CPU time so far, in nanoseconds.
    static func nanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
    }
}
