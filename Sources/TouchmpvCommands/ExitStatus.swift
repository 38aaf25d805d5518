/// The process exit codes (docs/behaviour.md, "Commands, exit status and output").
public enum ExitStatus: Int32, Sendable, CaseIterable {
    /// Everything went as asked.
    case ok = 0
    /// A script's `expect` line did not hold.
    case expectationFailed = 1
    /// Bad usage or bad input (a malformed script or config, an unknown option).
    case badInput = 2
    /// A runtime failure: a missing device, an unplayable file, mpv failing to start.
    case runtimeFailure = 3

    /// The words help and the man page give it.
    public var meaning: String {
        switch self {
        case .ok: "ok"
        case .expectationFailed: "an expect failed"
        case .badInput: "bad usage or input"
        case .runtimeFailure: "runtime failure"
        }
    }
}

/// An error that ends a subcommand with a message for the user and an exit status.
public struct CommandError: Error, Sendable, CustomStringConvertible {
    /// What to print on standard error, without the "touchmpv: " prefix.
    public var message: String
    public var status: ExitStatus

    public init(_ message: String, status: ExitStatus) {
        self.message = message
        self.status = status
    }

    public var description: String { message }
}
