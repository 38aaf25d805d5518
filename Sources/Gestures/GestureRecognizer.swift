/// The base of every gesture recognizer, the counterpart of `UIGestureRecognizer`: it
/// receives the touches of its view, runs the state machine, and sends its actions.
///
/// Subclassing (as UIKit's subclass header allows): override `touchesBegan/Moved/Ended/
/// Cancelled` and `reset()`, and set `state`. Set `state` after updating the properties
/// your actions read; actions are sent once the touch method returns. Override `kind` to
/// say which states the recognizer may enter: a continuous one (the default) goes possible
/// → began → changed* → ended | cancelled, a discrete one possible → ended; either may go
/// possible → failed. Any other move is a programming error: the state does not change,
/// and `illegalTransitionHandler` hears of it (by default an assertion stops a debug
/// build). Deadlines are timers on `clock`, never the wall clock.
///
/// Recognition may be held back: while a recognizer this one requires to fail
/// (`require(toFail:)`, or a delegate's failure requirement) is still undecided, setting
/// began or ended leaves `state` at possible; the recognition goes through when the other
/// fails, and turns into failed when the other recognizes. While held back the recognizer
/// still receives its own touches (setting failed drops the held recognition), but no new ones.
open class GestureRecognizer {
    /// A name for logs and traces.
    public var name: String?
    /// The view the recognizer is attached to (`View.addGestureRecognizer`).
    public internal(set) weak var view: View?
    /// Refines the recognizer's behaviour; held weakly.
    public weak var delegate: GestureRecognizerDelegate?
    /// Accepted for UIKit familiarity and inert: there is no other touch delivery to cancel.
    public var cancelsTouchesInView = true
    /// The clock deadlines run on, set by the router before the first touch is delivered.
    var timerClock: ManualClock? {
        willSet {
            if newValue !== timerClock { cancelDeadline() }
        }
    }
    /// The clock's record of this recognizer's pending deadline (see `ManualClock`).
    var deadlineEntry = DeadlineEntry()

    /// When false the recognizer receives no touches; disabling it cancels a running
    /// gesture and fails an undecided one.
    public var isEnabled = true {
        didSet {
            if !isEnabled { abandonSequence() }
        }
    }

    private var storedState: GestureRecognizerState = .possible
    private var targets: [GestureRecognizerTarget] = []
    private var failureRequirements: [WeakRecognizer] = []

    /// The state a held-back recognition will enter when the recognizers it requires to
    /// fail have failed; nil when nothing is held back.
    var heldState: GestureRecognizerState?
    /// The arena coordinating this recognizer with the others, set by the router.
    weak var arena: GestureArena?
    /// Every touch that landed on this recognizer's views since the last reset, delivered or not.
    var associatedTouches: [Touch] = []
    /// The touches delivered to this recognizer since the last reset.
    var deliveredTouches: [Touch] = []
    /// The identities of `deliveredTouches`, so `hasDelivered` does not scan them.
    private var deliveredIdentities = Set<ObjectIdentifier>()
    /// The delivered touches still down.
    var activeTouches: [Touch] = []
    /// The last touches to lift, kept so that `location(in:)` still answers after them.
    private var lastTouches: [Touch] = []
    /// Hears of each state a subclass set that its `kind` forbids, instead of the default
    /// assertion that stops a debug build (release builds ignore such a state either way;
    /// the state never changes). A subclass's tests set it to check that a sequence of
    /// touches never drives the recognizer into an illegal state.
    public var illegalTransitionHandler: ((IllegalStateTransition) -> Void)?

    /// Creates a recognizer without actions.
    public init() {}

    /// Creates a recognizer that calls `action` on began, changed, ended and cancelled.
    public convenience init(action: @escaping (GestureRecognizer) -> Void) {
        self.init()
        addTarget(action)
    }

    deinit {
        cancelDeadline()
    }

    /// The clock for deadlines, set by the router before the first touch is delivered.
    public var clock: GestureClock? { timerClock }

