import SystemCalls

/// Writes diagnostics to the process's standard error, unbuffered.
public enum StandardError {
    /// Writes `text` to file descriptor 2 as UTF-8; a failure is ignored, since there is
    /// nowhere left to report it.
    public static func write(_ text: String) {
        try? FileDescriptor.standardError.writeAll(Array(text.utf8))
    }
}
