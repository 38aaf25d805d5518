#if canImport(Glibc)
    import Glibc
#endif

/// The write end the C signal handler writes to; a C function pointer cannot capture
/// Swift state. `nonisolated(unsafe)` is safe here: it is written only in
/// `SignalPipe.init`, before the handlers that read it are installed, and a process
/// makes one `SignalPipe` (its pipe stays open until exit).
private nonisolated(unsafe) var signalPipeWriteEnd = FileDescriptor(rawValue: -1)

/// Turns signals into a readable file descriptor (the self-pipe trick): the handler only
/// writes the signal's number as one byte to a non-blocking pipe, which `write(2)` may do
/// inside a handler, and a loop polls `readEnd` with its other sources.
///
/// The handlers are installed, and the signals unblocked, when it is made — `play` does so
/// before mpv starts — so whichever thread the kernel picks to deliver a signal to (mpv's
/// threads inherit the mask), the signal ends up in the pipe instead of killing the
/// process or waiting forever. Code that reads the pipe takes only its descriptor, so
/// that a test can hand it a plain `SelfPipe` instead of process-wide handlers.
public final class SignalPipe {
    private let pipe: SelfPipe

    /// Opens the pipe and installs the handlers for `signals` (sigaction, SA_RESTART).
    public init(catching signals: [Int32]) throws(Errno) {
        pipe = try SelfPipe.open()
        signalPipeWriteEnd = pipe.writeEnd
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            signalPipeWriteEnd.writeByte(UInt8(truncatingIfNeeded: signal))
        }
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in signals {
            _ = try SystemCall.once { sigaction(signal, &action, nil) }
            sigaddset(&unblocked, signal)
        }
        // A parent may have started us with these signals blocked (the mask is inherited
        // across exec); unblocked here, before mpv starts its threads, they reach the handler.
        let status = pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        guard status == 0 else { throw Errno(rawValue: status) }
    }

    /// The end to poll; each byte read from it is a signal's number.
    public var readEnd: FileDescriptor { pipe.readEnd }

    /// The last signal of those waiting in `descriptor`, reading them all; nil when none
    /// is waiting.
    public static func caughtSignal(on descriptor: FileDescriptor) -> Int32? {
        descriptor.readAvailable().last.map { Int32($0) }
    }

    /// "SIGINT", "SIGTERM" (or "signal N"), for messages.
    public static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        default: "signal \(signal)"
        }
    }
}
