import SystemCalls
import ToolSupport

/// Section 5, seek thumbnails through touchmpv's pipeline: one held horizontal pan
/// resting on 40 targets of `ThumbnailMedia`, each timed from just before the `write(2)`
/// of the frame that brings the finger onto it to the read of touchmpv's `thumbnailShown`
/// line for it (printed, and flushed, right after its `overlay-add` returned; touchmpv's
/// output is a FIFO the benchmark reads, see `OutputLines`). The finger stays
/// `PreviewPan.rest` on each target after its picture showed, as a person looking at it
/// does; the second core decodes ahead meanwhile, so a later target near a key frame it
/// decoded shows from memory. With the default `thumbnail-cache` (56 key frames 2 s apart:
/// ±56 s, about the ±64 s a pan reaches, in a file of 128) most targets lie in the decoded
/// neighbourhood: the warm figure. The section runs the pan again with
/// `thumbnail-cache = 0`, where every target seeks and decodes its own picture: the cold
/// figure, what a first visit far from the finger costs. No output tells a picture from
/// memory from a decoded one (both print `thumbnailShown`), so the report counts the
/// samples under 5 ms (`thumbnailShown` in the move's own run-loop turn); the cold run,
/// where every picture is decoded, shows whether any decode is that fast.
///
/// touchmpv runs window-less (`vo=null`, not `--headless`, which turns thumbnails off),
/// paused at `start`, so the playing core does nothing but show the pictures; without a
/// window a point is a pixel, so the pictures are 256 pixels wide (0.2 × 1280). The
/// targets are those of `PreviewPan`; the first rest, which makes the second core, is
/// not counted.
///
/// Storyboards are off (`thumbnail-storage = 0`): the storyboard section measures them.
///
/// Memory: touchmpv's `VmRSS` with the finger still on the last target (the second core
/// alive) minus that of a second run with `thumbnails = no` that rests on the same
/// targets for as long: the second core, its decoder and the pictures, and nothing else.
struct ThumbnailBenchmark {
    struct Result {
        /// Milliseconds from the rest to `thumbnailShown`, one per target.
        var samples: [Double] = []
        /// Targets whose picture did not show within 5 s.
        var missed = 0
        /// touchmpv's resident set with thumbnails and without (0 when not measured), in KiB.
        var residentWith = 0
        var residentWithout = 0
    }

    /// The samples under which a picture counts as shown at once, from memory, in ms.
    static let atOnceMilliseconds = 5.0

    let executable: String
    let workspace: Workspace
    let media: String
    /// `thumbnail-cache` for the run; nil for the default.
    var cache: Int? = nil

    /// The pictures' width in pixels: `thumbnail-width`'s default, 0.2 × the benchmark's
    /// 1280-point screen, a point a pixel without a window.
    static let pictureWidth = 256

    /// The pan; with `comparingMemory`, then the run without thumbnails for `residentWithout`.
    func measure(comparingMemory: Bool) throws(BenchError) -> Result {
        var result = Result()
        let name = cache.map { "thumbnails-cache-\($0)" } ?? "thumbnails"
        let output = try OutputLines(path: workspace.path("\(name).out"))
        let (session, ipc) = try TouchmpvSession.startWatched(
            executable: executable, workspace: workspace, name: name,
            mpvOptions: ["vo=null", "ao=null", "pause=yes", "start=\(PreviewPan.start)"], media: [media], headless: false,
            settings: "thumbnail-storage = 0\n" + (cache.map { "thumbnail-cache = \($0)\n" } ?? ""), output: output.path)
        defer { output.save(to: workspace.path("\(name).log")) }
        guard let position = try BenchError.ipc({ () throws(MPVIPCError) in try ipc.number("time-pos") }) else {
            throw BenchError("mpv reports no position")
        }
        try session.write([.down(slot: 0, x: PreviewPan.x0, y: PreviewPan.y)])
        MonotonicClock.sleep(microseconds: 20_000)
        guard try Self.rest(on: 1, from: position, session, output) != nil else {
            throw BenchError("the first preview showed no picture (see \(workspace.path("\(name).log")))")
        }
        for level in PreviewPan.levels {
            MonotonicClock.sleep(microseconds: PreviewPan.rest)
            if let sample = try Self.rest(on: level, from: position, session, output) {
                result.samples.append(sample)
            } else {
                result.missed += 1
            }
        }
        result.residentWith = ProcStatus.kilobytes("VmRSS:", of: String(session.process.pid)) ?? 0
        try session.write([.up(slot: 0)])
        output.discardPending()
        try session.stop()
        if comparingMemory { result.residentWithout = try residentWithoutThumbnails() }
        return result
    }

    /// Moves the held finger onto `level`; milliseconds until its target's picture showed,
    /// nil when it did not within 5 s.
    static func rest(on level: Int, from position: Double, _ session: TouchmpvSession, _ output: OutputLines) throws(BenchError)
        -> Double?
    {
        output.discardPending()
        let written = try session.write([.move(slot: 0, x: PreviewPan.x(level), y: PreviewPan.y)])
        let shown = "thumbnailShown " + PreviewPan.clock(position + PreviewPan.offset(level))
        guard let line = output.wait(until: MonotonicClock.deadline(seconds: 5), for: { $0.contains("thumbnailShown") }),
            line.text.split(separator: " ").joined(separator: " ").hasSuffix(shown)
        else { return nil }
        return Double(line.receivedAt - written) / 1e6
    }

    /// The same pan with `thumbnails = no`, resting `PreviewPan.rest` on each target;
    /// touchmpv's resident set at its end, in KiB.
    private func residentWithoutThumbnails() throws(BenchError) -> Int {
        let (session, _) = try TouchmpvSession.startWatched(
            executable: executable, workspace: workspace, name: "no-thumbnails",
            mpvOptions: ["vo=null", "ao=null", "pause=yes", "start=\(PreviewPan.start)"], media: [media], headless: false,
            settings: "thumbnails = no\n")
        try session.write([.down(slot: 0, x: PreviewPan.x0, y: PreviewPan.y)])
        for level in [1] + PreviewPan.levels {
            MonotonicClock.sleep(microseconds: PreviewPan.rest)
            try session.write([.move(slot: 0, x: PreviewPan.x(level), y: PreviewPan.y)])
        }
        MonotonicClock.sleep(microseconds: PreviewPan.rest)
        let resident = ProcStatus.kilobytes("VmRSS:", of: String(session.process.pid)) ?? 0
        try session.write([.up(slot: 0)])
        try session.stop()
        return resident
    }
}
