import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

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
