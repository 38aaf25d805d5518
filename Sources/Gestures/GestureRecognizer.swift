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
///
/// Performance: the state every touch reaches is stored in private properties, so that
/// the compiler proves exclusive access to them statically; its growing lists are
/// `OwnedArray`s, whose changes keep no access to them open. The links to the
/// view, the router and other recognizers are `UnsafeLink`s that whichever side goes away
/// first clears.
open class GestureRecognizer {
    /// A name for logs and traces.
    public var name: String?
    /// When it recognizes, the views that take touches (`View.handlesTouches`) lose the
    /// touches it received: those they had are cancelled, the rest never reach them.
    public var cancelsTouchesInView = true
    /// Holds a landing touch back from its view until this recognizer has failed (then
    /// delivered) or recognized (then dropped).
    public var delaysTouchesBegan = false
    /// Holds a lifting touch back from its view until this recognizer has failed (then
    /// delivered) or recognized (then cancelled, when it cancels touches in its view).
    public var delaysTouchesEnded = true
    /// Hears of each state a subclass set that its `kind` forbids, instead of the default
    /// assertion that stops a debug build (release builds ignore such a state either way;
    /// the state never changes). A subclass's tests set it to check that a sequence of
    /// touches never drives the recognizer into an illegal state.
    public var illegalTransitionHandler: ((IllegalStateTransition) -> Void)?

    /// Set by `View` while attached; the view retains its recognizers and clears this.
    /// An `UnsafeLink`, so that asking whether there is one loads nothing.
    var attachedView: UnsafeLink<View>?
    /// Set by the router while the recognizer takes part in a touch sequence; the router
    /// clears it when the sequence ends and when it goes away. Read without retaining it
    /// (`withRouter`).
    private var router: UnsafeLink<TouchRouter>?
    /// The arena's record of this recognizer (see `GestureArena`).
    var arenaEntry = ArenaEntry()
    /// The clock's record of this recognizer's pending deadline (see `ManualClock`).
    var deadlineEntry = DeadlineEntry()
    /// The clock deadlines run on, set by the router before the first touch is delivered.
    private(set) var timerClock: ManualClock?
    /// The state a held-back recognition will enter when the recognizers it requires to
    /// fail have failed; nil when nothing is held back.
    var heldState: GestureRecognizerState?
    /// The touches delivered to this recognizer and not yet lifted (or lifting in the
    /// current frame); the router lists them in the order they touched down.
    private(set) var activeSlots = TouchSet()

    /// Unretained, as an `UnsafeLink` (which cannot hold a protocol's existential): the
    /// delegate that goes away first sets it to nil.
    private unowned(unsafe) var delegateReference: GestureRecognizerDelegate?
    private var enabled = true
    /// `allowedTouchTypes` as a mask of `TouchType.bit`s, checked as each touch lands.
    private var allowedTypes: UInt8 = TouchType.allCases.reduce(0) { $0 | $1.bit }
    private var exclusiveType = true
    /// The type of the sequence's first touch delivered, which an exclusive recognizer
    /// keeps to; nil until one is.
    private var sequenceTouchType: TouchType?
    private var storedState: GestureRecognizerState = .possible
    private let targets = OwnedArray<GestureRecognizerTarget>()
    /// The same targets unretained, for a round of actions that retains nothing (`targets`
    /// keeps them alive).
    private let targetLinks = OwnedArray<UnsafeLink<GestureRecognizerTarget>>()
    /// Counts removals of targets, so that a round of actions checks for removed ones only
    /// when there were some.
    private var targetRemovals = 0
    /// The recognizers named with `require(toFail:)`, and those that named this one: each
    /// side's list holds the other, and the first to go away takes itself out of both.
    private var failureRequirements: [UnsafeLink<GestureRecognizer>] = []
    private var requiredBy: [UnsafeLink<GestureRecognizer>] = []
    /// Where the last touches to lift were (screen coordinates), so that `location(in:)`
    /// still answers after them.
    /// Only the first `lastLocationCount` are, so that the array is refilled in place.
    private let lastLocations = OwnedArray<Point>()
    private var lastLocationCount = 0

