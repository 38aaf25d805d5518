#if canImport(Glibc)
    import Glibc
#endif

/// The calling thread's nice value. Linux keeps one per thread, a thread inherits its
/// creator's, and setpriority(2) with `PRIO_PROCESS` and 0 names the calling thread: so a
/// thread that lowers its own before it starts a library's threads lowers theirs too.
public enum ThreadPriority {
    /// Sets the calling thread's nice value to `nice` (an unprivileged thread may only
    /// raise it: Linux refuses a lower one without `CAP_SYS_NICE` or `RLIMIT_NICE`).
    public static func setNice(_ nice: Int32) throws(Errno) {
        guard setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, nice) == 0 else { throw Errno.current }
    }

    /// The calling thread's nice value (getpriority(2) cannot fail for the calling thread).
    public static var current: Int32 {
        getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
    }

    /// The nice value of thread `thread` of this process, from /proc/self/task/ID/stat
    /// (nil when the thread is gone).
    public static func niceValue(ofThread thread: Int32) -> Int? {
        guard let stat = (try? FileSystem.contents(of: "/proc/self/task/\(thread)/stat")) ?? nil else { return nil }
        // The fields after the command name, which is in parentheses and may hold spaces.
        guard let close = stat.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "))
        // Field 19 of stat(5) is the nice value; fields[0] here is field 3, the state.
        return fields.count > 16 ? Int(String(decoding: fields[16], as: UTF8.self)) : nil
    }

    /// The ids of this process's threads, from /proc/self/task.
    public static func threads() -> [Int32] {
        ((try? FileSystem.directoryEntries("/proc/self/task")) ?? []).compactMap { Int32($0) }
    }
}
