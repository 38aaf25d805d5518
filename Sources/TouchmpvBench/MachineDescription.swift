import Foundation
import ToolSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Where and when the benchmark ran: the date, the CPU, its core count, the kernel, the
/// load when it started (other work on a shared machine shows in every figure), and mpv.
struct MachineDescription {
    /// The start, ISO 8601 in UTC.
    let date: String
    /// The CPU model (`model name` in /proc/cpuinfo).
    let cpuModel: String
    /// The online CPU count (`nproc`).
    let processors: Int
    let kernel: String
    /// The 1-minute load average at the start.
    let loadAverage: Double
    /// The first line of `mpv --version`.
    let mpvVersion: String

    /// Reads the machine now; `mpvVersion` is given by the caller.
    init(mpvVersion: String) {
        date = ISO8601DateFormatter().string(from: Date())
        let cpuinfo = TextFile.text(of: "/proc/cpuinfo") ?? ""
        cpuModel =
            cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
        processors = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        var name = utsname()
        uname(&name)
        kernel = withUnsafeBytes(of: name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let loadavg = TextFile.text(of: "/proc/loadavg") ?? ""
        loadAverage = loadavg.split(separator: " ").first.flatMap { Double($0) } ?? 0
        self.mpvVersion = mpvVersion
    }

    /// The description as `bench.json`'s `machine` object.
    var json: [String: Any] {
        ["nproc": processors, "cpu_model": cpuModel, "kernel": kernel, "load_average_1m_at_start": loadAverage, "mpv": mpvVersion]
    }

    /// One line for the top of the table.
    var summary: String {
        "\(date), \(cpuModel), \(processors) CPUs, Linux \(kernel), load \(loadAverage) at start, \(mpvVersion)"
    }
}
