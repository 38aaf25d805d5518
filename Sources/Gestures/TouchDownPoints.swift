/// Where each finger of a tap or press touched down, so that the tap and long-press
/// recognizers can tell when one strays beyond their `allowableMovement`.
struct TouchDownPoints {
    private var points: [ObjectIdentifier: Point] = [:]

    /// Whether no finger is tracked.
    var isEmpty: Bool { points.isEmpty }

    /// Tracks `touches` from where they are now.
    mutating func record(_ touches: [Touch]) {
        for touch in touches {
            points[ObjectIdentifier(touch)] = touch.location(in: nil)
        }
    }

    /// Stops tracking `touches`.
    mutating func forget(_ touches: [Touch]) {
        for touch in touches {
            points[ObjectIdentifier(touch)] = nil
        }
    }

    /// Stops tracking every finger.
    mutating func removeAll() {
        points.removeAll()
    }

    /// Whether any of `touches` is more than `allowance` points from where it touched
    /// down; a touch not tracked never is.
    func anyMoved(_ touches: [Touch], beyond allowance: Double) -> Bool {
        touches.contains { touch in
            guard let start = points[ObjectIdentifier(touch)] else { return false }
            return touch.location(in: nil).distance(to: start) > allowance
        }
    }
}
