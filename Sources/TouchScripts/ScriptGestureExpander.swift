import Gestures

#if canImport(Glibc)
    import Glibc
#endif

/// Expands the gesture commands of a `.touch` script (tap, drag, hold, pinch, rotate)
/// into finger events, numbering their fingers from `ScriptLimits.firstGeneratedID`.
struct ScriptGestureExpander {
    /// The next id a generated finger gets.
    private var nextID = ScriptLimits.firstGeneratedID
    /// The events made so far (across all statements).
    private(set) var events: [ScriptTouchEvent] = []
    /// Where the current statement is.
    var line = 0
    var column = 0
    /// What the current statement's fingers are (its `tool=`).
    var tool = TouchType.finger

    /// The most events it may make: a script's `ScriptLimits.maximumEvents`, or for a
    /// live stream's line the room left for events waiting to be played.
    var maximumEvents = ScriptLimits.maximumEvents

    /// The key events made so far (`key`), in the order made.
    private(set) var keys: [KeyEvent] = []

    /// Room left under `maximumEvents`, which keys share with fingers.
    var remainingEvents: Int { maximumEvents - events.count - keys.count }

    /// Forgets the events made so far, keeping the numbering of generated fingers: a
    /// live stream takes each line's events away once built.
    mutating func removeEvents() {
        events.removeAll()
        keys.removeAll()
    }

    /// The key events of `key` held from `start` for `hold` microseconds: the press, the
    /// kernel's repeats while it is held (`KeyEvent.repeatDelay`, then every
    /// `KeyEvent.repeatPeriod`, before the release), the release.
    static func keyEvents(_ key: KeyCode, at start: Int64, hold: Int64) -> [KeyEvent] {
        let at = { (time: Int64, change: KeyEvent.Change) in KeyEvent(time: Instant(microseconds: time), key: key, change: change) }
        var events = [at(start, .pressed)]
        var time = start + KeyEvent.repeatDelay.wholeMicroseconds
        while time < start + hold {
            events.append(at(time, .repeated))
            time += KeyEvent.repeatPeriod.wholeMicroseconds
        }
        return events + [at(start + hold, .released)]
    }

    /// How many events `keyEvents` makes.
    static func keyEventCount(hold: Int64) -> Int {
        let delay = KeyEvent.repeatDelay.wholeMicroseconds
        return 2 + (hold > delay ? Int((hold - delay - 1) / KeyEvent.repeatPeriod.wholeMicroseconds) + 1 : 0)
    }

    mutating func append(_ keyEvents: [KeyEvent]) {
        keys += keyEvents
    }

    mutating func append(_ time: Int64, _ kind: ScriptTouchEvent.Kind) {
        events.append(ScriptTouchEvent(time: time, kind: kind, line: line, column: column))
    }

    private mutating func newFingers(_ count: Int) -> [Int] {
        defer { nextID += count }
        return (0..<count).map { nextID + $0 }
    }

    /// n = max(1, round(duration·hz/1000)) moves, with the duration in milliseconds.
    static func moveCount(duration: Int64, hz: Double) -> Int {
        max(1, Int((Double(duration) / 1000 * hz / 1000).rounded()))
    }

    /// `tap`: per tap, every finger down at t and up at t+press; the next tap starts
    /// press+gap later; finger i at (X+20i, Y).
    mutating func tap(at start: Int64, _ point: Point, count: Int, fingers: Int, press: Int64, gap: Int64) {
        var time = start
        for _ in 0..<count {
            let ids = newFingers(fingers)
            for (index, id) in ids.enumerated() {
                append(time, .down(id, Point(x: point.x + 20 * Double(index), y: point.y), tool))
            }
            for id in ids {
                append(time + press, .up(id))
            }
            time += press + gap
        }
    }

    /// `hold`: down at t, up at t+duration.
    mutating func hold(at start: Int64, _ point: Point, duration: Int64) {
        let id = newFingers(1)[0]
        append(start, .down(id, point, tool))
        append(start + duration, .up(id))
    }

    /// Fingers that go down at t at `positions(0)`, move `moves` times to
    /// `positions(k/n)` at t + duration·k/n (the last exactly at `positions(1)`), and
    /// lift together at t+duration, in the frame of the last move.
    mutating func stroke(at start: Int64, duration: Int64, moves: Int, fingers: Int, positions: (Double, Int) -> Point) {
        let ids = newFingers(fingers)
        for (index, id) in ids.enumerated() {
            append(start, .down(id, positions(0, index), tool))
        }
        for step in 1...moves {
            let fraction = step == moves ? 1 : Double(step) / Double(moves)
            let time = start + duration * Int64(step) / Int64(moves)
            for (index, id) in ids.enumerated() {
                append(time, .move(id, positions(fraction, index)))
            }
        }
        for id in ids {
            append(start + duration, .up(id))
        }
    }

    /// `drag`: a straight stroke from `from` to `to`, finger i offset by (20i, 0).
    mutating func drag(at start: Int64, from: Point, to: Point, duration: Int64, fingers: Int, moves: Int) {
        stroke(at: start, duration: duration, moves: moves, fingers: fingers) { fraction, index in
            let x = fraction == 1 ? to.x : from.x + (to.x - from.x) * fraction
            let y = fraction == 1 ? to.y : from.y + (to.y - from.y) * fraction
            return Point(x: x + 20 * Double(index), y: y)
        }
    }

    /// `pinch`: two fingers symmetric about `center` on a line at `degrees` (clockwise
    /// from the x axis on screen, y pointing down), their distance going from `from` to `to`.
    mutating func pinch(at start: Int64, center: Point, from: Double, to: Double, duration: Int64, moves: Int, degrees: Double) {
        let radians = degrees * .pi / 180
        let (dx, dy) = (cos(radians), sin(radians))
        stroke(at: start, duration: duration, moves: moves, fingers: 2) { fraction, index in
            let half = (from + (to - from) * fraction) / 2
            let sign: Double = index == 0 ? 1 : -1
            return Point(x: center.x + sign * half * dx, y: center.y + sign * half * dy)
        }
    }

    /// `rotate`: two fingers opposite each other on a circle of `radius` about
    /// `center`, starting on the horizontal diameter (first finger on the right) and
    /// turning by `degrees`, positive = clockwise on screen.
    mutating func rotate(at start: Int64, center: Point, degrees: Double, radius: Double, duration: Int64, moves: Int) {
        stroke(at: start, duration: duration, moves: moves, fingers: 2) { fraction, index in
            let angle = degrees * fraction * .pi / 180 + (index == 0 ? 0 : .pi)
            return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }
}
