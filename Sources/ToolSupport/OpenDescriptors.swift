import SystemCalls

/// How many descriptors a process has open, read from `/proc/PID/fd`, as the soak
/// compares them: a descriptor leaked once per reload or reconnection shows as a count
/// that grows.
public enum OpenDescriptors {
    /// The entries of `/proc/PID/fd` for `pid` ("self" for this process, whose count
    /// includes the descriptor reading the folder), or nil when the process is gone.
    public static func count(of pid: String) -> Int? {
        (try? FileSystem.directoryEntries("/proc/\(pid)/fd"))?.count
    }
}
