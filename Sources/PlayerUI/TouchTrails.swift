import Gestures

/// `show-touches`, the pointer-location view for calibrating a panel: a ring
/// under every finger down, with its id, and each finger's trail of the last
/// `trailDuration`, down or lifted, as the touch updates came in.
public struct TouchTrails: Sendable {
    /// One finger's mark at a moment.
    public struct Mark: Hashable, Sendable {
        public var id: Int
        /// Where the finger is (or lifted), in whole points.
        public var location: Point
        /// Whether it is still down (a ring is drawn only then).
        public var isDown: Bool
        /// Its positions over the last `trailDuration`, oldest first, in whole points.
        public var trail: [Point]

        public init(id: Int, location: Point, isDown: Bool, trail: [Point]) {
            self.id = id
            self.location = location
            self.isDown = isDown
            self.trail = trail
        }
    }

    /// How much of a finger's path its trail shows.
    public static let trailDuration: Duration = .milliseconds(500)

    private struct Finger {
        var isDown: Bool
        var points: [(time: Instant, location: Point)]
    }

    /// The fingers by id, in the order they first landed.
    private var fingers: [(id: Int, finger: Finger)] = []

    public init() {}

    /// Takes in one finger's update at `time`.
    public mutating func record(_ update: TouchUpdate, at time: Instant) {
        let point = Point(x: update.location.x.rounded(), y: update.location.y.rounded())
        let isDown = update.phase != .ended && update.phase != .cancelled
        if let index = fingers.firstIndex(where: { $0.id == update.id }) {
            if update.phase == .began { fingers[index].finger.points.removeAll() }
            fingers[index].finger.isDown = isDown
            fingers[index].finger.points.append((time, point))
        } else {
            fingers.append((update.id, Finger(isDown: isDown, points: [(time, point)])))
        }
        prune(at: time)
    }

    /// The marks at `time`: fingers down, and lifted fingers whose trail has not faded.
    public func marks(at time: Instant) -> [Mark] {
        fingers.compactMap { id, finger in
            let recent = finger.points.filter { time < $0.time + Self.trailDuration }.map(\.location)
            guard let last = finger.points.last, finger.isDown || !recent.isEmpty else { return nil }
            return Mark(id: id, location: last.location, isDown: finger.isDown, trail: recent)
        }
    }

    /// When the oldest point still in a trail at `time` fades.
    public func deadline(after time: Instant) -> Instant? {
        fingers.lazy.flatMap { $0.finger.points }.map { $0.time + Self.trailDuration }.filter { $0 > time }.min()
    }

    /// Forgets points that have faded, keeping each finger's latest, and lifted fingers
    /// whose trails are gone.
    private mutating func prune(at time: Instant) {
        for index in fingers.indices {
            let points = fingers[index].finger.points
            let kept = points.dropLast().filter { time < $0.time + Self.trailDuration }
            fingers[index].finger.points = kept + points.suffix(1)
        }
        fingers.removeAll { !$0.finger.isDown && $0.finger.points.allSatisfy { time >= $0.time + Self.trailDuration } }
    }
}
