#if canImport(Glibc)
    import Glibc
#endif

/// A file made new beside another path, to be renamed over it (`AtomicFile`, the reports
/// and recordings a run writes). It is created with O_EXCL and O_NOFOLLOW, non-blocking,
/// under a name with 64 random bits (`.NAME.new-HEX`): whatever is already at a name — a
/// link to another file, a FIFO, a file left by a power cut or put there by someone
/// else — is never written through, waited on or reused; the next name is tried, as
/// mkstemp(3) does.
public enum TemporaryFile {
    /// How many names are tried before giving up with EEXIST (mkstemp's glibc tries
    /// 62³; with 64 random bits a second name is already needed only by a folder full of
    /// guesses).
    static let attempts = 100

    /// Creates a new file beside `path` with `permissions` (less the umask); its path and
    /// its descriptor, open for writing.
    public static func create(beside path: String, permissions: mode_t) throws(Errno) -> (
        path: String, descriptor: FileDescriptor
    ) {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let prefix = String(path[..<slash]) + "." + String(path[slash...]) + ".new-"
        var attempt = 1
        while true {
            let candidate = prefix + String(UInt64.random(in: 0...UInt64.max), radix: 16)
            do throws(Errno) {
                let descriptor = try FileDescriptor.open(
                    candidate, .writeOnly, options: [.create, .exclusive, .noFollow, .nonBlocking], permissions: permissions)
                return (candidate, descriptor)
            } catch .fileExists where attempt < attempts {
                attempt += 1
            }
        }
    }

    /// The folder `path` is in ("." for a bare name), whose fsync makes a rename in it durable.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
