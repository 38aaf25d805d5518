/// The touches the router hands to views that take touches themselves (`View.handlesTouches`),
/// as UIKit's window does after the recognizers have seen them: held back while a
/// recognizer that delays them decides (`delaysTouchesBegan`, `delaysTouchesEnded`),
/// delivered once none does, cancelled or dropped when one that cancels touches in its
/// view recognizes (`cancelsTouchesInView`).
///
/// A touch is bound to its view when it lands on a view whose chain up to the window
/// takes touches; only bound touches are looked at, so a tree without such views costs
/// one empty-set test per frame.
final class ViewTouchDelivery {
    /// The touches bound to their views.
    private(set) var bound = TouchSet()
    /// The bound touches whose began the view received.
    private var began = TouchSet()
    /// The bound touches whose began is held back.
    private var heldBegan = TouchSet()
    /// The bound touches whose end is held back.
    private var heldEnded = TouchSet()
    /// The order of one call's touches (their slots'), kept for reuse; a call made while
    /// one runs (a view's touch method sending a frame) gets one of its own.
    private let batch = SlotOrder()
    private var batchInUse = false

    /// Binds `touch` to its view if the view or one of its ancestors takes touches.
    func bind(_ touch: Touch) {
        guard touch.slot >= 0 else { return }
        unbind(touch.slot)
        var view = touch.view
        while let current = view {
            if current.handlesTouches {
                bound.insert(touch.slot)
                return
            }
            view = current.superview
        }
    }

    /// Forgets the touch in `slot`.
    func unbind(_ slot: Int) {
        bound.remove(slot)
        began.remove(slot)
        heldBegan.remove(slot)
        heldEnded.remove(slot)
    }

    /// Delivers (or holds back) the landing touches in `slots`, after the recognizers had them.
    func touchesBegan(_ slots: TouchSet, router: TouchRouter, event: TouchEvent) {
        var deliver = TouchSet()
        for slot in 0..<TouchSet.capacity where slots.intersection(bound).contains(slot) {
            if isDelayed(slot, end: false, router: router) {
                heldBegan.insert(slot)
            } else {
                began.insert(slot)
                deliver.insert(slot)
            }
        }
        send(.began, deliver, router: router, event: event)
    }

    /// Delivers the moved touches in `slots` whose began the view received.
    func touchesMoved(_ slots: TouchSet, router: TouchRouter, event: TouchEvent) {
        send(.moved, slots.intersection(began), router: router, event: event)
    }

    /// Delivers (or holds back) the lifted touches in `slots`.
    func touchesEnded(_ slots: TouchSet, router: TouchRouter, event: TouchEvent) {
        var deliver = TouchSet()
        for slot in 0..<TouchSet.capacity where slots.intersection(bound).contains(slot) {
            if heldBegan.contains(slot) || isDelayed(slot, end: true, router: router) {
                heldEnded.insert(slot)
            } else {
                if began.contains(slot) { deliver.insert(slot) }
                unbind(slot)
            }
        }
        send(.ended, deliver, router: router, event: event)
    }

    /// Delivers the cancelled touches in `slots` whose began the view received.
    func touchesCancelled(_ slots: TouchSet, router: TouchRouter, event: TouchEvent) {
        let deliver = slots.intersection(began)
        for slot in 0..<TouchSet.capacity where slots.intersection(bound).contains(slot) { unbind(slot) }
        send(.cancelled, deliver, router: router, event: event)
    }

    /// `recognizer` recognized: when it cancels touches in its view, the views lose its
    /// touches, and those whose began they received are cancelled.
    func recognized(_ recognizer: GestureRecognizer, router: TouchRouter, event: TouchEvent) {
        guard recognizer.cancelsTouchesInView else { return }
        let lost = recognizer.arenaEntry.received.intersection(bound)
        guard !lost.isEmpty else { return }
        let deliver = lost.intersection(began)
        for slot in 0..<TouchSet.capacity where lost.contains(slot) { unbind(slot) }
        send(.cancelled, deliver, router: router, event: event)
    }

    /// Delivers what is held back for touches no undecided recognizer delays any more.
    func releaseHeldTouches(router: TouchRouter, event: TouchEvent) {
        guard !heldBegan.isEmpty || !heldEnded.isEmpty else { return }
        var landed = TouchSet()
        for slot in 0..<TouchSet.capacity where heldBegan.contains(slot) && !isDelayed(slot, end: false, router: router) {
            heldBegan.remove(slot)
            began.insert(slot)
            landed.insert(slot)
        }
        send(.began, landed, router: router, event: event)
        var lifted = TouchSet()
        for slot in 0..<TouchSet.capacity
        where heldEnded.contains(slot) && !heldBegan.contains(slot) && !isDelayed(slot, end: true, router: router) {
            lifted.insert(slot)
            unbind(slot)
        }
        send(.ended, lifted, router: router, event: event)
    }

    /// Whether a recognizer that received the touch in `slot` and has not decided yet
    /// delays its began (or, for `end`, its end).
    private func isDelayed(_ slot: Int, end: Bool, router: TouchRouter) -> Bool {
        router.arena.containsMember { member in
            member.state == .possible && member.arenaEntry.received.contains(slot)
                && (end ? member.delaysTouchesEnded : member.delaysTouchesBegan)
        }
    }

    private enum Phase {
        case began, moved, ended, cancelled
    }

    /// Calls each view's touch method for `phase` once, with its touches among `slots` in
    /// the order of their slots.
    private func send(_ phase: Phase, _ slots: TouchSet, router: TouchRouter, event: TouchEvent) {
        guard !slots.isEmpty else { return }
        let order = batchInUse ? SlotOrder() : batch
        batchInUse = true
        defer { if order === batch { batchInUse = false } }
        var remaining = slots
        for first in 0..<TouchSet.capacity where remaining.contains(first) {
            let view = router.touch(inSlot: first)?.view
            order.removeAll()
            var group = TouchSet()
            for slot in first..<TouchSet.capacity where remaining.contains(slot) {
                if let touch = router.touch(inSlot: slot), touch.view === view {
                    order.append(slot)
                    group.insert(slot)
                    remaining.remove(slot)
                }
            }
            remaining.remove(first)
            guard let view, !group.isEmpty else { continue }
            let touches = Touches(router: router, order: UnsafeLink(order), slots: group)
            switch phase {
            case .began: view.touchesBegan(touches, with: event)
            case .moved: view.touchesMoved(touches, with: event)
            case .ended: view.touchesEnded(touches, with: event)
            case .cancelled: view.touchesCancelled(touches, with: event)
            }
        }
    }
}
