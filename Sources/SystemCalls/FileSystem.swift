#if canImport(Glibc)
    import Glibc
#endif

/// Calls on paths rather than on open descriptors.
public enum FileSystem {
    /// Whether anything is at `path` (stat(2) succeeds).
    public static func exists(_ path: String) -> Bool {
        (try? FileStatus(path: path)) != nil
    }

    /// The whole file at `path` (scripts, recordings, configs); nil when it is larger
    /// than `limit` bytes.
    ///
    /// The file is opened non-blocking, so that a FIFO with no writer does not hang in
    /// open(2), and must be a regular file or a FIFO that some program has open for
    /// writing (its first read then waits for data, not for ever); anything else is
    /// refused before a byte is read.
    public static func contents(of path: String, limit: Int = .max) throws(FileContentsError) -> [UInt8]? {
        let descriptor: FileDescriptor
        let kind: FileStatus.Kind
        do throws(Errno) {
            descriptor = try FileDescriptor.open(path, .readOnly, options: .nonBlocking)
        } catch {
            throw .system(error)
        }
        defer { descriptor.close() }
        do throws(Errno) {
            kind = try FileStatus(descriptor: descriptor).kind
            if kind == .regular { return try descriptor.readAll(limit: limit) }
            if kind == .fifo, let first = try firstWrittenBytes(descriptor) {
                try descriptor.setNonBlocking(false)
                guard let rest = try descriptor.readAll(limit: limit - first.count) else { return nil }
                return first + rest
            }
        } catch {
            throw .system(error)
        }
        throw kind == .fifo ? .fifoWithoutWriter : .notAFile(kind)
    }

    /// One non-blocking read of the FIFO `descriptor`: what was waiting (perhaps nothing),
    /// or nil when it ended at once, which a FIFO does only when no writer has it open.
    private static func firstWrittenBytes(_ descriptor: FileDescriptor) throws(Errno) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let read = buffer.withUnsafeMutableBytes { raw in Result { () throws(Errno) in try descriptor.read(into: raw) } }
        do throws(Errno) {
            let count = try read.get()
            return count == 0 ? nil : Array(buffer[0..<count])
        } catch .wouldBlock {
            return []
        }
    }

    /// The names in folder `path` (opendir/readdir), without "." and "..".
    public static func directoryEntries(_ path: String) throws(Errno) -> [String] {
        guard let directory = opendir(path) else { throw Errno.current }
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

    /// mkdir(2) of one folder; `Errno.fileExists` when it is already there.
    public static func createDirectory(_ path: String, permissions: mode_t = 0o755) throws(Errno) {
        _ = try SystemCall.retrying { mkdir(path, permissions) }
    }

    /// `mkdir -p`: `path` and the folders above it that are missing, each made with
    /// `permissions`; a folder already there (or made meanwhile by another) is no error.
    public static func createDirectories(_ path: String, permissions: mode_t) throws(Errno) {
        if (try? FileStatus(path: path))?.kind == .directory { return }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try createDirectories(String(path[..<slash]), permissions: permissions)
        }
        do throws(Errno) {
            try createDirectory(path, permissions: permissions)
        } catch .fileExists {
            return
        }
    }

    /// getcwd(3): what a relative path is relative to.
    public static func currentDirectory() throws(Errno) -> String {
        guard let path = getcwd(nil, 0) else { throw Errno.current }
        defer { free(path) }
        return String(cString: path)
    }

    /// mkfifo(3): a named pipe at `path`, as the benchmark, the soak and the tests feed touches.
    public static func createFIFO(_ path: String, permissions: mode_t = 0o600) throws(Errno) {
        _ = try SystemCall.retrying { mkfifo(path, permissions) }
    }

    /// rename(2): replaces `destination` at once, so that readers never see half a file.
    public static func rename(_ source: String, to destination: String) throws(Errno) {
        _ = try SystemCall.retrying { Glibc.rename(source, destination) }
    }

    /// rmdir(2) of an empty folder, for cleaning up: whether it was removed.
    @discardableResult
    public static func removeDirectory(_ path: String) -> Bool {
        rmdir(path) == 0
    }

    /// unlink(2), for cleaning up: whether something was removed (a path already gone is
    /// no failure there).
    @discardableResult
    public static func remove(_ path: String) -> Bool {
        unlink(path) == 0
    }
}
