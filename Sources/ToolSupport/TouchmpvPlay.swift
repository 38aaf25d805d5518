import Foundation
import SystemCalls

/// A running `touchmpv play`, the one runner of it for the tests and the benchmark:
/// `play [--headless] --no-mpv-config --mpv input-ipc-server=SOCKET [--touch FIFO]
/// [--control CONTROL] ARGUMENTS`, its touch FIFO, mpv's JSON IPC socket and its control
/// socket in one folder. Every wait has a limit that only guards against a hang; the
/// benchmark's timings come from `process` (its spawn and reap times).
public final class TouchmpvPlay {
    public let process: SpawnedProcess
    /// The folder holding the FIFO, the sockets and (unless told otherwise) the output.
    public let directory: String
    /// The FIFO given as `--touch` (unless the arguments name another source).
    public let fifo: String
    /// mpv's `input-ipc-server` socket.
    public let socketPath: String
    /// touchmpv's `--control` socket, when asked for.
    public let controlPath: String?
    private let outputPath: String
    private let errorsPath: String
    /// Whether `directory` was made for this run (and goes with it).
    private let ownsDirectory: Bool

    /// The longest a wait lasts unless told otherwise.
    public static let watchdog: Duration = .seconds(60)

    /// Starts `executable play`: `--headless` when `headless`, `--touch FIFO` when
    /// `touchFromFIFO`, `--control CONTROL` when `control`, then `arguments` (no media
    /// argument: the built-in test source). Files are named NAME.fifo, NAME.sock,
    /// NAME.control in `directory` (a fresh folder removed with the run when nil);
    /// standard output and error go to NAME.stdout and NAME.stderr unless `output` says
    /// otherwise; `environment` is added to this process's.
    public init(
        _ executable: String, _ arguments: [String] = [], touchFromFIFO: Bool = true, control: Bool = false,
        headless: Bool = true, directory: String? = nil, name: String = "play", output: SpawnedProcess.Output? = nil,
        environment: [String: String] = [:]
    ) throws(TouchmpvPlayError) {
        ownsDirectory = directory == nil
        let folder = directory ?? FileManager.default.temporaryDirectory.appendingPathComponent("touchmpv-play-\(UUID().uuidString)").path
        self.directory = folder
        fifo = folder + "/\(name).fifo"
        socketPath = folder + "/\(name).sock"
        controlPath = control ? folder + "/\(name).control" : nil
        let output = output ?? .separate(output: folder + "/\(name).stdout", errors: folder + "/\(name).stderr")
        switch output {
        case .joined(let path): (outputPath, errorsPath) = (path, path)
        case .separate(let outputPath, let errorsPath): (self.outputPath, self.errorsPath) = (outputPath, errorsPath)
        }
        // In steps: Swift 6.0's type checker gives up on the one expression.
        var commandLine = [executable, "play"]
        if headless { commandLine.append("--headless") }
        commandLine += ["--no-mpv-config", "--mpv", "input-ipc-server=\(socketPath)"]
        if touchFromFIFO { commandLine += ["--touch", fifo] }
        if let controlPath { commandLine += ["--control", controlPath] }
        commandLine += arguments
        do throws(Errno) {
            if ownsDirectory { try FileSystem.createDirectory(folder, permissions: 0o700) }
            FileSystem.remove(fifo)
            try FileSystem.createFIFO(fifo)
        } catch {
            throw .system("creating \(fifo)", error)
        }
        do throws(Errno) {
            process = try SpawnedProcess(commandLine, output: output, environment: environment)
        } catch {
            throw .system("starting \(executable)", error)
        }
    }

    /// Ends a run still going (SIGTERM, then SIGKILL from `process`) and removes its FIFO
    /// (its folder, when it made it).
    deinit {
        if process.isRunning {
            process.send(SIGTERM)
            _ = try? process.wait(limit: SpawnedProcess.killLimit)
        }
        FileSystem.remove(fifo)
        if ownsDirectory { try? FileManager.default.removeItem(atPath: directory) }
    }

