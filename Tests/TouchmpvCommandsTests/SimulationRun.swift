import Foundation
import PlayerRuntime
import TouchmpvCommands

/// What one in-process run of `touchmpv simulate` printed and returned.
final class SimulationRun {
    private(set) var output: [String] = []
    /// Standard error lines.
    private(set) var diagnostics: [String] = []
    private(set) var status: ExitStatus = .ok

    /// Runs `touchmpv simulate` with `arguments` through `SimulateCommand.run`.
    init(_ arguments: [String]) {
        status = SimulateCommand.run(
            arguments, output: { [unowned self] in output.append($0) }, diagnostics: { [unowned self] in diagnostics.append($0) })
    }

    /// The output lines that are JSON action lines.
    var actionLines: [String] { output.filter { $0.contains("\"action\"") } }

    /// Whether the run printed that it checked every `expect` line of the script at
    /// `path` (there must be some) and none failed.
    func metEveryExpectation(of path: String) throws -> Bool {
        let expectations = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            .filter { line in line.split(separator: " ").dropFirst().first == "expect" }.count
        return expectations > 0 && output.contains("\(expectations) expectations checked, 0 failed")
    }
}
