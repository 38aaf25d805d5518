#if canImport(Glibc)
    import Glibc
#endif

/// A pipe for the self-pipe trick: code that may not do real work where it runs (a
/// signal handler, libmpv's wakeup callback) writes a byte to `writeEnd`
/// (`FileDescriptor.writeByte`); a run loop polls `readEnd` and does the work on its
/// own thread. Both ends are non-blocking, so neither the writer nor an emptying reader
/// can ever hang, and close-on-exec.
public struct SelfPipe: Sendable {
    public let readEnd: FileDescriptor
    public let writeEnd: FileDescriptor

    /// pipe(2), then fcntl(2) for O_NONBLOCK and FD_CLOEXEC on both ends (Swift's Glibc
    /// module does not declare pipe2).
    public static func open() throws(Errno) -> SelfPipe {
        var ends: [Int32] = [-1, -1]
        _ = try SystemCall.retrying { Glibc.pipe(&ends) }
        let pipe = SelfPipe(readEnd: FileDescriptor(rawValue: ends[0]), writeEnd: FileDescriptor(rawValue: ends[1]))
        do throws(Errno) {
            for end in [pipe.readEnd, pipe.writeEnd] {
                try end.setNonBlocking()
                try end.setCloseOnExec()
            }
        } catch {
            pipe.close()
            throw error
        }
        return pipe
    }

    /// Every byte waiting in the pipe (none when it is empty).
    public func readAvailable() -> [UInt8] {
        readEnd.readAvailable()
    }

    public func close() {
        readEnd.close()
        writeEnd.close()
    }
}
