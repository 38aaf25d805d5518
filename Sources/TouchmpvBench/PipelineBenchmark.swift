import Gestures
import PlayerGestures
import PlayerModel
import SystemCalls
import TouchInput

/// Section 1: what the pipeline costs per event on one core, on virtual time (the
/// stream's own timestamps drive the gesture clock, as in `touchmpv simulate`).
///
/// Three stages, each run from a fresh state over the whole stream, in the chunks a
/// device read delivers (256 records, as `TouchDevice.readFrames` reads), each frame
/// delivered as its `SYN_REPORT` completes it (so the decoder reuses its storage):
/// - `decode`: `InputEventCodec` + `EvdevDecoder` with its `CoordinateMapper`;
/// - `decodeRecognize`: + the `PlayerGestureLayer` (its `TouchRouter` and recognizers),
///   with no delegate;
/// - `full`: + the `SimulatedPlayer` as the layer's delegate, applying the actions.
/// Input ends as a script's does: time runs on until no deadline is pending, then the
/// touches still down are cancelled. Each stage is timed `repetitions` times, in turns;
/// the median counts. Times are the thread's CPU time (the machine may be shared: time
/// spent preempted is not the pipeline's cost); wall-clock times are kept beside them.
struct PipelineBenchmark {
    /// A stage of the pipeline, each including the ones before it.
    enum Stage: String, CaseIterable {
        /// Bytes to touch frames.
        case decode
        /// Bytes to frames to recognizers.
        case decodeRecognize = "decode+recognize"
        /// Bytes to frames to recognizers to the simulated player.
        case full
    }

    /// What one timed run gave.
    struct Run {
        /// The run's CPU time.
        var nanoseconds: UInt64
        /// The run's wall-clock time.
        var wallNanoseconds: UInt64
        /// Frames the decoder produced.
        var frames = 0
        /// Finger updates in those frames.
        var updates = 0
        /// Actions the simulated player carried out, by kind (the full stage only).
        var actions: [PlayerAction: Int] = [:]
    }

    /// The figures of the whole section.
    struct Result {
        /// The median nanoseconds per event of each stage.
        var nanosecondsPerEvent: [Stage: Double]
        /// The fastest run's nanoseconds per event of each stage.
        var fastestNanosecondsPerEvent: [Stage: Double]
        /// The median wall-clock nanoseconds per event of each stage.
        var wallNanosecondsPerEvent: [Stage: Double]
        /// The full pipeline's median nanoseconds per finger update.
        var nanosecondsPerUpdate: Double
        /// The full pipeline's instructions under callgrind, per event and per update; nil
        /// when it could not run.
        var instructions: (perEvent: Double, perUpdate: Double)?
        /// The stream's records.
        var events: Int
        var updates: Int
        var frames: Int
        /// The actions carried out, by kind.
        var actions: [PlayerAction: Int]
        /// The stream's gestures.
        var tally: SyntheticTouchStream.GestureTally
        /// What the actions and updates were checked against, and any mismatch.
        var checkFailures: [String]
        /// Whether the runs were pinned to one core.
        var pinned: Bool
        /// Timed runs per stage.
        var repetitions: Int
    }

    let stream: SyntheticTouchStream
    /// Timed runs per stage.
    let repetitions: Int

    /// The bytes one read of a device returns at most (as `TouchDevice.readFrames`).
    static let readSize = InputEventCodec.recordSize * 256

    /// Runs every stage `repetitions` times on core 0.
    func measure() -> Result {
        let (runs, pinned) = CPUAffinity.pinned(to: 0) { () -> [Stage: [Run]] in
            _ = run(.full)
            var runs: [Stage: [Run]] = [:]
            for _ in 0..<repetitions {
                for stage in Stage.allCases {
                    runs[stage, default: []].append(run(stage))
                }
            }
            return runs
        }
        let events = Double(stream.events)
        var perEvent: [Stage: Double] = [:]
        var fastest: [Stage: Double] = [:]
        var wall: [Stage: Double] = [:]
        for stage in Stage.allCases {
            let times = (runs[stage] ?? []).map { Double($0.nanoseconds) }
            perEvent[stage] = Statistics.median(times) / events
            fastest[stage] = (times.min() ?? 0) / events
            wall[stage] = Statistics.median((runs[stage] ?? []).map { Double($0.wallNanoseconds) }) / events
        }
        let full = runs[.full]?.first ?? Run(nanoseconds: 0, wallNanoseconds: 0)
        let fullMedian = Statistics.median((runs[.full] ?? []).map { Double($0.nanoseconds) })
        return Result(
            nanosecondsPerEvent: perEvent, fastestNanosecondsPerEvent: fastest, wallNanosecondsPerEvent: wall,
            nanosecondsPerUpdate: fullMedian / Double(max(1, full.updates)), instructions: nil,
            events: stream.events, updates: full.updates, frames: full.frames, actions: full.actions,
            tally: stream.tally, checkFailures: check(full), pinned: pinned, repetitions: repetitions)
    }

