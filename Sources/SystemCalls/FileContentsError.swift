/// Why `FileSystem.contents(of:limit:)` could not read a file: a failed call, or a path
/// that names something reading would never finish on (a folder, a device, a FIFO that
/// no program writes to).
public enum FileContentsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// open(2), fstat(2) or read(2) failed.
    case system(Errno)
    /// Not a regular file or a FIFO.
    case notAFile(FileStatus.Kind)
    /// A FIFO that no program has open for writing: a read would wait for ever.
    case fifoWithoutWriter

    public var description: String {
        switch self {
        case .system(let errno): "\(errno) (errno \(errno.rawValue))"
        case .notAFile(.directory): "it is a folder, not a file"
        case .notAFile(.characterDevice): "it is a device, not a file"
        case .notAFile(.socket): "it is a socket, not a file"
        case .notAFile: "it is not a regular file"
        case .fifoWithoutWriter: "it is a FIFO that no program is writing to"
        }
    }
}
