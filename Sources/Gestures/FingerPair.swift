/// The screen locations of exactly two fingers, in order of touch-down: what the
/// two-finger recognizers (pinch, rotation) measure (`GestureRecognizer.fingerPair(in:)`).
struct FingerPair {
    /// Where the finger that touched down first is.
    let first: Point
    /// Where the finger that touched down second is.
    let second: Point

    /// How far apart the fingers are, in points.
    var distance: Double { first.distance(to: second) }

    /// The angle of the line from the first finger to the second, in (−π, π]; with y down
    /// a growing angle turns clockwise.
    var angle: Double { Trigonometry.atan2(second.y - first.y, second.x - first.x) }
}
