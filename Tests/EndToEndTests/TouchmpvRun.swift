import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A run of the built `touchmpv` executable, its output collected in temporary files so
/// a test can read it while the program runs.
final class TouchmpvRun {
    /// The process.
    let process = Process()
    /// Where standard output goes.
    private let outputPath: String
    /// Where standard error goes.
    private let errorPath: String
    /// The run's temporary folder, removed with the run.
    private let folder: String

    /// Starts `touchmpv ARGUMENTS` with `environment` added to the test's own.
    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        folder = NSTemporaryDirectory() + "touchmpv-e2e-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        outputPath = folder + "/stdout"
        errorPath = folder + "/stderr"
        guard FileManager.default.createFile(atPath: outputPath, contents: nil),
              FileManager.default.createFile(atPath: errorPath, contents: nil) else {
            throw TouchmpvRunError.cannotCreate(folder)
        }
        process.executableURL = URL(fileURLWithPath: Fixtures.touchmpvExecutable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs `touchmpv ARGUMENTS` to its end.
    static func finished(_ arguments: [String], environment: [String: String] = [:]) throws -> TouchmpvRun {
        let run = try TouchmpvRun(arguments, environment: environment)
        try run.waitForExit()
        return run
    }

    /// Standard output so far.
    var output: String { (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" }
    /// Standard error so far.
    var errors: String { (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "" }
    /// The exit status (valid after `waitForExit`).
    var status: Int32 { process.terminationStatus }

    /// Waits for the program to end; kills it after `limit` (a guard against hangs only).
    func waitForExit(limit: Duration = .seconds(60)) throws {
        let deadline = ContinuousClock.now + limit
        while process.isRunning, ContinuousClock.now < deadline { usleep(20_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw TouchmpvRunError.hung(output: output, errors: errors)
        }
        process.waitUntilExit()
    }

    /// Waits until `text` appears in `stream`'s output; false if the program ended or
    /// `limit` passed first.
    func waitFor(_ text: String, in stream: KeyPath<TouchmpvRun, String> = \.output, limit: Duration = .seconds(30)) -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if self[keyPath: stream].contains(text) { return true }
            if !process.isRunning { return self[keyPath: stream].contains(text) }
            usleep(20_000)
        }
        return false
    }

    /// Sends `signal` to the program.
    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }
}

/// Why a run could not be judged.
enum TouchmpvRunError: Error {
    /// The program did not end in time.
    case hung(output: String, errors: String)
    /// The output files could not be created in this folder.
    case cannotCreate(String)
}

/// Temporary files for a test.
enum TemporaryFile {
    /// A new file holding `text`, named with `suffix`.
    static func write(_ text: String, suffix: String) throws -> String {
        let path = NSTemporaryDirectory() + "touchmpv-e2e-\(UUID().uuidString)\(suffix)"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A fresh path in the temporary folder, with nothing at it.
    static func path(suffix: String) -> String {
        NSTemporaryDirectory() + "touchmpv-e2e-\(UUID().uuidString)\(suffix)"
    }
}
