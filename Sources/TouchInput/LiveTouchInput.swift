import Gestures
import SystemCalls
import TextFormats

/// The touch source of `touchmpv play` without `--script`: an evdev device, `auto`, a FIFO
/// or a file of raw `struct input_event` records, kept connected for as long as playback
/// runs. Input never stops playback:
///
/// - `auto` with no touchscreen yet is not an error: it waits for one, and so does a
///   device that goes away (ENODEV). Waiting is sleeping on a `DeviceNodeWatch` of the
///   device's folder (`/dev/input` for `auto`), looking again each time a node appears
///   there or changes its owner or mode, so there are no wakeups at all while nothing
///   changes; where the folder cannot be watched (no inotify), it looks once per
///   `retryInterval` instead (a deadline in the run loop);
/// - a FIFO whose writer closed it is reopened at once and waited on with `poll()` (no
///   wakeups) until the next writer writes; one removed by then (a bridge program that
///   makes its FIFO when it starts, restarting) is waited for as a device that went away;
/// - a regular file ends for good at its end.
///
/// A device named explicitly that is missing at start is an error (exit 3): a mistyped
/// path must not wait silently.
///
/// A source read for its keys (`TouchDevice.Options.readsKeys`, a key device named in
/// `keys`: `LiveKeyInput`) lives the same way and gives its keys instead of frames.
///
/// A FIFO is never opened blocking from the run loop: `LiveTouchInput` waits for a writer
/// on a non-blocking read end, then holds a write end of its own for the moment
/// `TouchDevice.open` needs one, so the loop can never hang in `open(2)`.
public final class LiveTouchInput {
    public enum Reading {
        /// Frames to deliver (maybe none), from a touch source.
        case frames([TouchFrame])
        /// Keys to deliver, from a source read for its keys (`TouchDevice.Options.readsKeys`).
        case keys([KeyEvent])
        /// The source went away; touches must be cancelled. The text says what happened.
        case lost(String)
        /// A device was found and opened; the text says which.
        case connected(String)
    }

    /// What the input is doing.
    private enum State {
        /// Reading from an open source.
        case open(TouchDevice)
        /// A FIFO, waiting on this non-blocking read end for a writer.
        case waitingForWriter(FileDescriptor)
        /// A missing device (or `auto` without a touchscreen), looked for again whenever
        /// the watch reports a change in its folder.
        case waitingForDevice(DeviceNodeWatch)
        /// A missing device whose folder cannot be watched: the next attempt is at this time.
        case retrying(Instant)
        /// A regular file that has been read to its end.
        case ended
    }

    /// The time between attempts to reopen a missing device when its folder cannot be
    /// watched.
    static let retryInterval: Duration = .seconds(1)

    /// The path given (`--touch` or the config's `touch`), or "auto".
    let requestedPath: String
    /// How sources are opened and mapped.
    private let options: TouchDevice.Options
    private var state: State
    /// Whether a source was open before: the next one found is "back", not new.
    private var wasOpen = false
    /// Why `auto` found no touchscreen at start, for the one line saying that `play`
    /// waits for one; nil when a source was opened at once.
    public private(set) var waitingReason: String?
    /// Where `auto` looks (`/dev/input`; a test's own folder).
    private let inputDirectory: String

    /// Opens `path` ("auto" picks the first touchscreen in `inputDirectory`, and waits for
    /// one when there is none). A missing device named explicitly is an error (`play` ends
    /// with exit 3); a FIFO without a writer is not (its writer may come later).
    public init(path: String, options: TouchDevice.Options, inputDirectory: String = DeviceScanner.inputDirectory) throws(InputError) {
        requestedPath = path
        self.options = options
        self.inputDirectory = inputDirectory
        state = .ended
        do throws(InputError) {
            state = try connect(path: resolvedPath())
            wasOpen = true
        } catch {
            guard path == "auto" else { throw error }
            waitingReason = error.description
            state = waitForDevice(now: TouchDevice.now(), lookingOnce: true)
            if case .open = state {
                waitingReason = nil
                wasOpen = true
            }
        }
    }

    deinit {
        if case .waitingForWriter(let descriptor) = state { descriptor.close() }
    }

    /// The descriptor to poll for readability, if any: the source's, or the watch's
    /// while a device is missing.
    public var descriptor: FileDescriptor? {
        switch state {
        case .open(let device): device.fileDescriptor
        case .waitingForWriter(let descriptor): descriptor
        case .waitingForDevice(let watch): watch.descriptor
        case .retrying, .ended: nil
        }
    }

    /// When the next reopen attempt is due, if one is.
    public var retryDeadline: Instant? {
        if case .retrying(let deadline) = state { return deadline }
        return nil
    }

