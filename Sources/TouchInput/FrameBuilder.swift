import Gestures

/// Collects one frame's touch updates for the decoder's trackers: hands out touch ids and
/// orders the frame as the script format wants (docs/behaviour.md, "The native script
/// format") — touch-downs and moves before lifts and cancellations.
struct FrameBuilder: Sendable {
    /// Maps device units to points.
    var mapper: CoordinateMapper
    private var nextID = 1
    /// The downs and moves added, then, once finished, the frame's updates: the last
    /// frame handed out shares this storage until the next frame starts.
    private var updates: [TouchUpdate] = []
    private var endings: [TouchUpdate] = []
    /// `updates` holds the frame last handed out.
    private var handedOut = false

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

    /// Adds an update for touch `id` at raw position (`x`, `y`); `type` is what a began
    /// update says touched the screen.
    mutating func add(_ id: Int, _ phase: TouchPhase, x: Int32, y: Int32, type: TouchType = .finger) {
        startFrame()
        let update = TouchUpdate(id: id, phase: phase, location: mapper.point(x: x, y: y), type: type)
        if phase == .ended || phase == .cancelled {
            endings.append(update)
        } else {
            updates.append(update)
        }
    }

    /// The frame at `time` with everything added since the last call, or nil when nothing
    /// changed. The frame shares the builder's array; the next frame empties it in place
    /// when the frame is gone by then (a consumer that handles each frame before decoding
    /// on allocates nothing), and starts a new array of the same room when the frame is
    /// still held (copy on write: a frame never changes once handed out).
    mutating func finish(at time: Instant) -> TouchFrame? {
        startFrame()
        guard !updates.isEmpty || !endings.isEmpty else { return nil }
        if !endings.isEmpty {
            updates.append(contentsOf: endings)
            endings.removeAll(keepingCapacity: true)
        }
        handedOut = true
        return TouchFrame(time: time, updates: updates)
    }

    /// Empties `updates` of the frame last handed out, keeping its room.
    private mutating func startFrame() {
        guard handedOut else { return }
        updates.removeAll(keepingCapacity: true)
        handedOut = false
    }
}
