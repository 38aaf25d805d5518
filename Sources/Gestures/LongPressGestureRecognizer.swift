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
    private var pressMicroseconds: Int64 = 500_000
    private var movementAllowed = 10.0
    private var tapsRequired = 0
    private var touchesRequired = 1
    private var longestGapMicroseconds: Int64 = 300_000

    private var tapsCompleted = 0
    private var touchDownPoints = TouchDownPoints()
    private var fingersInStep = 0
    /// Whether the pending deadline begins the press (else it ends the wait for a tap).
    private var deadlineBeginsPress = false

    /// How long the fingers must be held.
    public var minimumPressDuration: Duration {
        get { .microseconds(pressMicroseconds) }
        set { pressMicroseconds = newValue.wholeMicroseconds }
    }
    /// How far (points) a finger may move from its touch-down point before the press began.
    public var allowableMovement: Double {
        get { movementAllowed }
        set { movementAllowed = newValue }
    }
    /// Full taps needed before the press.
    public var numberOfTapsRequired: Int {
        get { tapsRequired }
        set { tapsRequired = newValue }
    }
    /// Fingers the press needs.
    public var numberOfTouchesRequired: Int {
        get { touchesRequired }
        set { touchesRequired = newValue }
    }
    /// The longest gap from a required tap's lift to the next touch-down.
    public var maximumTapInterval: Duration {
        get { .microseconds(longestGapMicroseconds) }
        set { longestGapMicroseconds = newValue.wholeMicroseconds }
    }

    private var isPressing: Bool { tapsCompleted >= tapsRequired }

    /// Counts fingers; starts the press (or tap) deadline when all required fingers are down.
    open override func touchesBegan(_ touches: Touches, with event: TouchEvent) {
        touchDownPoints.record(touches)
        if state == .began || state == .changed {
            state = .cancelled
            return
        }
        guard state == .possible else { return }
        if fingersInStep == 0 {
            cancelDeadline()
        }
        fingersInStep += touches.count
        guard fingersInStep <= touchesRequired else {
            failIfPossible()
            return
        }
        guard fingersInStep == touchesRequired else { return }
        deadlineBeginsPress = isPressing
        setDeadline(event.timestamp.advanced(byMicroseconds: pressMicroseconds))
    }

    /// Fails on movement beyond `allowableMovement` before the press began; a change after.
    open override func touchesMoved(_ touches: Touches, with event: TouchEvent) {
        switch state {
        case .possible:
            if touchDownPoints.anyMoved(touches, beyond: movementAllowed) {
                failIfPossible()
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a begun press; completes a required tap; otherwise fails (lifted too soon).
    open override func touchesEnded(_ touches: Touches, with event: TouchEvent) {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            guard !isPressing, !touchDownPoints.anyMoved(touches, beyond: movementAllowed) else {
                failIfPossible()
                return
            }
            touchDownPoints.forget(touches)
            guard touchDownPoints.isEmpty else { return }
            cancelDeadline()
            guard fingersInStep == touchesRequired else {
                failIfPossible()
                return
            }
            tapsCompleted += 1
            fingersInStep = 0
            deadlineBeginsPress = false
            setDeadline(event.timestamp.advanced(byMicroseconds: longestGapMicroseconds))
        default:
            break
        }
    }

    /// Cancels a begun press; fails an undecided one.
    open override func touchesCancelled(_ touches: Touches, with event: TouchEvent) {
        if state == .began || state == .changed {
            state = .cancelled
        } else {
            failIfPossible()
        }
    }

    /// Forgets the sequence and cancels its deadline.
    open override func reset() {
        super.reset()
        cancelDeadline()
        tapsCompleted = 0
        touchDownPoints.removeAll()
        fingersInStep = 0
    }

    /// The fingers were held long enough (the press begins), or the next tap did not come.
    override func deadlinePassed() {
        if deadlineBeginsPress {
            if state == .possible { state = .began }
        } else {
            failIfPossible()
        }
    }

    private func failIfPossible() {
        cancelDeadline()
        if state == .possible {
            state = .failed
        }
    }
}
