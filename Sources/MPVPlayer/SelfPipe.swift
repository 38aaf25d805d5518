#if canImport(Glibc)
    import Glibc
#endif

/// A pipe for the self-pipe trick: code that may not do real work where it runs (a
/// signal handler, libmpv's wakeup callback) writes a byte to `writeEnd`; a run loop
/// polls `readEnd` and does the work on its own thread. Both ends are non-blocking, so
/// neither the writer nor an emptying reader can ever hang, and close-on-exec.
public struct SelfPipe: Sendable {
    /// The end to poll for readability.
    public let readEnd: Int32
    /// The end to write a byte to.
    public let writeEnd: Int32

    /// Opens the pipe (`pipe(2)`, then `fcntl(2)` for O_NONBLOCK and FD_CLOEXEC); the
    /// error is strerror's text.
    public static func open() throws(SelfPipeError) -> SelfPipe {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SelfPipeError(reason: String(cString: strerror(errno))) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return SelfPipe(readEnd: ends[0], writeEnd: ends[1])
    }

    /// Reads every byte waiting in the pipe (none when it is empty).
    public func readAvailable() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += buffer[0..<count]
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return bytes
            }
        }
    }

    /// Closes both ends.
    public func close() {
        _ = Glibc.close(readEnd)
        _ = Glibc.close(writeEnd)
    }
}

/// A pipe that could not be opened.
public struct SelfPipeError: Error, Sendable, CustomStringConvertible {
    /// strerror's text for the failure.
    public var reason: String

    /// "cannot create a pipe: REASON".
    public var description: String { "cannot create a pipe: \(reason)" }
}
