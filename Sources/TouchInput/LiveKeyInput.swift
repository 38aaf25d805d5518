import Gestures
import SystemCalls
import TextFormats

/// The key devices of `touchmpv play` (`keys`, `--keys`): buttons, keypads and remotes
/// whose keys the bindings bind. Like the touch source, they never stop playback:
///
/// - `auto` takes every key device under `/dev/input` that `DeviceScanner` picks
///   (`DeviceDescription.isAutomaticKeyDevice`), none being no error, and watches the
///   folder (`DeviceNodeWatch`) so that a device plugged in later is opened as it comes
///   and one unplugged is dropped until it comes back; where the folder cannot be
///   watched it looks once per `LiveTouchInput.retryInterval`;
/// - a device (or FIFO, or file of records) named explicitly is a `LiveTouchInput` read
///   for its keys: missing at start is an error, and it is waited for and reopened as the
///   touch source is.
///
/// Devices are opened with the touch source's options, so they are taken exclusively
/// (EVIOCGRAB) when the touchscreen is.
public final class LiveKeyInput {
    /// The devices named explicitly.
    private let named: [LiveTouchInput]
    /// `auto`'s watch of its folder; nil for named devices, or where inotify is missing.
    private let watch: DeviceNodeWatch?
    /// `auto`'s devices open now.
    private var found: [TouchDevice] = []
    /// `auto` without a watch: when to look again.
    private var nextLook: Instant?
    private let options: TouchDevice.Options
    private let inputDirectory: String

    /// Opens the devices `paths` names (`["auto"]` for auto; each path as the touch
    /// source's), read for their keys with `options`. A missing device named explicitly is
    /// an error, as a missing touch device is.
    public init(paths: [String], options: TouchDevice.Options, inputDirectory: String = DeviceScanner.inputDirectory, now: Instant)
        throws(InputError)
    {
        var options = options
        options.readsKeys = true
        self.options = options
        self.inputDirectory = inputDirectory
        if paths == ["auto"] {
            named = []
            watch = try? DeviceNodeWatch(directory: inputDirectory)
            nextLook = watch == nil ? now + LiveTouchInput.retryInterval : nil
            _ = look()
        } else {
            var named: [LiveTouchInput] = []
            for path in paths { named.append(try LiveTouchInput(path: path, options: options)) }
            self.named = named
            watch = nil
        }
    }

    /// The descriptors to poll for readability: every open device's, the watch's.
    public var descriptors: [FileDescriptor] {
        named.compactMap(\.descriptor) + found.compactMap(\.fileDescriptor) + (watch.map { [$0.descriptor] } ?? [])
    }

    /// When the next look or reopen attempt is due, where a folder cannot be watched.
    public var retryDeadline: Instant? { (named.compactMap(\.retryDeadline) + (nextLook.map { [$0] } ?? [])).min() }

    /// The devices, for the start-up line: "/dev/input/event4 (gpio-keys)"; nil for `auto`
    /// with none yet, which is said nowhere: most players have no buttons.
    public var summary: String? {
        guard named.isEmpty else { return named.map(\.summary).joined(separator: ", ") }
        guard !found.isEmpty else { return nil }
        return found.map { "\(ErrorExcerpt.path($0.path)) (\(ErrorExcerpt.path($0.description.name)))" }.joined(separator: ", ")
            + (options.grab ? ", taken exclusively (EVIOCGRAB)" : "")
    }

    /// Reads what the `ready` descriptors have: the keys, and lines for the user (a device
    /// lost, found, back).
    public func read(ready: Set<FileDescriptor>, now: Instant) -> (keys: [KeyEvent], notes: [String]) {
        var keys: [KeyEvent] = []
        var notes: [String] = []
        for input in named {
            guard let descriptor = input.descriptor, ready.contains(descriptor) else { continue }
            switch input.read(now: now) {
            case .keys(let read): keys += read
            case .frames: break
            case .lost(let reason): notes.append("key input lost: \(reason)")
            case .connected(let line): notes.append(line)
            }
        }
        for device in found {
            guard let descriptor = device.fileDescriptor, ready.contains(descriptor) else { continue }
            do throws(InputError) {
                keys += try device.read().keys
            } catch {
                device.close()
                notes.append("key input lost: \(error.description); playback goes on, and the device is opened again when it is back")
            }
        }
        found.removeAll { $0.fileDescriptor == nil }
        if let watch, ready.contains(watch.descriptor) {
            // A watch that fails can only be replaced by looking on a timer.
            if (try? watch.consumeEvents()) == nil, nextLook == nil { nextLook = now + LiveTouchInput.retryInterval }
            notes += look()
        }
        // In time order; a device's own keys keep theirs.
        let ordered = keys.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        return (ordered, notes)
    }

    /// Looks again if a look or a reopen attempt is due by `now`; the lines for the user.
    public func retryIfDue(now: Instant) -> [String] {
        var notes = named.compactMap { $0.retryIfDue(now: now) }
        if let due = nextLook, due <= now {
            nextLook = now + LiveTouchInput.retryInterval
            notes += look()
        }
        return notes
    }

    /// `auto`: opens the key devices in the folder that are not open yet; says which.
    private func look() -> [String] {
        let open = Set(found.map(\.path))
        var notes: [String] = []
        for path in DeviceScanner.automaticKeyDevices(directory: inputDirectory) where !open.contains(path) {
            guard let device = try? TouchDevice.open(path: path, options: options) else { continue }
            found.append(device)
            notes.append("key input from \(ErrorExcerpt.path(path)) (\(ErrorExcerpt.path(device.description.name)))")
        }
        return notes
    }
}
