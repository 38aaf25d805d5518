/// The touches a touch method receives, the counterpart of the `Set<UITouch>` UIKit hands
/// `touchesBegan(_:with:)` and its siblings: a collection (iterate it, ask `first`,
/// `count`, `contains`) in the order the frame listed the touches.
///
/// It is a view of the router's own lists, not a copy: making it allocates nothing and
/// retains nothing, which is what keeps a frame's delivery cheap (docs/architecture.md,
/// "The recognizer core"). So it is valid only while the touch method runs; keep the
/// touches themselves, or `Array(touches)`, to use them later.
public struct Touches: Collection {
    /// The router whose table holds the touch objects, unretained (it outlives the call).
    private let router: UnsafeLink<TouchRouter>
    /// The order the touches are listed in, unretained (the router keeps it).
    private let order: UnsafeLink<SlotOrder>
    /// Which of the listed slots are this collection's.
    let slots: TouchSet

    init(router: TouchRouter, order: UnsafeLink<SlotOrder>, slots: TouchSet) {
        self.router = UnsafeLink(router)
        self.order = order
        self.slots = slots
    }

    /// Found when asked, so that making the collection costs three stores.
    public var startIndex: Int { order.with { $0.position(after: -1, in: slots) } }

    public var endIndex: Int { order.with { $0.count } }

    public var count: Int { slots.count }

    public var isEmpty: Bool { slots.isEmpty }

    public func index(after position: Int) -> Int {
        order.with { $0.position(after: position, in: slots) }
    }

    public subscript(position: Int) -> Touch {
        let slot = order.with { $0.slot(at: position) }
        return router.with { $0.touch(inSlot: slot)! }
    }

    /// Whether `touch` is one of these touches.
    public func contains(_ touch: Touch) -> Bool {
        slots.contains(touch.slot) && router.with { $0.touch(inSlot: touch.slot) === touch }
    }
}