    /// One timed run of `stage` from a fresh decoder, layer and player.
    func run(_ stage: Stage) -> Run {
        let description = DeviceDescription.fallback(xRange: SyntheticTouchStream.axis, yRange: SyntheticTouchStream.axis)
        let mapper = CoordinateMapper(description: description, screen: SyntheticTouchStream.screen)
        var codec = InputEventCodec()
        var decoder = EvdevDecoder(description: description, mapper: mapper)
        let screen = Size(width: SyntheticTouchStream.screen.width, height: SyntheticTouchStream.screen.height)
        let layer = stage == .decode ? nil : PlayerGestureLayer(screen: screen)
        let player = stage == .full ? SimulatedPlayer(state: PlayerState(position: 300, duration: 600)) : nil
        // Counted by kind in an array, not a dictionary: hashing the action's name per
        // action was the benchmark's own cost, a fifth of the simulated player's.
        let kinds = PlayerAction.allCases
        var counts = [Int](repeating: 0, count: kinds.count)
        player?.onAction = { event, _ in
            if let kind = kinds.firstIndex(of: event.action) { counts[kind] &+= 1 }
        }
        layer?.delegate = player
        var frameCount = 0
        var updateCount = 0

        let wallStart = MonotonicClock.nanoseconds()
        let start = ThreadCPUClock.nanoseconds()
        stream.bytes.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let end = min(offset + Self.readSize, bytes.count)
                for event in codec.decode(UnsafeRawBufferPointer(rebasing: bytes[offset..<end])) {
                    guard let frame = decoder.decode(event) else { continue }
                    updateCount &+= frame.updates.count
                    frameCount &+= 1
                    layer?.send(frame)
                }
                offset = end
            }
        }
        if let layer {
            while let deadline = layer.nextDeadline {
                layer.advance(to: deadline)
            }
            layer.cancelAllTouches()
            player?.advance(to: layer.clock.now)
        }
        let elapsed = ThreadCPUClock.nanoseconds() - start
        let wallElapsed = MonotonicClock.nanoseconds() - wallStart
        var actions: [PlayerAction: Int] = [:]
        for (kind, count) in zip(kinds, counts) where count > 0 { actions[kind] = count }
        return Run(nanoseconds: elapsed, wallNanoseconds: wallElapsed, frames: frameCount, updates: updateCount, actions: actions)
    }

    /// The callgrind function pattern that matches `run(_:)`'s mangled name only: it ends
    /// with its parameter's type, `Stage`, and the closures inside it end otherwise.
    static let runSymbolPattern = "*PipelineBenchmark*run*StageOF"

    /// Counts the instructions of one run of the full stage under callgrind, collecting
    /// inside `run(_:)` only (so making the stream is not counted), in a child process
    /// running `--replay-pipeline` on a stream of as many records; the profile is left
    /// at `profilePath`. Per event and per update, as the times are.
    func countInstructions(
        _ callgrind: CallgrindCount, updates: Int, profilePath: String, workspace: Workspace
    ) throws(BenchError) -> (perEvent: Double, perUpdate: Double) {
        let instructions = Double(
            try callgrind.instructions(
                arguments: ["--replay-pipeline", "--events", "\(stream.events)"], symbolPattern: Self.runSymbolPattern,
                profilePath: profilePath, workspace: workspace))
        return (instructions / Double(max(1, stream.events)), instructions / Double(max(1, updates)))
    }

    /// What `--replay-pipeline` runs: the full pipeline once over a stream of at least
    /// `minimumEvents` records, for callgrind to count inside `run(_:)`.
    static func replayOnce(minimumEvents: Int) {
        let stream = SyntheticTouchStream.generate(minimumEvents: minimumEvents)
        let run = PipelineBenchmark(stream: stream, repetitions: 1).run(.full)
        let actions = run.actions.values.reduce(0, +)
        print("replayed \(stream.events) events, \(run.updates) updates in \(run.frames) frames: \(actions) actions")
    }

    /// What the full run should have given for the gestures written: one
    /// `toggleControls` per single tap, one `togglePause` per double tap, a hold per long
    /// press, every update decoded, and some of each pan and pinch action.
    private func check(_ run: Run) -> [String] {
        var failures: [String] = []
        func expect(_ name: String, _ actual: Int, _ expected: Int) {
            if actual != expected { failures.append("\(name): \(actual), expected \(expected)") }
        }
        expect("decoded updates", run.updates, stream.updates)
        expect("decoded frames", run.frames, stream.frames)
        expect("toggleControls", run.actions[.toggleControls] ?? 0, stream.tally.taps)
        expect("togglePause", run.actions[.togglePause] ?? 0, stream.tally.doubleTaps)
        expect("holdBegan", run.actions[.holdBegan] ?? 0, stream.tally.longPresses)
        expect("holdEnded", run.actions[.holdEnded] ?? 0, stream.tally.longPresses)
        for action in [
            PlayerAction.volumeUp, .volumeDown, .brightnessUp, .brightnessDown, .seekPreview,
            .seekForward, .seekBackward, .zoom,
        ] where (run.actions[action] ?? 0) == 0 {
            failures.append("\(action.rawValue): none")
        }
        return failures
    }
}
