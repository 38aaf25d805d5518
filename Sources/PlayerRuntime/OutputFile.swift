import SystemCalls

#if canImport(Glibc)
    import Glibc
#endif

/// A file a run writes (`--junit FILE`, `--svg FILE`, `record -o FILE`): written to a
/// temporary file beside it and renamed over it only when the run has its result, so
/// that a run that fails, or is stopped, leaves what was at the path as it was.
///
/// The temporary file is made before the run starts: a folder that cannot be written is
/// bad usage at once, not an output lost after minutes of playback. A path that is one
/// of the run's inputs is refused (`refuseInputs`) before anything is read.
public final class OutputFile {
    /// The path as given.
    let path: String
    /// The option that named it, e.g. `--junit`.
    let option: String
    private let temporaryPath: String
    private let descriptor: FileDescriptor
    /// Whether the file is committed or discarded (the descriptor is then closed).
    private var isFinished = false
    /// Whether the temporary file was renamed to `path` already, and is written there.
    private var isPublished = false

    /// Creates the temporary file beside `path` (`option` names it in errors).
    public init(path: String, option: String) throws(CommandError) {
        self.path = path
        self.option = option
        if (try? FileStatus(path: path))?.kind == .directory {
            throw CommandError("\(option) \(path): cannot write: it is a folder", status: .badInput)
        }
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        temporaryPath =
            String(path[..<slash]) + "." + String(path[slash...])
            + ".touchmpv-\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 16))"
        do throws(Errno) {
            descriptor = try FileDescriptor.open(temporaryPath, .writeOnly, options: [.create, .exclusive])
        } catch {
            throw CommandError("\(option) \(path): cannot write: \(error) (errno \(error.rawValue))", status: .badInput)
        }
    }

    deinit {
        discard()
    }

    /// Refuses an output that is the same file (device and inode) as one of `inputs`
    /// (what each is, e.g. "the script", and its path): writing it would replace what the
    /// run reads. Inputs that cannot be examined (a URL, a missing file) are no file an
    /// output can be.
    public static func refuseInputs(_ inputs: [(what: String, path: String)], outputs: [OutputFile?]) throws(CommandError) {
        for output in outputs.compactMap(\.self) {
            guard let written = try? FileStatus(path: output.path) else { continue }
            for input in inputs {
                guard let read = try? FileStatus(path: input.path), read.isSameFile(as: written) else { continue }
                throw CommandError(
                    "\(output.option) \(output.path) is \(input.what) \(input.path): an output must not replace an input",
                    status: .badInput)
            }
        }
    }

    /// Appends `text` to the temporary file.
    public func append(_ text: String) throws(CommandError) {
        do throws(Errno) {
            try descriptor.writeAll(Array(text.utf8))
        } catch {
            throw CommandError("\(path): cannot write: \(error) (errno \(error.rawValue))", status: .runtimeFailure)
        }
    }

    /// Closes the temporary file and renames it to `path`, replacing what was there.
    public func commit() throws(CommandError) {
        guard !isFinished else { return }
        try publish()
        isFinished = true
        descriptor.close()
    }

    /// Renames the temporary file to `path` now, replacing what was there, and goes on
    /// writing it there: for `record -o`, whose file is complete whenever recording
    /// stops, once recording has begun (a recording that never began leaves the path as
    /// it was).
    public func publish() throws(CommandError) {
        guard !isPublished, !isFinished else { return }
        do throws(Errno) {
            try FileSystem.rename(temporaryPath, to: path)
            isPublished = true
        } catch {
            isFinished = true
            descriptor.close()
            FileSystem.remove(temporaryPath)
            throw CommandError("\(path): cannot write: \(error) (errno \(error.rawValue))", status: .runtimeFailure)
        }
    }

    /// Writes `text` as the file's whole content and commits it.
    public func write(_ text: String) throws(CommandError) {
        guard !isFinished else { return }
        try append(text)
        try commit()
    }

    /// Closes and removes the temporary file, leaving `path` as it was (once published,
    /// the file is `path` and stays).
    public func discard() {
        guard !isFinished else { return }
        isFinished = true
        descriptor.close()
        if !isPublished { FileSystem.remove(temporaryPath) }
    }
}
