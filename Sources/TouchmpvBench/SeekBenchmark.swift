import Foundation
import SystemCalls
import ToolSupport

/// Section 4, seeking: from a seek's commit to mpv's `playback-restart`, through touch
/// and through IPC, on the same touchmpv.
///
/// Touch: a one-finger horizontal drag of 301 points over 168 ms (20 moves, 8 ms apart)
/// whose lift commits the seek: touchmpv sends `seek T absolute+exact` with T = the
/// position when the pan began + 301 · 0.1 s (`seek-per-point`). The time runs from just
/// before the `write(2)` of the lift frame to the read that brings `playback-restart`. IPC,
/// the reference: `seek T absolute+exact` sent over the socket, timed from the send to the
/// same event.
///
/// The ratio is taken while paused, where both paths seek to exactly the same T (the
/// position does not move, so it is read once over IPC, and T = position ± 30.1 s):
/// the difference is the path and nothing else. While playing, mpv 0.35 takes anywhere
/// from ~4 to ~40 ms (up to a frame period at 25 fps) to restart after an exact seek,
/// depending on where T falls against the playback clock and the frames — plain mpv over
/// IPC shows the same spread — so playing samples are reported beside it, with the IPC
/// seek built like the drag's (the position read when the drag begins, sent when it
/// lifts), but they compare targets as much as paths.
///
/// Rounds alternate touch and IPC, and go forward in the first half of the file and
/// backward in the second, so both seek the same distances over the same media.
struct SeekBenchmark {
    /// One seek's times, in microseconds from the commit (the lift's write, the IPC send).
    struct Sample {
        /// Until mpv's `seek` event: the seek reached mpv's core.
        var seekEvent: Double
        /// Until `playback-restart`: the seek is done and playback runs again.
        var restart: Double
    }

    struct Result {
        /// Touch-path samples while paused.
        var touch: [Sample] = []
        /// IPC samples while paused, to the same targets.
        var ipc: [Sample] = []
        /// Touch-path samples while playing.
        var playingTouch: [Sample] = []
        /// IPC samples while playing, built like the drag's seek.
        var playingIPC: [Sample] = []
        /// Samples with no `playback-restart` within 3 s.
        var missed = 0
    }

    let executable: String
    let workspace: Workspace
    /// Rounds of samples while paused (one touch, one IPC each).
    let rounds: Int
    /// Rounds of samples while playing.
    let playingRounds: Int

    /// The drag's moves.
    static let moves = 20
    /// The time between two frames of the drag, in microseconds.
    static let frameInterval = 8000
    /// The drag's length in points: ten 30-point steps.
    static let distance: Int32 = 301
    /// Seconds per point (the config's default `seek-per-point`).
    static let secondsPerPoint = 0.1

    /// Starts touchmpv, takes the samples, stops it.
    func measure() throws(BenchError) -> Result {
        let (session, ipc) = try TouchmpvSession.startWatched(
            executable: executable, workspace: workspace, name: "seek", mpvOptions: ["pause=yes"])
        var result = Result()
        _ = try touchSeek(session, ipc)
        for playing in [false, true] {
            if playing { try BenchError.ipc { () throws(MPVIPCError) in try ipc.command(["set_property", "pause", false]) } }
            for _ in 0..<(playing ? playingRounds : rounds) {
                let touch = try touchSeek(session, ipc)
                MonotonicClock.sleep(microseconds: 100_000)
                let reference = try ipcSeek(ipc, waitingLikeTheDrag: playing)
                MonotonicClock.sleep(microseconds: 100_000)
                if let touch { playing ? result.playingTouch.append(touch) : result.touch.append(touch) }
                if let reference { playing ? result.playingIPC.append(reference) : result.ipc.append(reference) }
                result.missed += (touch == nil ? 1 : 0) + (reference == nil ? 1 : 0)
            }
        }
        try session.stop()
        return result
    }

    /// Whether the next seek goes forward (in the first half of the 600 s source).
    private func forward(_ ipc: MPVIPCClient) throws(BenchError) -> (position: Double, forward: Bool) {
        guard let position = try BenchError.ipc({ () throws(MPVIPCError) in try ipc.number("time-pos") }) else {
            throw BenchError("mpv reports no position")
        }
        return (position, position < 300)
    }

    /// One horizontal drag, timed from its lift to `playback-restart`.
    private func touchSeek(_ session: TouchmpvSession, _ ipc: MPVIPCClient) throws(BenchError) -> Sample? {
        let direction: Int32 = try forward(ipc).forward ? 1 : -1
        let x0: Int32 = 640
        let y: Int32 = 500
        try session.write([.down(slot: 0, x: x0, y: y)])
        for step in 1...Self.moves {
            MonotonicClock.sleep(microseconds: Self.frameInterval)
            let offset = Self.distance * Int32(step) / Int32(Self.moves)
            try session.write([.move(slot: 0, x: x0 + direction * offset, y: y)])
        }
        MonotonicClock.sleep(microseconds: Self.frameInterval)
        ipc.discardPending()
        let lifted = try session.write([.up(slot: 0)])
        return sample(ipc, since: lifted)
    }

    /// One `seek <position ± 30.1> absolute+exact` over IPC, timed to `playback-restart`;
    /// while playing, sent a drag's duration after the position was read, as the drag's is.
    private func ipcSeek(_ ipc: MPVIPCClient, waitingLikeTheDrag: Bool) throws(BenchError) -> Sample? {
        let (position, forward) = try forward(ipc)
        let distance = Double(Self.distance) * Self.secondsPerPoint
        if waitingLikeTheDrag {
            MonotonicClock.sleep(microseconds: (Self.moves + 1) * Self.frameInterval)
        }
        let target = position + (forward ? distance : -distance)
        ipc.discardPending()
        let sent = MonotonicClock.nanoseconds()
        try BenchError.ipc { () throws(MPVIPCError) in try ipc.send(["seek", target, "absolute+exact"]) }
        return sample(ipc, since: sent)
    }

    /// Waits for the `seek` event, then `playback-restart`; nil when one does not come in 3 s.
    private func sample(_ ipc: MPVIPCClient, since commit: UInt64) -> Sample? {
        let limit = MonotonicClock.deadline(seconds: 3)
        guard let seek = ipc.wait(until: limit, for: { $0.event == "seek" }),
            let restart = ipc.wait(until: limit, for: { $0.event == "playback-restart" })
        else { return nil }
        return Sample(seekEvent: Double(seek.receivedAt - commit) / 1000, restart: Double(restart.receivedAt - commit) / 1000)
    }
}
