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
///
/// With `thumbnailMedia`, the same while a seek preview's picture is decoding: touchmpv
/// plays that file (`ThumbnailMedia`) window-less and paused, with `thumbnail-exact = yes`,
/// and before each drag and each block of floor samples a pan moves onto its first level
/// and is cancelled by a second finger: the second core is then decoding the exact frame
/// 1.5 s past a key frame (37 frames of 1920×1080), which goes on after the cancel (its
/// picture is not shown), while the samples are taken. How long that decoding takes is
/// measured first, on the same frame with the preview held until its picture shows.
struct LatencyBenchmark {
    /// The figures of the section, in microseconds.
    struct Result {
        /// Touch-path samples.
        var touch: [Double]
        /// Floor samples.
        var floor: [Double]
        /// Samples that timed out or showed the wrong volume.
        var missed: Int
        /// With `thumbnailMedia`: milliseconds from the preview's step to its picture.
        var decodeMilliseconds: Double?
    }

    let executable: String
    let workspace: Workspace
    /// Drags (16 samples each, and as many floor samples).
    let rounds: Int
    /// The file to preview while measuring, if any.
    var thumbnailMedia: String? = nil

    /// The pan's step in points (the config's default `pan-step`).
    static let step = 30.0
    /// Volume per step (the config's default `volume-step`).
    static let volumeStep = 5.0

    /// Starts touchmpv, takes the samples, stops it.
    func measure() throws(BenchError) -> Result {
        let output = try thumbnailMedia.map { _ throws(BenchError) in try OutputLines(path: workspace.path("latency.out")) }
        let (session, ipc) =
            if let thumbnailMedia {
                try TouchmpvSession.startWatched(
                    executable: executable, workspace: workspace, name: "latency-thumbnails",
                    mpvOptions: ["vo=null", "ao=null", "pause=yes", "start=\(PreviewPan.start)"], media: [thumbnailMedia],
                    headless: false, settings: "thumbnail-exact = yes\n", output: output?.path)
            } else {
                try TouchmpvSession.startWatched(executable: executable, workspace: workspace, name: "latency")
            }
        defer { output?.save(to: workspace.path("latency-thumbnails.log")) }
        try BenchError.ipc { () throws(MPVIPCError) in try ipc.send(["observe_property", 1, "volume"]) }
        guard
            let first = ipc.wait(until: MonotonicClock.deadline(seconds: 2), for: { $0.event == "property-change" && $0.name == "volume" }),
            first.number == 100
        else { throw BenchError("mpv's volume did not start at 100") }
        var random = SplitMix64(seed: 6)
        var result = Result(touch: [], floor: [], missed: 0)
        if let output {
            // The first picture opens the file in the second core; the second is decoding alone.
            for _ in 0..<2 { result.decodeMilliseconds = try previewStep(session, waitingFor: output) }
        }
        _ = try drag(session, ipc, random: &random)
        for _ in 0..<rounds {
            if thumbnailMedia != nil { _ = try previewStep(session, waitingFor: nil) }
            let (touch, missedTouch) = try drag(session, ipc, random: &random)
            result.touch += touch
            if thumbnailMedia != nil { _ = try previewStep(session, waitingFor: nil) }
            let (floor, missedFloor) = try floorSamples(ipc, random: &random)
            result.floor += floor
            result.missed += missedTouch + missedFloor
        }
        output?.discardPending()
        try session.stop()
        return result
    }

    /// A pan onto its first level (a preview of the position + 5 s), cancelled by a second
    /// finger, at once or once `output` printed its picture; the milliseconds until then.
    private func previewStep(_ session: TouchmpvSession, waitingFor output: OutputLines?) throws(BenchError) -> Double? {
        output?.discardPending()
        try session.write([.down(slot: 0, x: 300, y: 500)])
        MonotonicClock.sleep(microseconds: 8000)
        let stepped = try session.write([.move(slot: 0, x: 350, y: 500)])
        var milliseconds: Double?
        if let output {
            guard let shown = output.wait(until: MonotonicClock.deadline(seconds: 10), for: { $0.contains("thumbnailShown") }) else {
                throw BenchError("the preview showed no picture (see \(workspace.path("latency-thumbnails.log")))")
            }
            milliseconds = Double(shown.receivedAt - stepped) / 1e6
        }
        MonotonicClock.sleep(microseconds: 8000)
        try session.write([.move(slot: 0, x: 350, y: 500), .down(slot: 1, x: 900, y: 200)])
        MonotonicClock.sleep(microseconds: 8000)
        try session.write([.up(slot: 0), .up(slot: 1)])
        MonotonicClock.sleep(microseconds: 10_000)
        return milliseconds
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
