/// A value that can be differenced, added and scaled, so that its rate of change can be
/// estimated.
protocol Displacement: Equatable {
    /// The difference `lhs − rhs`.
    static func - (lhs: Self, rhs: Self) -> Self
    /// The sum `lhs + rhs`.
    static func + (lhs: Self, rhs: Self) -> Self
    /// The value multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// No displacement.
    static var zero: Self { get }
    /// The value with each component that points against the same component of `other`
    /// made zero.
    func zeroingComponents(against other: Self) -> Self
}

extension Double: Displacement {
    func scaled(by factor: Double) -> Double { self * factor }

    func zeroingComponents(against other: Double) -> Double {
        self * other < 0 ? 0 : self
    }
}

extension Point: Displacement {
    static func - (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    static func + (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    func scaled(by factor: Double) -> Point {
        Point(x: x * factor, y: y * factor)
    }

    func zeroingComponents(against other: Point) -> Point {
        Point(x: x.zeroingComponents(against: other.x), y: y.zeroingComponents(against: other.y))
    }
}

/// Estimates how fast a value changes per second from its recent samples, stamped with
/// event times (never the wall clock), as Flutter's and Android's default trackers do: a
/// least-squares fit of a degree-2 polynomial (value against time, each component apart)
/// over the samples of the last 100 ms, whose slope at the newest sample is the velocity.
/// A finger that flings speeds up until it lifts, and a straight line through those
/// samples (their average speed) reads it slow; a parabola follows the speeding up (or
/// the slowing down). With two samples the fit is the straight change between them, and
/// when only the newest sample is that recent, the change since the sample before it.
/// A component of the fit's slope that points against that component's change over the
/// samples is zero: a parabola through a finger that slowed to a stop overshoots the stop
/// and would read it as moving back (a fling the wrong way), where it had stopped.
///
/// The fit is made only when the velocity is read (at a lift, or when asked), not at
/// every sample: adding a sample costs what a ring's slot costs.
///
/// The lift is special, as in Flutter's velocity trackers: a lift where the fingers did
/// not move adds no sample (it would stretch a flick's last move over the time to the
/// lift, halving its speed), and a lift more than 40 ms after the newest sample means the
/// fingers had stopped (`addLift`).
///
/// The samples are a ring of fixed size the recognizer makes with it, so adding one
/// allocates nothing: 128 samples, more than 100 ms hold at the 1,000 Hz a script may
/// report at. Were there more, the oldest would go first.
struct VelocityEstimator<Value: Displacement>: ~Copyable {
    /// How far back the estimate looks, in microseconds.
    static var windowMicroseconds: Int64 { 100_000 }
    /// How long without movement before a lift means the fingers had stopped (Flutter's
    /// `kAssumePointerMoveStoppedMilliseconds`), in microseconds: touchscreens report a
    /// moving finger far more often, so such a gap is a finger held still, not a slow report.
    static var stillnessMicroseconds: Int64 { 40_000 }

    private let times = FixedArray<VelocitySampleCount, Int64>(repeating: 0)
    private let values = FixedArray<VelocitySampleCount, Value>(repeating: .zero)
    /// Where the oldest sample kept is in the ring.
    private var start = 0
    private var count = 0

    /// The ring position of the sample `offset` after the oldest.
    private func position(_ offset: Int) -> Int {
        // A mask, not `%`: the capacity is a power of two.
        (start + offset) & (times.count - 1)
    }

    /// Adds a sample; samples older than the window (but the one just before it) are dropped.
    mutating func add(_ value: Value, at time: Instant) {
        if count == times.count {
            start = position(1)
            count -= 1
        }
        times[position(count)] = time.microseconds
        values[position(count)] = value
        count += 1
        let horizon = time.microseconds &- Self.windowMicroseconds
        var firstRecent = 0
        while times[position(firstRecent)] < horizon {
            firstRecent += 1
        }
        if firstRecent > 1 {
            start = position(firstRecent - 1)
            count -= firstRecent - 1
        }
    }

    /// Adds the value where the fingers lifted at `time`: a sample only if it moved since
    /// the newest sample; a still lift more than the stillness after the newest sample
    /// makes the velocity zero.
    mutating func addLift(_ value: Value, at time: Instant) {
        guard count > 0, value == values[position(count - 1)] else {
            add(value, at: time)
            return
        }
        if time.microseconds &- times[position(count - 1)] > Self.stillnessMicroseconds {
            removeAll()
        }
    }

    /// Makes the velocity zero from now on, until the value changes again: only the newest
    /// sample is kept, as where the next change is measured from.
    mutating func restart() {
        guard count > 1 else { return }
        start = position(count - 1)
        count = 1
    }

    /// Forgets every sample (the value jumped, e.g. a finger was added).
    mutating func removeAll() {
        start = 0
        count = 0
    }

    /// The rate of change per second at the newest sample: the slope there of the
    /// degree-2 least-squares fit over the samples of the window (three or more); of the
    /// straight line when there are two, or when their times leave the parabola undecided
    /// (fewer than three distinct times); zero with fewer than two samples or no elapsed
    /// time, and in each component where the slope points against the samples' change.
    var velocity: Value {
        guard count >= 2 else { return .zero }
        let newest = count - 1
        let newestTime = times[position(newest)]
        let horizon = newestTime &- Self.windowMicroseconds
        var oldest = 0
        while oldest < newest && times[position(oldest)] < horizon {
            oldest += 1
        }
        if oldest == newest {
            oldest -= 1
        }
        let span = Double(newestTime &- times[position(oldest)])
        guard span > 0 else { return .zero }
        // value − newest value ≈ a + b·u + c·u², with u the time since the newest sample
        // over the samples' span (−1 at the oldest, 0 at the newest), so that the normal
        // equations' sums stay near 1 whatever the rate; the velocity is b over the span.
        let newestValue = values[position(newest)]
        var (s0, s1, s2, s3, s4) = (0.0, 0.0, 0.0, 0.0, 0.0)
        var (v0, v1, v2) = (Value.zero, Value.zero, Value.zero)
        for offset in oldest...newest {
            let u = Double(times[position(offset)] &- newestTime) / span
            let u2 = u * u
            let change = values[position(offset)] - newestValue
            s0 += 1
            s1 += u
            s2 += u2
            s3 += u2 * u
            s4 += u2 * u2
            v0 = v0 + change
            v1 = v1 + change.scaled(by: u)
            v2 = v2 + change.scaled(by: u2)
        }
        let perSecond = 1_000_000 / span
        if newest - oldest >= 2 {
            // b by Cramer's rule: the cofactors of the normal matrix's middle column.
            let c0 = s2 * s3 - s1 * s4
            let c1 = s0 * s4 - s2 * s2
            let c2 = s1 * s2 - s0 * s3
            let determinant = s0 * (s2 * s4 - s3 * s3) + s1 * c0 + s2 * (s1 * s3 - s2 * s2)
            // Rounding leaves about s0³ × 10⁻¹⁶ where the times decide no parabola.
            if determinant > 1e-12 * s0 * s0 * s0 {
                let slope = (v0.scaled(by: c0) + v1.scaled(by: c1) + v2.scaled(by: c2)).scaled(by: perSecond / determinant)
                return slope.zeroingComponents(against: newestValue - values[position(oldest)])
            }
        }
        let denominator = s0 * s2 - s1 * s1
        guard denominator > 1e-12 * s0 * s0 else { return .zero }
        return (v1.scaled(by: s0) - v0.scaled(by: s1)).scaled(by: perSecond / denominator)
    }
}

/// The samples a `VelocityEstimator` keeps (a power of two, for its ring's mask).
enum VelocitySampleCount: FixedCount {
    static var count: Int { 128 }
}
