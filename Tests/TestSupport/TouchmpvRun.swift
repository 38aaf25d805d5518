import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A run of the built `touchmpv` executable (`Fixtures.touchmpvExecutable`), the one
/// process runner of the tests. Standard output and error go to files in a temporary
/// folder of the run's own, so a test can read them while the program runs, and a
/// program that writes much to both can never block on a full pipe. Standard input is
/// empty. Every wait has a limit that only guards against a hang (a hang then fails the
/// test instead of stalling the suite); no test asserts on how long anything took.
/// Dropping the run kills the program if it still runs and removes the folder.
public final class TouchmpvRun {
    private let process = Process()
    /// The run's temporary folder, removed with the run.
    private let folder: URL
    /// Where standard output goes.
    private let outputURL: URL
    /// Where standard error goes.
    private let errorURL: URL

    /// The longest a wait lasts unless told otherwise.
    public static let defaultLimit: Duration = .seconds(60)

    /// Starts `touchmpv ARGUMENTS` (or another `executable`: a tool that checks touchmpv's
    /// output) with `environment` added to the test's own, in `directory` when given (so
    /// that relative paths in what it prints do not depend on where the clone is). Its
    /// state folder (`STATE_DIRECTORY`, where seek storyboards go) is in the run's folder
    /// unless `environment` names one: no run leaves anything in the user's.
    public init(
        _ arguments: [String], environment: [String: String] = [:], executable: String = Fixtures.touchmpvExecutable,
        directory: URL? = nil
    ) throws {
        folder = URL(fileURLWithPath: TemporaryFolder.path(suffix: "-run"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        outputURL = folder.appendingPathComponent("stdout")
        errorURL = folder.appendingPathComponent("stderr")
        guard FileManager.default.createFile(atPath: outputURL.path, contents: nil),
            FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        else {
            throw TouchmpvRunError.cannotCreate(folder.path)
        }
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["STATE_DIRECTORY": folder.appendingPathComponent("state").path].merging(environment) { $1 }
        ) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        // Lets Foundation finish its bookkeeping of the child (else the Process leaks),
        // unless it never sees the exit (a child it did not reap): a leak, not a hang.
        if endsSoon() { process.waitUntilExit() }
        try? FileManager.default.removeItem(at: folder)
    }

    /// Whether Foundation sees the program ended within a few seconds (after a kill).
    private func endsSoon() -> Bool {
        let deadline = ContinuousClock.now + .seconds(10)
        while process.isRunning, ContinuousClock.now < deadline { usleep(20_000) }
        return !process.isRunning
    }

    /// Runs `touchmpv ARGUMENTS` to its end; throws `TouchmpvRunError.hung` when it
    /// outlives `limit`.
    public static func finished(
        _ arguments: [String], environment: [String: String] = [:], executable: String = Fixtures.touchmpvExecutable,
        directory: URL? = nil, limit: Duration = defaultLimit
    ) throws -> TouchmpvRun {
        let run = try TouchmpvRun(arguments, environment: environment, executable: executable, directory: directory)
        try run.waitForExit(limit: limit)
        return run
    }

    /// Standard output so far.
    public var output: String { Self.text(of: outputURL) }
    /// Standard error so far.
    public var errors: String { Self.text(of: errorURL) }
    /// The exit status (valid after `waitForExit`).
    public var status: Int32 { process.terminationStatus }
    /// Whether the program still runs.
    public var isRunning: Bool { process.isRunning }
    /// The program's process id, for what a test reads in `/proc`.
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Waits for the program to end; kills it and throws `TouchmpvRunError.hung` after
    /// `limit`.
    public func waitForExit(limit: Duration = defaultLimit) throws {
        let deadline = ContinuousClock.now + limit
        while process.isRunning, ContinuousClock.now < deadline { usleep(20_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            if endsSoon() { process.waitUntilExit() }
            throw TouchmpvRunError.hung(output: output, errors: errors)
        }
        process.waitUntilExit()
    }

    /// Waits until `text` appears in `stream`'s output (`\.output` or `\.errors`); false
    /// if the program ended or `limit` passed first.
    public func waitFor(_ text: String, in stream: KeyPath<TouchmpvRun, String> = \.output, limit: Duration = .seconds(30)) -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if self[keyPath: stream].contains(text) { return true }
            if !process.isRunning { return self[keyPath: stream].contains(text) }
            usleep(20_000)
        }
        return false
    }

    public func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// The text of a file the program may still be appending to. (Read through a file
    /// handle: `String(contentsOf:)` leaks its buffer when the file grows while it reads,
    /// which LeakSanitizer reports under `make sanitize`.)
    private static func text(of url: URL) -> String {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return "" }
        defer { try? handle.close() }
        return String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
    }
}

/// Why a run could not be judged.
public enum TouchmpvRunError: Error, CustomStringConvertible {
    /// The program did not end in time; what it printed.
    case hung(output: String, errors: String)
    /// The output files could not be created in this folder.
    case cannotCreate(String)

    /// What went wrong, with what the program printed.
    public var description: String {
        switch self {
        case .hung(let output, let errors): "touchmpv did not end in time\nstdout:\n\(output)\nstderr:\n\(errors)"
        case .cannotCreate(let folder): "cannot create the output files in \(folder)"
        }
    }
}
