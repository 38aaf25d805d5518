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
    /// How many of the checked `expect` lines came from control clients, and how many
    /// of those did not hold (they count in `checked` and `failed` too).
    public private(set) var checkedFromControlSocket = 0
    public private(set) var failedFromControlSocket = 0
    /// Each checked `expect` line's outcome by line number: its failure message, or nil
    /// when it held. A line not in it was not checked.
    private var outcomes: [Int: String?] = [:]

    /// How one `expect` line went.
    public enum Outcome: Equatable {
        case held
        /// The failure message as printed.
        case failed(String)
        /// The run ended before it reached the line.
        case notChecked
    }

    public mutating func count(_ action: PlayerAction) {
        actionCounts[action, default: 0] += 1
    }

    /// Counts `expectation` as checked, failed when `failure` (its message) is given.
    public mutating func record(_ expectation: Expectation, failure: String?) {
        checked += 1
        if failure != nil { failed += 1 }
        outcomes.updateValue(failure, forKey: expectation.line)
    }

    /// Counts a control client's `expect` line as checked, failed when `failure` is
    /// given. Its line number is the client's, not the script's: no outcome is kept.
    public mutating func recordControlSocket(failure: String?) {
        checked += 1
        checkedFromControlSocket += 1
        if failure != nil {
            failed += 1
            failedFromControlSocket += 1
        }
    }

    /// How `expectation` went in this run.
    public func outcome(of expectation: Expectation) -> Outcome {
        switch outcomes[expectation.line] {
        case .some(nil): .held
        case .some(.some(let failure)): .failed(failure)
        case nil: .notChecked
        }
    }

    /// The expect lines of `script` the run never reached, in order.
    public func unchecked(in script: TouchScript) -> [Expectation] {
        script.expectations.filter { outcome(of: $0) == .notChecked }
    }

    /// What is said of `expectation` when the run never reached it, because of `reason`.
    public static func notChecked(_ expectation: Expectation, because reason: String) -> String {
        "\(expectation.file):\(expectation.line): not checked: \(reason)"
    }
}
