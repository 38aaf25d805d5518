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
///
/// State changes a recognizer makes while one of its touch methods runs are reported when
/// it returns (so that actions read up-to-date properties), one at a time in the order
/// they were made: the trace (`onStateChange`), the arena's consequences (recognizers the
/// change makes fail or recognize), then the recognizer's actions. Changes made elsewhere
/// (in a timer, by disabling a recognizer) are reported at once. A recognizer leaves the
/// arena and resets when its sequence is over.
///
/// What a frame touches is kept in fixed-size tables indexed by slot, a finger's place
/// while it is down, so that a frame allocates nothing: a touch object is reused for a
/// later finger in its slot once nothing else holds it. The router follows at most
/// `TouchSet.capacity` (128) fingers at once; a finger beyond that lands on no view. Its
/// stored properties are private, and its growing list is an `OwnedArray`, so that the
/// compiler proves exclusive access to all of them statically.
public final class TouchRouter {
    /// The root of the view tree; touch locations are in its frame's (screen) coordinates.
    public let window: View
    /// The clock timers run on; `send` and `advance(to:)` move it.
    public let clock: ManualClock
    /// Called for every touch update the router applies, with the frame's time (for traces).
    public var onTouch: ((TouchUpdate, Instant) -> Void)? {
        get { touchObserver }
        set { touchObserver = newValue }
    }
    /// Called on every recognizer state change (began, changed, ended, cancelled, failed;
    /// not the reset to possible) with the clock's time, for traces.
    public var onStateChange: ((GestureRecognizer, GestureRecognizerState, Instant) -> Void)? {
        get { stateObserver }
        set { stateObserver = newValue }
    }

    /// The recognizers taking part in the current touches and how they stand.
    let arena = GestureArena()
    private var touchObserver: ((TouchUpdate, Instant) -> Void)?
    private var stateObserver: ((GestureRecognizer, GestureRecognizerState, Instant) -> Void)?
    /// The slots of the fingers down.
    private(set) var slotsDown = TouchSet()

    /// Each slot's touch object, down or kept for reuse.
    private let touchTable = FixedArray<TouchSlots, Touch?>(repeating: nil)
    /// The same objects unretained, for walks over the touches that retain nothing (the
    /// table above keeps them alive).
    private let touchReferences = FixedArray<TouchSlots, UnsafeLink<Touch>?>(repeating: nil)
    /// The finger id of each slot's touch, compared when a frame names a finger.
    private let slotIDs = FixedArray<TouchSlots, Int>(repeating: 0)
    /// The slots of the fingers down (and of those lifting in the current frame), in the
    /// order they touched down: the order recognizers see their touches in.
    private let downOrder = SlotOrder()
    /// The fingers down (and those lifting in the current frame), in ascending order of
    /// id: what a frame's event lists.
    private let touches = OwnedArray<Touch>()
    /// How many fingers are down without a slot (beyond the 128th).
    private var slotlessDown = 0
    /// Counts the frames sent, to mark the touches a frame already listed.
    private var frameNumber: UInt64 = 0
    /// What the frame being sent does to which touches; a frame sent from an action while
    /// one is being sent gets lists of its own.
    private let frameLists = FrameLists()
    /// What views that take touches themselves are sent and what is held back from them.
    private let viewTouches = ViewTouchDelivery()
    private var isSending = false

    /// A state change waiting to be reported.
    private struct StateChange {
        /// The recognizer, unretained: an arena member, which the arena keeps alive until
        /// its changes are reported.
        let recognizer: UnsafeLink<GestureRecognizer>
        let from: GestureRecognizerState
        let to: GestureRecognizerState
    }

    /// The size of the ring of state changes (a power of two, for its mask).
    private enum PendingChangeCount: FixedCount {
        static var count: Int { 16 }
    }

    /// The state changes waiting to be reported, first in first out: a ring of sixteen,
    /// then `moreChanges` (a cascade longer than the ring; new ones go there too until it
    /// has been reported, to keep the order).
    private let pendingChanges = FixedArray<PendingChangeCount, StateChange?>(repeating: nil)
    private var pendingStart = 0
    private var pendingCount = 0
    private let moreChanges = OwnedArray<StateChange>()
    private var moreChangesReported = 0
    private var callbackDepth = 0
    /// How many delivery loops over the arena's members are running.
    private var deliveryDepth = 0
    private var isReporting = false
    /// Whether a sequence may have ended since the last look: a touch lifted, or a
    /// recognizer none of whose touches is down finished (ended, cancelled, failed),
    /// ignored a touch, or joined for a touch without a slot. Nothing else ends one (a
    /// sequence with a touch down goes on), so the look is skipped otherwise.
    private var sequenceMayHaveEnded = false

