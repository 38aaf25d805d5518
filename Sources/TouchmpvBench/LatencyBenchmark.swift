import Foundation
import SystemCalls
import ToolSupport

/// Section 2: touch-to-mpv latency, against the floor of mpv's own IPC.
///
/// touchmpv plays headless with `input-ipc-server`; the benchmark (a second process)
/// observes `volume` over that socket. A sample of the touch path: a finger already
/// panning vertically on the right half moves across a 30-point step; the time runs
/// from just before the `write(2)` of that frame (its SYN_REPORT included) to the read
/// that brings mpv's `property-change` for `volume`. A sample of the floor: the same
/// watcher sends `set_property volume` over the socket and times it to the same
/// message. Each round is one drag (8 steps down, 8 back up: volume 100 → 60 → 100)
/// followed by 16 floor samples over the same values, with a few random milliseconds
/// between samples so that nothing runs in lockstep with mpv's timers.
struct LatencyBenchmark {
    /// The figures of the section, in microseconds.
    struct Result {
        /// Touch-path samples.
        var touch: [Double]
        /// Floor samples.
        var floor: [Double]
        /// Samples that timed out or showed the wrong volume.
        var missed: Int
    }

    let executable: String
    let workspace: Workspace
    /// Drags (16 samples each, and as many floor samples).
    let rounds: Int

    /// The pan's step in points (the config's default `pan-step`).
    static let step = 30.0
    /// Volume per step (the config's default `volume-step`).
    static let volumeStep = 5.0

    /// Starts touchmpv, takes the samples, stops it.
    func measure() throws(BenchError) -> Result {
        let (session, ipc) = try TouchmpvSession.startWatched(executable: executable, workspace: workspace, name: "latency")
        try BenchError.ipc { () throws(MPVIPCError) in try ipc.send(["observe_property", 1, "volume"]) }
        guard
            let first = ipc.wait(until: MonotonicClock.deadline(seconds: 2), for: { $0.event == "property-change" && $0.name == "volume" }),
            first.number == 100
        else { throw BenchError("mpv's volume did not start at 100") }
        var random = SplitMix64(seed: 6)
        var result = Result(touch: [], floor: [], missed: 0)
        _ = try drag(session, ipc, random: &random)
        for _ in 0..<rounds {
            let (touch, missedTouch) = try drag(session, ipc, random: &random)
            result.touch += touch
            let (floor, missedFloor) = try floorSamples(ipc, random: &random)
            result.floor += floor
            result.missed += missedTouch + missedFloor
        }
        try session.stop()
        return result
    }

    /// One vertical drag on the right half: down, a move that starts the pan, then a
    /// move across each step down and back up, each timed to mpv's volume change.
    private func drag(
        _ session: TouchmpvSession, _ ipc: MPVIPCClient,
        random: inout SplitMix64
    ) throws(BenchError) -> ([Double], Int) {
        let x: Int32 = 960
        let y0 = 300.0
        try session.write([.down(slot: 0, x: x, y: Int32(y0))])
        MonotonicClock.sleep(microseconds: 2000)
        try session.write([.move(slot: 0, x: x, y: Int32(y0 + 12))])
        MonotonicClock.sleep(microseconds: 5000)
        let levels = Array(1...8) + Array((0...7).reversed())
        var samples: [Double] = []
        var missed = 0
        for level in levels {
            let expected = 100 - Self.volumeStep * Double(level)
            ipc.discardPending()
            let written = try session.write([.move(slot: 0, x: x, y: Int32(y0 + Self.step * Double(level) + 1))])
            if let sample = Self.microseconds(untilVolume: expected, since: written, ipc) {
                samples.append(sample)
            } else {
                missed += 1
            }
            MonotonicClock.sleep(microseconds: random.next(in: 2000...6000))
        }
        try session.write([.up(slot: 0)])
        MonotonicClock.sleep(microseconds: 30_000)
        return (samples, missed)
    }

    /// Sixteen `set_property volume` over the socket: 95 … 60 … 100.
    private func floorSamples(_ ipc: MPVIPCClient, random: inout SplitMix64) throws(BenchError) -> ([Double], Int) {
        var samples: [Double] = []
        var missed = 0
        for level in Array(1...8) + Array((0...7).reversed()) {
            let volume = 100 - Self.volumeStep * Double(level)
            ipc.discardPending()
            let sent = MonotonicClock.nanoseconds()
            try BenchError.ipc { () throws(MPVIPCError) in try ipc.send(["set_property", "volume", volume]) }
            if let sample = Self.microseconds(untilVolume: volume, since: sent, ipc) {
                samples.append(sample)
            } else {
                missed += 1
            }
            MonotonicClock.sleep(microseconds: random.next(in: 2000...6000))
        }
        return (samples, missed)
    }

    /// Microseconds from `start` (MonotonicClock nanoseconds) to the read that brought mpv's
    /// next `volume` change, or nil when none came within a second or it was not `volume`.
    private static func microseconds(untilVolume volume: Double, since start: UInt64, _ ipc: MPVIPCClient) -> Double? {
        guard
            let change = ipc.wait(
                until: MonotonicClock.deadline(seconds: 1), for: { $0.event == "property-change" && $0.name == "volume" }),
            change.number == volume
        else { return nil }
        return Double(change.receivedAt - start) / 1000
    }
}
