#if canImport(Glibc)
    import Glibc
#endif

/// An open file descriptor, as swift-system's `FileDescriptor`: a typed wrapper whose
/// methods name the C call they make, retry it on EINTR and throw `Errno`. It owns
/// nothing: whoever opened it calls `close()`.
public struct FileDescriptor: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int32

    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    public static let standardInput = FileDescriptor(rawValue: 0)
    public static let standardOutput = FileDescriptor(rawValue: 1)
    public static let standardError = FileDescriptor(rawValue: 2)

    /// open(2)'s access modes.
    public enum AccessMode: Sendable {
        case readOnly
        case writeOnly
        case readWrite

        fileprivate var flags: Int32 {
            switch self {
            case .readOnly: O_RDONLY
            case .writeOnly: O_WRONLY
            case .readWrite: O_RDWR
            }
        }
    }

    /// open(2)'s flags beyond the access mode; O_CLOEXEC is always added, so that no
    /// descriptor leaks into a program mpv or the benchmark starts.
    public struct OpenOptions: OptionSet, Sendable {
        public let rawValue: Int32

        public init(rawValue: Int32) {
            self.rawValue = rawValue
        }

        /// O_NONBLOCK: for the run loop, which must never hang in open(2) or read(2).
        public static let nonBlocking = OpenOptions(rawValue: O_NONBLOCK)
        public static let create = OpenOptions(rawValue: O_CREAT)
        public static let truncate = OpenOptions(rawValue: O_TRUNC)
        /// O_EXCL: with `.create`, fails with EEXIST rather than open a file already there.
        public static let exclusive = OpenOptions(rawValue: O_EXCL)
        /// O_DIRECTORY: a folder opened to be fsync'ed, refused if it is not one.
        public static let directory = OpenOptions(rawValue: O_DIRECTORY)
        /// O_NOFOLLOW: fails with ELOOP rather than open what a symbolic link points at.
        public static let noFollow = OpenOptions(rawValue: O_NOFOLLOW)
    }

    /// open(2) with O_CLOEXEC; `permissions` apply when `.create` makes the file (before
    /// the umask, as for fopen's 0666).
    public static func open(
        _ path: String, _ mode: AccessMode, options: OpenOptions = [], permissions: mode_t = 0o666
    ) throws(Errno) -> FileDescriptor {
        let flags = mode.flags | options.rawValue | O_CLOEXEC
        return FileDescriptor(rawValue: try SystemCall.retrying { Glibc.open(path, flags, permissions) })
    }

    /// read(2) into `buffer`: the count read, 0 at the end of the input. A non-blocking
    /// descriptor with nothing waiting throws `Errno.wouldBlock`.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
        try SystemCall.retrying { Glibc.read(rawValue, buffer.baseAddress, buffer.count) }
    }

    /// write(2) of `buffer`: the count written, which may be short.
    public func write(_ buffer: UnsafeRawBufferPointer) throws(Errno) -> Int {
        try SystemCall.retrying { Glibc.write(rawValue, buffer.baseAddress, buffer.count) }
    }

    /// write(2) until every byte of `bytes` is written.
    public func writeAll(_ bytes: [UInt8]) throws(Errno) {
        var offset = 0
        while offset < bytes.count {
            // `withUnsafeBytes` rethrows untyped errors; the Result keeps this one an `Errno`.
            let written = bytes.withUnsafeBytes { buffer in
                Result { () throws(Errno) in try write(UnsafeRawBufferPointer(rebasing: buffer[offset...])) }
            }
            offset += try written.get()
        }
    }

    /// One write(2) of `byte`, its outcome ignored and errno left as it was: the only
    /// thing a signal handler or libmpv's wakeup callback may do. A full pipe already
    /// holds an unread byte, so the wakeup it carries is not lost.
    public func writeByte(_ byte: UInt8) {
        let saved = errno
        var value = byte
        _ = Glibc.write(rawValue, &value, 1)
        errno = saved
    }

    /// Every byte waiting on a non-blocking descriptor, reading until it would block or
    /// ends (nothing when it is empty); a failure ends the reading too.
    public func readAvailable() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while let count = try? buffer.withUnsafeMutableBytes({ try read(into: $0) }), count > 0 {
            bytes += buffer[0..<count]
        }
        return bytes
    }

    /// Reads to the end of the input; nil as soon as it holds more than `limit` bytes, so
    /// that a huge file given by mistake is refused without reading it whole.
    public func readAll(limit: Int = .max) throws(Errno) -> [UInt8]? {
        var bytes: [UInt8] = []
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 65536, alignment: 8)
        defer { chunk.deallocate() }
        while true {
            let count = try read(into: chunk)
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
            if bytes.count > limit { return nil }
        }
    }

    /// fsync(2): what was written is on the storage, not only in the page cache, when it
    /// returns — before a rename makes it the file a power cut leaves.
    public func synchronize() throws(Errno) {
        _ = try SystemCall.retrying { fsync(rawValue) }
    }

    /// fcntl(2) F_SETFL: turns O_NONBLOCK on or off, keeping the other status flags.
    public func setNonBlocking(_ nonBlocking: Bool = true) throws(Errno) {
        let flags = try SystemCall.retrying { fcntl(rawValue, F_GETFL) }
        let wanted = nonBlocking ? flags | O_NONBLOCK : flags & ~O_NONBLOCK
        _ = try SystemCall.retrying { fcntl(rawValue, F_SETFL, wanted) }
    }

    /// fcntl(2) F_DUPFD_CLOEXEC: another descriptor of the same open file, which the
    /// caller closes without closing this one.
    public func duplicate() throws(Errno) -> FileDescriptor {
        FileDescriptor(rawValue: try SystemCall.retrying { fcntl(rawValue, F_DUPFD_CLOEXEC, 0) })
    }

    /// fcntl(2) F_SETFD FD_CLOEXEC, for descriptors made without O_CLOEXEC (`pipe(2)`).
    public func setCloseOnExec() throws(Errno) {
        _ = try SystemCall.retrying { fcntl(rawValue, F_SETFD, FD_CLOEXEC) }
    }

    /// close(2). Its error is ignored: the descriptor is released either way, and a
    /// retry could close one that another thread has just been given.
    public func close() {
        _ = Glibc.close(rawValue)
    }
}
