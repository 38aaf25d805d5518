import Foundation
import ToolSupport

/// Finds programs on `PATH` and asks them their version.
enum ProgramLocator {
    /// The first executable `name` on `PATH`, else `name` itself (posix_spawn then fails
    /// with a clear message).
    static func find(_ name: String) -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return name
    }

    /// This program's own executable (to run it again, e.g. under callgrind).
    static var currentExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// The first line `program --version` prints, or "unknown".
    static func versionLine(of program: String, workspace: Workspace) -> String {
        let log = workspace.path("version.log")
        guard let process = try? ChildProcess([program, "--version"], logPath: log), (try? process.wait(seconds: 10)) != nil,
            let text = TextFile.text(of: log)
        else { return "unknown" }
        return text.split(separator: "\n").first.map(String.init) ?? "unknown"
    }
}
