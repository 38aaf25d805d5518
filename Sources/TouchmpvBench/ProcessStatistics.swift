import Foundation
import ToolSupport

#if canImport(Glibc)
    import Glibc
#endif

/// What /proc says about a process's threads: context switches and CPU time.
struct ProcessStatistics {
    struct ThreadCounters {
        var tid: Int
        /// Its name (`comm`).
        var name: String
        /// `voluntary_ctxt_switches`: times it went to sleep waiting (each sleep ended by a wakeup).
        var voluntarySwitches: Int
        /// User plus system CPU time, in clock ticks.
        var cpuTicks: Int
    }

    let pid: Int32
    /// Every thread's counters, the main thread (tid = pid) first.
    let threads: [ThreadCounters]
    /// User plus system CPU time of the whole process (all threads, /proc/PID/stat), in clock ticks.
    let cpuTicks: Int

    /// Reads the counters of every thread of `pid` now.
    init(pid: Int32) throws(BenchError) {
        self.pid = pid
        let taskDirectory = "/proc/\(pid)/task"
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: taskDirectory) else {
            throw BenchError("cannot list \(taskDirectory)")
        }
        var threads: [ThreadCounters] = []
        for tid in entries.compactMap(Int.init).sorted() {
            guard let status = ProcStatus.text(of: "\(pid)/task/\(tid)"),
                let stat = TextFile.text(of: "\(taskDirectory)/\(tid)/stat")
            else { continue }
            threads.append(
                ThreadCounters(
                    tid: tid, name: ProcStatus.field("Name:", in: status) ?? "?",
                    voluntarySwitches: ProcStatus.field("voluntary_ctxt_switches:", in: status).flatMap { Int($0) } ?? 0,
                    cpuTicks: Self.cpuTicks(stat)))
        }
        guard let main = threads.firstIndex(where: { $0.tid == Int(pid) }) else {
            throw BenchError("process \(pid) has no main thread in /proc")
        }
        threads.insert(threads.remove(at: main), at: 0)
        self.threads = threads
        guard let stat = TextFile.text(of: "/proc/\(pid)/stat") else {
            throw BenchError("cannot read /proc/\(pid)/stat")
        }
        cpuTicks = Self.cpuTicks(stat)
    }

    var main: ThreadCounters { threads[0] }

    static let millisecondsPerTick = 1000 / Double(sysconf(Int32(_SC_CLK_TCK)))

    /// utime + stime (fields 14 and 15) of a /proc stat line, after the `(comm)` field.
    private static func cpuTicks(_ stat: String) -> Int {
        guard let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // fields[0] is field 3 (state): utime is field 14, stime field 15.
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return 0 }
        return user + system
    }
}
