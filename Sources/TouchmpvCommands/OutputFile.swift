import SystemCalls

/// A file a run writes (`--junit FILE`, `--svg FILE`, `record -o FILE`).
///
/// A regular file (or a path with nothing at it yet) is written to a `TemporaryFile`
/// beside it and renamed over it only when the run has its result, so that a run that
/// fails, or is stopped, leaves what was at the path as it was. What is not a regular
/// file — a device, a FIFO, the run's own standard output or error (`/dev/stdout`) — is
/// written directly, as cp and tee write it: a rename would put a regular file in its
/// place (`/dev/null` replaced, a FIFO's reader left with nothing).
///
/// Either is opened before the run starts: a folder that cannot be written is bad usage
/// at once, not an output lost after minutes of playback, and a FIFO waits for its reader
/// there, as a shell's `>` does. A path that is one of the run's inputs is refused
/// (`refuseInputs`) before anything is read.
public final class OutputFile {
    /// The path as given.
    let path: String
    /// The option that named it, e.g. `--junit`.
    let option: String
    /// The temporary file renamed over `path`; nil when `path` is written directly.
    private let temporaryPath: String?
    private let descriptor: FileDescriptor
    /// Whether the file is committed or discarded (the descriptor is then closed).
    private var isFinished = false
    /// Whether the temporary file was renamed to `path` already, and is written there.
    private var isPublished = false

    /// Opens the output at `path` (`option` names it in errors).
    public init(path: String, option: String) throws(CommandError) {
        self.path = path
        self.option = option
        let status = try? FileStatus(path: path)
        if status?.kind == .directory {
            throw CommandError("\(option) \(path): cannot write: it is a folder", status: .badInput)
        }
        do throws(Errno) {
            if let status, let standard = Self.standardStream(sameAs: status) {
                (temporaryPath, descriptor) = (nil, try standard.duplicate())
            } else if let status, status.kind != .regular {
                (temporaryPath, descriptor) = (nil, try FileDescriptor.open(path, .writeOnly))
            } else {
                (temporaryPath, descriptor) = try TemporaryFile.create(beside: path, permissions: 0o666)
            }
        } catch {
            throw CommandError("\(option) \(path): cannot write: \(error) (errno \(error.rawValue))", status: .badInput)
        }
    }

    deinit {
        discard()
    }

    /// The process's standard output or error when it is the file `status` describes
    /// (`/dev/stdout`, `/proc/self/fd/2`, or the file the shell sent the output to):
    /// written through that descriptor, after what the run printed there.
    private static func standardStream(sameAs status: FileStatus) -> FileDescriptor? {
        [FileDescriptor.standardOutput, .standardError].first { stream in
            (try? FileStatus(descriptor: stream))?.isSameFile(as: status) == true
        }
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

    /// Appends `text` to the output.
    public func append(_ text: String) throws(CommandError) {
        do throws(Errno) {
            try descriptor.writeAll(Array(text.utf8))
        } catch {
            throw CommandError("\(path): cannot write: \(error) (errno \(error.rawValue))", status: .runtimeFailure)
        }
    }

    /// Closes the output, renaming a temporary file to `path`, replacing what was there.
    public func commit() throws(CommandError) {
        guard !isFinished else { return }
        try publish()
        isFinished = true
        descriptor.close()
    }

    /// Renames the temporary file to `path` now, replacing what was there, and goes on
    /// writing it there: for `record -o`, whose file is complete whenever recording
    /// stops, once recording has begun (a recording that never began leaves the path as
    /// it was). An output written directly is at `path` already.
    public func publish() throws(CommandError) {
        guard let temporaryPath, !isPublished, !isFinished else { return }
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

    /// Closes the output and removes the temporary file, leaving `path` as it was (once
    /// published, the file is `path` and stays).
    public func discard() {
        guard !isFinished else { return }
        isFinished = true
        descriptor.close()
        if let temporaryPath, !isPublished { FileSystem.remove(temporaryPath) }
    }
}
