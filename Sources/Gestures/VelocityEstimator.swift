/// A value that can be differenced and scaled, so that its rate of change can be estimated.
protocol Displacement: Equatable {
    /// The difference `lhs − rhs`.
    static func - (lhs: Self, rhs: Self) -> Self
    /// The value multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// No displacement.
    static var zero: Self { get }
}

extension Double: Displacement {
    func scaled(by factor: Double) -> Double { self * factor }
}

extension Point: Displacement {
    static func - (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    func scaled(by factor: Double) -> Point {
        Point(x: x * factor, y: y * factor)
    }
}

/// Estimates how fast a value changes per second from its recent samples, stamped with
/// event times (never the wall clock): the change over the samples of the last 100 ms,
/// or, when only the newest sample is that recent, since the sample before it.
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

    /// The rate of change per second; zero with fewer than two samples or no elapsed time.
    var velocity: Value {
        guard count >= 2 else { return .zero }
        let newest = count - 1
        let horizon = times[position(newest)] &- Self.windowMicroseconds
        var oldest = 0
        while oldest < newest && times[position(oldest)] < horizon {
            oldest += 1
        }
        if oldest == newest {
            oldest -= 1
        }
        let seconds = Double(times[position(newest)] &- times[position(oldest)]) / 1_000_000
        guard seconds > 0 else { return .zero }
        return (values[position(newest)] - values[position(oldest)]).scaled(by: 1 / seconds)
    }
}

/// The samples a `VelocityEstimator` keeps (a power of two, for its ring's mask).
enum VelocitySampleCount: FixedCount {
    static var count: Int { 128 }
}
