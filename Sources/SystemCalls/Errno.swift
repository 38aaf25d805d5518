#if canImport(Glibc)
    import Glibc
#endif

/// A system call's error number as a value, as swift-system's `Errno`: typed errors carry
/// it instead of a bare `Int32`, tests compare it, and its `description` is the tree's one
/// call of strerror(3).
public struct Errno: Error, Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    public let rawValue: Int32

    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// What the last failed call on this thread left in `errno`; read it before any other
    /// call can overwrite it.
    public static var current: Errno { Errno(rawValue: errno) }

    /// strerror(3)'s text, e.g. "No such file or directory".
    public var description: String {
        guard let text = strerror(rawValue) else { return "error \(rawValue)" }
        return String(cString: text)
    }

    /// EINTR: a signal arrived while the call waited.
    public static let interrupted = Errno(rawValue: EINTR)
    /// EAGAIN: a non-blocking descriptor has nothing to give (or no room) right now.
    public static let wouldBlock = Errno(rawValue: EAGAIN)
    /// ENODEV: the device behind an open descriptor went away (an unplugged touchscreen).
    public static let noDevice = Errno(rawValue: ENODEV)
    /// ENXIO: a FIFO opened for writing has no reader yet.
    public static let noDeviceOrAddress = Errno(rawValue: ENXIO)
    /// ENOTTY: an ioctl on something that is not a device of that kind (a file, a FIFO).
    public static let notTypewriter = Errno(rawValue: ENOTTY)
    /// EINVAL: a request the callee does not support (an EVIOCGBIT type with no codes).
    public static let invalidArgument = Errno(rawValue: EINVAL)
    /// ENOENT: nothing at that path.
    public static let noSuchFileOrDirectory = Errno(rawValue: ENOENT)
    /// EEXIST: what `mkdir -p` ignores.
    public static let fileExists = Errno(rawValue: EEXIST)
    /// EACCES: often a user outside the group that may read a device.
    public static let permissionDenied = Errno(rawValue: EACCES)
    /// EISDIR: a folder given where a file was expected.
    public static let isDirectory = Errno(rawValue: EISDIR)
    /// ENOTDIR: a path goes through something that is not a folder.
    public static let notDirectory = Errno(rawValue: ENOTDIR)
    /// EROFS: the file system is mounted read-only.
    public static let readOnlyFileSystem = Errno(rawValue: EROFS)
    /// ENAMETOOLONG: a Unix socket's path longer than its address can hold.
    public static let nameTooLong = Errno(rawValue: ENAMETOOLONG)
    /// ECONNREFUSED: nothing listens on that socket.
    public static let connectionRefused = Errno(rawValue: ECONNREFUSED)
    /// ECANCELED: a timerfd armed with TFD_TIMER_CANCEL_ON_SET saw the wall clock set.
    public static let canceled = Errno(rawValue: ECANCELED)
    /// EPIPE: the peer closed its end.
    public static let brokenPipe = Errno(rawValue: EPIPE)
}
