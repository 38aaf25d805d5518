/// The screen locations of exactly two fingers, in order of touch-down: what the
/// two-finger recognizers (pinch, rotation) measure.
struct FingerPair {
    /// Where the finger that touched down first is.
    let first: Point
    /// Where the finger that touched down second is.
    let second: Point

    /// The pair of `touches`; nil unless there are exactly two.
    init?(_ touches: [Touch]) {
        guard touches.count == 2 else { return nil }
        first = touches[0].location(in: nil)
        second = touches[1].location(in: nil)
    }

    /// How far apart the fingers are, in points.
    var distance: Double { first.distance(to: second) }

    /// The angle of the line from the first finger to the second, in (−π, π]; with y down
    /// a growing angle turns clockwise.
    var angle: Double { Trigonometry.atan2(second.y - first.y, second.x - first.x) }
}
