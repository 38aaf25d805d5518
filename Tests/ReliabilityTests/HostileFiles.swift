import Foundation
import TestSupport
import TouchmpvApp
#if canImport(Glibc)
import Glibc
#endif

/// Hostile files made in a temporary folder of their own, and the ways the tests run
/// `touchmpv simulate` on them.
final class HostileFiles {
    /// The folder, removed when this goes away.
    let directory: URL

    /// A fresh temporary folder.
    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchmpv-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Writes `bytes` to the file `name`; its path.
    func write(_ bytes: [UInt8], name: String) -> String {
        let path = directory.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    /// Writes `text` to the file `name`; its path.
    func write(_ text: String, name: String) -> String {
        write(Array(text.utf8), name: name)
    }

    /// Writes `prefix`, then `line` repeated until the file holds `size` bytes (the last
    /// copy cut short).
    func write(repeating line: String, size: Int, name: String, prefix: String = "") throws -> String {
        let path = directory.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let block = Data(String(repeating: line, count: max(1, (1 << 20) / line.utf8.count)).utf8)
        try handle.write(contentsOf: Data(prefix.utf8))
        var written = prefix.utf8.count
        while written < size {
            let chunk = block.prefix(size - written)
            try handle.write(contentsOf: chunk)
            written += chunk.count
        }
        return path
    }
}

/// One in-process run of `touchmpv simulate` (`SimulateCommand.run`): what it printed
/// and the exit status.
struct SimulateResult {
    /// The exit status.
    var status: ExitStatus
    /// Standard output lines.
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

/// One run of the built `touchmpv` executable, killed if it outlives a watchdog (a
/// guard against a hang, so that a hang fails the test instead of stalling the suite).
struct ExecutableResult {
    /// The exit status, or nil when the watchdog killed the process.
    var status: Int32?
    /// Standard error.
    var errors: String

    /// Runs `touchmpv` with `arguments`, standard output discarded.
    init(_ arguments: [String], watchdog: Duration = .seconds(60)) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Fixtures.touchmpvExecutable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let errorURL = FileManager.default.temporaryDirectory.appendingPathComponent("touchmpv-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorURL) }
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        let deadline = ContinuousClock.now + watchdog
        while process.isRunning, ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            status = nil
        } else {
            process.waitUntilExit()
            status = process.terminationStatus
        }
        errors = PlayProcess.text(of: errorURL)
    }
}
