#if canImport(Glibc)
    import Glibc
#endif

/// Writes diagnostics to the process's standard error, unbuffered.
public enum StandardError {
    /// Writes `text` to file descriptor 2 as UTF-8.
    public static func write(_ text: String) {
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            remaining = remaining.dropFirst(written)
        }
    }
}
