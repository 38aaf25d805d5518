import Foundation
import ToolSupport

/// Counts the instructions of one function of this program under `valgrind`'s callgrind,
/// in a child process: instructions do not move with the load of a shared machine, as
/// times do, so the sections' instruction figures are what their goals compare with.
struct CallgrindCount {
    /// `valgrind`'s path.
    let valgrind: String
    /// This program's own executable, run again under callgrind.
    let executable: String

    /// The instructions counted inside the functions matching `symbolPattern` (callgrind's
    /// `--toggle-collect`, so what runs before and after, making the input, is not
    /// counted) while `executable arguments` runs; the profile is left at `profilePath`
    /// for `callgrind_annotate`.
    func instructions(
        arguments: [String], symbolPattern: String, profilePath: String, workspace: Workspace
    ) throws(BenchError) -> Int {
        try? FileManager.default.removeItem(atPath: profilePath)
        let log = workspace.path("callgrind.log")
        let child = try ChildProcess(
            [
                valgrind, "--tool=callgrind", "--toggle-collect=\(symbolPattern)", "--callgrind-out-file=\(profilePath)",
                executable,
            ] + arguments, logPath: log)
        let termination = try child.wait(seconds: 3600)
        guard termination.status == 0 else {
            throw BenchError("\(child.commandLine) exited with status \(termination.status) (log: \(log))")
        }
        guard let profile = TextFile.text(of: profilePath), let count = Self.totalInstructions(inProfile: profile), count > 0
        else { throw BenchError("no instruction count in \(profilePath): did callgrind see \(symbolPattern)?") }
        return count
    }

    /// The `summary:` (or `totals:`) count of a callgrind profile.
    static func totalInstructions(inProfile profile: String) -> Int? {
        for line in profile.split(separator: "\n") where line.hasPrefix("summary:") || line.hasPrefix("totals:") {
            if let count = line.split(separator: " ").last.flatMap({ Int($0) }) { return count }
        }
        return nil
    }
}
