/// Decides between the recognizers that take part in the same touches, in the manner of
/// Flutter's gesture arena: a member enters with the touches it receives, claims victory
/// when it would recognize (`claim(for:)`), and the arena answers `acceptGesture()` or
/// `rejectGesture()` — at once, or later for a claim that must wait for another member to
/// fail. It knows its members through those two calls and its own record of what each
/// reported (`note(_:enteredState:)`); the rules it applies, who prevents whom and who
/// waits for whom, are the recognizers' own answers (`prevents(_:)`, `mustWait(for:)`).
///
/// UIKit's rules: a recognizer that recognizes makes the undecided members that share a
/// touch with it fail, unless a delegate lets both recognize; one that requires another
/// to fail waits while the other is undecided, recognizes when it fails, and fails when
/// it recognizes.
///
/// Members are chained in the order they joined through their `ArenaEntry`, the arena's
/// record kept in each member, so that a frame's walk over them reads no array and
/// retains nothing. Members
/// whose sequence is over are marked (`markFinishedSequences`) and skipped, and taken out
/// (`removeLeavers()`) where no walk is running.
///
/// A second chain, in the same order, holds the members that may still be handed touch
/// updates: a member leaves it once it entered ended, cancelled or failed, or left the
/// arena, since none of those takes updates again before it is reset and taken out. A
/// frame's deliveries walk that chain (`forEachDeliveredMember`), so that after a pan
/// began its move passes over no failed tap, press, swipe, pinch and rotation. The chain
/// is pruned only where no delivery walks it (`pruneDeliveryChain()`): a walk under way
/// sees the members as the arena's own chain does.
final class GestureArena {
    /// The arena's answer to a claim.
    enum Verdict {
        /// Recognize now.
        case accepted
        /// A member this one must wait for is undecided: the claim is held.
        case waiting
        /// A member that recognized prevents it, or one it waits for recognized: fail.
        case rejected
    }

    /// The chain of members; each link holds one retain of its member (taken as it
    /// enters, given back as it is taken out), so that no array of them is kept.
    private var first: UnsafeLink<GestureRecognizer>?
    private var last: UnsafeLink<GestureRecognizer>?
    /// Whether some member is marked as leaving (`removeLeavers()` has work).
    private(set) var hasLeavers = false
    /// The chain of members that may still take touch updates (through
    /// `ArenaEntry.nextDelivered`), unretained: each is in the chain above too.
    private var firstDelivered: UnsafeLink<GestureRecognizer>?
    private var lastDelivered: UnsafeLink<GestureRecognizer>?
    /// Whether a member of that chain finished or left since it was last pruned.
    private var deliveryChainHasFinished = false

    deinit {
        removeAll { $0.arenaEntry = ArenaEntry() }
    }

    /// Calls `body` with each member in the order they joined, leaving ones included,
    /// without retaining them (the arena keeps its members alive, and takes none out
    /// while a walk runs).
    func forEachMember(_ body: (GestureRecognizer) -> Void) {
        var node = first
        while let current = node {
            current.with { member in
                node = member.arenaEntry.next
                body(member)
            }
        }
    }

    /// Calls `body` with each member that may still take touch updates, in the order they
    /// joined, without retaining them. Members that finish or leave while it runs stay in
    /// the chain until it is pruned, so `body` still checks each one.
    @inline(__always)
    func forEachDeliveredMember(_ body: (GestureRecognizer) -> Void) {
        var node = firstDelivered
        while let current = node {
            current.with { member in
                node = member.arenaEntry.nextDelivered
                body(member)
            }
        }
    }

    /// Takes the members that finished or left out of the delivery chain; call it only
    /// where no `forEachDeliveredMember` walk is running.
    @inline(__always)
    func pruneDeliveryChain() {
        if deliveryChainHasFinished { pruneFinishedFromDeliveryChain() }
    }

