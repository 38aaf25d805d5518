import Gestures
import SystemCalls

/// An open touch source: an evdev device (`/dev/input/eventN`), or a regular file or
/// FIFO of raw 64-bit `struct input_event` records.
///
/// A device describes itself through ioctls and stamps events with CLOCK_MONOTONIC
/// (EVIOCSCLOCKID). For a file or FIFO those ioctls fail with ENOTTY; the description
/// then comes from `Options.description` (a `--desc` file or the config), else
/// `DeviceDescription.fallback` over the screen's own size (device units = points).
/// The descriptor is non-blocking: the run loop polls it and calls `readFrames`.
/// A FIFO is opened blocking, like `cat` does, so that reading waits for its writer
/// instead of seeing end-of-input before the writer arrived; it is non-blocking afterwards.
public final class TouchDevice {
    /// How frames are stamped.
    public enum Timestamps: Sendable {
        /// With the records' own times (a device's kernel stamps, a recorded file's, a
        /// FIFO writer's: the run loop takes a stamp only when it lies in the last ten
        /// seconds, so a writer that stamps nothing sensible gets the reading time).
        case records
        /// With CLOCK_MONOTONIC when the records were read, for character devices that
        /// are not evdev devices. Frames decoded from one read share one time.
        case readTime
    }

    public enum SourceKind: Sendable {
        /// An evdev device: its ioctls work.
        case eventDevice
        /// A regular file of records (a raw recording).
        case regularFile
        /// A FIFO of records written live.
        case fifo
        /// Any other file that is not an evdev device (a character device such as /dev/null).
        case otherFile
    }

    /// How to open and read a source.
    public struct Options: Sendable {
        /// The screen touches are mapped onto.
        public var screen: Size
        /// The calibration matrix (see `CoordinateMapper`).
        public var calibration: [Double]
        public var rotation: CoordinateMapper.Rotation
        /// Take exclusive access to a device (EVIOCGRAB).
        public var grab: Bool
        /// The description of a source that is not a device (`--desc`); ignored for devices.
        public var description: DeviceDescription?
        /// Axis ranges for a non-device source whose description has none (from the config).
        public var fallbackXRange: ClosedRange<Int32>?
        /// As `fallbackXRange`, for y.
        public var fallbackYRange: ClosedRange<Int32>?
        /// Frame times; nil picks `.records` for devices, regular files and FIFOs,
        /// `.readTime` for other files.
        public var timestamps: Timestamps?
        /// Whether the source is read for its keys (a key device): a device is then
        /// accepted when it has keys, whatever its axes.
        public var readsKeys = false

        /// Creates options; the defaults map onto the standard screen without grabbing.
        public init(
            screen: Size = .standardScreen, calibration: [Double] = CoordinateMapper.identityCalibration,
            rotation: CoordinateMapper.Rotation = .none, grab: Bool = false, description: DeviceDescription? = nil,
            fallbackXRange: ClosedRange<Int32>? = nil, fallbackYRange: ClosedRange<Int32>? = nil, timestamps: Timestamps? = nil
        ) {
            self.screen = screen
            self.calibration = calibration
            self.rotation = rotation
            self.grab = grab
            self.description = description
            self.fallbackXRange = fallbackXRange
            self.fallbackYRange = fallbackYRange
            self.timestamps = timestamps
        }
    }

    public let path: String
    public let description: DeviceDescription
    public let sourceKind: SourceKind
    /// Whether the path is an evdev device (its ioctls worked).
    public var isEventDevice: Bool { sourceKind == .eventDevice }
    /// The open descriptor, for `poll()`; nil once closed.
    public private(set) var fileDescriptor: FileDescriptor?
    /// The decoder that turns the records into frames.
    public var decoder: EvdevDecoder
    /// How frames are stamped.
    public let timestamps: Timestamps

    private var codec = InputEventCodec()
    private var reachedEnd = false
    private static let readLimit = 64 * 1024

    private init(path: String, descriptor: FileDescriptor, description: DeviceDescription, kind: SourceKind, options: Options) {
        self.path = path
        self.fileDescriptor = descriptor
        self.description = description
        self.sourceKind = kind
        let isEventDevice = kind == .eventDevice
        let mapper = CoordinateMapper(
            description: description, screen: options.screen, calibration: options.calibration,
            rotation: options.rotation, fallbackX: options.fallbackXRange, fallbackY: options.fallbackYRange)
        decoder = EvdevDecoder(description: description, mapper: mapper)
        timestamps = options.timestamps ?? (kind == .otherFile ? .readTime : .records)
        if isEventDevice {
            let slotCount = description.slotCount
            decoder.resync = { EvdevQueries.snapshot(descriptor, slotCount: slotCount, path: path) }
            if let opened = EvdevQueries.snapshot(descriptor, slotCount: slotCount, path: path) {
                decoder.start(from: opened)
            }
        }
    }