    /// The description of the source, for the start-up line.
    public var summary: String {
        let requested = ErrorExcerpt.path(requestedPath)
        return switch state {
        case .open(let device):
            "\(ErrorExcerpt.path(device.path)) (\(ErrorExcerpt.path(device.description.name)))"
                + (options.grab && device.isEventDevice ? ", taken exclusively (EVIOCGRAB)" : "")
        case .waitingForWriter: "\(requested) (a FIFO, waiting for a writer)"
        case .waitingForDevice, .retrying:
            requestedPath == "auto" ? "auto (none yet, waiting for a touchscreen)" : "\(requested) (missing, waiting for it)"
        case .ended: "\(requested) (ended)"
        }
    }

    /// Reads what the descriptor has (call when `poll` reported it ready).
    public func read(now: Instant) -> Reading {
        switch state {
        case .open(let device):
            do throws(InputError) {
                let input = try device.read()
                return options.readsKeys ? .keys(input.keys) : .frames(input.frames)
            } catch {
                device.close()
                return .lost(disconnect(after: error, wasFIFO: device.sourceKind == .fifo, now: now))
            }
        case .waitingForWriter(let waiting):
            do throws(InputError) {
                state = .open(try openWithWriterPresent())
                waiting.close()
                return read(now: now)
            } catch {
                waiting.close()
                return .lost(disconnect(after: error, wasFIFO: true, now: now))
            }
        case .waitingForDevice(let watch):
            do throws(Errno) {
                try watch.consumeEvents()
            } catch {
                state = .retrying(now + Self.retryInterval)
                return .frames([])
            }
            return reconnect() ?? .frames([])
        case .retrying, .ended:
            return .frames([])
        }
    }

    /// Tries to reopen a missing device if its attempt is due by `now` (when its folder
    /// cannot be watched); returns a line for the user when it is found.
    public func retryIfDue(now: Instant) -> String? {
        guard case .retrying(let deadline) = state, deadline <= now else { return nil }
        state = .retrying(now + Self.retryInterval)
        guard case .connected(let line) = reconnect() else { return nil }
        return line
    }

    /// Opens the device if it is there now, and says so.
    private func reconnect() -> Reading? {
        guard let connected = try? connect(path: resolvedPath()) else { return nil }
        state = connected
        defer { wasOpen = true }
        return .connected((wasOpen ? "\(inputName) is back: " : "\(inputName) from ") + summary)
    }

    /// What the source gives, as messages name it.
    private var inputName: String { options.readsKeys ? "key input" : "touch input" }

    /// The path to open: `requestedPath`, or the automatic choice for "auto".
    private func resolvedPath() throws(InputError) -> String {
        requestedPath == "auto" ? try DeviceScanner.automaticDevice(directory: inputDirectory) : requestedPath
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

    /// Starts waiting for the device: a watch on its folder (a timer where there can be
    /// none), then, if `lookingOnce`, one look, since a device may have appeared before
    /// the watch began.
    private func waitForDevice(now: Instant, lookingOnce: Bool) -> State {
        let folder = requestedPath == "auto" ? inputDirectory : DeviceNodeWatch.parent(of: requestedPath) ?? "."
        guard let watch = try? DeviceNodeWatch(directory: folder) else { return .retrying(now + Self.retryInterval) }
        guard lookingOnce, let found = try? connect(path: resolvedPath()) else { return .waitingForDevice(watch) }
        return found
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
    ///
    /// The end of a file (or of anything else that is not a FIFO: an evdev device never
    /// ends, it goes away) is final. A device that went away (ENODEV), or a FIFO whose
    /// node is gone, is looked for once at once, in case it came back before the watch
    /// began; after any other failure the loop waits for its folder to change, so that a
    /// source failing as soon as it opens cannot keep the loop busy.
    private func disconnect(after error: InputError, wasFIFO: Bool, now: Instant) -> String {
        let kind = Self.fileKind(of: requestedPath)
        let fifoRemoved = wasFIFO && kind == nil
        if case .endOfInput = error, kind != .fifo, !fifoRemoved {
            state = .ended
            return "\(error.description); playback goes on without \(inputName)"
        }
        if kind == .fifo, let reconnected = try? connect(path: requestedPath) {
            state = reconnected
            return "\(error.description); waiting for the next writer"
        }
        var isGone = fifoRemoved
        if case .deviceGone = error { isGone = true }
        state = waitForDevice(now: now, lookingOnce: isGone)
        if case .open = state { return "\(error.description); reopened at once: \(summary)" }
        let what = requestedPath == "auto" ? "a touchscreen" : "it to come back"
        if case .retrying = state { return "\(error.description); looking for \(what) every \(Self.retryInterval.components.seconds) s" }
        return "\(error.description); waiting for \(what)"
    }
}
