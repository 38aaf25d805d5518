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
/// The handlers are installed before mpv starts, so whichever thread the kernel picks to
/// deliver a signal to (mpv has several), the signal ends up in the pipe instead of
/// killing the process.
final class SignalWatcher {
    /// The end to poll.
    let descriptor: Int32

    /// Opens the pipe and installs the handlers for SIGINT and SIGTERM.
    init() throws(CommandError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw CommandError("cannot create the signal pipe: \(String(cString: strerror(errno)))", status: .runtimeFailure)
        }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        descriptor = ends[0]
        signalPipeWriteEnd = ends[1]
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            let savedErrno = errno
            var byte = UInt8(truncatingIfNeeded: signal)
            _ = write(signalPipeWriteEnd, &byte, 1)
            errno = savedErrno
        }
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        for signal in [SIGINT, SIGTERM] {
            _ = sigaction(signal, &action, nil)
        }
    }

    /// The signal that arrived, if any, reading every pending byte (the last one wins).
    func caughtSignal() -> Int32? {
        var caught: Int32?
        var byte: UInt8 = 0
        while read(descriptor, &byte, 1) == 1 {
            caught = Int32(byte)
        }
        return caught
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