    private func pruneFinishedFromDeliveryChain() {
        deliveryChainHasFinished = false
        var previous: UnsafeLink<GestureRecognizer>?
        var node = firstDelivered
        while let current = node {
            current.with { member in
                node = member.arenaEntry.nextDelivered
                if member.arenaEntry.hasLeft || member.arenaEntry.state.isFinished {
                    if let previous {
                        previous.with { [next = node] in $0.arenaEntry.nextDelivered = next }
                    } else {
                        firstDelivered = node
                    }
                    member.arenaEntry.nextDelivered = nil
                } else {
                    previous = current
                }
            }
        }
        lastDelivered = previous
    }

    /// Whether a member that has not left passes `predicate`, asked in joining order up
    /// to the first that does.
    func containsMember(where predicate: (GestureRecognizer) -> Bool) -> Bool {
        var node = first
        var found = false
        while !found, let current = node {
            current.with { member in
                node = member.arenaEntry.next
                found = !member.arenaEntry.hasLeft && predicate(member)
            }
        }
        return found
    }

    /// The slots of the touches some member's sequence still holds (a slot must not name
    /// another finger before they are done with it).
    var slotsInUse: TouchSet {
        var slots = TouchSet()
        forEachMember { member in
            slots = slots.union(member.arenaEntry.associated)
        }
        return slots
    }

    /// Adds `member` unless it is one already; returns whether it was added.
    func enter(_ member: GestureRecognizer) -> Bool {
        guard !member.arenaEntry.isMember else { return false }
        member.arenaEntry = ArenaEntry(isMember: true)
        let link = UnsafeLink(retaining: member)
        if let last {
            last.with { $0.arenaEntry.next = link }
        } else {
            first = link
        }
        last = link
        if let lastDelivered {
            lastDelivered.with { $0.arenaEntry.nextDelivered = link }
        } else {
            firstDelivered = link
        }
        lastDelivered = link
        return true
    }

    /// Ties the touch in `slot` to `member`; `received` when it will be delivered to it.
    func add(_ slot: Int, to member: GestureRecognizer, received: Bool) {
        member.arenaEntry.associated.insert(slot)
        if received {
            member.arenaEntry.received.insert(slot)
        }
    }

    /// Unties the touch in `slot` from `member` (it ignores it): they no longer share it
    /// with the others.
    func remove(_ slot: Int, from member: GestureRecognizer) {
        member.arenaEntry.received.remove(slot)
    }

    /// Records the state `member` entered.
    func note(_ member: GestureRecognizer, enteredState state: GestureRecognizerState) {
        member.arenaEntry.state = state
        member.arenaEntry.isWaiting = false
        if state.isFinished { deliveryChainHasFinished = true }
    }

    /// Decides `claimant`'s claim to recognize; a waiting claim is held until a member it
    /// waits for fails (`reconsider(after:)`).
    func claim(for claimant: GestureRecognizer) -> Verdict {
        let verdict = decide(claimant)
        if verdict == .waiting {
            claimant.arenaEntry.isWaiting = true
        }
        return verdict
    }

    /// `winner` recognized: the undecided members that share a touch with it, unless
    /// allowed to recognize alongside, and those that wait for it, are rejected.
    func resolve(inFavorOf winner: GestureRecognizer) {
        let winnerTouches = winner.arenaEntry.received
        forEachMember { member in
            let entry = member.arenaEntry
            guard !entry.hasLeft, entry.state == .possible, member !== winner else { return }
            let prevented = entry.received.intersects(winnerTouches) && winner.prevents(member)
            if prevented || member.mustWait(for: winner) {
                member.rejectGesture()
            }
        }
    }

    /// `loser` failed: the held claims of the members waiting for it are decided again.
    func reconsider(after loser: GestureRecognizer) {
        forEachMember { member in
            guard !member.arenaEntry.hasLeft, member.arenaEntry.isWaiting, member.mustWait(for: loser) else { return }
            switch decide(member) {
            case .waiting:
                break
            case .rejected:
                member.rejectGesture()
            case .accepted:
                member.acceptGesture()
            }
        }
    }

