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

    /// The frame at `time` with everything added since the last call, or nil when nothing changed.
    mutating func finish(at time: Instant) -> TouchFrame? {
        defer {
            downsAndMoves.removeAll(keepingCapacity: true)
            endings.removeAll(keepingCapacity: true)
        }
        guard !downsAndMoves.isEmpty || !endings.isEmpty else { return nil }
        return TouchFrame(time: time, updates: downsAndMoves + endings)
    }
}
