#if canImport(Glibc)
    import Glibc
#endif

/// A program started with posix_spawn(3) (vfork: no copy of a large parent) and reaped
/// with waitpid(2) by whoever asks, never by a thread of its own: Foundation's `Process`
/// reaps on a thread of its own, and under AddressSanitizer that thread was seen never to
/// notice an exit, which hung the waiter. Standard input is /dev/null.
public final class SpawnedProcess {
    /// Where standard output and error go.
    public enum Output: Sendable {
        /// Both to one file, appended (created when missing).
        case joined(String)
        /// Each to its own file, appended (created when missing).
        case separate(output: String, errors: String)
    }

    /// How the process ended.
    public struct Termination: Sendable {
        /// The exit status, or 128 + the signal that ended it.
        public var status: Int32
        /// When it was reaped (MonotonicClock nanoseconds).
        public var reapedAt: UInt64
    }

    public let pid: pid_t
    /// When it was spawned (MonotonicClock nanoseconds, just before `posix_spawn`).
    public let startedAt: UInt64
    /// The program and its arguments, for messages.
    public let commandLine: String
    /// How it ended, once reaped.
    public private(set) var termination: Termination?

    /// How long a killed process may take to be seen ended before it counts as hung.
    public static let killLimit: Duration = .seconds(10)

    /// Starts `arguments[0]` (a path) with `arguments`, this process's environment and
    /// `environment` over it.
    public init(_ arguments: [String], output: Output, environment: [String: String] = [:]) throws(Errno) {
        commandLine = arguments.joined(separator: " ")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        switch output {
        case .joined(let path):
            posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        case .separate(let outputPath, let errorsPath):
            posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_APPEND, 0o644)
            posix_spawn_file_actions_addopen(&actions, 2, errorsPath, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        }
        // The child starts with no signal blocked and every signal at its default, as
        // from a shell, whatever the spawner blocks or ignores (a test runner may).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
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
        let result = posix_spawn(&child, arguments[0], &actions, &attributes, argv, envp)
        guard result == 0 else { throw Errno(rawValue: result) }
        pid = child
    }

    /// Kills a process still running and reaps it, unless it is not seen to end within
    /// `killLimit` (then it is left, rather than hanging the owner).
    deinit {
        if termination == nil {
            kill(pid, SIGKILL)
            _ = reap(within: Self.killLimit)
        }
    }

    public var isRunning: Bool {
        termination == nil && reap() == nil
    }

    public func send(_ signal: Int32) {
        guard termination == nil else { return }
        kill(pid, signal)
    }

    /// Waits until it exits, at most `limit`; then kills it and throws
    /// `SpawnedProcessError.hung` (`killed` says whether it was then seen to end within
    /// `killLimit`).
    @discardableResult
    public func wait(limit: Duration) throws(SpawnedProcessError) -> Termination {
        if let termination = reap(within: limit) { return termination }
        kill(pid, SIGKILL)
        throw SpawnedProcessError(commandLine: commandLine, limit: limit, killed: reap(within: Self.killLimit) != nil)
    }

    /// Reaps the process if it has exited, looking every 200 µs (the benchmark's spawn
    /// and reap times are this close) until `limit`.
    private func reap(within limit: Duration = .zero) -> Termination? {
        let deadline = ContinuousClock.now + limit
        while true {
            if let termination = reap() { return termination }
            guard ContinuousClock.now < deadline else { return nil }
            MonotonicClock.sleep(microseconds: 200)
        }
    }

    /// Reaps the process if it has exited.
    private func reap() -> Termination? {
        if let termination { return termination }
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        guard result == pid else { return nil }
        let reapedAt = MonotonicClock.nanoseconds()
        let signal = status & 0x7f
        let code = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        termination = Termination(status: code, reapedAt: reapedAt)
        return termination
    }
}

/// A process outlived its limit and was killed.
public struct SpawnedProcessError: Error, CustomStringConvertible {
    public let commandLine: String
    public let limit: Duration
    /// Whether it was seen to end after the kill.
    public let killed: Bool

    public var description: String {
        "\(commandLine) did not exit within \(limit) (\(killed ? "killed" : "not seen to end after SIGKILL"))"
    }
}
