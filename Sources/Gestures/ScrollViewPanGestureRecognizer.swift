/// A `ScrollView`'s own pan: it feeds the fingers' translation and velocity to the scroll
/// view, and holds the deadline its motion is stepped by, one display frame at a time.
///
/// A pan with the default 10-point slop, but for a sequence whose first touch stops a
/// moving list: that one begins at once, so the recognizers of the content it landed on
/// fail (exclusivity) and the touch is no tap. The motion's frames are this recognizer's
/// deadline, a value the clock chains (no closure, nothing allocated per frame), and they
/// outlive the touch sequence: a reset leaves them running.
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    /// The scroll view it drags, unretained (the view retains its recognizers); the scroll
    /// view clears it as it goes.
    private var owner: UnsafeLink<ScrollView>?
    /// Whether the sequence's first touch stopped a moving list.
    private(set) var caughtMotion = false
    /// When the motion started (the lift), and how many of its frames were shown.
    private var motionStart = Instant.zero
    private var framesShown: Int64 = 0

    /// The scroll view it drags (computed over private storage, as the library's stored
    /// properties are, so that the compiler proves exclusive access statically).
    var scrollView: ScrollView? {
        get { owner?.object }
        set { owner = newValue.map { UnsafeLink($0) } }
    }

    /// Stops a moving list with the sequence's first touch and begins at once.
    override func touchesBegan(_ touches: Touches, with event: TouchEvent) {
        let catches = state == .possible && !caughtMotion && (scrollView?.stopMotion() ?? false)
        if catches { caughtMotion = true }
        super.touchesBegan(touches, with: event)
        if catches && state == .possible { state = .began }
        followFingers()
    }

    override func touchesMoved(_ touches: Touches, with event: TouchEvent) {
        super.touchesMoved(touches, with: event)
        followFingers()
    }

    /// On the pan's end the list goes on with the fingers' velocity.
    override func touchesEnded(_ touches: Touches, with event: TouchEvent) {
        super.touchesEnded(touches, with: event)
        if state == .ended {
            scrollView?.endDrag(velocity: velocity(in: nil), at: event.timestamp)
        } else {
            followFingers()
        }
    }

    /// A cancelled drag throws nothing: the list rests, or springs back from past an end.
    override func touchesCancelled(_ touches: Touches, with event: TouchEvent) {
        super.touchesCancelled(touches, with: event)
        scrollView?.endDrag(velocity: .zero, at: event.timestamp)
    }

    /// Ends a drag that no touch method ended (the pan was disabled while dragging); the
    /// motion's frames go on.
    override func reset() {
        if let scrollView, scrollView.isDragging, let now = clock?.now {
            scrollView.endDrag(velocity: .zero, at: now)
        }
        caughtMotion = false
        super.reset()
    }

    /// Starts showing a motion that started at `start`, from its first frame.
    func startFrames(at start: Instant) {
        motionStart = start
        framesShown = 0
        setDeadline(DisplayFrame.instant(1, after: start))
    }

    /// Stops showing the motion.
    func stopFrames() {
        cancelDeadline()
    }

    /// A frame is due: the scroll view shows it, and the next is set while it moves.
    override func deadlinePassed() {
        framesShown += 1
        let shown = DisplayFrame.instant(framesShown, after: motionStart)
        scrollView?.showFrame(afterMilliseconds: Double(shown.microseconds &- motionStart.microseconds) / 1000)
        if scrollView?.isDecelerating == true {
            setDeadline(DisplayFrame.instant(framesShown + 1, after: motionStart))
        }
    }

    /// Hands the translation to the scroll view while the pan runs.
    private func followFingers() {
        guard state == .began || state == .changed, let scrollView else { return }
        let translation = translation(in: nil)
        if scrollView.isDragging {
            scrollView.drag(translation: translation)
        } else {
            scrollView.beginDrag(translation: translation)
        }
    }
}
