import Gestures
import PlayerGestures

/// Drives a `PlayerGestureLayer` on a 1280x720 screen with frames at given milliseconds
/// and records what it reports, as "ACTION DEGREE @MS" (or "GESTURE: COMMAND @MS") strings.
final class LayerHarness: PlayerGesturesDelegate {
    let layer: PlayerGestureLayer
    /// Every action reported, e.g. "volumeUp 30 @120" or "toggleControls @350".
    private(set) var actions: [String] = []
    /// Every touch-sequence event reported, e.g. "panBegan @20", "touches 0 @50",
    /// "controls visible @350".
    private(set) var observations: [String] = []

    init(settings: GestureSettings = GestureSettings(), bindings: GestureBindings = .defaults) {
        layer = PlayerGestureLayer(screen: Size(width: 1280, height: 720), settings: settings, bindings: bindings)
        layer.delegate = self
    }

    func playerGestures(_ layer: PlayerGestureLayer, didRecognize action: PlayerAction, degree: Double?, at time: Instant) {
        let degreeText = degree.map { " " + NumberText.format(($0 * 1e6).rounded() / 1e6) } ?? ""
        actions.append("\(action.rawValue)\(degreeText) @\(Self.milliseconds(time))")
    }

    /// A bound command, as "GESTURE: COMMAND @MS" among the actions.
    func playerGestures(_ layer: PlayerGestureLayer, didRequest command: GestureCommand, at time: Instant) {
        actions.append("\(command.gesture): \(command.text) @\(Self.milliseconds(time))")
    }

    func playerGestures(_ layer: PlayerGestureLayer, didObserve event: TouchSequenceEvent, at time: Instant) {
        switch event {
        case .panBegan: observations.append("panBegan @\(Self.milliseconds(time))")
        case .touches(let fingers): observations.append("touches \(fingers) @\(Self.milliseconds(time))")
        case .controls(let visible): observations.append("controls \(visible ? "visible" : "hidden") @\(Self.milliseconds(time))")
        }
    }

    /// Milliseconds as "350" or "89.999".
    static func milliseconds(_ time: Instant) -> String {
        NumberText.format(Double(time.microseconds) / 1000)
    }

    /// The instant `ms` milliseconds from the start.
    static func at(_ ms: Double) -> Instant { Instant(microseconds: Int64((ms * 1000).rounded())) }

    func down(_ id: Int, _ x: Double, _ y: Double, at ms: Double) { send(ms, [(id, .began, x, y)]) }
    func move(_ id: Int, _ x: Double, _ y: Double, at ms: Double) { send(ms, [(id, .moved, x, y)]) }
    func up(_ id: Int, _ x: Double, _ y: Double, at ms: Double) { send(ms, [(id, .ended, x, y)]) }
    func cancel(_ id: Int, _ x: Double, _ y: Double, at ms: Double) { send(ms, [(id, .cancelled, x, y)]) }

    /// One frame of updates `(id, phase, x, y)` at `ms`.
    func send(_ ms: Double, _ updates: [(Int, TouchPhase, Double, Double)]) {
        layer.send(
            TouchFrame(
                time: Self.at(ms),
                updates: updates.map {
                    TouchUpdate(id: $0.0, phase: $0.1, location: Point(x: $0.2, y: $0.3))
                }))
    }

    /// A one-finger tap: down at `ms`, up `press` ms later, at (x, y).
    func tap(_ x: Double, _ y: Double, at ms: Double, press: Double = 50, id: Int = 1) {
        down(id, x, y, at: ms)
        up(id, x, y, at: ms + press)
    }

    /// Moves time to `ms`, firing due deadlines.
    func advance(to ms: Double) { layer.advance(to: Self.at(ms)) }

    /// Runs every pending deadline.
    func drain() {
        while let deadline = layer.nextDeadline { layer.advance(to: deadline) }
    }
}
