import ToolSupport

/// A benchmark step that could not run, with what went wrong.
struct BenchError: Error, CustomStringConvertible {
    /// What went wrong, for the user.
    let description: String

    /// An error saying `description`.
    init(_ description: String) {
        self.description = description
    }
}

extension BenchError {
    /// What `body` returns; a failure of mpv's IPC socket becomes the benchmark's error.
    static func ipc<T>(_ body: () throws(MPVIPCError) -> T) throws(BenchError) -> T {
        do {
            return try body()
        } catch {
            throw BenchError(error.description)
        }
    }
}