    /// Adds an action, called with the recognizer on began, changed (every update),
    /// ended and cancelled; never on failed. Keep the result to remove this action alone.
    @discardableResult
    public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) -> GestureRecognizerTarget {
        let target = GestureRecognizerTarget(action)
        targets.append(target)
        return target
    }

    /// Removes the action `target` was returned for (at once: if actions are being sent,
    /// it is not called again); nothing if it is not this recognizer's.
    public func removeTarget(_ target: GestureRecognizerTarget) {
        targets.removeAll { $0 === target }
    }

    /// Removes every action, including the one given to `init(action:)`.
    public func removeAllTargets() {
        targets.removeAll()
    }

    /// Whether the recognizer is discrete (recognizes at a moment, as a tap) or continuous
    /// (reports a gesture as it goes, as a pan), which decides the states it may enter.
    /// The default is continuous; a discrete subclass overrides it.
    open var kind: GestureRecognizerKind { .continuous }

    /// The recognizer's state. Subclasses set it; see the type's documentation for the
    /// legal transitions and for held-back recognition.
    public var state: GestureRecognizerState {
        get { storedState }
        set { requestTransition(to: newValue) }
    }

    /// Makes this recognizer wait for `other` to fail before it recognizes, and fail if
    /// `other` recognizes (the single-tap / double-tap pattern). `other` is held weakly.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !requiresExplicitly(other) else { return }
        failureRequirements.append(WeakRecognizer(other))
    }

    /// The number of touches the recognizer is tracking; after its last touches lifted,
    /// the number of those touches (so a tap's action still sees them).
    public var numberOfTouches: Int { currentTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (screen for nil);
    /// after they lifted, the centroid where they lifted.
    public func location(in view: View?) -> Point {
        let point = currentTouches.screenCentroid ?? .zero
        return view?.convert(point, from: nil) ?? point
    }

    /// The location of the touch at `index` (in order of touch-down) in `view`'s
    /// coordinates; (0, 0) for an index outside `0..<numberOfTouches`.
    public func location(ofTouch index: Int, in view: View?) -> Point {
        let touches = currentTouches
        guard touches.indices.contains(index) else { return .zero }
        return touches[index].location(in: view)
    }

    /// Stops delivering `touch` to this recognizer for the rest of its life, as UIKit's
    /// `ignore(_:for:)`: it no longer counts in `numberOfTouches` or `location(in:)`, and
    /// it no longer ties this recognizer to the recognizers that receive it.
    public func ignore(_ touch: Touch, for event: TouchEvent) {
        deliveredTouches.removeAll { $0 === touch }
        deliveredIdentities.remove(ObjectIdentifier(touch))
        activeTouches.removeAll { $0 === touch }
        arena?.touchesChanged()
    }

    /// Subclass hook: fingers touched down on the view. The default does nothing.
    open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {}

    /// Subclass hook: fingers moved. The default does nothing.
    open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {}

    /// Subclass hook: fingers lifted. The default does nothing.
    open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {}

    /// Subclass hook: the system took fingers away. The default does nothing.
    open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {}

    /// Subclass hook, called after the state returned to possible at the end of a
    /// sequence: forget per-sequence data and cancel timers. Call `super.reset()`.
    open func reset() {}

    /// Whether this recognizer, by recognizing, makes `other` fail (unless a delegate
    /// allows both). The default is true.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }

    /// Whether `other`, by recognizing, makes this recognizer fail (unless a delegate
    /// allows both). The default is true.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }

    /// Subclass hook: true makes this recognizer wait for `other` to fail whenever both
    /// take part in the same touches. The default is false.
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }

    /// Subclass hook: true makes `other` wait for this recognizer to fail whenever both
    /// take part in the same touches. The default is false.
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    // MARK: - Internals shared with the router and the arena

    /// Whether `other` was named with `require(toFail:)`.
    func requiresExplicitly(_ other: GestureRecognizer) -> Bool {
        failureRequirements.contains { $0.recognizer === other }
    }

    /// The recognizers named with `require(toFail:)` that still exist.
    var explicitFailureRequirements: [GestureRecognizer] {
        failureRequirements.compactMap(\.recognizer)
    }

    /// Whether the recognizer has received touches since its last reset.
    var isEngaged: Bool { !deliveredTouches.isEmpty }

    /// Whether a touch landing now would be delivered (touches of a finished or held-back
    /// recognizer are only associated with it, so that it resets after they lift).
    var acceptsNewTouches: Bool {
        isEnabled && view != nil && heldState == nil && (storedState == .possible || storedState == .began || storedState == .changed)
    }

    /// Whether updates of already delivered touches reach the recognizer.
    var receivesTouchUpdates: Bool {
        isEnabled && (storedState == .possible || storedState == .began || storedState == .changed)
    }

    /// Whether any touch of the sequence is still down.
    var hasTouchesDown: Bool { associatedTouches.contains { $0.isDown } }

    /// Checked by the router just before a new touch lands while the recognizer waits
    /// between the steps of a multi-step gesture (no finger down): true makes it fail
    /// before it sees the touch, so the touch can start a fresh sequence. Built-in
    /// multi-tap recognizers override it.
    func disqualifiesSequence(touchDownAt location: Point, time: Instant) -> Bool { false }

    /// Ties a landing touch to the recognizer; `delivered` when it will receive it.
    func associate(_ touch: Touch, delivered: Bool) {
        associatedTouches.append(touch)
        if delivered {
            deliveredTouches.append(touch)
            deliveredIdentities.insert(ObjectIdentifier(touch))
            activeTouches.append(touch)
        }
    }

    /// Whether `touch` was delivered to the recognizer.
    func hasDelivered(_ touch: Touch) -> Bool {
        deliveredIdentities.contains(ObjectIdentifier(touch))
    }

    /// Forgets touches that lifted or were cancelled (`gone`, by identity), remembering
    /// the last ones for `location(in:)`.
    func release(_ gone: Set<ObjectIdentifier>) {
        let lifting = activeTouches.filter { gone.contains(ObjectIdentifier($0)) }
        guard !lifting.isEmpty else { return }
        activeTouches.removeAll { gone.contains(ObjectIdentifier($0)) }
        if activeTouches.isEmpty {
            lastTouches = lifting
        }
    }

    /// Returns to possible at the end of a sequence and lets the subclass clean up.
    func performReset() {
        if !activeTouches.isEmpty {
            lastTouches = activeTouches
        }
        storedState = .possible
        heldState = nil
        associatedTouches.removeAll()
        deliveredTouches.removeAll()
        deliveredIdentities.removeAll()
        activeTouches.removeAll()
        reset()
    }

    /// Enters `next` unconditionally (the checks are done) and reports it.
    func commit(_ next: GestureRecognizerState) {
        let previous = storedState
        storedState = next
        if let arena {
            arena.recognizer(self, didMoveFrom: previous, to: next)
        } else if next.sendsActions {
            sendActions()
        }
    }

    /// Sets the recognizer's one deadline (replacing a pending one): `deadlinePassed()`
    /// runs when the clock reaches `deadline`. Nothing without a clock.
    func setDeadline(_ deadline: Instant) {
        cancelDeadline()
        timerClock?.scheduleDeadline(at: deadline, for: self)
    }

    /// Cancels the pending deadline, if any.
    func cancelDeadline() {
        guard deadlineEntry.id != 0 else { return }
        timerClock?.cancelDeadline(of: self)
    }

    /// Called by the clock when the deadline set with `setDeadline` passes.
    func deadlineFired() {
        deadlinePassed()
    }

    /// Built-in recognizers' hook: the deadline set with `setDeadline` passed.
    func deadlinePassed() {}

    /// Calls every action with the recognizer: those added when sending began, but not
    /// those an earlier action removed.
    func sendActions() {
        for target in targets where targets.contains(where: { $0 === target }) {
            target.action(self)
        }
    }

    /// The touches location queries describe: those down, else the last to lift.
    private var currentTouches: [Touch] {
        activeTouches.isEmpty ? lastTouches : activeTouches
    }

    /// Validates a transition asked for through `state`, then enters it, holds it back, or
    /// turns it into failed (delegate veto, or a required recognizer recognized).
    private func requestTransition(to next: GestureRecognizerState) {
        let previous = storedState
        if previous == .possible && next == .possible { return }
        guard kind.allowsTransition(from: previous, to: next) else {
            reject(IllegalStateTransition(kind: kind, from: previous, to: next))
            return
        }
        if heldState != nil {
            // Held back, the state reads possible: recognizing again changes nothing.
            if next == .failed {
                heldState = nil
                commit(.failed)
            }
            return
        }
        if previous == .possible && (next == .began || next == .ended) {
            if let delegate, !delegate.gestureRecognizerShouldBegin(self) {
                commit(.failed)
                return
            }
            switch GestureArena.admission(of: self, among: arena?.participants ?? []) {
            case .refused:
                commit(.failed)
                return
            case .waiting:
                heldState = next
                return
            case .admitted:
                break
            }
        }
        commit(next)
    }

    /// Reports a transition the recognizer's kind forbids to the handler, or stops a debug build.
    private func reject(_ transition: IllegalStateTransition) {
        if let illegalTransitionHandler {
            illegalTransitionHandler(transition)
        } else {
            assertionFailure("\(type(of: self)) \(name ?? ""): \(transition)")
        }
    }

    /// Ends the sequence early because the recognizer was disabled.
    private func abandonSequence() {
        if heldState != nil {
            heldState = nil
            commit(.failed)
        } else if storedState == .began || storedState == .changed {
            commit(.cancelled)
        } else if storedState == .possible && isEngaged {
            commit(.failed)
        }
    }
}

/// A weak reference to a recognizer, for failure requirements (which must not keep the
/// other recognizer alive).
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?

    init(_ recognizer: GestureRecognizer) {
        self.recognizer = recognizer
    }
}
