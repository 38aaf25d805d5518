import SystemCalls
import ToolSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Section 4, start-up and memory: the same built-in source played headless by Debian's
/// `mpv --vo=null --ao=null` and by `touchmpv play --headless` (with its touch FIFO,
/// since this machine has no touchscreen for `touch = auto`).
///
/// Plain mpv runs with `--no-config --no-terminal`, which is what libmpv inside touchmpv
/// has by default (no user config, no terminal status line), so both do the same work.
/// - Start-up: the wall time from `posix_spawn` to exit of a run that plays one frame
///   (`--frames=1`, `--mpv frames=1`): start, load, first frame, quit.
/// - Memory: the peak resident set size (`VmHWM` in /proc/PID/status, read every 20 ms
///   while it runs; the last reading before exit counts) of a run that plays 3 s
///   (`frames=75` at 25 fps, paced by the null audio output). Not `wait4`'s `ru_maxrss`:
///   a child started with `posix_spawn` (vfork) inherits the spawning process's peak in
///   it, and the benchmark itself holds a million events.
/// Runs alternate between the two programs; medians count.
struct PlainMPVComparison {
    struct Result {
        /// Start-up runs of plain mpv, in milliseconds.
        var mpvStartup: [Double]
        /// Start-up runs of touchmpv, in milliseconds.
        var touchmpvStartup: [Double]
        /// Peak RSS of plain mpv's runs, in KiB.
        var mpvPeakRSS: [Double]
        /// Peak RSS of touchmpv's runs, in KiB.
        var touchmpvPeakRSS: [Double]
    }

    let touchmpv: String
    let mpv: String
    /// The built-in source's file.
    let media: String
    let workspace: Workspace
    /// Start-up runs per program.
    let startupRuns: Int
    /// Memory runs per program.
    let memoryRuns: Int

    /// Takes every run.
    func measure() throws(BenchError) -> Result {
        var result = Result(mpvStartup: [], touchmpvStartup: [], mpvPeakRSS: [], touchmpvPeakRSS: [])
        let fifo = workspace.path("compare.fifo")
        FileSystem.remove(fifo)
        do throws(Errno) {
            try FileSystem.createFIFO(fifo)
        } catch {
            throw BenchError("mkfifo \(fifo): \(error)")
        }
        defer { FileSystem.remove(fifo) }
        for run in 0..<(startupRuns + memoryRuns) {
            let frames = run < startupRuns ? 1 : 75
            let plain = [mpv, "--no-config", "--no-terminal", "--vo=null", "--ao=null", "--frames=\(frames)", media]
            let ours = [
                touchmpv, "play", "--headless", "--no-mpv-config", "--no-mpv-config", "--touch", fifo, "--config", workspace.configPath,
                "--mpv", "frames=\(frames)",
            ]
            // Alternate which program goes first, so neither always finds the caches warm.
            let order = run % 2 == 0 ? [(plain, true), (ours, false)] : [(ours, false), (plain, true)]
            for (arguments, isPlain) in order {
                let process = try ChildProcess(arguments, logPath: workspace.path(isPlain ? "mpv.log" : "touchmpv-compare.log"))
                var peak = 0
                if run >= startupRuns {
                    while process.isRunning {
                        peak = max(peak, ProcStatus.kilobytes("VmHWM:", of: String(process.pid)) ?? 0)
                        MonotonicClock.sleep(microseconds: 20_000)
                    }
                }
                let end = try process.wait(seconds: 60)
                guard end.status == 0 else {
                    throw BenchError("\(process.commandLine) exited with \(end.status) (see \(workspace.directory))")
                }
                if run < startupRuns {
                    let milliseconds = Double(end.reapedAt - process.startedAt) / 1e6
                    if isPlain { result.mpvStartup.append(milliseconds) } else { result.touchmpvStartup.append(milliseconds) }
                } else {
                    let kilobytes = Double(peak)
                    if isPlain { result.mpvPeakRSS.append(kilobytes) } else { result.touchmpvPeakRSS.append(kilobytes) }
                }
            }
        }
        return result
    }
}