    /// Everything printed to standard output so far (both streams when joined).
    public var output: String { TextFile.text(of: outputPath) ?? "" }
    /// Everything printed to standard error so far (both streams when joined).
    public var errors: String { TextFile.text(of: errorsPath) ?? "" }
    public var isRunning: Bool { process.isRunning }

    /// The action lines printed so far (`0.350s    toggleControls ...`), each as its
    /// words after the time (`play` flushes each line as it prints it).
    public var actionLines: [[Substring]] {
        output.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard words.count >= 2, words[0].hasSuffix("s"), Double(words[0].dropLast()) != nil else { return nil }
            return Array(words.dropFirst())
        }
    }

    /// The names of the actions printed so far.
    public var actions: [String] { actionLines.map { String($0[0]) } }

    /// Whether an action line reports `action` followed by `detail` (`menuOpen speed`:
    /// the speed menu opened).
    public func reported(_ action: String, _ detail: String) -> Bool {
        actionLines.contains { $0.count >= 2 && $0[0] == action && $0[1] == detail }
    }

    /// Waits until `condition` holds; throws when `limit` runs out or the process ended.
    public func wait(for what: String, within limit: Duration = watchdog, until condition: () throws -> Bool) throws {
        let deadline = ContinuousClock.now + limit
        while try !condition() {
            guard ContinuousClock.now < deadline else { throw TouchmpvPlayError.timedOut(what, output, errors) }
            guard process.isRunning else { throw TouchmpvPlayError.exited(what, output, errors) }
            MonotonicClock.sleep(microseconds: 20_000)
        }
    }

    /// Waits until standard error holds `text` `count` times.
    public func waitForError(_ text: String, count: Int = 1) throws {
        try wait(for: "'\(text)' on standard error") { errors.components(separatedBy: text).count > count }
    }

    /// Waits until mpv's IPC socket answers and its playback position satisfies
    /// `position` (by default: playback under way, so the run loop has its clock; a run
    /// started paused asks only for a position), then returns a connection to it.
    public func connectWhenPlaying(within limit: Duration = watchdog, position: (Double) -> Bool = { $0 > 0 }) throws
        -> MPVIPCClient
    {
        var connection: MPVIPCClient?
        try wait(for: "mpv's IPC socket", within: limit) {
            connection = try? MPVIPCClient(path: socketPath, connectingWithin: .zero)
            return connection != nil
        }
        guard let connection else { throw TouchmpvPlayError.timedOut("mpv's IPC socket", output, errors) }
        try wait(for: "playback to start", within: limit) { try connection.number("time-pos").map(position) ?? false }
        return connection
    }

    /// Sends `signal` and waits for the exit, at most `limit`; returns the exit status.
    public func stop(with signal: Int32 = SIGTERM, within limit: Duration = watchdog) throws(TouchmpvPlayError) -> Int32 {
        process.send(signal)
        return try waitForExit(within: limit)
    }

    /// Waits for the process to exit by itself, at most `limit` (then kills it and throws
    /// `hung`); returns the exit status.
    public func waitForExit(within limit: Duration = watchdog) throws(TouchmpvPlayError) -> Int32 {
        do throws(SpawnedProcessError) {
            return try process.wait(limit: limit).status
        } catch {
            throw .hung(error, output, errors)
        }
    }
}

/// Why driving a `touchmpv play` process failed; with what it printed.
public enum TouchmpvPlayError: Error, CustomStringConvertible {
    /// A system call failed.
    case system(String, Errno)
    /// A wait ran out.
    case timedOut(String, String, String)
    /// The process ended during a wait.
    case exited(String, String, String)
    /// The process outlived its limit and was killed.
    case hung(SpawnedProcessError, String, String)

    public var description: String {
        switch self {
        case .system(let what, let error): "\(what): \(error)"
        case .timedOut(let what, let output, let errors): "gave up waiting for \(what)\nstdout:\n\(output)\nstderr:\n\(errors)"
        case .exited(let what, let output, let errors): "touchmpv exited while waiting for \(what)\nstdout:\n\(output)\nstderr:\n\(errors)"
        case .hung(let error, let output, let errors): "\(error)\nstdout:\n\(output)\nstderr:\n\(errors)"
        }
    }
}
