import CLinuxInput
import ToolSupport

/// One evdev event of a synthetic frame: type, code, value as in `struct input_event`.
typealias RawEvent = (type: Int32, code: Int32, value: Int32)

/// A frame of synthetic traffic: its events (without the closing SYN_REPORT) at an
/// offset in microseconds from the start of its gesture.
struct TimedFrame {
    /// Microseconds after the gesture's start.
    var offset: Int64
    /// The events; the writer closes them with SYN_REPORT.
    var events: [RawEvent]
}

/// Generates an endless, reproducible stream of touchscreen traffic in multi-touch
/// protocol B on a 1280x720 panel (device units = points): taps, double taps, drags in
/// every direction, holds, pinches, five-finger slaps, and now and then a SYN_DROPPED in
/// the middle of a drag, separated by idle gaps of 50–500 ms.
struct SyntheticTraffic {
    private var random: SplitMix64
    private var nextTrackingID: Int32 = 1

    /// A generator seeded with `seed` (the same seed gives the same traffic).
    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// The next gesture's frames, and how long after its start the next gesture starts.
    mutating func nextGesture() -> (frames: [TimedFrame], length: Int64) {
        let frames: [TimedFrame]
        switch random.next(below: 16) {
        case 0...3: frames = tap(at: point())
        case 4...5: frames = tap(at: point()) + tap(at: point(), delay: 150_000)
        case 6...10: frames = drag(droppingInTheMiddle: random.next(below: 10) == 0)
        case 11...12: frames = hold()
        case 13...14: frames = pinch()
        default: frames = slap()
        }
        let end = frames.last?.offset ?? 0
        return (frames, end + 50_000 + Int64(random.next(below: 450_000)))
    }

    /// Two taps at `point`, 150 ms apart, as the generator's double taps.
    mutating func doubleTap(at point: (x: Int32, y: Int32)) -> [TimedFrame] {
        tap(at: point) + tap(at: point, delay: 150_000)
    }

    private mutating func point() -> (x: Int32, y: Int32) {
        (Int32(random.next(below: 1280)), Int32(random.next(below: 720)))
    }

    private mutating func trackingID() -> Int32 {
        defer { nextTrackingID = nextTrackingID % 65535 + 1 }
        return nextTrackingID
    }

    private mutating func down(slot: Int32, at point: (x: Int32, y: Int32)) -> [RawEvent] {
        [
            (EV_ABS, ABS_MT_SLOT, slot), (EV_ABS, ABS_MT_TRACKING_ID, trackingID()),
            (EV_ABS, ABS_MT_POSITION_X, point.x), (EV_ABS, ABS_MT_POSITION_Y, point.y),
        ]
    }

    private func move(slot: Int32, to point: (x: Int32, y: Int32)) -> [RawEvent] {
        [(EV_ABS, ABS_MT_SLOT, slot), (EV_ABS, ABS_MT_POSITION_X, point.x), (EV_ABS, ABS_MT_POSITION_Y, point.y)]
    }

    private func lift(slot: Int32) -> [RawEvent] {
        [(EV_ABS, ABS_MT_SLOT, slot), (EV_ABS, ABS_MT_TRACKING_ID, -1)]
    }

    private mutating func tap(at point: (x: Int32, y: Int32), delay: Int64 = 0) -> [TimedFrame] {
        [
            TimedFrame(offset: delay, events: down(slot: 0, at: point)),
            TimedFrame(offset: delay + 50_000 + Int64(random.next(below: 50_000)), events: lift(slot: 0)),
        ]
    }

    private mutating func drag(droppingInTheMiddle: Bool) -> [TimedFrame] {
        let start = point()
        let end = point()
        var frames = [TimedFrame(offset: 0, events: down(slot: 0, at: start))]
        let steps: Int32 = 18
        for step in 1...steps {
            let at = (start.x + (end.x - start.x) * step / steps, start.y + (end.y - start.y) * step / steps)
            var events = move(slot: 0, to: at)
            if droppingInTheMiddle && step == steps / 2 {
                events = [(EV_SYN, SYN_DROPPED, 0)] + events
            }
            frames.append(TimedFrame(offset: Int64(step) * 16_667, events: events))
        }
        frames.append(TimedFrame(offset: Int64(steps) * 16_667, events: lift(slot: 0)))
        return frames
    }

    private mutating func hold() -> [TimedFrame] {
        let at = point()
        return [
            TimedFrame(offset: 0, events: down(slot: 0, at: at)),
            TimedFrame(offset: 600_000 + Int64(random.next(below: 600_000)), events: lift(slot: 0)),
        ]
    }

    private mutating func pinch() -> [TimedFrame] {
        let center = (x: Int32(300 + random.next(below: 680)), y: Int32(200 + random.next(below: 320)))
        let from = Int32(20 + random.next(below: 100))
        let to = Int32(20 + random.next(below: 180))
        var frames = [
            TimedFrame(
                offset: 0,
                events: down(slot: 0, at: (center.x - from, center.y))
                    + down(slot: 1, at: (center.x + from, center.y)))
        ]
        for step: Int32 in 1...12 {
            let half = from + (to - from) * step / 12
            frames.append(
                TimedFrame(
                    offset: Int64(step) * 16_667,
                    events: move(slot: 0, to: (center.x - half, center.y))
                        + move(slot: 1, to: (center.x + half, center.y))))
        }
        frames.append(TimedFrame(offset: 13 * 16_667, events: lift(slot: 0) + lift(slot: 1)))
        return frames
    }

    private mutating func slap() -> [TimedFrame] {
        var landing: [RawEvent] = []
        var lifting: [RawEvent] = []
        for slot: Int32 in 0..<5 {
            landing += down(slot: slot, at: point())
            lifting += lift(slot: slot)
        }
        return [TimedFrame(offset: 0, events: landing), TimedFrame(offset: 80_000, events: lifting)]
    }
}
