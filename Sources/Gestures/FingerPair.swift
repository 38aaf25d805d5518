/// The screen locations of exactly two fingers, in order of touch-down: what the
/// two-finger recognizers (pinch, rotation) measure.
struct FingerPair {
    /// Where the finger that touched down first is.
    let first: Point
    /// Where the finger that touched down second is.
    let second: Point

    /// The pair of `recognizer`'s active touches that pass `include`; nil unless exactly
    /// two do.
    @inline(__always)
    init?(of recognizer: GestureRecognizer, where include: (Touch) -> Bool = { _ in true }) {
        var first = Point.zero
        var second = Point.zero
        var count = 0
        recognizer.forEachActiveTouch { touch in
            guard include(touch) else { return }
            switch count {
            case 0: first = touch.screenLocation
            case 1: second = touch.screenLocation
            default: break
            }
            count += 1
        }
        guard count == 2 else { return nil }
        self.first = first
        self.second = second
    }

    /// How far apart the fingers are, in points.
    var distance: Double { first.distance(to: second) }

    /// The angle of the line from the first finger to the second, in (−π, π]; with y down
    /// a growing angle turns clockwise.
    var angle: Double { Trigonometry.atan2(second.y - first.y, second.x - first.x) }
}
