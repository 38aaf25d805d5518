/// The fingers of a tap or press whose movement the tap and long-press recognizers
/// watch, to tell when one strays beyond their `allowableMovement` from where it touched
/// down (its `landingLocation`, where every recognizer received it).
struct TouchDownPoints {
    private var tracked = TouchSet()

    /// Whether no finger is tracked.
    var isEmpty: Bool { tracked.isEmpty }

    mutating func record(_ touches: Touches) {
        tracked = tracked.union(touches.slots)
    }

    /// Stops tracking `touches`.
    mutating func forget(_ touches: Touches) {
        tracked = tracked.subtracting(touches.slots)
    }

    /// Stops tracking every finger.
    mutating func removeAll() {
        tracked.removeAll()
    }

    /// Whether any of `touches` is more than `allowance` points from where it touched
    /// down; a touch not tracked never is.
    func anyMoved(_ touches: Touches, beyond allowance: Double) -> Bool {
        touches.contains { touch in
            tracked.contains(touch.slot) && touch.screenLocation.distance(to: touch.landingLocation) > allowance
        }
    }
}