    /// Creates a router delivering to the recognizers in `window`'s tree, timed by `clock`.
    public init(window: View, clock: ManualClock) {
        self.window = window
        self.clock = clock
    }

    deinit {
        arena.removeAll { $0.routerWentAway() }
        for slot in 0..<touchTable.count { touchTable[slot]?.forgetView() }
        for touch in touches.elements { touch.forgetView() }
    }

    /// The fingers down and those lifting in the current frame, by id: an event's touches.
    var touchesOfFrame: [Touch] { touches.elements }

    /// How many fingers are down.
    public var activeTouchCount: Int { slotsDown.count + slotlessDown }

    /// The ids of the fingers that are down, in ascending order.
    public var activeTouchIDs: [Int] { touches.elements.filter(\.isDown).map(\.id) }

    /// Moves the clock to `time`, firing the timers due by then.
    public func advance(to time: Instant) {
        advanceClock(to: time)
    }

    /// `advance(to:)`, inlined into each frame's delivery.
    @inline(__always)
    private func advanceClock(to time: Instant) {
        clock.advance(to: time)
        reportStateChanges()
        removeLeavers()
        if !viewTouches.bound.isEmpty {
            viewTouches.releaseHeldTouches(router: self, event: TouchEvent(timestamp: clock.now, router: self))
        }
    }

    /// Cancels every finger that is down, at the clock's current time (the end of scripted
    /// input, lost input, a device gone).
    public func cancelAllTouches() {
        let updates = touches.elements.filter(\.isDown).map { TouchUpdate(id: $0.id, phase: .cancelled, location: $0.screenLocation) }
        guard !updates.isEmpty else { return }
        send(TouchFrame(time: clock.now, updates: updates))
    }

    /// Delivers one input frame.
    public func send(_ frame: TouchFrame) {
        if isSending {
            deliver(frame, listing: FrameLists())
        } else {
            isSending = true
            frameLists.removeAll()
            deliver(frame, listing: frameLists)
            isSending = false
        }
    }

    /// Delivers `frame`, gathering what it does to the touches in `lists`.
    private func deliver(_ frame: TouchFrame, listing lists: FrameLists) {
        advanceClock(to: frame.time)
        let time = clock.now
        frameNumber &+= 1

        for update in frame.updates where update.phase != .ended && update.phase != .cancelled {
            if let link = touchDown(withID: update.id) {
                guard update.phase != .stationary else { continue }
                link.with { touch in
                    touch.update(phase: .moved, location: update.location, timestamp: time)
                    if touch.lastFrameUpdated != frameNumber {
                        touch.lastFrameUpdated = frameNumber
                        lists.append(touch.slot, .moved)
                    }
                }
                touchObserver?(TouchUpdate(id: update.id, phase: .moved, location: update.location), time)
            } else if update.phase == .began {
                let touch = touchDown(update, at: time)
                touch.lastFrameUpdated = frameNumber
                lists.append(touch.slot, .began)
                touchObserver?(update, time)
            }
        }
        if !lists.slots(.began).isEmpty {
            forEachTouch(listedIn: lists, .began) { $0.recordLandingLocation() }
            forEachTouch(listedIn: lists, .began) { associate($0) }
            forEachTouch(listedIn: lists, .began) { viewTouches.bind($0) }
        }
        removeLeavers()
        var liftsOrCancellations = false
        do {
            // The event lists the touches down at the frame's start and those landing; the
            // lifted ones leave `touches` once the frame is delivered.
            let event = TouchEvent(timestamp: time, router: self)
            // Each list is looked at here, so that an empty one costs no call.
            if !lists.slots(.began).isEmpty { deliver(.began, of: lists, event: event) }
            if !lists.slots(.moved).isEmpty { deliver(.moved, of: lists, event: event) }
            if !viewTouches.bound.isEmpty {
                viewTouches.touchesBegan(lists.slots(.began), router: self, event: event)
                viewTouches.touchesMoved(lists.slots(.moved), router: self, event: event)
            }
            for update in frame.updates where update.phase == .ended || update.phase == .cancelled {
                guard let link = touchDown(withID: update.id) else { continue }
                let slot = link.with { touch in
                    touch.update(phase: update.phase, location: update.location, timestamp: time)
                    return touch.slot
                }
                if slot >= 0 {
                    slotsDown.remove(slot)
                } else {
                    slotlessDown -= 1
                }
                lists.append(slot, update.phase == .ended ? .ended : .cancelled)
                liftsOrCancellations = true
                touchObserver?(update, time)
            }
            if !lists.slots(.ended).isEmpty { deliver(.ended, of: lists, event: event) }
            if !lists.slots(.cancelled).isEmpty { deliver(.cancelled, of: lists, event: event) }
            if !viewTouches.bound.isEmpty {
                viewTouches.touchesEnded(lists.slots(.ended), router: self, event: event)
                viewTouches.touchesCancelled(lists.slots(.cancelled), router: self, event: event)
            }
        }
        let gone = lists.slots(.ended).union(lists.slots(.cancelled))
        if !gone.isEmpty {
            arena.forEachMember { $0.release(gone) }
            sequenceMayHaveEnded = true
        }
        reportStateChanges()
        removeLeavers()
        if !viewTouches.bound.isEmpty {
            viewTouches.releaseHeldTouches(router: self, event: TouchEvent(timestamp: time, router: self))
        }
        if liftsOrCancellations {
            forgetLiftedTouches()
        }
    }

