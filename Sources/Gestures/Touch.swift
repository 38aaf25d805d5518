/// One finger on the screen for as long as it is down, the counterpart of `UITouch`.
///
/// The router creates a touch when the finger touches down and updates the same object
/// until it lifts or is cancelled; recognizers receive it in their `touches…` methods.
public final class Touch {
    /// The finger's identifier from the input (a tracking id, a script's ID).
    public let id: Int
    /// What the finger did most recently.
    public internal(set) var phase: TouchPhase
    /// When the finger last changed, on the gesture clock.
    public internal(set) var timestamp: Instant
    /// The view the finger touched down on (the hit-tested view); nil when it landed on
    /// no interactive view.
    public internal(set) weak var view: View?
    /// Where the finger touched down, in screen coordinates.
    public let initialScreenLocation: Point
    /// Where the finger is, in screen coordinates.
    var screenLocation: Point
    /// Where the finger was before its latest change, in screen coordinates.
    var previousScreenLocation: Point

    /// The router's number of the last frame that listed this touch as landed or moved,
    /// so a frame naming a finger twice delivers it once without a per-frame set.
    var lastFrameUpdated: UInt64 = 0

    init(id: Int, location: Point, timestamp: Instant, view: View?) {
        self.id = id
        self.phase = .began
        self.timestamp = timestamp
        self.view = view
        self.initialScreenLocation = location
        self.screenLocation = location
        self.previousScreenLocation = location
    }

    /// Whether the finger is still down (it has neither lifted nor been cancelled).
    public var isDown: Bool { phase != .ended && phase != .cancelled }

    /// Where the finger is, in `view`'s coordinates (screen coordinates for nil).
    public func location(in view: View?) -> Point {
        view?.convert(screenLocation, from: nil) ?? screenLocation
    }

    /// Where the finger was before its latest change, in `view`'s coordinates.
    public func previousLocation(in view: View?) -> Point {
        view?.convert(previousScreenLocation, from: nil) ?? previousScreenLocation
    }

    /// Records a change of the finger.
    func update(phase: TouchPhase, location: Point, timestamp: Instant) {
        previousScreenLocation = screenLocation
        screenLocation = location
        self.phase = phase
        self.timestamp = timestamp
    }
}

extension Sequence where Element == Touch {
    /// The average screen location of the touches; nil when there are none.
    var screenCentroid: Point? {
        var count = 0.0
        var sumX = 0.0
        var sumY = 0.0
        for touch in self {
            count += 1
            sumX += touch.screenLocation.x
            sumY += touch.screenLocation.y
        }
        return count > 0 ? Point(x: sumX / count, y: sumY / count) : nil
    }
}
