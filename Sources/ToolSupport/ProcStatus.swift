import Foundation

/// Fields of a process's `/proc/PID/status` (`VmRSS`, `VmHWM`, `voluntary_ctxt_switches`…),
/// as the benchmark and the soak read them.
public enum ProcStatus {
    /// The text of `/proc/PID/status` for `pid` ("self" for this process, or a task path
    /// such as "123/task/124"), or nil when the process is gone.
    public static func text(of pid: String) -> String? {
        TextFile.text(of: "/proc/\(pid)/status")
    }

    /// The value after `key` (e.g. "VmRSS:") on its line of a status file's `text`, trimmed.
    public static func field(_ key: String, in text: String) -> String? {
        for line in text.split(separator: "\n") where line.hasPrefix(key) {
            return line.dropFirst(key.count).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// A memory figure such as "VmRSS:" or "VmHWM:" of process `pid`, in KiB, or nil when
    /// the process is gone.
    public static func kilobytes(_ key: String, of pid: String) -> Int? {
        guard let status = text(of: pid), let value = field(key, in: status) else { return nil }
        return Int(value.split(separator: " ").first ?? "")
    }
}
