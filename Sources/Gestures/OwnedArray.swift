/// An array a class keeps in a constant and changes through this type: the recognizer
/// core's growable lists (a router's touches, a recognizer's actions and last locations,
/// the clock's timers, a tap's first fingers, a swipe's start).
///
/// Why: a class's stored array changed in place (`list.append(x)`) keeps an access to the
/// property open while the standard library runs, which the compiler cannot prove
/// exclusive, so every change of it, and every access to the class's other properties
/// around it, is checked at run time. Taking the array out, changing it and putting it
/// back avoided that at every site. Here the array lives in storage of its own, reached
/// through a pointer (whose accesses are never checked), and the owner keeps the value
/// in a `let`; it cannot be copied, so the owner holds the one pointer, and the storage
/// goes with it. An element read or the array copied out (`elements`) is a value, as
/// ever: a change made while someone walks a copy does not reach the copy.
///
/// A slip (the storage used after its owner went) is a use after free, which the
/// Gestures tests under AddressSanitizer (`make sanitize`) catch.
struct OwnedArray<Element>: ~Copyable {
    private let storage: UnsafeMutablePointer<[Element]>

    init() {
        storage = .allocate(capacity: 1)
        storage.initialize(to: [])
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// The elements, as a value of their own.
    @inline(__always)
    var elements: [Element] { storage.pointee }

    @inline(__always)
    var count: Int { storage.pointee.count }

    @inline(__always)
    var isEmpty: Bool { storage.pointee.isEmpty }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { storage.pointee[index] }
        nonmutating set { storage.pointee[index] = newValue }
    }

    @inline(__always)
    func append(_ element: Element) {
        storage.pointee.append(element)
    }

    /// Changes the elements in place with `body`.
    @inline(__always)
    func edit<Result>(_ body: (inout [Element]) throws -> Result) rethrows -> Result {
        try body(&storage.pointee)
    }

    /// Makes it empty, keeping the storage for the next elements.
    @inline(__always)
    func removeAll() {
        storage.pointee.removeAll(keepingCapacity: true)
    }

    /// Makes `elements` the elements.
    @inline(__always)
    func replace(with elements: [Element]) {
        storage.pointee = elements
    }
}