    /// The centroid of the touches in `slots`, summed in the order they touched down; nil
    /// for none.
    func centroid(of slots: TouchSet) -> Point? {
        var count = 0.0
        var sumX = 0.0
        var sumY = 0.0
        for index in 0..<downOrder.count {
            let slot = downOrder.slot(at: index)
            if slots.contains(slot), let touch = touchReferences[slot] {
                let location = touch.with { $0.screenLocation }
                count += 1
                sumX += location.x
                sumY += location.y
            }
        }
        return count > 0 ? Point(x: sumX / count, y: sumY / count) : nil
    }

    /// Writes the locations of the touches in `slots` to the start of `list` in the order
    /// they touched down, growing it only when it is too short; returns how many.
    func copyLocations(of slots: TouchSet, into list: inout [Point]) -> Int {
        var count = 0
        for index in 0..<downOrder.count {
            let slot = downOrder.slot(at: index)
            if slots.contains(slot), let touch = touchReferences[slot] {
                let location = touch.with { $0.screenLocation }
                if count < list.count {
                    list[count] = location
                } else {
                    list.append(location)
                }
                count += 1
            }
        }
        return count
    }

    /// The locations of the first two touches in `slots` in the order they touched down;
    /// nil when there are fewer.
    func pair(of slots: TouchSet) -> (Point, Point)? {
        var first: Point?
        for index in 0..<downOrder.count {
            let slot = downOrder.slot(at: index)
            if slots.contains(slot), let touch = touchReferences[slot] {
                let location = touch.with { $0.screenLocation }
                guard let first else {
                    first = location
                    continue
                }
                return (first, location)
            }
        }
        return nil
    }

    /// Calls `body` with the touch of each slot of `slots`, in the order they touched
    /// down, without retaining them.
    @inline(__always)
    func forEachTouch(in slots: TouchSet, _ body: (Touch) -> Void) {
        for index in 0..<downOrder.count {
            let slot = downOrder.slot(at: index)
            if slots.contains(slot), let touch = touchReferences[slot] {
                touch.with(body)
            }
        }
    }

    /// Calls `body` with each touch `lists` lists for `delivery`, in the list's order,
    /// without retaining them.
    private func forEachTouch(listedIn lists: FrameLists, _ delivery: Delivery, _ body: (Touch) -> Void) {
        let order = lists.order(delivery)
        for index in 0..<order.count {
            if let touch = touchReferences[order.slot(at: index)] {
                touch.with(body)
            }
        }
    }

    // MARK: - Touches

    /// The touch in `slot`, down or the last one there.
    func touch(inSlot slot: Int) -> Touch? {
        touchReferences[slot]?.object
    }

