/// The entry point for input: turns touch frames into `Touch` objects, hit-tests each
/// new finger in the window's view tree, and delivers the touches to the recognizers of
/// the hit view and its ancestors (deepest view first, each view's recognizers in the
/// order they were added), as UIKit's window does.
///
/// Each frame first advances the clock to the frame's time (firing due timers, so a
/// deadline at exactly the frame's time has passed), then delivers touch-downs and moves,
/// then lifts and cancellations. Input that makes no sense is tolerated: a touch-down for
/// a finger already down counts as a move, updates for unknown fingers are ignored, and a
/// frame older than the clock is taken to happen at the clock's time.
public final class TouchRouter {
    /// The root of the view tree; touch locations are in its frame's (screen) coordinates.
    public let window: View
    /// The clock timers run on; `send` and `advance(to:)` move it.
    public let clock: ManualClock
    /// Called for every touch update the router applies, with the frame's time (for traces).
    public var onTouch: ((TouchUpdate, Instant) -> Void)?

    private let arena: GestureArena
    /// The fingers down, in ascending order of id (a frame's event shares this array
    /// instead of building one).
    private var touches: [Touch] = []
    /// The same fingers by id, so that a frame costs time in proportion to its updates
    /// and the fingers down, not to their product.
    private var touchesByID: [Int: Touch] = [:]
    /// Counts the frames sent, to mark the touches a frame already listed.
    private var frameNumber: UInt64 = 0

    /// Creates a router delivering to the recognizers in `window`'s tree, timed by `clock`.
    public init(window: View, clock: ManualClock) {
        self.window = window
        self.clock = clock
        self.arena = GestureArena(clock: clock)
    }

    /// Called on every recognizer state change (began, changed, ended, cancelled, failed;
    /// not the reset to possible) with the clock's time, for traces.
    public var onStateChange: ((GestureRecognizer, GestureRecognizerState, Instant) -> Void)? {
        get { arena.onStateChange }
        set { arena.onStateChange = newValue }
    }

    /// How many fingers are down.
    public var activeTouchCount: Int { touches.count }

    /// The ids of the fingers that are down, in ascending order.
    public var activeTouchIDs: [Int] { touches.map(\.id) }

    /// Moves the clock to `time`, firing the timers due by then.
    public func advance(to time: Instant) {
        clock.advance(to: time)
        arena.drain()
    }

    /// Cancels every finger that is down, at the clock's current time (the end of scripted
    /// input, lost input, a device gone).
    public func cancelAllTouches() {
        let updates = touches.map { TouchUpdate(id: $0.id, phase: .cancelled, location: $0.screenLocation) }
        guard !updates.isEmpty else { return }
        send(TouchFrame(time: clock.now, updates: updates))
    }

    /// Delivers one input frame.
    public func send(_ frame: TouchFrame) {
        advance(to: frame.time)
        let time = clock.now
        var landed: [Touch] = []
        var moved: [Touch] = []
        var lifted: [Touch] = []
        var cancelled: [Touch] = []
        frameNumber &+= 1

        for update in frame.updates where update.phase != .ended && update.phase != .cancelled {
            if let touch = touchesByID[update.id] {
                guard update.phase != .stationary else { continue }
                touch.update(phase: .moved, location: update.location, timestamp: time)
                if touch.lastFrameUpdated != frameNumber {
                    touch.lastFrameUpdated = frameNumber
                    moved.append(touch)
                }
                onTouch?(TouchUpdate(id: update.id, phase: .moved, location: update.location), time)
            } else if update.phase == .began {
                let touch = touchDown(update, at: time)
                touch.lastFrameUpdated = frameNumber
                landed.append(touch)
                onTouch?(update, time)
            }
        }
        if !landed.isEmpty {
            touches = touchesByID.values.sorted { $0.id < $1.id }
        }
        for touch in landed { associate(touch) }
        let event = TouchEvent(timestamp: time, allTouches: touches)
        deliver(landed, event: event) { $0.touchesBegan($1, with: $2) }
        deliver(moved, event: event) { $0.touchesMoved($1, with: $2) }

        for update in frame.updates where update.phase == .ended || update.phase == .cancelled {
            guard let touch = touchesByID.removeValue(forKey: update.id) else { continue }
            touch.update(phase: update.phase, location: update.location, timestamp: time)
            if update.phase == .ended { lifted.append(touch) } else { cancelled.append(touch) }
            onTouch?(update, time)
        }
        if !lifted.isEmpty || !cancelled.isEmpty {
            touches.removeAll { !$0.isDown }
        }
        deliver(lifted, event: event) { $0.touchesEnded($1, with: $2) }
        deliver(cancelled, event: event) { $0.touchesCancelled($1, with: $2) }
        if !lifted.isEmpty || !cancelled.isEmpty {
            let gone = Set((lifted + cancelled).map(ObjectIdentifier.init))
            for recognizer in arena.participants {
                recognizer.release(gone)
            }
            arena.touchesChanged()
        }
        arena.drain()
    }

    /// Creates the touch for a finger that touched down and hit-tests its view.
    private func touchDown(_ update: TouchUpdate, at time: Instant) -> Touch {
        let view = window.hitTest(window.convert(update.location, from: nil))
        let touch = Touch(id: update.id, location: update.location, timestamp: time, view: view)
        touchesByID[update.id] = touch
        return touch
    }

    /// The enabled recognizers of `view` and its ancestors, deepest view first.
    private func recognizers(from view: View?) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        var current = view
        while let candidate = current {
            result.append(contentsOf: candidate.gestureRecognizers.filter(\.isEnabled))
            current = candidate.superview
        }
        return result
    }

    /// Ties a landing touch to its recognizers: a multi-step recognizer it disqualifies
    /// fails first (so the touch starts a fresh sequence); then each recognizer that
    /// accepts touches and whose delegate agrees receives it, and the others only keep it
    /// associated, to reset once it lifts.
    private func associate(_ touch: Touch) {
        let candidates = recognizers(from: touch.view)
        for recognizer in candidates
        where recognizer.state == .possible && recognizer.heldState == nil && recognizer.isEngaged
            && recognizer.activeTouches.isEmpty
            && recognizer.disqualifiesSequence(touchDownAt: touch.screenLocation, time: touch.timestamp)
        {
            recognizer.state = .failed
        }
        arena.drain()
        for recognizer in candidates {
            let receives =
                recognizer.acceptsNewTouches
                && (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true)
            arena.enroll(recognizer)
            recognizer.associate(touch, delivered: receives)
        }
    }

    /// Hands each participant the touches of `touches` delivered to it, if it still takes updates.
    private func deliver(
        _ touches: [Touch], event: TouchEvent,
        _ method: (GestureRecognizer, [Touch], TouchEvent) -> Void
    ) {
        guard !touches.isEmpty else { return }
        for recognizer in arena.participants {
            let own = touches.allSatisfy(recognizer.hasDelivered) ? touches : touches.filter(recognizer.hasDelivered)
            guard !own.isEmpty, recognizer.receivesTouchUpdates else { continue }
            arena.runCallback { method(recognizer, own, event) }
        }
    }
}
