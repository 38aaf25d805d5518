import Foundation
import Gestures
import ToolSupport
import TouchInput

/// The pipeline benchmark's input: at least N raw `struct input_event` records (protocol
/// B, as a real panel writes them) of a repeating mix of gestures — single taps, double
/// taps, drags in twelve directions (every 30°) on both halves of the screen, long
/// presses, pinches in and out, and ten-finger frames — on a 0…4095 panel mapped onto
/// 1280x720 points. Fingers report at 125 Hz (a frame every 8 ms) with a little jitter,
/// and gestures are 400 ms apart, so every double-tap timeout runs out between them.
///
/// Deterministic: the same seed gives the same bytes. It also tallies what it wrote,
/// so the actions the pipeline reports can be checked against it.
struct SyntheticTouchStream {
    /// The panel's axis range in device units (both axes).
    static let axis: ClosedRange<Int32> = 0...4095
    /// The screen the panel maps onto.
    static let screen = Size(width: 1280, height: 720)
    /// The time between two frames of a moving finger.
    static let frameInterval: Duration = .milliseconds(8)
    /// The pause between two gestures.
    static let gestureGap: Duration = .milliseconds(400)

    /// The records, 24 bytes each.
    let bytes: [UInt8]
    let events: Int
    /// The number of finger updates (downs, moves, lifts) written.
    let updates: Int
    /// The number of frames (SYN_REPORTs).
    let frames: Int
    /// The time of the last record.
    let endTime: Instant
    /// How many of each gesture were written.
    let tally: GestureTally

    /// The gestures written, for checking the actions they gave.
    struct GestureTally {
        /// Single one-finger taps (each gives `toggleControls`).
        var taps = 0
        /// One-finger double taps (each gives `togglePause`).
        var doubleTaps = 0
        /// One-finger drags.
        var drags = 0
        /// Long presses (each gives `holdBegan` and `holdEnded`).
        var longPresses = 0
        /// Two-finger pinches.
        var pinches = 0
        /// Ten-finger sequences.
        var tenFingerSequences = 0
    }

    /// Generates at least `minimumEvents` records from `seed`.
    static func generate(minimumEvents: Int, seed: UInt64 = 0x7A11_C0DE) -> SyntheticTouchStream {
        var writer = Writer(seed: seed)
        writer.emitter.reserve(minimumEvents + 10_000)
        while writer.emitter.events.count < minimumEvents {
            writer.writeCycle()
        }
        let emitter = writer.emitter
        return SyntheticTouchStream(
            bytes: InputEventCodec.encode(emitter.events), events: emitter.events.count, updates: emitter.updates,
            frames: emitter.frames, endTime: writer.time, tally: writer.tally)
    }

    /// Writes gestures into a protocol-B emitter, keeping time.
    private struct Writer {
        var emitter = ProtocolBEmitter()
        var time = Instant(microseconds: 1_000_000)
        var tally = GestureTally()
        var random: SplitMix64

        init(seed: UInt64) {
            random = SplitMix64(seed: seed)
        }

        /// One round of the mix.
        mutating func writeCycle() {
            tap(at: point(x: 200...1080, y: 100...620))
            tally.taps += 1
            pause()
            let first = point(x: 200...1080, y: 100...620)
            tap(at: first)
            time = time + .milliseconds(120)
            tap(at: Point(x: first.x + 6, y: first.y - 4))
            tally.doubleTaps += 1
            pause()
            for step in 0..<12 {
                let angle = Double(step) * Double.pi / 6
                let start = point(x: 440...840, y: 260...460)
                drag(from: start, angle: angle, length: Double(random.next(in: 180...300)))
                tally.drags += 1
                pause()
            }
            longPress(at: point(x: 200...1080, y: 100...620))
            tally.longPresses += 1
            pause()
            pinch(center: point(x: 500...780, y: 300...420), from: 120, to: 400, angle: Double(random.next(in: 0...180)))
            pause()
            pinch(center: point(x: 500...780, y: 300...420), from: 420, to: 150, angle: Double(random.next(in: 0...180)))
            tally.pinches += 2
            pause()
            tenFingers(from: point(x: 200...300, y: 150...250))
            tally.tenFingerSequences += 1
            pause()
        }

        mutating func pause() {
            time = time + SyntheticTouchStream.gestureGap
        }

