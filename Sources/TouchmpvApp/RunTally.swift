import PlayerGestures
import TouchInput

/// What one run of a script or a touch source did, for its summary: the actions by kind
/// and the `expect` lines checked and failed. `simulate` and `play` keep one each.
struct RunTally {
    /// How many times each action fired.
    private(set) var actionCounts: [PlayerAction: Int] = [:]
    /// How many `expect` lines were checked.
    private(set) var checked = 0
    /// How many of them did not hold.
    private(set) var failed = 0

    mutating func count(_ action: PlayerAction) {
        actionCounts[action, default: 0] += 1
    }

    /// Checks `expectation` against `state`, counts it, and returns the failure message
    /// (`FILE:LINE: expected KEY VALUE, got …`) when it did not hold.
    mutating func check(_ expectation: Expectation, in state: PlayerState) -> String? {
        checked += 1
        let failure = ExpectationCheck.failure(of: expectation, in: state)
        if failure != nil { failed += 1 }
        return failure
    }
}
