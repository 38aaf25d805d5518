import SystemCalls
import TextFormats

/// Writes diagnostics to the process's standard error, unbuffered.
public enum StandardError {
    /// Writes `text` to file descriptor 2 as UTF-8, its control characters but the line
    /// break escaped (`ErrorExcerpt.escaped`): a path or a word a message quotes whole
    /// cannot drive the terminal either. A failure is ignored, since there is nowhere
    /// left to report it.
    public static func write(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { ErrorExcerpt.escaped($0) }
        try? FileDescriptor.standardError.writeAll(Array(lines.joined(separator: "\n").utf8))
    }

    /// One of touchmpv's own lines: `touchmpv: MESSAGE`, the message escaped whole (a
    /// line break in it too), so that one note is one line.
    public static func note(_ message: String) {
        write("touchmpv: \(ErrorExcerpt.escaped(message))\n")
    }
}
