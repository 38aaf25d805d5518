import Gestures

/// Collects one frame's touch updates for the decoder's trackers: hands out touch ids
/// and orders the frame as SPEC §3 wants — touch-downs and moves before lifts and
/// cancellations.
struct FrameBuilder: Sendable {
    /// Maps device units to points.
    var mapper: CoordinateMapper
    private var nextID = 1
    private var downsAndMoves: [TouchUpdate] = []
    private var endings: [TouchUpdate] = []

    init(mapper: CoordinateMapper) {
        self.mapper = mapper
    }

    /// A fresh touch id. Ids count up from 1 and are never reused while the decoder
    /// lives (wrapping only after 2^63 touches), so the gesture layer never sees one
    /// finger's id given to another.
    mutating func newTouchID() -> Int {
        let id = nextID
        nextID = nextID == Int.max ? 1 : nextID + 1
        return id
    }

    /// Adds an update for touch `id` at raw position (`x`, `y`).
    mutating func add(_ id: Int, _ phase: TouchPhase, x: Int32, y: Int32) {
        let update = TouchUpdate(id: id, phase: phase, location: mapper.point(x: x, y: y))
        if phase == .ended || phase == .cancelled {
            endings.append(update)
        } else {
            downsAndMoves.append(update)
        }
    }

    /// The frame at `time` with everything added since the last call, or nil when nothing
    /// changed. The downs and moves array becomes the frame's (the frame owns it from
    /// then on), and the next frame's starts with the room this one needed, so a frame
    /// costs one array, no copy and no growth.
    mutating func finish(at time: Instant) -> TouchFrame? {
        guard !downsAndMoves.isEmpty || !endings.isEmpty else { return nil }
        var updates = downsAndMoves
        downsAndMoves = []
        if !endings.isEmpty {
            updates.append(contentsOf: endings)
            endings.removeAll(keepingCapacity: true)
        }
        downsAndMoves.reserveCapacity(updates.count)
        return TouchFrame(time: time, updates: updates)
    }
}
