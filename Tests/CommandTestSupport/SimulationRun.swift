import Foundation
import PlayerRuntime
import TouchmpvCommands

/// What one in-process run of `touchmpv simulate` printed and returned.
public final class SimulationRun {
    public private(set) var output: [String] = []
    /// Standard error lines.
    public private(set) var diagnostics: [String] = []
    public private(set) var status: ExitStatus = .ok

    /// Runs `touchmpv simulate` with `arguments` through `SimulateCommand.run`.
    public init(_ arguments: [String]) {
        status = SimulateCommand.run(
            arguments, output: { [unowned self] in output.append($0) }, diagnostics: { [unowned self] in diagnostics.append($0) })
    }

    /// The output lines that are JSON action lines.
    public var actionLines: [String] { output.filter { $0.contains("\"action\"") } }

    /// Whether the run printed that it checked every `expect` line of the script at
    /// `path` (there must be some) and none failed.
    public func metEveryExpectation(of path: String) throws -> Bool {
        let expectations = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            .filter { line in line.split(separator: " ").dropFirst().first == "expect" }.count
        return expectations > 0 && output.contains("\(expectations) expectations checked, 0 failed")
    }

    /// The only diagnostic line, or a note that there was not exactly one.
    public var diagnostic: String {
        diagnostics.count == 1 ? diagnostics[0] : "\(diagnostics.count) diagnostics: \(diagnostics.prefix(3))"
    }
}
