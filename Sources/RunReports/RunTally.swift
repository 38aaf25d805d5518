import PlayerModel
import TouchScripts

/// What one run of a script or a touch source did, for its summary and reports: the
/// actions by kind and the `expect` lines checked and failed. `simulate` and `play` keep
/// one each.
public struct RunTally {
    public init() {}

    /// How many times each action fired.
    private(set) var actionCounts: [PlayerAction: Int] = [:]
    /// How many `expect` lines were checked.
    public private(set) var checked = 0
    /// How many of them did not hold.
    public private(set) var failed = 0
    /// Each checked `expect` line's outcome by line number: its failure message, or nil
    /// when it held. A line not in it was not checked.
    public private(set) var outcomes: [Int: String?] = [:]

    public mutating func count(_ action: PlayerAction) {
        actionCounts[action, default: 0] += 1
    }

    /// Counts `expectation` as checked, failed when `failure` (its message) is given.
    public mutating func record(_ expectation: Expectation, failure: String?) {
        checked += 1
        if failure != nil { failed += 1 }
        outcomes.updateValue(failure, forKey: expectation.line)
    }
}