    /// Creates a recognizer without actions.
    public init() {}

    /// Creates a recognizer that calls `action` on began, changed, ended and cancelled.
    public convenience init(action: @escaping (GestureRecognizer) -> Void) {
        self.init()
        addTarget(action)
    }

    deinit {
        cancelDeadline()
        for required in failureRequirements {
            var list = required.object.requiredBy
            list.removeAll { $0.object === self }
            required.object.requiredBy = list
        }
        for dependent in requiredBy {
            var list = dependent.object.failureRequirements
            list.removeAll { $0.object === self }
            dependent.object.failureRequirements = list
        }
    }

    /// The view the recognizer is attached to (`View.addGestureRecognizer`).
    public var view: View? { attachedView?.object }

    /// Refines the recognizer's behaviour. Not retained, as in UIKit; unlike UIKit's weak
    /// reference, a delegate that goes away before its recognizer sets this to nil first.
    public var delegate: GestureRecognizerDelegate? {
        get { delegateReference }
        set { delegateReference = newValue }
    }

    /// The clock for deadlines, set by the router before the first touch is delivered.
    public var clock: GestureClock? { timerClock }

    /// When false the recognizer receives no touches; disabling it cancels a running
    /// gesture and fails an undecided one.
    public var isEnabled: Bool {
        get { enabled }
        set {
            enabled = newValue
            if !newValue { abandonSequence() }
        }
    }

    /// The types of touch delivered to the recognizer (UIKit's `allowedTouchTypes`), by
    /// default all; a touch of another type is never delivered to it.
    public var allowedTouchTypes: [TouchType] {
        get { TouchType.allCases.filter { allowedTypes & $0.bit != 0 } }
        set { allowedTypes = newValue.reduce(0) { $0 | $1.bit } }
    }

    /// Whether the recognizer ignores new touches whose type is not that of its
    /// sequence's first touch (UIKit's `requiresExclusiveTouchType`); true by default, as
    /// in UIKit. When false it receives every touch of an allowed type.
    public var requiresExclusiveTouchType: Bool {
        get { exclusiveType }
        set { exclusiveType = newValue }
    }