    /// The touch of finger `id`, if it is down, unretained (the table, or `touches` for a
    /// touch without a slot, keeps it).
    @inline(__always)
    private func touchDown(withID id: Int) -> UnsafeLink<Touch>? {
        for index in 0..<downOrder.count {
            let slot = downOrder.slot(at: index)
            if slotIDs[slot] == id, slotsDown.contains(slot) {
                return touchReferences[slot]
            }
        }
        return slotlessDown > 0 ? slotlessTouchDown(withID: id) : nil
    }

    /// The touch of finger `id` among those without a slot, if it is down (apart, so that
    /// this rare walk does not weigh on the frame's loop it would be inlined into).
    @inline(never)
    private func slotlessTouchDown(withID id: Int) -> UnsafeLink<Touch>? {
        touches.elements.first(where: { $0.slot < 0 && $0.id == id && $0.isDown }).map { UnsafeLink($0) }
    }

    /// The touch for a finger that touched down, hit-tested, in the lowest slot that no
    /// finger down and no recognizer's sequence holds (reusing the slot's touch object when
    /// nothing else holds it); inserted into `touches` by id.
    private func touchDown(_ update: TouchUpdate, at time: Instant) -> Touch {
        let touch: Touch
        if let slot = slotsDown.union(arena.slotsInUse).lowestFreeSlot {
            let view = window.hitTest(window.convert(update.location, from: nil))
            if touchTable[slot] != nil, isKnownUniquelyReferenced(&touchTable[slot]!), let reused = touchTable[slot] {
                reused.reuse(id: update.id, type: update.type, location: update.location, timestamp: time, view: view)
                touch = reused
            } else {
                // Someone outside a sequence still holds the slot's last touch.
                touchTable[slot]?.forgetView()
                touch = Touch(slot: slot, id: update.id, type: update.type, location: update.location, timestamp: time, view: view)
                touchTable[slot] = touch
                touchReferences[slot] = UnsafeLink(touch)
            }
            slotIDs[slot] = update.id
            slotsDown.insert(slot)
            downOrder.append(slot)
        } else {
            touch = Touch(slot: -1, id: update.id, type: update.type, location: update.location, timestamp: time, view: nil)
            slotlessDown += 1
        }
        touches.edit { list in
            var lower = 0
            var upper = list.count
            while lower < upper {
                let middle = (lower + upper) / 2
                if list[middle].id < update.id { lower = middle + 1 } else { upper = middle }
            }
            list.insert(touch, at: lower)
        }
        return touch
    }

    /// Takes the touches that lifted or were cancelled in this frame out of the lists, so
    /// that nothing holds them but the table and their objects can be reused.
    private func forgetLiftedTouches() {
        downOrder.keep(slotsDown)
        touches.edit { $0.removeAll { !$0.isDown } }
    }

    /// Ties a landing touch to its recognizers (the enabled ones of its view and the view's
    /// ancestors): a multi-step recognizer it disqualifies fails first (so the touch starts
    /// a fresh sequence); then each recognizer that accepts touches and whose delegate
    /// agrees receives it, and the others only keep it associated, to reset once it lifts.
    /// Each walk holds each view's list of recognizers, which keeps them alive, instead
    /// of gathering them in an array (a retain and a release each).
    @inline(never)
    private func associate(_ touch: Touch) {
        guard let landed = touch.view else { return }
        var view: View? = landed
        // The arena's members are the only recognizers that can be between steps, and they
        // are asked without retaining a view or a list: usually none is, and the walk up
        // the tree is skipped.
        if arena.containsMember(where: { $0.isBetweenSteps }) {
            while let current = view {
                current.forEachRecognizer { recognizer in
                    if recognizer.isBetweenSteps
                        && recognizer.disqualifiesSequence(touchDownAt: touch.screenLocation, time: touch.timestamp)
                    {
                        recognizer.state = .failed
                    }
                }
                view = current.superview
            }
        }
        reportStateChanges()
        removeLeavers()
        view = landed
        while let current = view {
            current.forEachRecognizer { recognizer in
                if recognizer.isEnabled { join(recognizer, landing: touch) }
            }
            view = current.superview
        }
    }

    /// Enters `recognizer` into the arena with the landing `touch`, delivered to it when it
    /// accepts it.
    @inline(__always)
    private func join(_ recognizer: GestureRecognizer, landing touch: Touch) {
        let receives =
            recognizer.acceptsNewTouches && recognizer.accepts(touch.type)
            && (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true)
        if arena.enter(recognizer) {
            recognizer.join(self, clock: clock)
            if touch.slot < 0 { sequenceMayHaveEnded = true }
        }
        arena.add(touch.slot, to: recognizer, received: receives)
        if receives {
            recognizer.track(touch)
        }
    }

