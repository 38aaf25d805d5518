import Gestures

/// A test's way of writing touch input for a player layer: frames at milliseconds, each
/// a list of `(id, phase, x, y)`, and the one-finger steps built from them. A harness
/// conforms by saying where a frame goes.
public protocol LayerFrames {
    /// Delivers one frame to the layer.
    func deliver(_ frame: TouchFrame)
}

extension LayerFrames {
    /// The instant `ms` milliseconds from the start.
    public static func at(_ ms: Double) -> Instant { Instant(microseconds: Int64((ms * 1000).rounded())) }

    /// Milliseconds as "350" or "89.999".
    public static func milliseconds(_ time: Instant) -> String {
        let value = Double(time.microseconds) / 1000
        return value == value.rounded() ? String(Int64(value)) : String(value)
    }

    /// One frame of updates `(id, phase, x, y)` at `ms`.
    public func send(_ ms: Double, _ updates: [(Int, TouchPhase, Double, Double)]) {
        deliver(
            TouchFrame(time: Self.at(ms), updates: updates.map { TouchUpdate(id: $0.0, phase: $0.1, location: Point(x: $0.2, y: $0.3)) }))
    }

    public func down(_ id: Int, _ x: Double, _ y: Double, at ms: Double) { send(ms, [(id, .began, x, y)]) }
    public func move(_ id: Int, _ x: Double, _ y: Double, at ms: Double) { send(ms, [(id, .moved, x, y)]) }
    public func up(_ id: Int, _ x: Double, _ y: Double, at ms: Double) { send(ms, [(id, .ended, x, y)]) }
    public func cancel(_ id: Int, _ x: Double, _ y: Double, at ms: Double) { send(ms, [(id, .cancelled, x, y)]) }

    /// A one-finger tap at (x, y): down at `ms`, up `press` ms later.
    public func tap(_ x: Double, _ y: Double, at ms: Double, press: Double = 50, id: Int = 1) {
        down(id, x, y, at: ms)
        up(id, x, y, at: ms + press)
    }
}
