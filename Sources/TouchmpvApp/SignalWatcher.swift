import MPVPlayer

#if canImport(Glibc)
    import Glibc
#endif

/// The write end of the signal self-pipe, for the C signal handler, which cannot capture
/// Swift state. `nonisolated(unsafe)` is safe here: it is written once, in
/// `SignalWatcher.init`, before the handlers that read it are installed, and never after
/// (a process has one watcher; its pipe stays open until exit).
private nonisolated(unsafe) var signalPipeWriteEnd: Int32 = -1

/// Turns SIGINT and SIGTERM into a readable file descriptor for the run loop (the
/// self-pipe trick): the handler only writes the signal's number as one byte to a
/// non-blocking pipe, which `write(2)` may do inside a handler.
///
/// The handlers are installed, and the two signals unblocked, before mpv starts, so
/// whichever thread the kernel picks to deliver a signal to (mpv's threads inherit the
/// mask), the signal ends up in the pipe instead of killing the process or waiting forever.
final class SignalWatcher {
    /// The pipe the handler writes to.
    private let pipe: SelfPipe

    /// Opens the pipe and installs the handlers for SIGINT and SIGTERM.
    init() throws(CommandError) {
        do throws(SelfPipeError) {
            pipe = try SelfPipe.open()
        } catch {
            throw CommandError("signal handling: \(error)", status: .runtimeFailure)
        }
        signalPipeWriteEnd = pipe.writeEnd
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            let savedErrno = errno
            var byte = UInt8(truncatingIfNeeded: signal)
            _ = write(signalPipeWriteEnd, &byte, 1)
            errno = savedErrno
        }
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in [SIGINT, SIGTERM] {
            _ = sigaction(signal, &action, nil)
            sigaddset(&unblocked, signal)
        }
        // A parent may have started us with these signals blocked (the mask is inherited
        // across exec); unblocked here, before mpv starts its threads, they reach the handler.
        _ = pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// The end to poll.
    var descriptor: Int32 { pipe.readEnd }

    /// The signal that arrived, if any, reading every pending byte (the last one wins).
    func caughtSignal() -> Int32? {
        pipe.readAvailable().last.map { Int32($0) }
    }

    /// "SIGINT" or "SIGTERM" (or "signal N").
    static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        default: "signal \(signal)"
        }
    }
}
