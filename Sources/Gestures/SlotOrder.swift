/// Slots in the order something listed them (a frame's landed touches, the fingers in
/// order of touch-down): fixed-size storage the router keeps and reuses.
final class SlotOrder {
    private let slots = FixedArray<TouchSlots, UInt8>(repeating: 0)
    /// How many slots are listed.
    private(set) var count = 0

    /// The slot listed at `position`.
    @inline(__always)
    func slot(at position: Int) -> Int { Int(slots[position]) }

    /// Lists `slot` last.
    @inline(__always)
    func append(_ slot: Int) {
        slots[count] = UInt8(slot)
        count += 1
    }

    func removeAll() {
        count = 0
    }

    /// Keeps only the slots in `kept`, in their order.
    @inline(__always)
    func keep(_ kept: TouchSet) {
        var remaining = 0
        for position in 0..<count where kept.contains(Int(slots[position])) {
            slots[remaining] = slots[position]
            remaining += 1
        }
        count = remaining
    }

    /// The first position after `position` whose slot is in `members`; `count` when none is.
    func position(after position: Int, in members: TouchSet) -> Int {
        var next = position + 1
        while next < count && !members.contains(Int(slots[next])) {
            next += 1
        }
        return next
    }
}