    /// Hands each member the touches `lists` lists for `delivery` that it received, if it
    /// still takes updates, as a `Touches` over the list.
    private func deliver(_ delivery: Delivery, of lists: FrameLists, event: TouchEvent) {
        let slots = lists.slots(delivery)
        let order = lists.link(delivery)
        if deliveryDepth == 0 { arena.pruneDeliveryChain() }
        deliveryDepth += 1
        defer { deliveryDepth -= 1 }
        arena.forEachDeliveredMember { recognizer in
            guard !recognizer.arenaEntry.hasLeft else { return }
            let own = recognizer.arenaEntry.received.intersection(slots)
            guard !own.isEmpty, recognizer.receivesTouchUpdates else { return }
            callbackDepth += 1
            call(recognizer, delivery, Touches(router: self, order: order, slots: own), event)
            callbackDepth -= 1
            reportStateChanges(inline: true)
        }
    }

    /// Calls `recognizer`'s touch method for `delivery`.
    private func call(_ recognizer: GestureRecognizer, _ delivery: Delivery, _ touches: Touches, _ event: TouchEvent) {
        switch delivery {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        case .cancelled: recognizer.touchesCancelled(touches, with: event)
        }
    }

    // MARK: - State changes

    /// Called by a recognizer that entered `to`.
    @inline(__always)
    func recognizer(_ recognizer: GestureRecognizer, didMoveFrom from: GestureRecognizerState, to: GestureRecognizerState) {
        arena.note(recognizer, enteredState: to)
        let change = StateChange(recognizer: UnsafeLink(recognizer), from: from, to: to)
        if moreChanges.isEmpty && pendingCount < pendingChanges.count {
            pendingChanges[(pendingStart + pendingCount) & (pendingChanges.count - 1)] = change
            pendingCount += 1
        } else {
            moreChanges.append(change)
        }
        if to.isFinished && !recognizer.arenaEntry.associated.intersects(slotsDown) { sequenceMayHaveEnded = true }
        reportStateChanges()
    }

    /// Called by a recognizer that stopped receiving `touch`.
    func recognizer(_ recognizer: GestureRecognizer, ignores touch: Touch) {
        arena.remove(touch.slot, from: recognizer)
        if !recognizer.arenaEntry.associated.intersects(slotsDown) { sequenceMayHaveEnded = true }
    }

    /// The oldest state change not reported yet, taken off the queue.
    private func nextStateChange() -> StateChange? {
        if pendingCount > 0 {
            let change = pendingChanges[pendingStart]
            pendingStart = (pendingStart + 1) & (pendingChanges.count - 1)
            pendingCount -= 1
            return change
        }
        guard !moreChanges.isEmpty else { return nil }
        guard moreChangesReported < moreChanges.count else {
            moreChanges.removeAll()
            moreChangesReported = 0
            return nil
        }
        moreChangesReported += 1
        return moreChanges[moreChangesReported - 1]
    }

    /// Reports the pending state changes (unless a touch method is running or they are
    /// being reported already), then resets the recognizers whose sequence is over.
    /// Inlined, so that the usual case (nothing to report) costs a few compares, not a call;
    /// a sequence that may have ended with no change queued goes to `endSequences()`.
    /// `inline`: the reports are inlined too, for the delivery loop, where most moves leave
    /// a change to report (a running gesture's update), so that it costs no call.
    @inline(__always)
    private func reportStateChanges(inline: Bool = false) {
        guard callbackDepth == 0 && !isReporting else { return }
        if pendingCount > 0 || !moreChanges.isEmpty {
            if inline {
                reportPendingChangesInline()
            } else {
                reportPendingChanges()
            }
        } else if sequenceMayHaveEnded {
            endSequences()
        }
    }

    @inline(never)
    private func reportPendingChanges() {
        reportPendingChangesInline()
    }

    @inline(__always)
    private func reportPendingChangesInline() {
        isReporting = true
        while let change = nextStateChange() {
            change.recognizer.with { report(change, of: $0) }
        }
        // Looked at here, so that the usual case (no sequence ended) costs no call.
        if sequenceMayHaveEnded {
            endFinishedSequences()
        }
        isReporting = false
    }

