/// A fixed number of elements in one allocation made when it is created: the router's
/// and the recognizers' per-slot tables, so that a frame allocates nothing. It cannot be
/// copied, so that its owner holds the one reference to the storage inline; the owner
/// keeps it in a constant, and its elements are reached through addressors, so that no
/// access to one is checked for exclusivity at run time and `isKnownUniquelyReferenced`
/// sees an element in place. The count is a type (`Count`), so that where the array is
/// used it is a constant: a bounds check compares with it, and an index masked with it
/// needs none. (Swift 6.2's standard library has an inline array that is all that, but
/// Swift 6.0, Debian 13's compiler, has none.)
struct FixedArray<Count: FixedCount, Element>: ~Copyable {
    private let base: UnsafeMutablePointer<Element>

    init(repeating value: Element) {
        base = .allocate(capacity: Count.count)
        base.initialize(repeating: value, count: Count.count)
    }

    deinit {
        base.deinitialize(count: Count.count)
        base.deallocate()
    }

    var count: Int { Count.count }

    subscript(index: Int) -> Element {
        @inline(__always)
        unsafeAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: Count.count), "index out of range")
            return UnsafePointer(base + index)
        }
        @inline(__always)
        nonmutating unsafeMutableAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: Count.count), "index out of range")
            return base + index
        }
    }
}

/// How many elements a `FixedArray` holds.
protocol FixedCount {
    static var count: Int { get }
}
