import SystemCalls
import ToolSupport

/// Section 6, the storyboard (`StoryboardMedia`, a 90-minute film never played before,
/// its state folder new). touchmpv plays it window-less from its middle, paused, untouched:
/// the second core walks its 540 key frames into the state folder while no finger is
/// down. The coverage time runs from touchmpv's start to the moment the film's storyboard
/// folder holds a picture for every key frame (the folder is looked at every 50 ms).
/// Then the first scrub: the held pan of `PreviewPan` around the middle, 40 targets, each
/// timed as the thumbnails section times them (`ThumbnailBenchmark.rest`, the first rest
/// counted too); a sample under 5 ms is a picture answered at once, from memory or the
/// storyboard's file. A second run, new too, scrubs as soon as the film plays, while the
/// walk has only begun (it stops while the finger is down): a first scrub of a film never
/// played. A third run
/// plays the film again with the first run's state folder: a file played before, every
/// target of its scrub answered from the storyboard.
struct StoryboardBenchmark {
    struct Result {
        /// Seconds from touchmpv's start until the storyboard covered the film; nil when it
        /// did not within `coverLimit`.
        var coverSeconds: Double?
        /// The first scrub once covered, at once in a new run, and in a run of the film
        /// played before: ms per target (missed targets left out) and the missed.
        var covered: [Double] = []
        var early: [Double] = []
        var playedBefore: [Double] = []
        var missed = 0
    }

    static let coverLimit = 900.0

    let executable: String
    let workspace: Workspace
    let media: String

    func measure() throws(BenchError) -> Result {
        var result = Result()
        let state = workspace.path("state-first")
        let (first, output, position) = try start("storyboard-first", state: state)
        let folder = workspace.path("state-first/thumbnails")
        let deadline = first.process.startedAt + UInt64(Self.coverLimit * 1e9)
        while MonotonicClock.nanoseconds() < deadline {
            if Self.pictures(in: folder) >= StoryboardMedia.keyFrames {
                result.coverSeconds = Double(MonotonicClock.nanoseconds() - first.process.startedAt) / 1e9
                break
            }
            MonotonicClock.sleep(microseconds: 50_000)
        }
        result.covered = try scrub(first, output, from: position, missed: &result.missed)
        try first.stop()

        let (early, earlyOutput, earlyPosition) = try start("storyboard-early", state: workspace.path("state-early"))
        result.early = try scrub(early, earlyOutput, from: earlyPosition, missed: &result.missed)
        try early.stop()

        let (again, againOutput, againPosition) = try start("storyboard-again", state: state)
        result.playedBefore = try scrub(again, againOutput, from: againPosition, missed: &result.missed)
        try again.stop()
        return result
    }

    /// touchmpv on the film, paused in its middle, its state folder `state`; and where it is.
    private func start(_ name: String, state: String) throws(BenchError) -> (TouchmpvSession, OutputLines, Double) {
        let output = try OutputLines(path: workspace.path("\(name).out"))
        let (session, ipc) = try TouchmpvSession.startWatched(
            executable: executable, workspace: workspace, name: name,
            mpvOptions: ["vo=null", "ao=null", "pause=yes", "start=\(StoryboardMedia.start)"], media: [media], headless: false,
            output: output.path, environment: ["STATE_DIRECTORY": state])
        guard let position = try BenchError.ipc({ () throws(MPVIPCError) in try ipc.number("time-pos") }) else {
            throw BenchError("mpv reports no position")
        }
        return (session, output, position)
    }

    /// The held pan over `PreviewPan`'s targets, every rest counted; then the lift.
    private func scrub(_ session: TouchmpvSession, _ output: OutputLines, from position: Double, missed: inout Int)
        throws(BenchError) -> [Double]
    {
        var samples: [Double] = []
        try session.write([.down(slot: 0, x: PreviewPan.x0, y: PreviewPan.y)])
        for level in [1] + PreviewPan.levels {
            if let sample = try ThumbnailBenchmark.rest(on: level, from: position, session, output) {
                samples.append(sample)
            } else {
                missed += 1
            }
            MonotonicClock.sleep(microseconds: PreviewPan.rest)
        }
        try session.write([.up(slot: 0)])
        output.discardPending()
        return samples
    }

    /// How many pictures the storyboards in `folder` hold.
    private static func pictures(in folder: String) -> Int {
        ((try? FileSystem.directoryEntries(folder)) ?? []).reduce(0) { count, board in
            count + ((try? FileSystem.directoryEntries(folder + "/" + board)) ?? []).count(where: { $0.hasSuffix(".picture") })
        }
    }
}
