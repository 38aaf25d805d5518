#if canImport(Glibc)
    import Glibc
#endif

/// poll(2): the one way anything in touchmpv waits for input.
public enum Poll {
    /// Waits until one of `descriptors` is readable — or hung up, or in error: the reader
    /// finds out which — or `timeout` milliseconds pass (−1: no limit), and returns the
    /// ready ones (none on a timeout).
    ///
    /// EINTR is not retried but thrown as `Errno.interrupted`: a signal is how a caller
    /// waiting here (`record`'s Ctrl-C) is told to look again.
    public static func readable(_ descriptors: [FileDescriptor], timeout: Int32) throws(Errno) -> Set<FileDescriptor> {
        try wait(readable: descriptors, writable: [], timeout: timeout).readable
    }

    /// Waits as `readable(_:timeout:)` does, for `readable` to have input or `writable`
    /// to have room for output (or either to be hung up or in error), or for any of
    /// `hangUp` to be hung up (its peer closed) or in error, and returns which are ready
    /// for what. A socket whose peer ended its side reads as at its end at once, so it is
    /// watched in `hangUp` for the peer's close alone. A descriptor may be in several lists.
    public static func wait(readable: [FileDescriptor], writable: [FileDescriptor], hangUp: [FileDescriptor] = [], timeout: Int32)
        throws(Errno) -> (readable: Set<FileDescriptor>, writable: Set<FileDescriptor>, hungUp: Set<FileDescriptor>)
    {
        let requests =
            readable.map { pollfd(fd: $0.rawValue, events: Int16(POLLIN), revents: 0) }
            + writable.map { pollfd(fd: $0.rawValue, events: Int16(POLLOUT), revents: 0) }
            + hangUp.map { pollfd(fd: $0.rawValue, events: 0, revents: 0) }
        var entries = requests
        let count = try SystemCall.once { poll(&entries, nfds_t(entries.count), timeout) }
        guard count > 0 else { return ([], [], []) }
        let ready = entries.filter { $0.revents != 0 }
        func descriptors(polledFor events: Int32) -> Set<FileDescriptor> {
            Set(ready.filter { $0.events == Int16(events) }.map { FileDescriptor(rawValue: $0.fd) })
        }
        return (descriptors(polledFor: POLLIN), descriptors(polledFor: POLLOUT), descriptors(polledFor: 0))
    }
}
