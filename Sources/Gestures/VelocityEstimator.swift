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
struct VelocityEstimator<Value: Displacement> {
    /// How far back the estimate looks.
    static var window: Duration { .milliseconds(100) }
    /// How long without movement before a lift means the fingers had stopped (Flutter's
    /// `kAssumePointerMoveStoppedMilliseconds`): touchscreens report a moving finger far
    /// more often, so such a gap is a finger held still, not a slow report.
    static var stillness: Duration { .milliseconds(40) }

    private var samples: [(time: Instant, value: Value)] = []

    /// Adds a sample; samples older than the window (but the one just before it) are dropped.
    mutating func add(_ value: Value, at time: Instant) {
        samples.append((time, value))
        let horizon = Self.horizon(for: time)
        if let firstRecent = samples.firstIndex(where: { $0.time >= horizon }), firstRecent > 1 {
            samples.removeFirst(firstRecent - 1)
        }
    }

    /// Adds the value where the fingers lifted at `time`: a sample only if it moved since
    /// the newest sample; a still lift more than `stillness` after the newest sample makes
    /// the velocity zero.
    mutating func addLift(_ value: Value, at time: Instant) {
        guard let newest = samples.last, value == newest.value else {
            add(value, at: time)
            return
        }
        if time - newest.time > Self.stillness {
            samples.removeAll()
        }
    }

    /// The oldest sample time that still counts as recent at `time`.
    private static func horizon(for time: Instant) -> Instant {
        Instant(microseconds: time.microseconds &- window.wholeMicroseconds)
    }

    /// Forgets every sample (the value jumped, e.g. a finger was added).
    mutating func removeAll() {
        samples.removeAll()
    }

    /// The rate of change per second; zero with fewer than two samples or no elapsed time.
    var velocity: Value {
        guard let newest = samples.last, samples.count >= 2 else { return .zero }
        let horizon = Self.horizon(for: newest.time)
        var oldestIndex = samples.firstIndex { $0.time >= horizon } ?? samples.count - 1
        if oldestIndex == samples.count - 1 {
            oldestIndex -= 1
        }
        let oldest = samples[oldestIndex]
        let seconds = Double((newest.time - oldest.time).wholeMicroseconds) / 1_000_000
        guard seconds > 0 else { return .zero }
        return (newest.value - oldest.value).scaled(by: 1 / seconds)
    }
}
