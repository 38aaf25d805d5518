import CLinuxInput
import Gestures
import SystemCalls
import TouchInput

/// The kiosk day's touchscreen: a FIFO node that the day writes touches into and
/// unplugs (the node removed, its writer gone) and plugs in again (the node made anew),
/// read by `play`'s own `LiveTouchInput`, which waits for the node on a real inotify
/// watch while it is missing. Its real descriptors are what a leak would show in.
final class KioskTouchscreen {
    /// Why the touchscreen did not behave.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let path: String
    let input: LiveTouchInput
    private var writer: FileDescriptor?
    /// Whether the node is there.
    private(set) var isPlugged = true
    /// How long a reading the day is sure of may take to come, in milliseconds of real
    /// time: the kernel has it ready at once, so only a broken input waits that long.
    private static let readingLimit: Int32 = 5000

    /// Makes the node at `path` and opens it as `play` opens `--touch PATH`, with a
    /// 1280x720 panel in device units.
    init(path: String, screen: Size) throws(Failure) {
        self.path = path
        do throws(Errno) {
            try FileSystem.createFIFO(path)
        } catch {
            throw Failure(description: "cannot make \(path): \(error)")
        }
        let options = TouchDevice.Options(screen: screen, fallbackXRange: 0...1279, fallbackYRange: 0...719)
        do throws(InputError) {
            input = try LiveTouchInput(path: path, options: options)
        } catch {
            throw Failure(description: "\(error)")
        }
    }

    deinit {
        writer?.close()
        _ = FileSystem.remove(path)
    }

    /// Writes `frames` starting at `start` (each closed with SYN_REPORT, stamped with
    /// its virtual time) and returns what the input read of them.
    func touch(_ frames: [TimedFrame], at start: Instant) throws(Failure) -> [LiveTouchInput.Reading] {
        do throws(Errno) {
            if writer == nil { writer = try FileDescriptor.open(path, .writeOnly, options: .nonBlocking) }
            let events = frames.flatMap { frame in
                (frame.events + [(EV_SYN, SYN_REPORT, 0)]).map {
                    InputEvent(time: start + .microseconds(frame.offset), type: UInt16($0.type), code: UInt16($0.code), value: $0.value)
                }
            }
            try writer?.writeAll(InputEventCodec.encode(events))
        } catch {
            throw Failure(description: "writing to \(path) failed: \(error)")
        }
        return try read(at: start, until: "the touches written") {
            if case .frames(let frames) = $0 { return !frames.isEmpty }
            return false
        }
    }

    /// Removes the node, then closes the writer, as a touchscreen unplugged takes its
    /// node and its events away; returns the readings up to the input's loss.
    func unplug(at time: Instant) throws(Failure) -> [LiveTouchInput.Reading] {
        _ = FileSystem.remove(path)
        writer?.close()
        writer = nil
        isPlugged = false
        return try read(at: time, until: "the loss of the unplugged touchscreen") {
            if case .lost = $0 { return true }
            return false
        }
    }

    /// Makes the node anew; returns the readings up to the input's taking it again.
    func replug(at time: Instant) throws(Failure) -> [LiveTouchInput.Reading] {
        do throws(Errno) {
            try FileSystem.createFIFO(path)
        } catch {
            throw Failure(description: "cannot make \(path) again: \(error)")
        }
        isPlugged = true
        return try read(at: time, until: "the touchscreen plugged in again") {
            if case .connected = $0 { return true }
            return false
        }
    }

    /// Reads the input, as `play`'s loop does when its descriptor is ready, until a
    /// reading is `wanted`; `what` names it for the error when it does not come.
    private func read(
        at time: Instant, until what: String, wanted: (LiveTouchInput.Reading) -> Bool
    ) throws(Failure) -> [LiveTouchInput.Reading] {
        var readings: [LiveTouchInput.Reading] = []
        while true {
            guard let descriptor = input.descriptor, (try? Poll.readable([descriptor], timeout: Self.readingLimit))?.isEmpty == false
            else {
                throw Failure(description: "\(path): \(what) did not reach the touch input within \(Self.readingLimit) ms")
            }
            let reading = input.read(now: time)
            readings.append(reading)
            if wanted(reading) { return readings }
        }
    }
}