    /// Adds an action, called with the recognizer on began, changed (every update),
    /// ended and cancelled; never on failed. Keep the result to remove this action alone.
    @discardableResult
    public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) -> GestureRecognizerTarget {
        let target = GestureRecognizerTarget(action)
        targets.append(target)
        targetLinks.append(UnsafeLink(target))
        return target
    }

    /// Removes the action `target` was returned for (at once: if actions are being sent,
    /// it is not called again); nothing if it is not this recognizer's.
    public func removeTarget(_ target: GestureRecognizerTarget) {
        targets.edit { $0.removeAll { $0 === target } }
        targetLinks.replace(with: targets.elements.map { UnsafeLink($0) })
        targetRemovals += 1
    }

    /// Removes every action, including the one given to `init(action:)`.
    public func removeAllTargets() {
        targets.removeAll()
        targetLinks.removeAll()
        targetRemovals += 1
    }

    /// Whether the recognizer is discrete (recognizes at a moment, as a tap) or continuous
    /// (reports a gesture as it goes, as a pan), which decides the states it may enter.
    /// The default is continuous; a discrete subclass overrides it.
    open var kind: GestureRecognizerKind { .continuous }

    /// The recognizer's state. Subclasses set it; see the type's documentation for the
    /// legal transitions and for held-back recognition.
    public var state: GestureRecognizerState {
        get { storedState }
        set {
            if newValue == .changed && (storedState == .began || storedState == .changed) && heldState == nil {
                // A running gesture's update, the transition of every move: legal for the
                // only kind that runs (continuous), and nothing to decide.
                commit(.changed)
            } else {
                requestTransition(to: newValue)
            }
        }
    }

    /// Makes this recognizer wait for `other` to fail before it recognizes, and fail if
    /// `other` recognizes (the single-tap / double-tap pattern). `other` is not retained.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !requiresExplicitly(other) else { return }
        failureRequirements = failureRequirements + [UnsafeLink(other)]
        other.requiredBy = other.requiredBy + [UnsafeLink(self)]
    }

    /// The number of touches the recognizer is tracking; after its last touches lifted,
    /// the number of those touches (so a tap's action still sees them). A recognizer
    /// whose location is fixed (see `location(in:)`) counts the touches it reports.
    public var numberOfTouches: Int {
        let pinned = pinnedLocationCount
        if pinned > 0 { return pinned }
        return activeSlots.isEmpty ? lastLocationCount : activeSlots.count
    }

    /// The centroid of the recognizer's touches in `view`'s coordinates (screen for nil);
    /// after they lifted, the centroid where they lifted. A tap reports its first tap's
    /// fingers and a swipe where it began, as UIKit documents for them.
    public func location(in view: View?) -> Point {
        let point = (pinnedCentroid ?? (activeSlots.isEmpty ? lastCentroid : centroidOfActiveTouches(in: activeSlots))) ?? .zero
        return view?.convert(point, from: nil) ?? point
    }

    /// The location of the touch at `index` (in order of touch-down) in `view`'s
    /// coordinates; (0, 0) for an index outside `0..<numberOfTouches`.
    public func location(ofTouch index: Int, in view: View?) -> Point {
        let pinned = pinnedLocationCount
        if pinned > 0 {
            guard index >= 0 && index < pinned else { return .zero }
            let point = pinnedLocation(at: index)
            return view?.convert(point, from: nil) ?? point
        }
        if !activeSlots.isEmpty {
            var position = 0
            var found: Touch?
            forEachActiveTouch { touch in
                if position == index { found = touch }
                position += 1
            }
            return found?.location(in: view) ?? .zero
        }
        guard index >= 0 && index < lastLocationCount else { return .zero }
        return view?.convert(lastLocations[index], from: nil) ?? lastLocations[index]
    }

    /// Stops delivering `touch` to this recognizer for the rest of its life, as UIKit's
    /// `ignore(_:for:)`: it no longer counts in `numberOfTouches` or `location(in:)`, and
    /// it no longer ties this recognizer to the recognizers that receive it.
    public func ignore(_ touch: Touch, for event: TouchEvent) {
        activeSlots.remove(touch.slot)
        withRouter { $0.recognizer(self, ignores: touch) }
    }

    /// Subclass hook: fingers touched down on the view. The default does nothing.
    open func touchesBegan(_ touches: Touches, with event: TouchEvent) {}

    /// Subclass hook: fingers moved. The default does nothing.
    open func touchesMoved(_ touches: Touches, with event: TouchEvent) {}

    /// Subclass hook: fingers lifted. The default does nothing.
    open func touchesEnded(_ touches: Touches, with event: TouchEvent) {}

    /// Subclass hook: the system took fingers away. The default does nothing.
    open func touchesCancelled(_ touches: Touches, with event: TouchEvent) {}

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

    // MARK: - Internals shared with the router, the arena and the built-in recognizers

    /// Whether `other` was named with `require(toFail:)`.
    func requiresExplicitly(_ other: GestureRecognizer) -> Bool {
        failureRequirements.contains { $0.object === other }
    }

    /// Whether the recognizer has received touches since its last reset.
    var isEngaged: Bool { !arenaEntry.received.isEmpty }

    /// Whether the recognizer waits between the steps of a multi-step gesture: enabled,
    /// undecided with nothing held back, engaged in a sequence but with none of its touches
    /// active (a double tap between its taps). Only such a recognizer is asked
    /// `disqualifiesSequence`, and only an arena member can be one (it is engaged).
    var isBetweenSteps: Bool {
        enabled && storedState == .possible && heldState == nil && isEngaged && activeSlots.isEmpty
    }

    /// Whether a touch landing now would be delivered (touches of a finished or held-back
    /// recognizer are only associated with it, so that it resets after they lift).
    var acceptsNewTouches: Bool {
        enabled && attachedView != nil && heldState == nil
            && (storedState == .possible || storedState == .began || storedState == .changed)
    }

    /// Whether updates of already delivered touches reach the recognizer.
    var receivesTouchUpdates: Bool {
        enabled && (storedState == .possible || storedState == .began || storedState == .changed)
    }

    /// Checked by the router just before a new touch lands while the recognizer waits
    /// between the steps of a multi-step gesture (no finger down): true makes it fail
    /// before it sees the touch, so the touch can start a fresh sequence. Built-in
    /// multi-tap recognizers override it.
    func disqualifiesSequence(touchDownAt location: Point, time: Instant) -> Bool { false }

    /// Called by the router when it first hands the recognizer a touch of a sequence.
    func join(_ router: TouchRouter, clock: ManualClock) {
        self.router = UnsafeLink(router)
        if timerClock.map(ObjectIdentifier.init) != ObjectIdentifier(clock) {
            cancelDeadline()
            timerClock = clock
        }
    }

    /// Called by the router when the recognizer no longer takes part in its touches.
    func leaveRouter() {
        router = nil
    }

    /// Called by a router as it goes: the sequence the recognizer was in is dropped (no
    /// deadline of it fires, its touches are let go) and it is as new, so that a later
    /// router over the same views takes it in again.
    func routerWentAway() {
        cancelDeadline()
        performReset()
        arenaEntry = ArenaEntry()
        router = nil
    }

    /// Whether a touch of `type` landing now may be delivered: its type is allowed, and
    /// an exclusive recognizer's sequence has no first touch of another type.
    func accepts(_ type: TouchType) -> Bool {
        guard allowedTypes & type.bit != 0 else { return false }
        guard exclusiveType, let first = sequenceTouchType else { return true }
        return first == type
    }

    /// Starts tracking `touch`, delivered to the recognizer.
    func track(_ touch: Touch) {
        activeSlots.insert(touch.slot)
        if sequenceTouchType == nil { sequenceTouchType = touch.type }
    }

    /// Stops tracking the touches of `gone` (they lifted or were cancelled), remembering
    /// where they were when they were the last.
    func release(_ gone: TouchSet) {
        guard activeSlots.intersects(gone) else { return }
        if activeSlots.subtracting(gone).isEmpty {
            rememberLastLocations()
        } else {
            activeSlots = activeSlots.subtracting(gone)
        }
    }

    /// Returns to possible at the end of a sequence and lets the subclass clean up.
    func performReset() {
        if !activeSlots.isEmpty {
            rememberLastLocations()
        }
        storedState = .possible
        heldState = nil
        sequenceTouchType = nil
        reset()
    }

    /// The arena grants the claim held back: the recognition goes through.
    func acceptGesture() {
        guard let held = heldState else { return }
        heldState = nil
        commit(held)
    }

    /// The arena turns the claim down, or another recognizer's recognition prevents this
    /// one: it fails.
    func rejectGesture() {
        heldState = nil
        commit(.failed)
    }

    /// Calls every action with the recognizer: those added when sending began, but not
    /// those an earlier action removed.
    func sendActions() {
        if targetLinks.count == 1 {
            // The usual single action: no round to copy.
            targetLinks[0].with { $0.action(self) }
            return
        }
        let round = targetLinks.elements
        let removals = targetRemovals
        for link in round where removals == targetRemovals || targetLinks.elements.contains(link) {
            link.with { $0.action(self) }
        }
    }

    /// Sets the recognizer's one deadline (replacing a pending one): `deadlinePassed()`
    /// runs when the clock reaches `deadline`. Nothing without a clock.
    func setDeadline(_ deadline: Instant) {
        cancelDeadline()
        timerClock?.scheduleDeadline(at: deadline, for: self)
    }

    func cancelDeadline() {
        guard deadlineEntry.id != 0 else { return }
        timerClock?.cancelDeadline(of: self)
    }

    /// Built-in recognizers' hook, called by the clock: the deadline set with
    /// `setDeadline` passed.
    func deadlinePassed() {}

    /// Built-in recognizers' hook, for those whose documented location stays where the
    /// gesture was at a moment (a tap's first tap, a swipe's start) instead of following
    /// the touches: how many locations `pinnedLocation(at:)` gives; 0 (the default) for none.
    var pinnedLocationCount: Int { 0 }

    /// The pinned location at `index` (screen coordinates, in order of touch-down), for
    /// `index` in `0..<pinnedLocationCount`.
    func pinnedLocation(at index: Int) -> Point { .zero }

    /// The centroid (screen coordinates) of the active touches among `slots`, summed in
    /// the order they touched down; nil when there are none. A set, not a predicate, so
    /// that the router's loop calls no closure per touch.
    func centroidOfActiveTouches(in slots: TouchSet) -> Point? {
        let wanted = activeSlots.intersection(slots)
        guard !wanted.isEmpty else { return nil }
        return withRouter { $0.centroid(of: wanted) } ?? nil
    }

    /// The locations (screen coordinates) of exactly two active touches among `slots`, in
    /// the order they touched down; nil for any other number. A method, not an initializer
    /// of `FingerPair` taking the recognizer: an initializer's arguments are passed
    /// retained, which cost a retain and a release on every move of a pinch.
    func fingerPair(in slots: TouchSet) -> FingerPair? {
        let wanted = activeSlots.intersection(slots)
        guard wanted.count == 2 else { return nil }
        guard let (first, second) = withRouter({ $0.pair(of: wanted) }) ?? nil else { return nil }
        return FingerPair(first: first, second: second)
    }

    /// The slots of the fingers down (a touch among them `isDown`).
    var slotsDown: TouchSet {
        withRouter { $0.slotsDown } ?? TouchSet()
    }

    /// Calls `body` with each active touch, in the order they touched down.
    func forEachActiveTouch(_ body: (Touch) -> Void) {
        guard !activeSlots.isEmpty else { return }
        withRouter { $0.forEachTouch(in: activeSlots, body) }
    }

    /// How many active touches are still down.
    var touchesDownCount: Int {
        withRouter { activeSlots.intersection($0.slotsDown).count } ?? 0
    }

    /// How many touches are active (down, or lifting in the current frame).
    var activeTouchCount: Int { activeSlots.count }

    // MARK: - The state machine

    /// Enters `next` unconditionally (the checks are done) and reports it.
    @inline(__always)
    private func commit(_ next: GestureRecognizerState) {
        let previous = storedState
        storedState = next
        if router != nil {
            withRouter { $0.recognizer(self, didMoveFrom: previous, to: next) }
        } else if next.sendsActions {
            sendActions()
        }
    }

    /// Validates a transition asked for through `state` (but a running gesture's update,
    /// which the setter commits itself), then enters it, holds it back, or turns it into
    /// failed (delegate veto, or the arena's refusal).
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
            switch withRouter({ $0.arena.claim(for: self) }) ?? .accepted {
            case .rejected:
                commit(.failed)
                return
            case .waiting:
                heldState = next
                return
            case .accepted:
                break
            }
        }
        commit(next)
    }

    /// Runs `body` with the router the recognizer takes part in, if any, without retaining
    /// it (the router clears the link before it goes away).
    @inline(__always)
    private func withRouter<Result>(_ body: (TouchRouter) -> Result) -> Result? {
        router?.with(body)
    }

    /// Moves the active touches' locations to `lastLocations` and stops tracking them.
    private func rememberLastLocations() {
        let slots = activeSlots
        lastLocationCount = withRouter { router in lastLocations.edit { router.copyLocations(of: slots, into: &$0) } } ?? 0
        activeSlots.removeAll()
    }

    /// The centroid of the pinned locations; nil when there are none.
    private var pinnedCentroid: Point? {
        let count = pinnedLocationCount
        guard count > 0 else { return nil }
        var sumX = 0.0
        var sumY = 0.0
        for index in 0..<count {
            let point = pinnedLocation(at: index)
            sumX += point.x
            sumY += point.y
        }
        return Point(x: sumX / Double(count), y: sumY / Double(count))
    }

    /// The centroid of the last touches to lift; nil when there were none.
    private var lastCentroid: Point? {
        guard lastLocationCount > 0 else { return nil }
        var sumX = 0.0
        var sumY = 0.0
        for index in 0..<lastLocationCount {
            sumX += lastLocations[index].x
            sumY += lastLocations[index].y
        }
        return Point(x: sumX / Double(lastLocationCount), y: sumY / Double(lastLocationCount))
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
