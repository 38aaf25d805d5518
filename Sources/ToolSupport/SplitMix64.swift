/// A small, fast, seedable pseudo-random generator (Steele, Lea and Flood's SplitMix64),
/// so the benchmark's stream, the soak's traffic and the tests' random cases can be
/// reproduced exactly.
public struct SplitMix64 {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in 0..<bound (bound > 0).
    public mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// A number in `range` (with a negligible bias for small ranges).
    public mutating func next(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % width)
    }
}
