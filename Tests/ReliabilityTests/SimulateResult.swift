import PlayerRuntime
import TouchmpvCommands

/// One in-process run of `touchmpv simulate` (`SimulateCommand.run`): what it printed
/// and the exit status.
struct SimulateResult {
    var status: ExitStatus
    var output: [String]
    /// Standard error lines.
    var diagnostics: [String]

    /// Runs `touchmpv simulate` with `arguments`.
    init(_ arguments: [String]) {
        var output: [String] = []
        var diagnostics: [String] = []
        status = SimulateCommand.run(arguments, output: { output.append($0) }, diagnostics: { diagnostics.append($0) })
        self.output = output
        self.diagnostics = diagnostics
    }

    /// The only diagnostic line, or a note that there was not exactly one.
    var diagnostic: String {
        diagnostics.count == 1 ? diagnostics[0] : "\(diagnostics.count) diagnostics: \(diagnostics.prefix(3))"
    }
}
