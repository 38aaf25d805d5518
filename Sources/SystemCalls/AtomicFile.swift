#if canImport(Glibc)
    import Glibc
#endif

/// A small file replaced whole so that a power cut at any moment leaves either the old
/// content or the new, never a torn or empty file: the bytes go to a temporary file
/// beside it, which is fsync'ed, renamed over the path, and the folder fsync'ed so that
/// the rename itself is on the storage (rename(2) is atomic; its durability is the
/// folder's).
public enum AtomicFile {
    /// Replaces the file at `path` with `bytes` (mode 0600). The temporary file has one
    /// name per path (`.NAME.new`), so a cut that leaves it behind leaves one, which the
    /// next write truncates and reuses.
    public static func replace(_ path: String, with bytes: [UInt8]) throws(Errno) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = (slash == nil ? "" : folder + "/") + "." + name + ".new"
        let file = try FileDescriptor.open(temporary, .writeOnly, options: [.create, .truncate], permissions: 0o600)
        do throws(Errno) {
            try file.writeAll(bytes)
            try file.synchronize()
        } catch {
            file.close()
            FileSystem.remove(temporary)
            throw error
        }
        file.close()
        try FileSystem.rename(temporary, to: path)
        let directory = try FileDescriptor.open(folder, .readOnly, options: .directory)
        defer { directory.close() }
        try directory.synchronize()
    }
}
