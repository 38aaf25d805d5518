#if canImport(Glibc)
    import Glibc
#endif

/// CLOCK_THREAD_CPUTIME_ID: the CPU time the calling thread has used. The benchmark reads
/// the pipeline's cost on it, so that time spent preempted by other work on a shared
/// machine does not count as the pipeline's.
public enum ThreadCPUClock {
    /// The calling thread's CPU time so far, in nanoseconds.
    public static func nanoseconds() -> UInt64 {
        clockNanoseconds(CLOCK_THREAD_CPUTIME_ID)
    }
}
