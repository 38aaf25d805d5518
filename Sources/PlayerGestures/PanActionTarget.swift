/// What a pan bound to a pan action does while it runs: a `PanActionTracker` from the
/// pan's start to its end or cancellation, reporting the actions it gives. An object of
/// its own rather than a variable captured by the recognizer's action, because a captured
/// variable is checked for exclusive access at run time on every move; the tracker is
/// taken out and put back, which the compiler proves exclusive.
final class PanActionTarget {
    private let effect: PanActionTracker.Effect
    private let step: Double
    private let output: PlayerGestureSet.Output
    private var tracker: PanActionTracker?

    init(effect: PanActionTracker.Effect, step: Double, output: PlayerGestureSet.Output) {
        self.effect = effect
        self.step = step
        self.output = output
    }

    /// Follows `pan` into its new state: start, follow, commit or cancel.
    func follow(_ pan: PlayerPanGestureRecognizer) {
        let location = pan.location(in: nil)
        var tracker = self.tracker
        let actions: PanActions
        switch pan.state {
        case .began:
            tracker = PanActionTracker(origin: pan.touchDownLocation ?? location, axis: pan.axis, effect: effect, step: step)
            output.panBegan()
            actions = tracker?.move(to: location) ?? PanActions()
        case .changed:
            actions = tracker?.move(to: location) ?? PanActions()
        case .ended:
            actions = tracker?.end(at: location) ?? PanActions()
            tracker = nil
        case .cancelled:
            actions = tracker?.cancel() ?? PanActions()
            tracker = nil
        case .possible, .failed:
            actions = PanActions()
        }
        self.tracker = tracker
        for (action, points) in actions { output.action(action, .points(points)) }
    }
}