    /// Reports one state change of `recognizer`: the trace, the arena's consequences, the actions.
    @inline(__always)
    private func report(_ change: StateChange, of recognizer: GestureRecognizer) {
        stateObserver?(recognizer, change.to, clock.now)
        if change.from == .possible && (change.to == .began || change.to == .ended) {
            arena.resolve(inFavorOf: recognizer)
            if !viewTouches.bound.isEmpty {
                viewTouches.recognized(recognizer, router: self, event: TouchEvent(timestamp: clock.now, router: self))
            }
        } else if change.to == .failed {
            arena.reconsider(after: recognizer)
        }
        if change.to.sendsActions {
            recognizer.sendActions()
        }
    }

    /// `endFinishedSequences()` with no change queued, marked as reporting as
    /// `reportPendingChanges()` does: the common case, apart from the queue's walk.
    @inline(never)
    private func endSequences() {
        isReporting = true
        endFinishedSequences()
        isReporting = false
    }

    /// Resets the recognizers whose sequence is over (their touches all lifted, and they
    /// finished or never received a touch), after marking them all as leaving the arena.
    private func endFinishedSequences() {
        guard sequenceMayHaveEnded else { return }
        sequenceMayHaveEnded = false
        guard arena.markFinishedSequences(touchesDown: slotsDown) else { return }
        arena.forEachMember { member in
            if arena.resetting(member) {
                member.performReset()
                member.leaveRouter()
            }
        }
    }

    /// Takes the recognizers whose sequence ended out of the arena, where no loop over its
    /// members is running (a loop skips them until then).
    @inline(__always)
    private func removeLeavers() {
        if arena.hasLeavers && callbackDepth == 0 && !isReporting && deliveryDepth == 0 {
            arena.removeLeavers()
        }
    }
}

/// What a frame did to a touch, and so which touch method delivers it.
private enum Delivery {
    case began, moved, ended, cancelled
}

/// The slots of the touches one frame did one thing to (landed, moved, lifted,
/// cancelled), in the order the frame listed them: fixed-size lists the router keeps, so
/// that a frame neither allocates nor clears more than four counts.
private final class FrameLists {
    private let landed = SlotOrder()
    private let moved = SlotOrder()
    private let lifted = SlotOrder()
    private let cancelled = SlotOrder()
    private var landedSlots = TouchSet()
    private var movedSlots = TouchSet()
    private var liftedSlots = TouchSet()
    private var cancelledSlots = TouchSet()

    /// The slots listed for `delivery`, in order.
    func order(_ delivery: Delivery) -> SlotOrder {
        switch delivery {
        case .began: landed
        case .moved: moved
        case .ended: lifted
        case .cancelled: cancelled
        }
    }

    /// The same list unretained, for a `Touches` over it.
    @inline(__always)
    func link(_ delivery: Delivery) -> UnsafeLink<SlotOrder> {
        switch delivery {
        case .began: UnsafeLink(landed)
        case .moved: UnsafeLink(moved)
        case .ended: UnsafeLink(lifted)
        case .cancelled: UnsafeLink(cancelled)
        }
    }

    /// The slots listed for `delivery`.
    func slots(_ delivery: Delivery) -> TouchSet {
        switch delivery {
        case .began: landedSlots
        case .moved: movedSlots
        case .ended: liftedSlots
        case .cancelled: cancelledSlots
        }
    }

    /// Lists `slot` for `delivery`; a touch without a slot (the router follows too many
    /// fingers to track it) is not listed, and reaches no recognizer.
    @inline(__always)
    func append(_ slot: Int, _ delivery: Delivery) {
        guard slot >= 0 else { return }
        switch delivery {
        case .began:
            landed.append(slot)
            landedSlots.insert(slot)
        case .moved:
            moved.append(slot)
            movedSlots.insert(slot)
        case .ended:
            lifted.append(slot)
            liftedSlots.insert(slot)
        case .cancelled:
            cancelled.append(slot)
            cancelledSlots.insert(slot)
        }
    }

    func removeAll() {
        landed.removeAll()
        moved.removeAll()
        lifted.removeAll()
        cancelled.removeAll()
        landedSlots.removeAll()
        movedSlots.removeAll()
        liftedSlots.removeAll()
        cancelledSlots.removeAll()
    }
}
