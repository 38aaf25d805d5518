/// Recognizes one or more taps of one or more fingers, as `UITapGestureRecognizer`;
/// discrete: it recognizes (ended) on the last required lift.
///
/// A tap: every finger lifts within `maximumPressDuration` of the tap's first touch-down
/// and never moves more than `allowableMovement` from its own touch-down point; exactly
/// `numberOfTouchesRequired` fingers take part (one more fails it). A further tap must
/// touch down at least `minimumTapInterval` and less than `maximumTapInterval` after the
/// previous lift, within `maximumTapDistance` of the sequence's first touch-down. A
/// deadline that falls exactly at a frame's time has passed (timers fire first), so a
/// press of exactly `maximumPressDuration` and a gap of exactly `maximumTapInterval` are
/// too long. A cancelled touch is never a tap.
///
/// When more taps are needed, the recognizer fails `maximumTapInterval` after a lift
/// (a timer) or at once when the next touch-down is too soon or too far; in the latter
/// case the failure comes before that touch is delivered, so the touch starts a fresh
/// sequence (with single- and double-tap recognizers: the single tap fires for the first
/// tap, and the new touch may be the next single or double tap).
open class TapGestureRecognizer: GestureRecognizer {
    /// Discrete: the tap is recognized at its last lift, with nothing to report before.
    open override var kind: GestureRecognizerKind { .discrete }

    /// Taps needed to recognize.
    public var numberOfTapsRequired = 1
    /// Fingers each tap needs.
    public var numberOfTouchesRequired = 1
    /// How far (points) a finger may move from its touch-down point and still tap.
    public var allowableMovement: Double = 10
    /// How long a tap's fingers may stay down.
    public var maximumPressDuration: Duration = .milliseconds(500)
    /// The longest gap from a lift to the next tap's touch-down (exclusive).
    public var maximumTapInterval: Duration = .milliseconds(300)
    /// The shortest gap from a lift to the next tap's touch-down (inclusive).
    public var minimumTapInterval: Duration = .zero
    /// How far (points) a later tap may touch down from the sequence's first touch-down.
    public var maximumTapDistance: Double = 100

    private var tapsCompleted = 0
    private var firstTouchDown: Point?
    private var touchDownPoints = TouchDownPoints()
    private var fingersInTap = 0
    private var lastLift: Instant?
    private var pressDeadline: TimerToken?
    private var tapIntervalDeadline: TimerToken?

    /// Starts a tap when no finger is down, and counts the fingers taking part.
    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let first = touches.first else { return }
        if touchDownPoints.isEmpty {
            if disqualifiesSequence(touchDownAt: first.location(in: nil), time: event.timestamp) {
                fail()
                return
            }
            cancelTimer(&tapIntervalDeadline)
            fingersInTap = 0
            pressDeadline = clock?.schedule(at: event.timestamp + maximumPressDuration) { [weak self] in
                self?.fail()
            }
        }
        touchDownPoints.record(touches)
        if firstTouchDown == nil {
            firstTouchDown = first.location(in: nil)
        }
        fingersInTap += touches.count
        if fingersInTap > numberOfTouchesRequired {
            fail()
        }
    }

    /// Fails when a finger strays beyond `allowableMovement`.
    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible else { return }
        if touchDownPoints.anyMoved(touches, beyond: allowableMovement) {
            fail()
        }
    }

    /// Completes a tap when the last finger lifts; recognizes on the last required tap.
    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible else { return }
        if touchDownPoints.anyMoved(touches, beyond: allowableMovement) {
            fail()
            return
        }
        touchDownPoints.forget(touches)
        guard touchDownPoints.isEmpty else { return }
        cancelTimer(&pressDeadline)
        guard fingersInTap == numberOfTouchesRequired else {
            fail()
            return
        }
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            lastLift = event.timestamp
            tapIntervalDeadline = clock?.schedule(at: event.timestamp + maximumTapInterval) { [weak self] in
                self?.fail()
            }
        }
    }

    /// A cancelled touch is never a tap.
    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        fail()
    }

    /// Forgets the sequence and cancels its deadlines.
    open override func reset() {
        super.reset()
        cancelTimer(&pressDeadline)
        cancelTimer(&tapIntervalDeadline)
        tapsCompleted = 0
        firstTouchDown = nil
        touchDownPoints.removeAll()
        fingersInTap = 0
        lastLift = nil
    }

    /// A touch-down between taps that comes too soon, too late or too far ends the sequence.
    override func disqualifiesSequence(touchDownAt location: Point, time: Instant) -> Bool {
        guard tapsCompleted > 0, touchDownPoints.isEmpty, let lastLift, let firstTouchDown else { return false }
        let gap = time - lastLift
        return gap < minimumTapInterval || gap >= maximumTapInterval
            || location.distance(to: firstTouchDown) > maximumTapDistance
    }

    /// Fails if still undecided, dropping the deadlines.
    private func fail() {
        cancelTimer(&pressDeadline)
        cancelTimer(&tapIntervalDeadline)
        if state == .possible {
            state = .failed
        }
    }
}
