import Foundation
import Gestures
import ToolSupport

/// The recognizer benchmark's input (issue 17): touch frames for the `Gestures` library
/// alone, with no decoder before it, the kind of stream other gesture libraries are
/// measured on. Cycles of ten gestures in a shuffled order, 30 % taps, 50 % drags and
/// 20 % pinch-rotates (3, 5 and 2), every frame 8 ms after the one before, gestures
/// included, as on a busy 125 Hz panel; cycles are written until there are at least N
/// finger updates.
///
/// - tap: a touch-down and its lift in place 8 ms later (2 updates);
/// - drag: a touch-down, 20 steps along a straight line at any angle, 60 to 300 points in
///   all, and the lift where the last step ended (22 updates);
/// - pinch-rotate: two fingers land together, symmetric about a centre, take 20 steps in
///   which their distance grows or shrinks by 60 to 200 points and their line turns by
///   0.2 to 1.5 radians either way, and lift together where they are (44 updates).
///
/// Deterministic: the same seed gives the same frames. Each finger has an id of its own.
struct GestureStream {
    /// The frames, in time order.
    let frames: [TouchFrame]
    /// The finger updates in them.
    let updates: Int
    /// How many of each gesture were written.
    let tally: Tally

    /// The gestures written, to check the recognitions against.
    struct Tally {
        /// One-finger taps.
        var taps = 0
        /// One-finger drags.
        var drags = 0
        /// Two-finger pinch-rotates.
        var pinchRotates = 0
    }

    /// The screen the frames are on, in points.
    static let screen = Size(width: 1280, height: 720)
    /// The time between two frames.
    static let frameInterval: Duration = .milliseconds(8)

    /// Generates whole cycles until there are at least `minimumUpdates` updates.
    static func generate(minimumUpdates: Int, seed: UInt64 = 0x6E57_17E5) -> GestureStream {
        var writer = Writer(seed: seed)
        while writer.updates < minimumUpdates {
            writer.writeCycle()
        }
        return GestureStream(frames: writer.frames, updates: writer.updates, tally: writer.tally)
    }

    /// Writes gestures as frames, keeping time and finger ids.
    private struct Writer {
        var frames: [TouchFrame] = []
        var updates = 0
        var tally = Tally()
        var random: SplitMix64
        var time = Instant(microseconds: 1_000_000)
        var nextID = 1

        init(seed: UInt64) {
            random = SplitMix64(seed: seed)
        }

        private enum Gesture {
            case tap, drag, pinchRotate
        }

        /// One cycle: 3 taps, 5 drags and 2 pinch-rotates in a random order.
        mutating func writeCycle() {
            var gestures: [Gesture] = [.tap, .tap, .tap, .drag, .drag, .drag, .drag, .drag, .pinchRotate, .pinchRotate]
            for index in gestures.indices.reversed() {
                gestures.swapAt(index, random.next(below: index + 1))
            }
            for gesture in gestures {
                switch gesture {
                case .tap: tap()
                case .drag: drag()
                case .pinchRotate: pinchRotate()
                }
            }
        }

        mutating func tap() {
            let id = newID()
            let location = point(x: 40...1240, y: 40...680)
            frame([TouchUpdate(id: id, phase: .began, location: location)])
            frame([TouchUpdate(id: id, phase: .ended, location: location)])
            tally.taps += 1
        }

        mutating func drag() {
            let id = newID()
            let start = point(x: 200...1080, y: 150...570)
            let angle = Double(random.next(below: 360)) * Double.pi / 180
            let length = Double(random.next(in: 60...300))
            frame([TouchUpdate(id: id, phase: .began, location: start)])
            var location = start
            for step in 1...20 {
                let distance = length * Double(step) / 20
                location = Point(x: start.x + distance * cos(angle), y: start.y + distance * sin(angle))
                frame([TouchUpdate(id: id, phase: .moved, location: location)])
            }
            frame([TouchUpdate(id: id, phase: .ended, location: location)])
            tally.drags += 1
        }

        mutating func pinchRotate() {
            let ids = (newID(), newID())
            let center = point(x: 400...880, y: 250...470)
            let startDistance = Double(random.next(in: 80...300))
            let change = Double(random.next(in: 60...200)) * (random.next(below: 2) == 0 ? 1 : -1)
            let endDistance = max(40, startDistance + change)
            let startAngle = Double(random.next(below: 180)) * Double.pi / 180
            let turn = Double(random.next(in: 20...150)) / 100 * (random.next(below: 2) == 0 ? 1 : -1)
            func fingers(_ fraction: Double, _ phase: TouchPhase) -> [TouchUpdate] {
                let half = (startDistance + (endDistance - startDistance) * fraction) / 2
                let angle = startAngle + turn * fraction
                let offset = Point(x: half * cos(angle), y: half * sin(angle))
                return [
                    TouchUpdate(id: ids.0, phase: phase, location: Point(x: center.x - offset.x, y: center.y - offset.y)),
                    TouchUpdate(id: ids.1, phase: phase, location: Point(x: center.x + offset.x, y: center.y + offset.y)),
                ]
            }
            frame(fingers(0, .began))
            for step in 1...20 {
                frame(fingers(Double(step) / 20, .moved))
            }
            frame(fingers(1, .ended))
            tally.pinchRotates += 1
        }

        mutating func frame(_ changes: [TouchUpdate]) {
            frames.append(TouchFrame(time: time, updates: changes))
            updates += changes.count
            time = time + GestureStream.frameInterval
        }

        mutating func newID() -> Int {
            defer { nextID += 1 }
            return nextID
        }

        mutating func point(x: ClosedRange<Int>, y: ClosedRange<Int>) -> Point {
            Point(x: Double(random.next(in: x)), y: Double(random.next(in: y)))
        }
    }
}
