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
/// stored properties are private, and an array among them is never changed in place but
/// taken out, changed and put back, so that the compiler proves exclusive access to all
/// of them statically (see `GestureRecognizer`).
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
    private var touchTable = InlineArray<128, Touch?>(repeating: nil)
    /// The same objects unretained, for walks over the touches that retain nothing (the
    /// table above keeps them alive).
    private var touchReferences = InlineArray<128, Unmanaged<Touch>?>(repeating: nil)
    /// The finger id of each slot's touch, compared when a frame names a finger.
    private var slotIDs = InlineArray<128, Int>(repeating: 0)
    /// The slots of the fingers down (and of those lifting in the current frame), in the
    /// order they touched down: the order recognizers see their touches in.
    private var downOrder = InlineArray<128, UInt8>(repeating: 0)
    private var downOrderCount = 0
    /// The fingers down (and those lifting in the current frame), in ascending order of
    /// id: what a frame's event lists.
    private var touches: [Touch] = []
    /// How many fingers are down without a slot (beyond the 128th).
    private var slotlessDown = 0
    /// Counts the frames sent, to mark the touches a frame already listed.
    private var frameNumber: UInt64 = 0
    /// The arrays of touches the last frames handed to recognizers, by what happened to
    /// them, and for one recognizer's share: reused while a frame lists the same touches,
    /// as a drag's frames do, so that a frame builds no array.
    private var landedArray: [Touch] = []
    private var movedArray: [Touch] = []
    private var liftedArray: [Touch] = []
    private var cancelledArray: [Touch] = []
    private var subsetArray: [Touch] = []
    /// The recognizers a landing touch goes to, kept for its capacity.
    private var candidateBuffer: [GestureRecognizer] = []
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
        let recognizer: Unmanaged<GestureRecognizer>
        let from: GestureRecognizerState
        let to: GestureRecognizerState
    }

    /// The state changes waiting to be reported, first in first out: a ring of sixteen,
    /// then `moreChanges` (a cascade longer than the ring; new ones go there too until it
    /// has been reported, to keep the order).
    private var pendingChanges = InlineArray<16, StateChange?>(repeating: nil)
    private var pendingStart = 0
    private var pendingCount = 0
    private var moreChanges: [StateChange] = []
    private var moreChangesReported = 0
    private var callbackDepth = 0
    /// How many delivery loops over the arena's members are running.
    private var deliveryDepth = 0
    private var isReporting = false
    /// Whether a sequence may have ended since the last look: a recognizer joined or
    /// finished (ended, cancelled, failed), or a touch was ignored or lifted (began and
    /// changed end nothing). Nothing else ends one, so the look is skipped otherwise.
    private var sequenceMayHaveEnded = false

    /// Creates a router delivering to the recognizers in `window`'s tree, timed by `clock`.
    public init(window: View, clock: ManualClock) {
        self.window = window
        self.clock = clock
    }

    deinit {
        arena.forEachMember { $0.routerWentAway() }
        for slot in 0..<touchTable.count { touchTable[slot]?.forgetView() }
        for touch in touches { touch.forgetView() }
    }

    /// How many fingers are down.
    public var activeTouchCount: Int { slotsDown.count + slotlessDown }

    /// The ids of the fingers that are down, in ascending order.
    public var activeTouchIDs: [Int] { touches.filter(\.isDown).map(\.id) }

    /// Moves the clock to `time`, firing the timers due by then.
    public func advance(to time: Instant) {
        clock.advance(to: time)
        reportStateChanges()
        removeLeavers()
        if !viewTouches.bound.isEmpty {
            viewTouches.releaseHeldTouches(router: self, event: TouchEvent(timestamp: clock.now, allTouches: touches))
        }
    }

    /// Cancels every finger that is down, at the clock's current time (the end of scripted
    /// input, lost input, a device gone).
    public func cancelAllTouches() {
        let updates = touches.filter(\.isDown).map { TouchUpdate(id: $0.id, phase: .cancelled, location: $0.screenLocation) }
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
        advance(to: frame.time)
        let time = clock.now
        frameNumber &+= 1

        for update in frame.updates where update.phase != .ended && update.phase != .cancelled {
            if let touch = touchDown(withID: update.id) {
                guard update.phase != .stationary else { continue }
                touch.update(phase: .moved, location: update.location, timestamp: time)
                if touch.lastFrameUpdated != frameNumber {
                    touch.lastFrameUpdated = frameNumber
                    lists.append(touch.slot, .moved)
                }
                touchObserver?(TouchUpdate(id: update.id, phase: .moved, location: update.location), time)
            } else if update.phase == .began {
                let touch = touchDown(update, at: time)
                touch.lastFrameUpdated = frameNumber
                lists.append(touch.slot, .began)
                touchObserver?(update, time)
            }
        }
        if lists.count(.began) > 0 {
            forEachTouch(listedIn: lists, .began) { $0.recordLandingLocation() }
            forEachTouch(listedIn: lists, .began) { associate($0) }
            forEachTouch(listedIn: lists, .began) { viewTouches.bind($0) }
        }
        removeLeavers()
        var liftsOrCancellations = false
        do {
            // The event lists the touches down at the frame's start and those landing; the
            // lifted ones leave `touches` once it is gone, so that the array is not copied.
            let event = TouchEvent(timestamp: time, allTouches: touches)
            deliver(.began, of: lists, event: event)
            deliver(.moved, of: lists, event: event)
            if !viewTouches.bound.isEmpty {
                viewTouches.touchesBegan(lists.slots(.began), router: self, event: event)
                viewTouches.touchesMoved(lists.slots(.moved), router: self, event: event)
            }
            for update in frame.updates where update.phase == .ended || update.phase == .cancelled {
                guard let touch = touchDown(withID: update.id) else { continue }
                touch.update(phase: update.phase, location: update.location, timestamp: time)
                if touch.slot >= 0 {
                    slotsDown.remove(touch.slot)
                } else {
                    slotlessDown -= 1
                }
                lists.append(touch.slot, update.phase == .ended ? .ended : .cancelled)
                liftsOrCancellations = true
                touchObserver?(update, time)
            }
            deliver(.ended, of: lists, event: event)
            deliver(.cancelled, of: lists, event: event)
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
            viewTouches.releaseHeldTouches(router: self, event: TouchEvent(timestamp: time, allTouches: touches))
        }
        if liftsOrCancellations {
            forgetLiftedTouches()
        }
    }

    /// Calls `body` with the touch of each slot of `slots`, in the order they touched
    /// down, without retaining them.
    func forEachTouch(in slots: TouchSet, _ body: (Touch) -> Void) {
        for index in 0..<downOrderCount {
            let slot = Int(downOrder[index])
            if slots.contains(slot), let touch = touchReferences[slot] {
                touch._withUnsafeGuaranteedRef(body)
            }
        }
    }

    /// Calls `body` with each touch `lists` lists for `delivery`, in the list's order,
    /// without retaining them.
    private func forEachTouch(listedIn lists: FrameLists, _ delivery: Delivery, _ body: (Touch) -> Void) {
        for index in 0..<lists.count(delivery) {
            if let touch = touchReferences[lists.slot(at: index, delivery)] {
                touch._withUnsafeGuaranteedRef(body)
            }
        }
    }

    // MARK: - Touches

    /// The touch in `slot`, down or the last one there.
    func touch(inSlot slot: Int) -> Touch? {
        touchReferences[slot]?.takeUnretainedValue()
    }

    /// The touch of finger `id`, if it is down.
    private func touchDown(withID id: Int) -> Touch? {
        for index in 0..<downOrderCount {
            let slot = Int(downOrder[index])
            if slotIDs[slot] == id, slotsDown.contains(slot) {
                return touchTable[slot]
            }
        }
        return slotlessDown > 0 ? touches.first { $0.slot < 0 && $0.id == id && $0.isDown } : nil
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
                touchReferences[slot] = Unmanaged.passUnretained(touch)
            }
            slotIDs[slot] = update.id
            slotsDown.insert(slot)
            downOrder[downOrderCount] = UInt8(slot)
            downOrderCount += 1
        } else {
            touch = Touch(slot: -1, id: update.id, type: update.type, location: update.location, timestamp: time, view: nil)
            slotlessDown += 1
        }
        var list = touches
        touches = []
        var lower = 0
        var upper = list.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if list[middle].id < update.id { lower = middle + 1 } else { upper = middle }
        }
        list.insert(touch, at: lower)
        touches = list
        return touch
    }

    /// Takes the touches that lifted or were cancelled in this frame out of the lists,
    /// and empties the kept arrays, so that nothing holds them but the table and their
    /// objects can be reused.
    private func forgetLiftedTouches() {
        empty(.began)
        empty(.moved)
        empty(.ended)
        empty(.cancelled)
        var subset = subsetArray
        subsetArray = []
        subset.removeAll(keepingCapacity: true)
        subsetArray = subset
        var kept = 0
        for index in 0..<downOrderCount {
            let slot = downOrder[index]
            if slotsDown.contains(Int(slot)) {
                downOrder[kept] = slot
                kept += 1
            }
        }
        downOrderCount = kept
        var list = touches
        touches = []
        list.removeAll { !$0.isDown }
        touches = list
    }

    /// Ties a landing touch to its recognizers (those of its view and the view's
    /// ancestors, gathered in `candidates`): a multi-step recognizer it disqualifies fails
    /// first (so the touch starts a fresh sequence); then each recognizer that accepts
    /// touches and whose delegate agrees receives it, and the others only keep it
    /// associated, to reset once it lifts.
    private func associate(_ touch: Touch) {
        var candidates: [GestureRecognizer] = []
        swap(&candidates, &candidateBuffer)
        defer {
            candidates.removeAll(keepingCapacity: true)
            swap(&candidates, &candidateBuffer)
        }
        var view = touch.view
        while let current = view {
            for index in 0..<current.recognizerCount {
                let recognizer = current.recognizer(at: index)
                if recognizer.isEnabled { candidates.append(recognizer) }
            }
            view = current.superview
        }
        guard !candidates.isEmpty else { return }
        for recognizer in candidates
        where recognizer.state == .possible && recognizer.heldState == nil && recognizer.isEngaged
            && recognizer.activeTouchCount == 0
            && recognizer.disqualifiesSequence(touchDownAt: touch.screenLocation, time: touch.timestamp)
        {
            recognizer.state = .failed
        }
        reportStateChanges()
        removeLeavers()
        for recognizer in candidates {
            let receives =
                recognizer.acceptsNewTouches && recognizer.accepts(touch.type)
                && (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true)
            if arena.enter(recognizer) {
                recognizer.join(self, clock: clock)
                sequenceMayHaveEnded = true
            }
            arena.add(touch.slot, to: recognizer, received: receives)
            if receives {
                recognizer.track(touch)
            }
        }
    }

    /// Hands each member the touches `lists` lists for `delivery` that it received, if it
    /// still takes updates: the frame's array when it received them all, else an array of
    /// its share.
    private func deliver(_ delivery: Delivery, of lists: FrameLists, event: TouchEvent) {
        guard lists.count(delivery) > 0 else { return }
        let slots = lists.slots(delivery)
        let touches = array(of: lists, delivery)
        deliveryDepth += 1
        defer { deliveryDepth -= 1 }
        arena.forEachMember { recognizer in
            guard !recognizer.arenaEntry.hasLeft else { return }
            let own = recognizer.arenaEntry.received.intersection(slots)
            guard !own.isEmpty, recognizer.receivesTouchUpdates else { return }
            callbackDepth += 1
            if own == slots {
                call(recognizer, delivery, touches, event)
            } else {
                call(recognizer, delivery, share(of: touches, in: own), event)
            }
            callbackDepth -= 1
            reportStateChanges()
        }
    }

    /// The touches `lists` lists for `delivery`, as an array: the one kept for `delivery`
    /// when it holds the same touches, else that one refilled.
    private func array(of lists: FrameLists, _ delivery: Delivery) -> [Touch] {
        if holds(keptArray(delivery), lists, delivery) {
            return keptArray(delivery)
        }
        var list = keptArray(delivery)
        keep([], delivery)
        list.removeAll(keepingCapacity: true)
        forEachTouch(listedIn: lists, delivery) { list.append($0) }
        keep(list, delivery)
        return list
    }

    /// Whether `array` holds exactly the touches `lists` lists for `delivery`, in order.
    private func holds(_ array: [Touch], _ lists: FrameLists, _ delivery: Delivery) -> Bool {
        let count = lists.count(delivery)
        guard array.count == count else { return false }
        for index in 0..<count {
            let listed = touchReferences[lists.slot(at: index, delivery)]
            if listed?.toOpaque() != Unmanaged.passUnretained(array[index]).toOpaque() { return false }
        }
        return true
    }

    private func keptArray(_ delivery: Delivery) -> [Touch] {
        switch delivery {
        case .began: landedArray
        case .moved: movedArray
        case .ended: liftedArray
        case .cancelled: cancelledArray
        }
    }

    private func keep(_ array: [Touch], _ delivery: Delivery) {
        switch delivery {
        case .began: landedArray = array
        case .moved: movedArray = array
        case .ended: liftedArray = array
        case .cancelled: cancelledArray = array
        }
    }

    /// Empties the array kept for `delivery`, keeping its storage.
    private func empty(_ delivery: Delivery) {
        var list = keptArray(delivery)
        keep([], delivery)
        list.removeAll(keepingCapacity: true)
        keep(list, delivery)
    }

    /// The touches of `touches` whose slots are in `slots`, in their order.
    private func share(of touches: [Touch], in slots: TouchSet) -> [Touch] {
        var subset = subsetArray
        subsetArray = []
        subset.removeAll(keepingCapacity: true)
        for touch in touches where slots.contains(touch.slot) {
            subset.append(touch)
        }
        subsetArray = subset
        return subset
    }

    /// Calls `recognizer`'s touch method for `delivery`.
    private func call(_ recognizer: GestureRecognizer, _ delivery: Delivery, _ touches: [Touch], _ event: TouchEvent) {
        switch delivery {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        case .cancelled: recognizer.touchesCancelled(touches, with: event)
        }
    }

    // MARK: - State changes

    /// Called by a recognizer that entered `to`.
    func recognizer(_ recognizer: GestureRecognizer, didMoveFrom from: GestureRecognizerState, to: GestureRecognizerState) {
        arena.note(recognizer, enteredState: to)
        let change = StateChange(recognizer: Unmanaged.passUnretained(recognizer), from: from, to: to)
        if moreChanges.isEmpty && pendingCount < pendingChanges.count {
            pendingChanges[(pendingStart + pendingCount) % pendingChanges.count] = change
            pendingCount += 1
        } else {
            var list = moreChanges
            moreChanges = []
            list.append(change)
            moreChanges = list
        }
        if to.isFinished { sequenceMayHaveEnded = true }
        reportStateChanges()
    }

    /// Called by a recognizer that stopped receiving `touch`.
    func recognizer(_ recognizer: GestureRecognizer, ignores touch: Touch) {
        arena.remove(touch.slot, from: recognizer)
        sequenceMayHaveEnded = true
    }

    /// The oldest state change not reported yet, taken off the queue.
    private func nextStateChange() -> StateChange? {
        if pendingCount > 0 {
            let change = pendingChanges[pendingStart]
            pendingStart = (pendingStart + 1) % pendingChanges.count
            pendingCount -= 1
            return change
        }
        guard !moreChanges.isEmpty else { return nil }
        guard moreChangesReported < moreChanges.count else {
            moreChanges = []
            moreChangesReported = 0
            return nil
        }
        moreChangesReported += 1
        return moreChanges[moreChangesReported - 1]
    }

    /// Reports the pending state changes (unless a touch method is running or they are
    /// being reported already), then resets the recognizers whose sequence is over.
    private func reportStateChanges() {
        guard callbackDepth == 0, !isReporting, sequenceMayHaveEnded || pendingCount > 0 || !moreChanges.isEmpty else { return }
        isReporting = true
        while let change = nextStateChange() {
            change.recognizer._withUnsafeGuaranteedRef { report(change, of: $0) }
        }
        endFinishedSequences()
        isReporting = false
    }

    /// Reports one state change of `recognizer`: the trace, the arena's consequences, the actions.
    private func report(_ change: StateChange, of recognizer: GestureRecognizer) {
        stateObserver?(recognizer, change.to, clock.now)
        if change.from == .possible && (change.to == .began || change.to == .ended) {
            arena.resolve(inFavorOf: recognizer)
            if !viewTouches.bound.isEmpty {
                viewTouches.recognized(recognizer, router: self, event: TouchEvent(timestamp: clock.now, allTouches: touches))
            }
        } else if change.to == .failed {
            arena.reconsider(after: recognizer)
        }
        if change.to.sendsActions {
            recognizer.sendActions()
        }
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
    private func removeLeavers() {
        if callbackDepth == 0 && !isReporting && deliveryDepth == 0 {
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
    private var landedOrder = InlineArray<128, UInt8>(repeating: 0)
    private var movedOrder = InlineArray<128, UInt8>(repeating: 0)
    private var liftedOrder = InlineArray<128, UInt8>(repeating: 0)
    private var cancelledOrder = InlineArray<128, UInt8>(repeating: 0)
    private var counts = InlineArray<4, Int>(repeating: 0)
    private var sets = InlineArray<4, TouchSet>(repeating: TouchSet())

    /// How many touches are listed for `delivery`.
    func count(_ delivery: Delivery) -> Int { counts[delivery.index] }

    /// The slots listed for `delivery`.
    func slots(_ delivery: Delivery) -> TouchSet { sets[delivery.index] }

    /// The slot at `index` of the list for `delivery`.
    func slot(at index: Int, _ delivery: Delivery) -> Int {
        switch delivery {
        case .began: Int(landedOrder[index])
        case .moved: Int(movedOrder[index])
        case .ended: Int(liftedOrder[index])
        case .cancelled: Int(cancelledOrder[index])
        }
    }

    /// Lists `slot` for `delivery`; a touch without a slot (the router follows too many
    /// fingers to track it) is not listed, and reaches no recognizer.
    func append(_ slot: Int, _ delivery: Delivery) {
        guard slot >= 0 else { return }
        let index = delivery.index
        let position = counts[index]
        switch delivery {
        case .began: landedOrder[position] = UInt8(slot)
        case .moved: movedOrder[position] = UInt8(slot)
        case .ended: liftedOrder[position] = UInt8(slot)
        case .cancelled: cancelledOrder[position] = UInt8(slot)
        }
        counts[index] = position + 1
        sets[index].insert(slot)
    }

    func removeAll() {
        for index in 0..<4 {
            counts[index] = 0
            sets[index].removeAll()
        }
    }
}

extension Delivery {
    /// The list's place in `FrameLists`.
    fileprivate var index: Int {
        switch self {
        case .began: 0
        case .moved: 1
        case .ended: 2
        case .cancelled: 3
        }
    }
}