        mutating func point(x: ClosedRange<Int>, y: ClosedRange<Int>) -> Point {
            Point(x: Double(random.next(in: x)), y: Double(random.next(in: y)))
        }

        /// A jitter of up to `amount` points, as a resting finger shows.
        mutating func jitter(_ amount: Int) -> Double {
            Double(random.next(in: -amount...amount))
        }

        mutating func frame(_ changes: [FingerChange]) {
            emitter.frame(at: time, changes)
        }

        mutating func step() {
            time = time + SyntheticTouchStream.frameInterval
        }

        /// Down, five frames with a point of jitter, up: 48 ms.
        mutating func tap(at location: Point) {
            restingFinger(at: location, frames: 5, jitter: 1)
        }

        /// A finger down at `location`, `frames` frames that each move it by up to `jitter`
        /// points from there, and a frame later its lift.
        mutating func restingFinger(at location: Point, frames: Int, jitter amount: Int) {
            frame([down(0, location)])
            for _ in 0..<frames {
                step()
                frame([move(0, Point(x: location.x + jitter(amount), y: location.y + jitter(amount)))])
            }
            step()
            frame([.up(slot: 0)])
        }

        /// A straight drag at `angle` (radians, 0 = right, π/2 = down) over 40 frames.
        mutating func drag(from start: Point, angle: Double, length: Double) {
            frame([down(0, start)])
            let frames = 40
            for index in 1...frames {
                step()
                let distance = length * Double(index) / Double(frames)
                frame([move(0, Point(x: start.x + distance * cos(angle), y: start.y + distance * sin(angle)))])
            }
            frame([.up(slot: 0)])
        }

        /// A finger resting 800 ms with two points of jitter.
        mutating func longPress(at location: Point) {
            restingFinger(at: location, frames: 100, jitter: 2)
        }

        /// Two fingers symmetric about `center` on a line at `angle` degrees, their distance
        /// going from `from` to `to` over 40 frames.
        mutating func pinch(center: Point, from: Double, to: Double, angle: Double) {
            let radians = angle * Double.pi / 180
            func fingers(_ distance: Double) -> (Point, Point) {
                let dx = cos(radians) * distance / 2
                let dy = sin(radians) * distance / 2
                return (Point(x: center.x - dx, y: center.y - dy), Point(x: center.x + dx, y: center.y + dy))
            }
            let start = fingers(from)
            frame([down(0, start.0), down(1, start.1)])
            for index in 1...40 {
                step()
                let now = fingers(from + (to - from) * Double(index) / 40)
                frame([move(0, now.0), move(1, now.1)])
            }
            frame([.up(slot: 0), .up(slot: 1)])
        }

        /// Ten fingers land in one frame, move 150 points down together over 30 frames
        /// (each with its own jitter), and lift in one frame.
        mutating func tenFingers(from origin: Point) {
            let starts = (0..<10).map { Point(x: origin.x + Double($0 % 5) * 150, y: origin.y + Double($0 / 5) * 200) }
            frame(starts.indices.map { down($0, starts[$0]) })
            for index in 1...30 {
                step()
                let offset = 5 * Double(index)
                frame(starts.indices.map { move($0, Point(x: starts[$0].x + jitter(1), y: starts[$0].y + offset)) })
            }
            frame((0..<10).map { .up(slot: $0) })
        }

        func down(_ slot: Int, _ location: Point) -> FingerChange {
            .down(
                slot: slot, x: Self.raw(location.x, SyntheticTouchStream.screen.width),
                y: Self.raw(location.y, SyntheticTouchStream.screen.height))
        }

        func move(_ slot: Int, _ location: Point) -> FingerChange {
            .move(
                slot: slot, x: Self.raw(location.x, SyntheticTouchStream.screen.width),
                y: Self.raw(location.y, SyntheticTouchStream.screen.height))
        }

        /// Device units for a position in points on an axis `length` points long.
        static func raw(_ position: Double, _ length: Double) -> Int32 {
            let axis = SyntheticTouchStream.axis
            let units = Double(axis.upperBound - axis.lowerBound + 1)
            let value = (position / length * units).rounded()
            return Int32(min(max(value, Double(axis.lowerBound)), Double(axis.upperBound)))
        }
    }
}
