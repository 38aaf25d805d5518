import SystemCalls
import ToolSupport

/// Section 3b: how often a moving menu list redraws, and that it stops redrawing once it
/// rests. touchmpv plays a playlist of `entries` copies of the built-in source, paused,
/// with mpv logging every command it runs (`--log-file`, `--msg-level=cplayer=trace`: the
/// only place `osd-overlay` calls show); the benchmark taps the controls up, opens the
/// playlist menu, and flings its list up with a fast drag through the touch FIFO. The
/// overlay updates are the `osd-overlay` commands in mpv's log, timed by mpv's clock,
/// between marks the benchmark writes into the same log (`print-text` over IPC): before
/// the drag, just after the lift, `restSeconds` after it, and `afterSeconds` later.
struct FlingBenchmark {
    struct Result {
        /// Overlay updates while the finger dragged the list.
        var dragUpdates: Int
        /// Overlay updates from the lift until the list rested: the fling.
        var movingUpdates: Int
        /// From the first of them to the last, in seconds (mpv's log clock).
        var movingSeconds: Double
        /// Overlay updates in the window after the list rested.
        var afterUpdates: Int
        /// That window, in seconds.
        var afterSeconds: Double

        /// Updates per second while the list moved: the intervals between updates over
        /// the time they span.
        var updatesPerSecond: Double {
            movingUpdates > 1 && movingSeconds > 0 ? Double(movingUpdates - 1) / movingSeconds : 0
        }
    }

    let executable: String
    let workspace: Workspace
    /// The built-in source's file, played `entries` times.
    let media: String
    let entries: Int
    let restSeconds: Double
    let afterSeconds: Double

    /// What the benchmark writes into mpv's log to mark the phases.
    private static let mark = "touchmpv-bench"

    func measure() throws(BenchError) -> Result {
        let mpvLog = workspace.path("fling-mpv.log")
        let started = try TouchmpvSession.startWatched(
            executable: executable, workspace: workspace, name: "fling",
            mpvOptions: ["pause=yes", "log-file=\(mpvLog)", "msg-level=cplayer=trace"],
            media: Array(repeating: media, count: entries))
        let session = started.session
        let ipc = started.ipc
        func mark(_ phase: String) throws(BenchError) {
            try BenchError.ipc { () throws(MPVIPCError) in try ipc.command(["print-text", "\(Self.mark) \(phase)"]) }
        }
        try session.tap(x: 640, y: 360)
        MonotonicClock.sleep(microseconds: 1_500_000)
        // With a playlist and one audio track, the playlist button is the top bar's
        // rightmost (B = 86 at 1280x720); its panel's list spans x 764…1280, y 172…720.
        try session.tap(x: 1237, y: 43)
        MonotonicClock.sleep(microseconds: 1_500_000)
        guard session.reported("menuOpen", "playlist") else {
            throw BenchError("the tap on the playlist button did not open its menu (see \(workspace.path("fling.log")))")
        }
        try mark("drag")
        // 400 points up in 12 frames 8 ms apart (about 4,000 points per second), then the lift.
        try session.write([.down(slot: 0, x: 1000, y: 650)])
        for step in 1...12 {
            MonotonicClock.sleep(microseconds: 8000)
            try session.write([.move(slot: 0, x: 1000, y: Int32(650 - step * 400 / 12))])
        }
        MonotonicClock.sleep(microseconds: 8000)
        try session.write([.up(slot: 0)])
        try mark("lift")
        MonotonicClock.sleep(microseconds: Int(restSeconds * 1_000_000))
        try mark("rest")
        MonotonicClock.sleep(microseconds: Int(afterSeconds * 1_000_000))
        try mark("end")
        // Stopping touchmpv ends mpv, which closes its log file whole.
        try session.stop()
        guard !session.reported("menuSelect", "playlist") else {
            throw BenchError("the fling chose an entry (see \(workspace.path("fling.log")))")
        }
        let commands = MPVLogCommands.commands(in: TextFile.text(of: mpvLog) ?? "")
        let marks = commands.indices.filter { commands[$0].name == "print-text" }
        guard marks.count == 4 else {
            throw BenchError("mpv's log \(mpvLog) has \(marks.count) of the benchmark's 4 marks")
        }
        let updates = (0..<3).map { phase in commands[marks[phase]..<marks[phase + 1]].filter { $0.name == "osd-overlay" } }
        let (drag, moving, after) = (updates[0], updates[1], updates[2])
        guard let first = moving.first, let last = moving.last else {
            throw BenchError("the fling redrew nothing (see \(mpvLog))")
        }
        return Result(
            dragUpdates: drag.count, movingUpdates: moving.count, movingSeconds: last.seconds - first.seconds, afterUpdates: after.count,
            afterSeconds: commands[marks[3]].seconds - commands[marks[2]].seconds)
    }
}
