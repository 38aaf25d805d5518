import Foundation
import Gestures
import SystemCalls
import ToolSupport

/// Section: what the `Gestures` library alone costs per finger update (issue 17), with
/// the seven recognizers Hammer.js ships, on a full-screen view: tap and double tap (the
/// tap requires the double tap to fail, the pairing that lets both recognize), long
/// press, pan, swipe (any direction), and pinch and rotation (allowed to recognize
/// together). Every recognizer has an action that counts its recognitions.
///
/// Two figures: the thread's CPU time per update (median of `repetitions` runs pinned to
/// core 0, each from fresh recognizers), and the instructions per update counted by
/// callgrind in a second process (`--replay-gestures`): instructions are what this
/// section's goal is set in, since they do not move with the load of a shared machine.
/// Callgrind collects only inside `Scene.replay(_:)`, so making the stream and the
/// recognizers is not counted; its profile is kept for `callgrind_annotate`.
struct GesturesBenchmark {
    /// The figures of the section.
    struct Result {
        /// The median CPU nanoseconds per update.
        var nanosecondsPerUpdate: Double
        /// The fastest run's CPU nanoseconds per update.
        var fastestNanosecondsPerUpdate: Double
        /// The instructions per update under callgrind; nil when it could not run.
        var instructionsPerUpdate: Double?
        /// The stream's updates.
        var updates: Int
        /// The stream's frames.
        var frames: Int
        /// What the recognizers recognized in the first run.
        var recognitions: Recognitions
        /// The stream's gestures.
        var tally: GestureStream.Tally
        /// What the recognitions were checked against, and any mismatch.
        var checkFailures: [String]
        /// Whether the runs were pinned to one core.
        var pinned: Bool
        /// Timed runs.
        var repetitions: Int
    }

    /// How many times each recognizer recognized (began, or ended for the discrete ones).
    struct Recognitions {
        var singleTaps = 0
        var doubleTaps = 0
        var longPresses = 0
        var pans = 0
        var swipes = 0
        var pinches = 0
        var rotations = 0

        /// All of them.
        var total: Int { singleTaps + doubleTaps + longPresses + pans + swipes + pinches + rotations }
    }

    /// The seven recognizers on a full-screen window, with their router and clock.
    final class Scene {
        let router: TouchRouter
        /// What the actions counted.
        private(set) var recognitions = Recognitions()
        /// Held here because a recognizer does not hold its delegate.
        private let pinchRotateTogether: PinchRotateTogether

        init() {
            let window = View(frame: Rect(origin: .zero, size: GestureStream.screen))
            router = TouchRouter(window: window, clock: ManualClock())
            let singleTap = TapGestureRecognizer()
            let doubleTap = TapGestureRecognizer()
            doubleTap.numberOfTapsRequired = 2
            singleTap.require(toFail: doubleTap)
            let longPress = LongPressGestureRecognizer()
            let pan = PanGestureRecognizer()
            let swipe = SwipeGestureRecognizer()
            swipe.direction = [.left, .right, .up, .down]
            let pinch = PinchGestureRecognizer()
            let rotation = RotationGestureRecognizer()
            pinchRotateTogether = PinchRotateTogether(pinch: pinch, rotation: rotation)
            pinch.delegate = pinchRotateTogether
            rotation.delegate = pinchRotateTogether
            let counted: [(GestureRecognizer, WritableKeyPath<Recognitions, Int>)] = [
                (singleTap, \.singleTaps), (doubleTap, \.doubleTaps), (longPress, \.longPresses), (pan, \.pans),
                (swipe, \.swipes), (pinch, \.pinches), (rotation, \.rotations),
            ]
            for (recognizer, count) in counted {
                recognizer.addTarget { [unowned self] recognizer in
                    if recognizer.state == .began || (recognizer.state == .ended && recognizer.kind == .discrete) {
                        recognitions[keyPath: count] += 1
                    }
                }
                window.addGestureRecognizer(recognizer)
            }
        }

        /// Sends every frame, lets time run on until no deadline is pending, and cancels
        /// what is still down: the work measured.
        @inline(never)
        func replay(_ frames: [TouchFrame]) {
            for frame in frames {
                router.send(frame)
            }
            while let deadline = router.clock.nextDeadline {
                router.advance(to: deadline)
            }
            router.cancelAllTouches()
        }
    }

