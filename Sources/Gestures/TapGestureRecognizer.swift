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
///
/// From the end of the first tap, `location(in:)` is the centroid of that tap's fingers
/// where they lifted and `location(ofTouch:in:)` each of them, in order of touch-down,
/// however many taps follow (UIKit: "if there are multiple taps, this location is the
/// first tap"); they stay so until the next sequence's first touch-down.
open class TapGestureRecognizer: GestureRecognizer {
    /// Discrete: the tap is recognized at its last lift, with nothing to report before.
    open override var kind: GestureRecognizerKind { .discrete }

    private var tapsRequired = 1
    private var touchesRequired = 1
    private var movementAllowed = 10.0
    private var pressMicroseconds: Int64 = 500_000
    private var longestGapMicroseconds: Int64 = 300_000
    private var shortestGapMicroseconds: Int64 = 0
    private var tapDistance = 100.0

    private var tapsCompleted = 0
    private var firstTouchDown: Point?
    private var touchDownPoints = TouchDownPoints()
    private var fingersInTap = 0
    private var lastLift: Instant?
    /// The first tap's fingers, in order of touch-down, each where it was last (where it
    /// lifted, once it did); kept for its capacity.
    private let firstTapFingers = OwnedArray<TapFinger>()
    /// Whether the first tap is complete, so that the location is its fingers'.
    private var firstTapComplete = false

    /// Taps needed to recognize.
    public var numberOfTapsRequired: Int {
        get { tapsRequired }
        set { tapsRequired = newValue }
    }
    /// Fingers each tap needs.
    public var numberOfTouchesRequired: Int {
        get { touchesRequired }
        set { touchesRequired = newValue }
    }
    /// How far (points) a finger may move from its touch-down point and still tap.
    public var allowableMovement: Double {
        get { movementAllowed }
        set { movementAllowed = newValue }
    }
    /// How long a tap's fingers may stay down.
    public var maximumPressDuration: Duration {
        get { .microseconds(pressMicroseconds) }
        set { pressMicroseconds = newValue.wholeMicroseconds }
    }
    /// The longest gap from a lift to the next tap's touch-down (exclusive).
    public var maximumTapInterval: Duration {
        get { .microseconds(longestGapMicroseconds) }
        set { longestGapMicroseconds = newValue.wholeMicroseconds }
    }
    /// The shortest gap from a lift to the next tap's touch-down (inclusive).
    public var minimumTapInterval: Duration {
        get { .microseconds(shortestGapMicroseconds) }
        set { shortestGapMicroseconds = newValue.wholeMicroseconds }
    }
    /// How far (points) a later tap may touch down from the sequence's first touch-down.
    public var maximumTapDistance: Double {
        get { tapDistance }
        set { tapDistance = newValue }
    }

    /// Starts a tap when no finger is down, and counts the fingers taking part.
    open override func touchesBegan(_ touches: Touches, with event: TouchEvent) {
        guard state == .possible, let first = touches.first else { return }
        if touchDownPoints.isEmpty {
            if disqualifiesSequence(touchDownAt: first.screenLocation, time: event.timestamp) {
                fail()
                return
            }
            fingersInTap = 0
            setDeadline(event.timestamp.advanced(byMicroseconds: pressMicroseconds))
            if tapsCompleted == 0 { forgetFirstTap() }
        }
        touchDownPoints.record(touches)
        if tapsCompleted == 0 { noteFirstTap(touches, landing: true) }
        if firstTouchDown == nil {
            firstTouchDown = first.screenLocation
        }
        fingersInTap += touches.count
        if fingersInTap > touchesRequired {
            fail()
        }
    }

    /// Fails when a finger strays beyond `allowableMovement`.
    open override func touchesMoved(_ touches: Touches, with event: TouchEvent) {
        guard state == .possible else { return }
        if touchDownPoints.anyMoved(touches, beyond: movementAllowed) {
            fail()
        }
    }

    /// Completes a tap when the last finger lifts; recognizes on the last required tap.
    open override func touchesEnded(_ touches: Touches, with event: TouchEvent) {
        guard state == .possible else { return }
        if touchDownPoints.anyMoved(touches, beyond: movementAllowed) {
            fail()
            return
        }
        touchDownPoints.forget(touches)
        if tapsCompleted == 0 { noteFirstTap(touches, landing: false) }
        guard touchDownPoints.isEmpty else { return }
        cancelDeadline()
        guard fingersInTap == touchesRequired else {
            fail()
            return
        }
        tapsCompleted += 1
        firstTapComplete = true
        if tapsCompleted >= tapsRequired {
            state = .ended
        } else {
            lastLift = event.timestamp
            setDeadline(event.timestamp.advanced(byMicroseconds: longestGapMicroseconds))
        }
    }

    /// A cancelled touch is never a tap.
    open override func touchesCancelled(_ touches: Touches, with event: TouchEvent) {
        fail()
    }

    /// Forgets the sequence and cancels its deadline.
    open override func reset() {
        super.reset()
        cancelDeadline()
        tapsCompleted = 0
        firstTouchDown = nil
        touchDownPoints.removeAll()
        fingersInTap = 0
        lastLift = nil
    }

    /// A touch-down between taps that comes too soon, too late or too far ends the sequence.
    override func disqualifiesSequence(touchDownAt location: Point, time: Instant) -> Bool {
        guard tapsCompleted > 0, touchDownPoints.isEmpty, let lastLift, let firstTouchDown else { return false }
        let gap = time.microseconds &- lastLift.microseconds
        return gap < shortestGapMicroseconds || gap >= longestGapMicroseconds
            || location.distance(to: firstTouchDown) > tapDistance
    }

    override var pinnedLocationCount: Int { firstTapComplete ? firstTapFingers.count : 0 }

    override func pinnedLocation(at index: Int) -> Point { firstTapFingers[index].location }

    /// The press lasted too long, or the next tap did not come in time.
    override func deadlinePassed() {
        fail()
    }

    /// Adds the first tap's fingers landing in `touches`, or moves those lifting to where
    /// they lifted.
    private func noteFirstTap(_ touches: Touches, landing: Bool) {
        firstTapFingers.edit { fingers in
            for touch in touches {
                if landing {
                    fingers.append(TapFinger(slot: touch.slot, location: touch.screenLocation))
                } else if let index = fingers.firstIndex(where: { $0.slot == touch.slot }) {
                    fingers[index].location = touch.screenLocation
                }
            }
        }
    }

    /// Forgets the last sequence's first tap, as a new sequence starts.
    private func forgetFirstTap() {
        firstTapFingers.removeAll()
        firstTapComplete = false
    }

    /// Fails if still undecided, dropping the deadline.
    private func fail() {
        cancelDeadline()
        if state == .possible {
            state = .failed
        }
    }
}

/// One finger of a tap: its router slot and where it was last, in screen coordinates.
private struct TapFinger {
    let slot: Int
    var location: Point
}
