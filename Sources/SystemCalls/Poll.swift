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
        var entries = descriptors.map { pollfd(fd: $0.rawValue, events: Int16(POLLIN), revents: 0) }
        let count = try SystemCall.once { poll(&entries, nfds_t(entries.count), timeout) }
        guard count > 0 else { return [] }
        return Set(entries.filter { $0.revents != 0 }.map { FileDescriptor(rawValue: $0.fd) })
    }
}
