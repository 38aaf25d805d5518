import CLinuxInput

#if canImport(Glibc)
    import Glibc
#endif

/// Every system call of the TouchInput target, in one place (as swift-system's
/// `Internals/Syscalls.swift`): each retries on EINTR and turns a failure into an
/// `InputError` that names the path, the operation and errno. Nothing above this layer
/// touches errno.
enum Syscalls {
    /// What kind of file a path is.
    enum FileKind: Sendable {
        case characterDevice
        case fifo
        case regular
        case other
    }

    /// stat(2): the kind of file at `path`.
    static func fileKind(_ path: String) throws(InputError) -> FileKind {
        var info = stat()
        guard retrying({ stat(path, &info) }) == 0 else { throw failure(path, "stat") }
        switch info.st_mode & S_IFMT {
        case S_IFCHR: return .characterDevice
        case S_IFIFO: return .fifo
        case S_IFREG: return .regular
        default: return .other
        }
    }

    /// open(2) read-only with close-on-exec, non-blocking unless `blocking`.
    static func openForReading(_ path: String, blocking: Bool = false) throws(InputError) -> Int32 {
        let flags = O_RDONLY | O_CLOEXEC | (blocking ? 0 : O_NONBLOCK)
        let descriptor = retrying { open(path, flags) }
        guard descriptor >= 0 else { throw failure(path, "open") }
        return descriptor
    }

    /// fcntl(2): makes reads on `descriptor` return EAGAIN instead of blocking.
    static func makeNonBlocking(_ descriptor: Int32, path: String) throws(InputError) {
        let flags = retrying { fcntl(descriptor, F_GETFL) }
        guard flags >= 0, retrying({ fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) }) == 0 else { throw failure(path, "fcntl") }
    }

    /// The outcome of one read(2).
    enum ReadResult {
        case bytes(Int)
        case wouldBlock
        case endOfFile
    }

    /// read(2) into `buffer`; EAGAIN is `.wouldBlock`, ENODEV is `.deviceGone`.
    static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, path: String) throws(InputError) -> ReadResult {
        let count = retrying { Glibc.read(descriptor, buffer.baseAddress, buffer.count) }
        if count > 0 { return .bytes(count) }
        if count == 0 { return .endOfFile }
        let code = errno
        if code == EAGAIN || code == EWOULDBLOCK { return .wouldBlock }
        if code == ENODEV { throw .deviceGone(path: path) }
        throw .system(path: path, operation: "read", errno: code)
    }

    /// Reads the whole file at `path` (scripts, recordings, `--desc` files).
    static func readFile(_ path: String, limit: Int = .max) throws(InputError) -> [UInt8]? {
        let descriptor = try openForReading(path, blocking: true)
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 65536, alignment: 8)
        defer { chunk.deallocate() }
        while true {
            guard case .bytes(let count) = try read(descriptor, into: chunk, path: path) else { return bytes }
            bytes += chunk[0..<count]
            if bytes.count > limit { return nil }
        }
    }

    /// ioctl(2) with a buffer argument: the EVIOCG* reads and EVIOCSCLOCKID.
    /// Returns the ioctl's result (for EVIOCGNAME, the length written).
    @discardableResult
    static func ioctl(_ descriptor: Int32, _ request: UInt, _ buffer: UnsafeMutableRawPointer, path: String, name: String)
        throws(InputError) -> Int32
    {
        let result = retrying { clinux_ioctl_ptr(descriptor, request, buffer) }
        guard result >= 0 else { throw failure(path, name) }
        return result
    }

    /// ioctl(2) into an array's storage (EVIOCGNAME, EVIOCGBIT, EVIOCGMTSLOTS, ...).
    @discardableResult
    static func ioctl<Element: BitwiseCopyable>(_ descriptor: Int32, _ request: UInt, array: inout [Element], path: String, name: String)
        throws(InputError) -> Int32
    {
        let result = array.withUnsafeMutableBytes { buffer in
            retrying { clinux_ioctl_ptr(descriptor, request, buffer.baseAddress) }
        }
        guard result >= 0 else { throw failure(path, name) }
        return result
    }

    /// ioctl(2) with an int argument (EVIOCGRAB).
    static func ioctl(_ descriptor: Int32, _ request: UInt, value: Int32, path: String, name: String) throws(InputError) {
        guard retrying({ clinux_ioctl_int(descriptor, request, value) }) >= 0 else { throw failure(path, name) }
    }

    /// close(2); errors are ignored, as the descriptor is gone either way.
    static func close(_ descriptor: Int32) {
        _ = Glibc.close(descriptor)
    }

    /// The names in directory `path` (opendir/readdir), without "." and "..".
    static func directoryEntries(_ path: String) throws(InputError) -> [String] {
        guard let directory = opendir(path) else { throw failure(path, "opendir") }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// What waiting for input ended with.
    enum WaitResult {
        case ready
        case timedOut
        case interrupted
    }

    /// poll(2) for input on `descriptor`, at most `timeout` milliseconds (−1: no limit).
    /// Not retried on EINTR: a signal (SIGINT) is how a caller is told to stop waiting.
    static func waitReadable(_ descriptor: Int32, timeout: Int32, path: String) throws(InputError) -> WaitResult {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let result = poll(&entry, 1, timeout)
        if result > 0 { return .ready }
        if result == 0 { return .timedOut }
        if errno == EINTR { return .interrupted }
        throw failure(path, "poll")
    }

    /// Now on CLOCK_MONOTONIC, in microseconds (the clock evdev stamps events with).
    static func monotonicMicroseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) &* 1_000_000 &+ Int64(now.tv_nsec) / 1000
    }

    private static func retrying<T: BinaryInteger>(_ call: () -> T) -> T {
        while true {
            let result = call()
            if result < 0, errno == EINTR { continue }
            return result
        }
    }

    private static func failure(_ path: String, _ operation: String) -> InputError {
        .system(path: path, operation: operation, errno: errno)
    }
}
