import SystemCalls

/// The tools' reader of whole text files (/proc, logs, profiles): `FileSystem.contents`,
/// the program's own reader, so that a tool never hangs on a FIFO nobody writes.
public enum TextFile {
    /// The UTF-8 text of the file at `path`, or nil when it cannot be read or is not UTF-8.
    public static func text(of path: String) -> String? {
        guard let bytes = try? FileSystem.contents(of: path) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }
}