    /// Opens `path`, reads what it is, and sets it up for reading.
    ///
    /// A device named explicitly is accepted when it has any touch axes
    /// (`ABS_MT_POSITION_X`, or `ABS_X` with `BTN_TOUCH`), DIRECT or not; `auto` is
    /// stricter (see `DeviceScanner`). Throws `.missingAxis` for an event device with one
    /// position axis of a pair but not the other, `.notATouchDevice` for one with no touch
    /// axes, and `.system` (naming the path and errno) when it cannot be opened or queried.
    public static func open(path: String, options: Options = Options()) throws(InputError) -> TouchDevice {
        let kind: FileStatus.Kind
        do throws(Errno) {
            kind = try FileStatus(path: path).kind
        } catch {
            throw .system(path: path, operation: "stat", errno: error)
        }
        let descriptor = try openForReading(path, blocking: kind == .fifo)
        do throws(InputError) {
            if kind == .fifo {
                do throws(Errno) {
                    try descriptor.setNonBlocking()
                } catch {
                    throw InputError.system(path: path, operation: "fcntl", errno: error)
                }
            }
            if let description = try EvdevQueries.describe(descriptor, path: path) {
                if options.readsKeys {
                    guard !description.keys.isEmpty else { throw InputError.notAKeyDevice(path: path, name: description.name) }
                } else {
                    if let missing = description.missingPositionAxis {
                        throw InputError.missingAxis(path: path, name: description.name, axis: missing.axis, partner: missing.partner)
                    }
                    guard description.touchProtocol != nil else {
                        throw InputError.notATouchDevice(path: path, name: description.name)
                    }
                }
                try EvdevQueries.useMonotonicClock(descriptor, path: path)
                if options.grab {
                    try EvdevQueries.grab(descriptor, path: path)
                }
                return TouchDevice(path: path, descriptor: descriptor, description: description, kind: .eventDevice, options: options)
            }
            let fallback = DeviceDescription.fallback(
                xRange: options.fallbackXRange ?? CoordinateMapper.pointRange(options.screen.width),
                yRange: options.fallbackYRange ?? CoordinateMapper.pointRange(options.screen.height))
            let sourceKind: SourceKind = kind == .regular ? .regularFile : kind == .fifo ? .fifo : .otherFile
            return TouchDevice(
                path: path, descriptor: descriptor, description: options.description ?? fallback,
                kind: sourceKind, options: options)
        } catch {
            descriptor.close()
            throw error
        }
    }

    /// open(2) read-only, non-blocking unless `blocking`; the error names the path.
    static func openForReading(_ path: String, blocking: Bool = false) throws(InputError) -> FileDescriptor {
        do throws(Errno) {
            return try FileDescriptor.open(path, .readOnly, options: blocking ? [] : .nonBlocking)
        } catch {
            throw .system(path: path, operation: "open", errno: error)
        }
    }

    /// Reads the records available now, without blocking, and returns the frames and keys
    /// they complete (none when nothing is waiting). Throws `.endOfInput` once a file or FIFO
    /// is exhausted (after returning its last frames), `.deviceGone` when the device
    /// was unplugged; the caller then cancels touches with `cancelAllTouches(at:)` and
    /// may `open` the path again later.
    public func read() throws(InputError) -> (frames: [TouchFrame], keys: [KeyEvent]) {
        guard let fileDescriptor, !reachedEnd else { throw .endOfInput(path: path) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: InputEventCodec.recordSize * 256, alignment: 8)
        defer { buffer.deallocate() }
        var frames: [TouchFrame] = []
        var keys: [KeyEvent] = []
        var total = 0
        reading: while total < Self.readLimit {
            let count: Int
            do throws(Errno) {
                count = try fileDescriptor.read(into: buffer)
            } catch .wouldBlock {
                break reading
            } catch .noDevice {
                throw .deviceGone(path: path)
            } catch {
                throw .system(path: path, operation: "read", errno: error)
            }
            if count == 0 {
                reachedEnd = true
                if frames.isEmpty && keys.isEmpty { throw .endOfInput(path: path) }
                break reading
            }
            total += count
            frames += decoder.decode(codec.decode(UnsafeRawBufferPointer(rebasing: buffer[0..<count])), keys: &keys)
        }
        if timestamps == .readTime, !frames.isEmpty || !keys.isEmpty {
            let now = Self.now()
            for index in frames.indices { frames[index].time = now }
            for index in keys.indices { keys[index].time = now }
        }
        return (frames, keys)
    }

    /// Cancels every touch that is down (input ended, the device went away); see
    /// `EvdevDecoder.cancelAllTouches(at:)`.
    public func cancelAllTouches(at time: Instant) -> TouchFrame? {
        decoder.cancelAllTouches(at: time)
    }

    /// The current time on the clock frames are stamped with (CLOCK_MONOTONIC).
    public static func now() -> Instant {
        Instant(microseconds: MonotonicClock.microseconds())
    }

    /// Closes the descriptor (also done when the object goes away).
    public func close() {
        fileDescriptor?.close()
        fileDescriptor = nil
    }

    deinit {
        close()
    }
}
