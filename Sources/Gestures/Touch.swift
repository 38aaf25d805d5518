/// One finger on the screen for as long as it is down, the counterpart of `UITouch`.
///
/// The router creates a touch when the finger touches down and updates the same object
/// until it lifts or is cancelled; recognizers receive it in their `touches…` methods.
/// Once a finger has lifted and nothing but the router holds its touch any more, the
/// router reuses the object for a later finger, so touching down allocates nothing.
public final class Touch {
    /// The router's slot for the finger: its place in the router's table and its bit in a
    /// `TouchSet`; fixed for the object's life.
    let slot: Int
    /// The finger this object stands for now, replaced whole when the object is reused.
    private var finger: Finger

    /// The router's number of the last frame that listed this touch as landed or moved,
    /// so a frame naming a finger twice delivers it once without a per-frame set.
    var lastFrameUpdated: UInt64 = 0

    /// What the touch knows of its finger.
    private struct Finger {
        var id: Int
        let type: TouchType
        var phase = TouchPhase.began
        var changedAt: Instant
        var view: View?
        let touchDownLocation: Point
        var location: Point
        var previousLocation: Point
        var landingLocation: Point

        /// A finger (or pen) landing at `location` on `view` at `timestamp`.
        init(id: Int, type: TouchType, location: Point, timestamp: Instant, view: View?) {
            self.id = id
            self.type = type
            changedAt = timestamp
            self.view = view
            touchDownLocation = location
            self.location = location
            previousLocation = location
            landingLocation = location
        }
    }

    /// A touch for finger `id` landing at `location` on `view`, in router slot `slot`.
    init(slot: Int, id: Int, type: TouchType, location: Point, timestamp: Instant, view: View?) {
        self.slot = slot
        finger = Finger(id: id, type: type, location: location, timestamp: timestamp, view: view)
    }

    /// The finger's identifier from the input (a tracking id, a script's ID).
    public var id: Int { finger.id }
    /// What touched the screen, as the input said when it touched down.
    public var type: TouchType { finger.type }
    /// What the finger did most recently.
    public var phase: TouchPhase { finger.phase }
    /// When the finger last changed, on the gesture clock.
    public var timestamp: Instant { finger.changedAt }
    /// The view the finger touched down on (the hit-tested view); nil when it landed on
    /// no interactive view.
    public var view: View? { finger.view }
    /// Where the finger touched down, in screen coordinates.
    public var initialScreenLocation: Point { finger.touchDownLocation }
    /// Where the finger is, in screen coordinates.
    var screenLocation: Point { finger.location }
    /// Where the finger was before its latest change, in screen coordinates.
    var previousScreenLocation: Point { finger.previousLocation }
    /// Where the finger was when recognizers received it in `touchesBegan` (the end of
    /// its landing frame's moves): what the tap and press recognizers measure movement from.
    var landingLocation: Point { finger.landingLocation }

    /// Whether the finger is still down (it has neither lifted nor been cancelled).
    public var isDown: Bool { finger.phase != .ended && finger.phase != .cancelled }

    /// Where the finger is, in `view`'s coordinates (screen coordinates for nil).
    public func location(in view: View?) -> Point {
        view?.convert(screenLocation, from: nil) ?? screenLocation
    }

    /// Where the finger was before its latest change, in `view`'s coordinates.
    public func previousLocation(in view: View?) -> Point {
        view?.convert(previousScreenLocation, from: nil) ?? previousScreenLocation
    }

    /// Makes this (reused) object the touch of a new finger.
    func reuse(id: Int, type: TouchType, location: Point, timestamp: Instant, view: View?) {
        finger = Finger(id: id, type: type, location: location, timestamp: timestamp, view: view)
        lastFrameUpdated = 0
    }

    /// Lets go of the view, for a touch its router no longer delivers: a recognizer that
    /// keeps touches (its fingers, until its reset) holds them, they would hold the view,
    /// and the view holds the recognizer — a cycle that would keep the whole tree alive.
    func forgetView() {
        finger.view = nil
    }

    /// Notes where the finger is as its landing frame is delivered.
    func recordLandingLocation() {
        finger.landingLocation = finger.location
    }

    /// Records a change of the finger.
    func update(phase: TouchPhase, location: Point, timestamp: Instant) {
        finger.previousLocation = finger.location
        finger.location = location
        finger.phase = phase
        finger.changedAt = timestamp
    }
}