    /// Marks the members whose sequence is over: none of their touches is down, and they
    /// finished, or are undecided with nothing held and no touch received. Returns whether
    /// there were any; `resetting(_:)` hands each over once.
    func markFinishedSequences(touchesDown: TouchSet) -> Bool {
        var any = false
        forEachMember { member in
            let entry = member.arenaEntry
            guard !entry.hasLeft, !entry.associated.intersects(touchesDown) else { return }
            guard entry.state.isFinished || (entry.state == .possible && !entry.isWaiting && entry.received.isEmpty) else {
                return
            }
            member.arenaEntry.hasLeft = true
            member.arenaEntry.isResetPending = true
            member.arenaEntry.received.removeAll()
            member.arenaEntry.associated.removeAll()
            any = true
        }
        hasLeavers = hasLeavers || any
        deliveryChainHasFinished = deliveryChainHasFinished || any
        return any
    }

    /// Whether `member` left and is still to be reset; true once for each.
    func resetting(_ member: GestureRecognizer) -> Bool {
        guard member.arenaEntry.isResetPending else { return false }
        member.arenaEntry.isResetPending = false
        return true
    }

    /// Takes the members marked as leaving out of the chain, keeping the others' order.
    func removeLeavers() {
        guard hasLeavers else { return }
        hasLeavers = false
        pruneDeliveryChain()
        var previous: UnsafeLink<GestureRecognizer>?
        var node = first
        while let current = node {
            var left = false
            current.with { member in
                node = member.arenaEntry.next
                if member.arenaEntry.hasLeft {
                    if let previous {
                        previous.with { [next = node] in $0.arenaEntry.next = next }
                    } else {
                        first = node
                    }
                    member.arenaEntry = ArenaEntry()
                    left = true
                } else {
                    previous = current
                }
            }
            if left { current.release() }
        }
        last = previous
    }

    /// Takes every member out, after `body` has seen it (as the router goes away).
    func removeAll(_ body: (GestureRecognizer) -> Void) {
        var node = first
        first = nil
        last = nil
        hasLeavers = false
        firstDelivered = nil
        lastDelivered = nil
        deliveryChainHasFinished = false
        while let current = node {
            current.with { member in
                node = member.arenaEntry.next
                body(member)
                member.arenaEntry = ArenaEntry()
            }
            current.release()
        }
    }

    /// What `claimant` may do now, given the others.
    private func decide(_ claimant: GestureRecognizer) -> Verdict {
        guard claimant.arenaEntry.isMember else { return .accepted }
        let claimantTouches = claimant.arenaEntry.received
        let blocked = containsMember { member in
            member !== claimant && member.arenaEntry.standsRecognized && member.arenaEntry.received.intersects(claimantTouches)
                && member.prevents(claimant)
        }
        guard !blocked else { return .rejected }
        var waiting = false
        let overtaken = containsMember { member in
            guard member !== claimant, claimant.mustWait(for: member) else { return false }
            switch member.arenaEntry.state {
            case .failed:
                return false
            case .possible:
                if !member.arenaEntry.received.isEmpty { waiting = true }
                return false
            case .began, .changed, .ended, .cancelled:
                return true
            }
        }
        return overtaken ? .rejected : waiting ? .waiting : .accepted
    }
}

/// The arena's record of one recognizer, kept in the recognizer (only the arena reads
/// or writes it): whether it is a member, the chain to the next member, the touches it
/// is tied to, and the state it last reported.
struct ArenaEntry {
    /// Whether the recognizer is a member.
    var isMember = false
    /// The member that joined after it.
    var next: UnsafeLink<GestureRecognizer>?
    /// The next member after it in the delivery chain (see `GestureArena`).
    var nextDelivered: UnsafeLink<GestureRecognizer>?
    /// The touches the member received.
    var received = TouchSet()
    /// Every touch that landed on the member's views, received or not.
    var associated = TouchSet()
    /// The last state the member reported.
    var state = GestureRecognizerState.possible
    /// Whether the member's claim is held.
    var isWaiting = false
    /// Whether the member's sequence is over and it is to be taken out.
    var hasLeft = false
    /// Whether the member left and the router has not reset it yet.
    var isResetPending = false

    /// Whether the member recognized in its current sequence and still stands (began,
    /// changed or ended), so that it blocks the others sharing its touches.
    var standsRecognized: Bool {
        state == .began || state == .changed || state == .ended
    }
}
