/// What recognizers receive with their touches, the counterpart of `UIEvent`: one input
/// frame's moment and every finger down at that moment.
public struct TouchEvent {
    /// When the frame happened, on the gesture clock.
    public let timestamp: Instant
    /// Every touch down in this frame, including those lifting or cancelled in it.
    public let allTouches: [Touch]

    /// Creates an event; the router makes one per frame.
    public init(timestamp: Instant, allTouches: [Touch]) {
        self.timestamp = timestamp
        self.allTouches = allTouches
    }

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
