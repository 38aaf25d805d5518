/// Recognizes fingers held still, as `UILongPressGestureRecognizer`; continuous.
///
/// After `numberOfTapsRequired` taps (each lifting within `minimumPressDuration`, the
/// next touching down within `maximumTapInterval`), `numberOfTouchesRequired` fingers
/// must stay within `allowableMovement` of their touch-down points for
/// `minimumPressDuration`, counted from the moment the last of them touched down: then it
/// begins. Moving beyond `allowableMovement` or lifting before that fails it; once begun,
/// moves are changes (moving does not fail it), and the first lift ends it. An extra
/// finger fails it while undecided and cancels it once begun, as does a cancelled touch.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must be held.
    public var minimumPressDuration: Duration = .milliseconds(500)
    /// How far (points) a finger may move from its touch-down point before the press began.
    public var allowableMovement: Double = 10
    /// Full taps needed before the press.
    public var numberOfTapsRequired = 0
    /// Fingers the press needs.
    public var numberOfTouchesRequired = 1
    /// The longest gap from a required tap's lift to the next touch-down.
    public var maximumTapInterval: Duration = .milliseconds(300)

    private var tapsCompleted = 0
    private var touchDownPoints = TouchDownPoints()
    private var fingersInStep = 0
    private var deadline: TimerToken?

    private var isPressing: Bool { tapsCompleted >= numberOfTapsRequired }

    /// Counts fingers; starts the press (or tap) deadline when all required fingers are down.
    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        touchDownPoints.record(touches)
        if state == .began || state == .changed {
            state = .cancelled
            return
        }
        guard state == .possible else { return }
        if fingersInStep == 0 {
            cancelTimer(&deadline)
        }
        fingersInStep += touches.count
        guard fingersInStep <= numberOfTouchesRequired else {
            failIfPossible()
            return
        }
        guard fingersInStep == numberOfTouchesRequired else { return }
        let pressing = isPressing
        deadline = clock?.schedule(at: event.timestamp + minimumPressDuration) { [weak self] in
            guard let self else { return }
            self.deadline = nil
            if pressing {
                if self.state == .possible { self.state = .began }
            } else {
                self.failIfPossible()
            }
        }
    }

    /// Fails on movement beyond `allowableMovement` before the press began; a change after.
    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        switch state {
        case .possible:
            if touchDownPoints.anyMoved(touches, beyond: allowableMovement) {
                failIfPossible()
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a begun press; completes a required tap; otherwise fails (lifted too soon).
    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            guard !isPressing, !touchDownPoints.anyMoved(touches, beyond: allowableMovement) else {
                failIfPossible()
                return
            }
            touchDownPoints.forget(touches)
            guard touchDownPoints.isEmpty else { return }
            cancelTimer(&deadline)
            guard fingersInStep == numberOfTouchesRequired else {
                failIfPossible()
                return
            }
            tapsCompleted += 1
            fingersInStep = 0
            deadline = clock?.schedule(at: event.timestamp + maximumTapInterval) { [weak self] in
                self?.failIfPossible()
            }
        default:
            break
        }
    }

    /// Cancels a begun press; fails an undecided one.
    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        if state == .began || state == .changed {
            state = .cancelled
        } else {
            failIfPossible()
        }
    }

    /// Forgets the sequence and cancels its deadline.
    open override func reset() {
        super.reset()
        cancelTimer(&deadline)
        tapsCompleted = 0
        touchDownPoints.removeAll()
        fingersInStep = 0
    }

    private func failIfPossible() {
        cancelTimer(&deadline)
        if state == .possible {
            state = .failed
        }
    }
}
