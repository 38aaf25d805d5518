import Gestures
import SystemCalls
import TouchInput

/// The touch source of `touchmpv play` without `--script`: an evdev device, `auto`, a FIFO
/// or a file of raw `struct input_event` records, kept connected for as long as playback
/// runs. Input never stops playback:
///
/// - a device that goes away (ENODEV) is reopened: one attempt per `retryInterval` while
///   it is missing (a deadline in the run loop, so there are no wakeups at all while the
///   device is present and idle);
/// - a FIFO whose writer closed it is reopened at once and waited on with `poll()` (no
///   wakeups) until the next writer writes;
/// - a regular file ends for good at its end.
///
/// A FIFO is never opened blocking from the run loop: `LiveTouchInput` waits for a writer
/// on a non-blocking read end, then holds a write end of its own for the moment
/// `TouchDevice.open` needs one, so the loop can never hang in `open(2)`.
final class LiveTouchInput {
    enum Reading {
        /// Frames to deliver (maybe none).
        case frames([TouchFrame])
        /// The source went away; touches must be cancelled. The text says what happened.
        case lost(String)
    }

    /// What the input is doing.
    private enum State {
        /// Reading from an open source.
        case open(TouchDevice)
        /// A FIFO, waiting on this non-blocking read end for a writer.
        case waitingForWriter(FileDescriptor)
        /// A device that is missing: the next attempt is at this time.
        case retrying(Instant)
        /// A regular file that has been read to its end.
        case ended
    }

    /// The time between attempts to reopen a missing device.
    static let retryInterval: Duration = .seconds(1)

    /// The path given (`--touch` or the config's `touch`), or "auto".
    let requestedPath: String
    /// How sources are opened and mapped.
    private let options: TouchDevice.Options
    private var state: State

    /// Opens `path` ("auto" picks the first touchscreen). A missing device at start is an
    /// error (exit 3); a FIFO without a writer is not (its writer may come later).
    init(path: String, options: TouchDevice.Options) throws(CommandError) {
        requestedPath = path
        self.options = options
        state = .ended
        do throws(InputError) {
            state = try connect(path: resolvedPath())
        } catch {
            throw CommandError(error.description, status: .runtimeFailure)
        }
    }

    deinit {
        if case .waitingForWriter(let descriptor) = state { descriptor.close() }
    }

    /// The descriptor to poll for readability, if any.
    var descriptor: FileDescriptor? {
        switch state {
        case .open(let device): device.fileDescriptor
        case .waitingForWriter(let descriptor): descriptor
        case .retrying, .ended: nil
        }
    }

    /// When the next reopen attempt is due, if one is.
    var retryDeadline: Instant? {
        if case .retrying(let deadline) = state { return deadline }
        return nil
    }

    /// The description of the open source, for the start-up line.
    var summary: String {
        switch state {
        case .open(let device): "\(device.path) (\(device.description.name))"
        case .waitingForWriter: "\(requestedPath) (a FIFO, waiting for a writer)"
        case .retrying: "\(requestedPath) (missing, retrying)"
        case .ended: "\(requestedPath) (ended)"
        }
    }

    /// Reads what the descriptor has (call when `poll` reported it ready).
    func read(now: Instant) -> Reading {
        switch state {
        case .open(let device):
            do throws(InputError) {
                return .frames(try device.readFrames())
            } catch {
                device.close()
                return .lost(disconnect(after: error, now: now))
            }
        case .waitingForWriter(let waiting):
            do throws(InputError) {
                state = .open(try openWithWriterPresent())
                waiting.close()
                return read(now: now)
            } catch {
                waiting.close()
                return .lost(disconnect(after: error, now: now))
            }
        case .retrying, .ended:
            return .frames([])
        }
    }

    /// Tries to reopen a missing device if its attempt is due by `now`; returns a line
    /// for the user when it came back.
    func retryIfDue(now: Instant) -> String? {
        guard case .retrying(let deadline) = state, deadline <= now else { return nil }
        do throws(InputError) {
            state = try connect(path: resolvedPath())
            return "touch input is back: \(summary)"
        } catch {
            state = .retrying(now + Self.retryInterval)
            return nil
        }
    }

    /// The path to open: `requestedPath`, or the automatic choice for "auto".
    private func resolvedPath() throws(InputError) -> String {
        requestedPath == "auto" ? try DeviceScanner.automaticDevice() : requestedPath
    }

    /// Opens `path`: a FIFO starts waiting for a writer, anything else opens at once.
    private func connect(path: String) throws(InputError) -> State {
        if Self.fileKind(of: path) == .fifo {
            do throws(Errno) {
                return .waitingForWriter(try FileDescriptor.open(path, .readOnly, options: .nonBlocking))
            } catch {
                throw .system(path: path, operation: "open", errno: error)
            }
        }
        return .open(try TouchDevice.open(path: path, options: options))
    }

    /// Opens the FIFO for `TouchDevice` while holding a write end, so its blocking open
    /// returns at once even if the writer that woke us has already left.
    private func openWithWriterPresent() throws(InputError) -> TouchDevice {
        let writer: FileDescriptor
        do throws(Errno) {
            writer = try FileDescriptor.open(requestedPath, .writeOnly, options: .nonBlocking)
        } catch {
            throw .system(path: requestedPath, operation: "open", errno: error)
        }
        defer { writer.close() }
        return try TouchDevice.open(path: requestedPath, options: options)
    }

    /// What kind of file `path` is, or nil when it cannot be stat'ed (gone).
    private static func fileKind(of path: String) -> FileStatus.Kind? {
        try? FileStatus(path: path).kind
    }

    /// Moves to the state that follows losing the source, and says what happened.
    private func disconnect(after error: InputError, now: Instant) -> String {
        let kind = Self.fileKind(of: requestedPath)
        if case .endOfInput = error, kind == .regular {
            state = .ended
            return "\(error.description); playback goes on without touch input"
        }
        if kind == .fifo, let reconnected = try? connect(path: requestedPath) {
            state = reconnected
            return "\(error.description); waiting for the next writer"
        }
        state = .retrying(now + Self.retryInterval)
        return "\(error.description); retrying every \(Self.retryInterval.components.seconds) s"
    }
}
