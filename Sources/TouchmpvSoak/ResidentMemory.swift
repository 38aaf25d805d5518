import Foundation

/// Resident memory as Linux reports it in `/proc/PID/status` (`VmRSS`).
enum ResidentMemory {
    /// The resident set of process `pid` ("self" for this one) in KiB, or nil when the
    /// process is gone.
    static func kilobytes(of pid: String = "self") -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        }
        return nil
    }
}
