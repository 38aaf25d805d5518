import SystemCalls

#if canImport(Glibc)
    import Glibc
#endif

/// A program the benchmark starts (touchmpv, mpv, ffmpeg, valgrind): a `SpawnedProcess`
/// whose standard output and error go to one log, with its failures as `BenchError`s.
final class ChildProcess {
    let process: SpawnedProcess

    var pid: pid_t { process.pid }
    /// When it was spawned (MonotonicClock nanoseconds, just before `posix_spawn`).
    var startedAt: UInt64 { process.startedAt }
    /// The program and its arguments, for messages.
    var commandLine: String { process.commandLine }
    var termination: SpawnedProcess.Termination? { process.termination }
    var isRunning: Bool { process.isRunning }

    /// Starts `arguments[0]` (a path) with `arguments`, output appended to `logPath`, with
    /// the benchmark's environment and `environment` over it.
    init(_ arguments: [String], logPath: String, environment: [String: String] = [:]) throws(BenchError) {
        do throws(Errno) {
            process = try SpawnedProcess(arguments, output: .joined(logPath), environment: environment)
        } catch {
            throw BenchError("cannot start \(arguments[0]): \(error)")
        }
    }

    /// Waits until it exits, at most `seconds`; then kills it (and says so by throwing).
    @discardableResult
    func wait(seconds: Double) throws(BenchError) -> SpawnedProcess.Termination {
        do throws(SpawnedProcessError) {
            return try process.wait(limit: .milliseconds(Int64(seconds * 1000)))
        } catch {
            throw BenchError("\(error)")
        }
    }

    /// Sends SIGTERM and waits for it to exit.
    func stop() throws(BenchError) {
        guard process.termination == nil else { return }
        process.send(SIGTERM)
        try wait(seconds: 10)
    }
}
