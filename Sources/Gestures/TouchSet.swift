/// A set of touches by their router slot (`Touch.slot`), as two machine words: which
/// touches a recognizer received, which a frame moved, which are down. Union,
/// intersection and membership are a few instructions, with no hashing and no
/// allocation, which is why the router tracks at most `capacity` fingers at once.
struct TouchSet: Equatable {
    /// How many slots a set can name.
    static let capacity = 128

    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The empty set.
    init() {}

    /// Whether the set names no touch.
    @inline(__always)
    var isEmpty: Bool { low | high == 0 }

    /// How many touches the set names.
    @inline(__always)
    var count: Int { low.nonzeroBitCount + high.nonzeroBitCount }

    /// Whether `slot` is in the set (never a slot outside `0..<capacity`, such as the −1
    /// of a touch the router has no slot for).
    @inline(__always)
    func contains(_ slot: Int) -> Bool {
        guard slot >= 0 else { return false }
        return slot < 64 ? low & (1 << UInt64(slot)) != 0 : high & (1 << UInt64(slot - 64)) != 0
    }

    /// Adds `slot`; a slot outside `0..<capacity` is not added.
    @inline(__always)
    mutating func insert(_ slot: Int) {
        guard slot >= 0 else { return }
        if slot < 64 {
            low |= 1 << UInt64(slot)
        } else {
            high |= 1 << UInt64(slot - 64)
        }
    }

    @inline(__always)
    mutating func remove(_ slot: Int) {
        guard slot >= 0 else { return }
        if slot < 64 {
            low &= ~(1 << UInt64(slot))
        } else {
            high &= ~(1 << UInt64(slot - 64))
        }
    }

    @inline(__always)
    mutating func removeAll() {
        low = 0
        high = 0
    }

    @inline(__always)
    func intersection(_ other: TouchSet) -> TouchSet {
        var result = self
        result.low &= other.low
        result.high &= other.high
        return result
    }

    @inline(__always)
    func union(_ other: TouchSet) -> TouchSet {
        var result = self
        result.low |= other.low
        result.high |= other.high
        return result
    }

    /// The slots of this set that are not in `other`.
    @inline(__always)
    func subtracting(_ other: TouchSet) -> TouchSet {
        var result = self
        result.low &= ~other.low
        result.high &= ~other.high
        return result
    }

    @inline(__always)
    func intersects(_ other: TouchSet) -> Bool {
        (low & other.low) | (high & other.high) != 0
    }

    /// The lowest slot not in the set; nil when every slot is taken.
    var lowestFreeSlot: Int? {
        if low != .max { return (~low).trailingZeroBitCount }
        if high != .max { return 64 + (~high).trailingZeroBitCount }
        return nil
    }
}

/// One element per slot a `TouchSet` can name: the router's tables.
enum TouchSlots: FixedCount {
    static var count: Int { TouchSet.capacity }
}