    /// The callgrind function pattern that matches `Scene.replay(_:)`'s mangled name.
    static let replaySymbolPattern = "*GesturesBenchmark*Scene*replay*"

    /// The input.
    let stream: GestureStream
    /// Timed runs.
    let repetitions: Int

    /// Times `repetitions` runs on core 0, after one untimed run, and checks the first.
    func measure() -> Result {
        let (runs, pinned) = CPUAffinity.pinned(to: 0) { () -> [(nanoseconds: UInt64, recognitions: Recognitions)] in
            _ = run()
            return (0..<repetitions).map { _ in run() }
        }
        let times = runs.map { Double($0.nanoseconds) }
        let updates = Double(max(1, stream.updates))
        let recognitions = runs.first?.recognitions ?? Recognitions()
        return Result(
            nanosecondsPerUpdate: Statistics.median(times) / updates, fastestNanosecondsPerUpdate: (times.min() ?? 0) / updates,
            instructionsPerUpdate: nil, updates: stream.updates, frames: stream.frames.count, recognitions: recognitions,
            tally: stream.tally, checkFailures: check(recognitions), pinned: pinned, repetitions: repetitions)
    }

    /// One timed run from fresh recognizers.
    private func run() -> (nanoseconds: UInt64, recognitions: Recognitions) {
        let scene = Scene()
        let start = ThreadCPUClock.nanoseconds()
        scene.replay(stream.frames)
        return (ThreadCPUClock.nanoseconds() - start, scene.recognitions)
    }

    /// What the stream should give: every tap a single tap or half of a double tap, every
    /// drag a pan (it begins after 10 points, before a swipe's 50), every pinch-rotate a
    /// pinch and a rotation, and no long press (nothing is held 500 ms).
    private func check(_ recognitions: Recognitions) -> [String] {
        var failures: [String] = []
        func expect(_ name: String, _ actual: Int, _ expected: Int) {
            if actual != expected { failures.append("\(name): \(actual), expected \(expected)") }
        }
        expect("single taps + 2 × double taps", recognitions.singleTaps + 2 * recognitions.doubleTaps, stream.tally.taps)
        expect("pans", recognitions.pans, stream.tally.drags)
        expect("pinches", recognitions.pinches, stream.tally.pinchRotates)
        expect("rotations", recognitions.rotations, stream.tally.pinchRotates)
        expect("swipes", recognitions.swipes, 0)
        expect("long presses", recognitions.longPresses, 0)
        return failures
    }

    /// Counts the instructions per update of one replay under callgrind, collecting inside
    /// `Scene.replay(_:)` only, in a child process running `--replay-gestures`; the
    /// profile is left at `profilePath`.
    func countInstructions(_ callgrind: CallgrindCount, profilePath: String, workspace: Workspace) throws(BenchError) -> Double {
        let instructions = try callgrind.instructions(
            arguments: ["--replay-gestures", "--updates", "\(stream.updates)"], symbolPattern: Self.replaySymbolPattern,
            profilePath: profilePath, workspace: workspace)
        return Double(instructions) / Double(max(1, stream.updates))
    }

    /// What `--replay-gestures` runs: one replay of the stream of at least
    /// `minimumUpdates` updates, the run callgrind counts.
    static func replayOnce(minimumUpdates: Int) {
        let stream = GestureStream.generate(minimumUpdates: minimumUpdates)
        let scene = Scene()
        scene.replay(stream.frames)
        print("replayed \(stream.updates) updates in \(stream.frames.count) frames: \(scene.recognitions)")
    }
}

/// Lets the pinch and the rotation recognize together (the seven recognizers' one pair
/// that does).
final class PinchRotateTogether: GestureRecognizerDelegate {
    unowned let pinch: GestureRecognizer
    unowned let rotation: GestureRecognizer

    init(pinch: GestureRecognizer, rotation: GestureRecognizer) {
        self.pinch = pinch
        self.rotation = rotation
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        (recognizer === pinch && other === rotation) || (recognizer === rotation && other === pinch)
    }
}
