#if canImport(Glibc)
    import Glibc
#endif

/// What stat(2) says about a path: enough to tell a device from a FIFO or a file, and
/// a file's size before it is read.
public struct FileStatus: Sendable {
    /// The file type bits of `st_mode`, by what touchmpv does with each.
    public enum Kind: Sendable {
        case characterDevice
        case fifo
        case regular
        case directory
        case socket
        case symbolicLink
        case other
    }

    public var kind: Kind
    /// `st_size` in bytes (0 for devices and FIFOs).
    public var size: Int64
    /// `st_dev` and `st_ino`: which file it is, so that a program that made a file can
    /// tell it from another put at the same path since.
    public var identity: (device: UInt64, inode: UInt64)
    /// `st_uid`: whether a folder is the user's own, before files in it are trusted.
    public var owner: uid_t
    /// The permission bits of `st_mode` (0o7777).
    public var permissions: mode_t
    /// `st_mtim` in nanoseconds since the epoch: with the size, whether a file is still
    /// the one a saved position was taken in.
    public var modified: Int64

    /// stat(2) of `path`, following symbolic links (`/dev/input/by-id/…` names a device).
    public init(path: String) throws(Errno) {
        var info = stat()
        _ = try SystemCall.retrying { stat(path, &info) }
        self.init(info)
    }

    /// lstat(2) of `path`: a symbolic link is `.symbolicLink`, not what it points at.
    public init(linkAt path: String) throws(Errno) {
        var info = stat()
        _ = try SystemCall.retrying { lstat(path, &info) }
        self.init(info)
    }

    /// fstat(2) of an open `descriptor`: the file it reads, not whatever is at its path now.
    public init(descriptor: FileDescriptor) throws(Errno) {
        var info = stat()
        _ = try SystemCall.retrying { fstat(descriptor.rawValue, &info) }
        self.init(info)
    }

    private init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFCHR: kind = .characterDevice
        case S_IFIFO: kind = .fifo
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFSOCK: kind = .socket
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        size = Int64(info.st_size)
        identity = (UInt64(info.st_dev), UInt64(info.st_ino))
        owner = info.st_uid
        permissions = info.st_mode & 0o7777
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    }

    /// Whether `other` is the same file: the same `identity`.
    public func isSameFile(as other: FileStatus) -> Bool {
        identity == other.identity
    }
}
