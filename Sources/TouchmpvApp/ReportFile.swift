import SystemCalls

/// A file a run writes a report to at its end (`--junit FILE`, `--svg FILE`), created
/// before the run starts: a path that cannot be written is bad usage at once, not a
/// report lost after minutes of playback.
final class ReportFile {
    let path: String
    private let descriptor: FileDescriptor
    /// Whether the report is written (the file is then closed).
    private(set) var isWritten = false

    /// Creates (or empties) the file at `path`, given as `--option`.
    init(path: String, option: String) throws(CommandError) {
        self.path = path
        do throws(Errno) {
            descriptor = try FileDescriptor.open(path, .writeOnly, options: [.create, .truncate])
        } catch {
            throw CommandError("--\(option) \(path): cannot write: \(error) (errno \(error.rawValue))", status: .badInput)
        }
    }

    /// Writes `text` as the file's content and closes it.
    func write(_ text: String) throws(CommandError) {
        guard !isWritten else { return }
        isWritten = true
        defer { descriptor.close() }
        do throws(Errno) {
            try descriptor.writeAll(Array(text.utf8))
        } catch {
            throw CommandError("\(path): cannot write the report: \(error) (errno \(error.rawValue))", status: .runtimeFailure)
        }
    }

    /// Closes the file and removes it: the run had nothing to report in it.
    func discard() {
        guard !isWritten else { return }
        isWritten = true
        descriptor.close()
        FileSystem.remove(path)
    }
}
