/// A moment on the gesture clock, in whole microseconds from an arbitrary origin.
///
/// Integer microseconds keep boundary comparisons exact (a gap of exactly 300 ms is
/// 300 ms, not 300.00000000000006), and match the kernel's `struct timeval` stamps.
public struct Instant: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Microseconds since the clock's origin.
    public var microseconds: Int64

    /// The clock's origin.
    public static let zero = Instant(microseconds: 0)

    /// Creates an instant from microseconds since the origin.
    public init(microseconds: Int64) {
        self.microseconds = microseconds
    }

    /// The instant as seconds since the origin.
    public var seconds: Double { Double(microseconds) / 1_000_000 }

    /// Orders instants by time.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.microseconds < rhs.microseconds }

    /// The instant `rhs` after `lhs` (whole microseconds; sub-microsecond parts are dropped).
    public static func + (lhs: Instant, rhs: Duration) -> Instant {
        Instant(microseconds: lhs.microseconds &+ rhs.wholeMicroseconds)
    }

    /// The instant `microseconds` later: what recognizers compute deadlines with, their
    /// durations kept in whole microseconds (`Duration`'s own arithmetic is 128-bit).
    func advanced(byMicroseconds microseconds: Int64) -> Instant {
        Instant(microseconds: self.microseconds &+ microseconds)
    }

    /// The time from `rhs` to `lhs`.
    public static func - (lhs: Instant, rhs: Instant) -> Duration {
        .microseconds(lhs.microseconds &- rhs.microseconds)
    }

    /// Seconds with six decimals, e.g. "1.234000s".
    public var description: String {
        let sign = microseconds < 0 ? "-" : ""
        let magnitude = microseconds.magnitude
        let fraction = String(magnitude % 1_000_000)
        return "\(sign)\(magnitude / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)s"
    }
}

extension Duration {
    /// The duration in whole microseconds, rounded towards zero.
    public var wholeMicroseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds &* 1_000_000 &+ attoseconds / 1_000_000_000_000
    }
}
