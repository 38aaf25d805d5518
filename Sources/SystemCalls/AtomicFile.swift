#if canImport(Glibc)
    import Glibc
#endif

/// A small file replaced whole so that a power cut at any moment leaves either the old
/// content or the new, never a torn or empty file: the bytes go to a temporary file
/// beside it, which is fsync'ed, renamed over the path, and the folder fsync'ed so that
/// the rename itself is on the storage (rename(2) is atomic; its durability is the
/// folder's).
public enum AtomicFile {
    /// Replaces the file at `path` with `bytes` (mode 0600). The temporary file is a
    /// `TemporaryFile`, made new for each write: a cut that leaves it behind leaves a
    /// stray `.NAME.new-HEX`, never a name the next write would open.
    public static func replace(_ path: String, with bytes: [UInt8]) throws(Errno) {
        let (temporary, file) = try TemporaryFile.create(beside: path, permissions: 0o600)
        do throws(Errno) {
            try file.writeAll(bytes)
            try file.synchronize()
        } catch {
            file.close()
            FileSystem.remove(temporary)
            throw error
        }
        file.close()
        do throws(Errno) {
            try FileSystem.rename(temporary, to: path)
        } catch {
            FileSystem.remove(temporary)
            throw error
        }
        let directory = try FileDescriptor.open(TemporaryFile.folder(of: path), .readOnly, options: .directory)
        defer { directory.close() }
        try directory.synchronize()
    }
}
