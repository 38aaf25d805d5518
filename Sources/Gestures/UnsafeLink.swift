/// A link to an object that does not keep it alive: the recognizer core's links between
/// its objects (a recognizer's view, router and the recognizers it waits for, a view's
/// parent and recognizers, the router's touch table walks, the arena's and the clock's
/// chains, a state change waiting to be reported).
///
/// Why not Swift's own references: a strong one costs a retain and a release each time
/// it is copied or passed, which on a touch's path was a seventh of the work; a weak one
/// gives its object a side table, which sends every retain of that object to the
/// runtime's slow path; an `unowned` one checks and counts on every load. Following an
/// `UnsafeLink` costs one load (`with` hands the object over without a retain).
///
/// The price is that nothing checks the object is still there: each holder says in its
/// own documentation what keeps the object alive while it holds the link (the view holds
/// its recognizers, the router clears its links before it goes, the arena keeps a retain
/// of each member through `init(retaining:)` and `release()`). A slip is a use after
/// free, which the Gestures tests under AddressSanitizer (`make sanitize`) catch.
struct UnsafeLink<Object: AnyObject>: Equatable {
    private let reference: Unmanaged<Object>

    /// A link that does not retain `object`.
    @inline(__always)
    init(_ object: Object) {
        reference = .passUnretained(object)
    }

    /// A link that holds one retain of `object`, which `release()` gives back.
    @inline(__always)
    init(retaining object: Object) {
        reference = .passRetained(object)
    }

    /// The object, retained by whoever keeps it.
    @inline(__always)
    var object: Object { reference.takeUnretainedValue() }

    /// Runs `body` with the object, retaining nothing.
    @inline(__always)
    func with<Result>(_ body: (Object) -> Result) -> Result {
        reference._withUnsafeGuaranteedRef(body)
    }

    /// Gives back the retain taken by `init(retaining:)`.
    @inline(__always)
    func release() {
        reference.release()
    }

    /// Whether both link the same object.
    @inline(__always)
    static func == (lhs: UnsafeLink, rhs: UnsafeLink) -> Bool {
        lhs.reference.toOpaque() == rhs.reference.toOpaque()
    }
}
