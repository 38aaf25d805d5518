/// What recognizers receive with their touches, the counterpart of `UIEvent`: one input
/// frame's moment and every finger down at that moment.
///
/// Like `Touches`, it is a view of the router's state, made without retaining anything
/// (docs/architecture.md, "The recognizer core"), and valid while the touch method it
/// came with runs.
public struct TouchEvent {
    /// When the frame happened, on the gesture clock.
    public let timestamp: Instant
    /// The router whose touches these are, unretained (it outlives the call).
    private let router: UnsafeLink<TouchRouter>

    /// An event of `router`'s current frame.
    init(timestamp: Instant, router: TouchRouter) {
        self.timestamp = timestamp
        self.router = UnsafeLink(router)
    }

    /// Every touch down in this frame, including those lifting or cancelled in it, in
    /// ascending order of finger id.
    public var allTouches: [Touch] { router.with { $0.touchesOfFrame } }

    /// The touches of this event that touched down on `view` or one of its subviews.
    public func touches(for view: View) -> [Touch] {
        allTouches.filter { touch in
            var current = touch.view
            while let candidate = current {
                if candidate === view { return true }
                current = candidate.superview
            }
            return false
        }
    }
}
