import Gestures

/// Turns a script's finger events into frames, checking that fingers are used sanely.
///
/// Events with the same time form one frame. Within it, downs and moves are applied
/// first (in the script's order), then lifts and `cancel`s, so a finger that moves and
/// lifts at once is judged at its final position. A finger moved twice in one frame
/// is reported once, at its last position. Errors: a finger put down while already
/// down, a finger moved or lifted while not down, and a finger put down that would
/// leave more than `ScriptLimits.maximumFingersDown` down after its frame.
///
/// The fingers down carry over from one call to the next: a file is built in one call,
/// a control-socket client's statements one line at a time. A call that throws may have
/// changed them; a caller that goes on after an error builds on a copy.
struct ScriptTimelineBuilder {
    /// The fingers down after the events built so far: where, put down on which line, in
    /// which order.
    private var down: [Int: (location: Point, line: Int, order: Int)] = [:]
    private var nextOrder = 0

    /// The ids of the fingers down after the events built so far.
    var fingersDown: [Int] { down.sorted { $0.value.order < $1.value.order }.map(\.key) }

    /// The frames `events` make (sorted by time; at equal times in the given order).
    mutating func frames(from events: [ScriptTouchEvent], file: String) throws(ScriptError) -> [TouchFrame] {
        let ordered = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        var frames: [TouchFrame] = []
        var index = 0
        while index < ordered.count {
            let time = ordered[index].time
            var end = index
            while end < ordered.count, ordered[end].time == time { end += 1 }
            let group = ordered[index..<end]
            var updates: [TouchUpdate] = []
            var updateIndex: [Int: Int] = [:]
            var lifting = Set<Int>()
            var cancelsAll = false
            for event in group {
                switch event.kind {
                case .up(let id): lifting.insert(id)
                case .cancelAll: cancelsAll = true
                case .down, .move: break
                }
            }
            var staying = down.keys.count(where: { !lifting.contains($0) })
            for event in group {
                switch event.kind {
                case .down(let id, let location, let type):
                    if let previous = down[id] {
                        throw ScriptError(
                            file: file, line: event.line, column: event.column,
                            message: "finger \(id) is already down (put down on line \(previous.line))")
                    }
                    if !cancelsAll && !lifting.contains(id) {
                        staying += 1
                        guard staying <= ScriptLimits.maximumFingersDown else {
                            throw ScriptError(
                                file: file, line: event.line, column: event.column,
                                message:
                                    "this statement would keep more than \(ScriptLimits.maximumFingersDown) fingers down at once (the most a script may keep down)"
                            )
                        }
                    }
                    down[id] = (location, event.line, nextOrder)
                    nextOrder += 1
                    updateIndex[id] = updates.count
                    updates.append(TouchUpdate(id: id, phase: .began, location: location, type: type))
                case .move(let id, let location):
                    guard let previous = down[id] else {
                        throw ScriptError(
                            file: file, line: event.line, column: event.column, message: "move of finger \(id), which is not down")
                    }
                    down[id] = (location, previous.line, previous.order)
                    if let existing = updateIndex[id] {
                        updates[existing].location = location
                    } else {
                        updateIndex[id] = updates.count
                        updates.append(TouchUpdate(id: id, phase: .moved, location: location))
                    }
                case .up, .cancelAll:
                    break
                }
            }
            for event in group {
                switch event.kind {
                case .up(let id):
                    guard let previous = down.removeValue(forKey: id) else {
                        throw ScriptError(
                            file: file, line: event.line, column: event.column, message: "up of finger \(id), which is not down")
                    }
                    updates.append(TouchUpdate(id: id, phase: .ended, location: previous.location))
                case .cancelAll:
                    for (id, finger) in down.sorted(by: { $0.value.order < $1.value.order }) {
                        updates.append(TouchUpdate(id: id, phase: .cancelled, location: finger.location))
                    }
                    down.removeAll()
                case .down, .move:
                    break
                }
            }
            if !updates.isEmpty {
                frames.append(TouchFrame(time: Instant(microseconds: time), updates: updates))
            }
            index = end
        }
        return frames
    }

    /// Frames, keys and expectations in time order: at equal times frames first, then
    /// keys, then expectations, each kind in its given order.
    static func merge(frames: [TouchFrame], keys: [KeyEvent], expectations: [Expectation]) -> [TouchScript.Event] {
        let events: [(rank: Int, event: TouchScript.Event)] =
            frames.map { (0, .frame($0)) } + keys.map { (1, .key($0)) } + expectations.map { (2, .expectation($0)) }
        return events.enumerated().sorted {
            ($0.element.event.time, $0.element.rank, $0.offset) < ($1.element.event.time, $1.element.rank, $1.offset)
        }
        .map(\.element.event)
    }
}
