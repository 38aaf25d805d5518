import Foundation
import SystemCalls
import ToolSupport

/// Section 3: what touchmpv costs while nothing happens. It plays the built-in source
/// paused (`--mpv pause=yes`), its touch FIFO held open by the benchmark (a touchscreen
/// plugged in), taps once so the touch controls are up (they stay: the benchmark's config
/// has a long `controls-hide-delay`), taps the speed button so that a menu is open (what
/// a menu must not cost while nothing moves), and leaves it alone; after it settled, the
/// benchmark reads /proc before and after a window: the run-loop thread's (the main
/// thread's) voluntary context switches — each a sleep that something ended, i.e. a
/// wakeup — and the CPU time of all threads; mpv's own threads are counted apart.
struct IdleBenchmark {
    struct Result {
        /// Wakeups of touchmpv's run-loop thread in the window.
        var runLoopWakeups: Int
        /// CPU time of the whole process in the window, in milliseconds.
        var cpuMilliseconds: Double
        /// CPU time of the run-loop thread alone, in milliseconds.
        var runLoopCPUMilliseconds: Double
        /// Wakeups of every other thread (mpv's) in the window.
        var otherThreadWakeups: Int
        /// The window in seconds.
        var seconds: Double
    }

    let executable: String
    let workspace: Workspace
    let seconds: Double

    /// Starts touchmpv paused, lets it settle, measures the window, stops it.
    func measure() throws(BenchError) -> Result {
        let session: TouchmpvSession
        do {
            // The connection is only to know that the file is loaded and paused; it is
            // closed before the window, so mpv's IPC thread has nobody to talk to.
            let started = try TouchmpvSession.startWatched(
                executable: executable, workspace: workspace, name: "idle", mpvOptions: ["pause=yes"])
            session = started.session
            guard try BenchError.ipc({ () throws(MPVIPCError) in try started.ipc.flag("pause") }) == true else {
                throw BenchError("touchmpv's mpv is not paused")
            }
        }
        try session.tap(x: 640, y: 360)
        MonotonicClock.sleep(microseconds: 1_500_000)
        let log = TextFile.text(of: session.logPath) ?? ""
        guard log.contains("toggleControls           → controls visible") else {
            throw BenchError("the tap did not show the controls (see \(workspace.path("idle.log")))")
        }
        // The built-in source has one audio track, no subtitle, no chapter and no playlist:
        // the speed button is the top bar's only one, at its right edge (B = 86 at 1280x720).
        try session.tap(x: 1237, y: 43)
        MonotonicClock.sleep(microseconds: 1_500_000)
        guard session.reported("menuOpen", "speed") else {
            throw BenchError("the tap on the speed button did not open its menu (see \(workspace.path("idle.log")))")
        }
        let before = try ProcessStatistics(pid: session.process.pid)
        let start = MonotonicClock.nanoseconds()
        MonotonicClock.sleep(microseconds: Int(seconds * 1_000_000))
        let after = try ProcessStatistics(pid: session.process.pid)
        let elapsed = Double(MonotonicClock.nanoseconds() - start) / 1e9
        try session.stop()
        let otherBefore = before.threads.dropFirst().reduce(0) { $0 + $1.voluntarySwitches }
        let otherAfter = after.threads.dropFirst().reduce(0) { $0 + $1.voluntarySwitches }
        return Result(
            runLoopWakeups: after.main.voluntarySwitches - before.main.voluntarySwitches,
            cpuMilliseconds: Double(after.cpuTicks - before.cpuTicks) * ProcessStatistics.millisecondsPerTick,
            runLoopCPUMilliseconds: Double(after.main.cpuTicks - before.main.cpuTicks) * ProcessStatistics.millisecondsPerTick,
            otherThreadWakeups: otherAfter - otherBefore, seconds: elapsed)
    }
}
