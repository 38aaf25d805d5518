import Foundation
import TestSupport
import ToolSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A `touchmpv play --headless` process under test (a `TouchmpvRun`), with its touch
/// FIFO and mpv's JSON IPC socket in a folder of its own. The waits below only guard
/// against a hang; no test asserts on how long anything took.
final class PlayProcess {
    /// The folder holding the FIFO and the socket.
    let directory: URL
    /// The FIFO given as `--touch` (unless the arguments name another source).
    let fifo: String
    /// mpv's `input-ipc-server` socket.
    let socketPath: String
    /// touchmpv's `--control` socket, when asked for.
    let controlPath: String?
    private let run: TouchmpvRun

    /// The longest any wait lasts before the test fails instead of hanging.
    static let watchdog: Duration = TouchmpvRun.defaultLimit

    /// Starts `touchmpv play --headless --mpv input-ipc-server=SOCKET`, with `--touch FIFO`
    /// when `touchFromFIFO` and `--control CONTROL` when `control`, then `arguments` (no
    /// media argument: the built-in test source).
    init(_ arguments: [String] = [], touchFromFIFO: Bool = true, control: Bool = false) throws {
        directory = URL(fileURLWithPath: TemporaryFolder.path(suffix: ""))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        fifo = directory.appendingPathComponent("touch.fifo").path
        socketPath = directory.appendingPathComponent("mpv.sock").path
        controlPath = control ? directory.appendingPathComponent("control.sock").path : nil
        guard mkfifo(fifo, 0o600) == 0 else { throw PlayProcessError.system("mkfifo", errno) }
        run = try TouchmpvRun(
            ["play", "--headless", "--no-mpv-config", "--mpv", "input-ipc-server=\(socketPath)"]
                + (touchFromFIFO ? ["--touch", fifo] : []) + (controlPath.map { ["--control", $0] } ?? []) + arguments)
    }

    deinit {
        if run.isRunning { run.send(SIGTERM) }
        try? run.waitForExit()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Everything printed to standard output so far.
    var output: String { run.output }
    /// Everything printed to standard error so far.
    var errors: String { run.errors }
    /// Whether the process is still running.
    var isRunning: Bool { run.isRunning }
    var processIdentifier: Int32 { run.processIdentifier }

    /// The action lines printed so far (`0.350s    toggleControls ...`), as action names
    /// (`play` flushes each line as it prints it).
    var actions: [String] {
        output.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard words.count >= 2, words[0].hasSuffix("s"), Double(words[0].dropLast()) != nil else { return nil }
            return String(words[1])
        }
    }

    /// Waits until `condition` holds; throws when the watchdog runs out or the process ended.
    func wait(for what: String, until condition: () throws -> Bool) throws {
        let deadline = ContinuousClock.now + Self.watchdog
        while try !condition() {
            guard ContinuousClock.now < deadline else { throw PlayProcessError.timedOut(what, output, errors) }
            guard run.isRunning else { throw PlayProcessError.exited(what, output, errors) }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Waits until standard error holds `text` `count` times.
    func waitForError(_ text: String, count: Int = 1) throws {
        try wait(for: "'\(text)' on standard error") { errors.components(separatedBy: text).count > count }
    }

    /// Waits until mpv's IPC socket answers and playback is under way (so the run loop
    /// has its clock), then returns a connection to it.
    func connectWhenPlaying() throws -> MPVIPCClient {
        var connection: MPVIPCClient?
        try wait(for: "mpv's IPC socket") {
            connection = try? MPVIPCClient(path: socketPath, connectingWithin: .zero)
            return connection != nil
        }
        guard let connection else { throw PlayProcessError.timedOut("mpv's IPC socket", output, errors) }
        try wait(for: "playback to start") { (try connection.number("time-pos")) ?? 0 > 0 }
        return connection
    }

    /// Sends `signal` and waits for the exit; returns the exit status.
    func stop(with signal: Int32 = SIGTERM) throws -> Int32 {
        run.send(signal)
        return try waitForExit()
    }

    /// Waits for the process to exit by itself; returns the exit status.
    func waitForExit() throws -> Int32 {
        do {
            try run.waitForExit(limit: Self.watchdog)
        } catch TouchmpvRunError.hung(let output, let errors) {
            throw PlayProcessError.timedOut("the exit", output, errors)
        }
        return run.status
    }
}

/// Why driving a `touchmpv play` process failed.
enum PlayProcessError: Error, CustomStringConvertible {
    /// A system call failed with this errno.
    case system(String, Int32)
    /// The watchdog ran out waiting; with what the process printed.
    case timedOut(String, String, String)
    /// The process ended while the test waited; with what it printed.
    case exited(String, String, String)

    var description: String {
        switch self {
        case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
        case .timedOut(let what, let output, let errors): "gave up waiting for \(what)\nstdout:\n\(output)\nstderr:\n\(errors)"
        case .exited(let what, let output, let errors): "touchmpv exited while waiting for \(what)\nstdout:\n\(output)\nstderr:\n\(errors)"
        }
    }
}
