import SystemCalls

#if canImport(Glibc)
    import Glibc
#endif

/// A program the benchmark starts (touchmpv, mpv) with `posix_spawn`, its standard
/// output and error going to a log file, reaped with `waitpid`.
final class ChildProcess {
    /// How the process ended.
    struct Termination {
        /// The exit status, or 128 + the signal that ended it.
        var status: Int32
        /// When it was reaped (MonotonicClock nanoseconds).
        var reapedAt: UInt64
    }

    let pid: pid_t
    /// When it was spawned (MonotonicClock nanoseconds, just before `posix_spawn`).
    let startedAt: UInt64
    /// The program and its arguments, for messages.
    let commandLine: String
    /// How it ended, once reaped.
    private(set) var termination: Termination?

    /// Starts `arguments[0]` (a path) with `arguments`, output appended to `logPath`, with
    /// the benchmark's environment and `environment` over it.
    init(_ arguments: [String], logPath: String, environment: [String: String] = [:]) throws(BenchError) {
        commandLine = arguments.joined(separator: " ")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, logPath, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var inherited: [String] = []
        var entry = environ
        while let variable = entry.pointee {
            let text = String(cString: variable)
            if !environment.keys.contains(where: { text.hasPrefix($0 + "=") }) { inherited.append(text) }
            entry += 1
        }
        let envp: [UnsafeMutablePointer<CChar>?] = (inherited + environment.map { "\($0.key)=\($0.value)" }).map { strdup($0) } + [nil]
        defer { for variable in envp { free(variable) } }
        var child: pid_t = 0
        startedAt = MonotonicClock.nanoseconds()
        let result = posix_spawn(&child, arguments[0], &actions, nil, argv, envp)
        guard result == 0 else {
            throw BenchError("cannot start \(arguments[0]): \(Errno(rawValue: result))")
        }
        pid = child
    }

    deinit {
        if termination == nil {
            kill(pid, SIGKILL)
            _ = reap(blocking: true)
        }
    }

    var isRunning: Bool {
        termination == nil && reap(blocking: false) == nil
    }

    /// Waits until it exits, at most `seconds`; then kills it (and says so by throwing).
    @discardableResult
    func wait(seconds: Double) throws(BenchError) -> Termination {
        let deadline = MonotonicClock.deadline(seconds: seconds)
        while true {
            if let termination = termination ?? reap(blocking: false) { return termination }
            if MonotonicClock.nanoseconds() > deadline {
                kill(pid, SIGKILL)
                _ = reap(blocking: true)
                throw BenchError("\(commandLine) did not exit within \(seconds) s (killed)")
            }
            MonotonicClock.sleep(microseconds: 200)
        }
    }

    /// Sends SIGTERM and waits for it to exit.
    func stop() throws(BenchError) {
        guard termination == nil else { return }
        kill(pid, SIGTERM)
        try wait(seconds: 10)
    }

    /// Reaps the process if it has exited (or waits for it with `blocking`).
    private func reap(blocking: Bool) -> Termination? {
        if let termination { return termination }
        var status: Int32 = 0
        let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
        guard result == pid else { return nil }
        let reapedAt = MonotonicClock.nanoseconds()
        let signal = status & 0x7f
        let code = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        termination = Termination(status: code, reapedAt: reapedAt)
        return termination
    }
}
