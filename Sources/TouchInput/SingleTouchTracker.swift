/// Follows a single-touch panel: `ABS_X`/`ABS_Y` and `BTN_TOUCH`.
///
/// The touch begins when `BTN_TOUCH` goes to 1 and ends when it goes to 0; axis
/// updates alone never start one. After lost events with no device to ask, the button
/// is treated as up until the kernel reports a new press, and the press begins a touch
/// only once `ABS_X` and `ABS_Y` have both been sent since the loss (the kernel does not
/// resend a value it thinks unchanged, and the lost events may have changed it).
struct SingleTouchTracker: Sendable {
    private var x: Int32 = 0
    private var y: Int32 = 0
    /// `x` and `y` were sent since the last loss of events (or read from the device).
    private var isXKnown = true
    private var isYKnown = true
    private var isPressed = false
    private var touch: Int?
    private var reportedX: Int32 = 0
    private var reportedY: Int32 = 0

    /// The number of touches reported as down (0 or 1).
    var touchCount: Int { touch == nil ? 0 : 1 }

    mutating func handleAxis(code: UInt16, value: Int32) {
        if code == EventCodes.absX {
            x = value
            isXKnown = true
        } else if code == EventCodes.absY {
            y = value
            isYKnown = true
        }
    }

    mutating func handleTouchButton(value: Int32) {
        isPressed = value != 0
    }

    /// Reports what changed since the last SYN_REPORT.
    mutating func flush(into frame: inout FrameBuilder) {
        if let touch {
            if !isPressed {
                frame.add(touch, .ended, x: x, y: y)
                self.touch = nil
            } else if x != reportedX || y != reportedY {
                frame.add(touch, .moved, x: x, y: y)
                (reportedX, reportedY) = (x, y)
            }
        } else if isPressed && isXKnown && isYKnown {
            let touch = frame.newTouchID()
            frame.add(touch, .began, x: x, y: y)
            self.touch = touch
            (reportedX, reportedY) = (x, y)
        }
    }

    /// Cancels the touch and waits for a new press and both coordinates.
    mutating func cancelAll(into frame: inout FrameBuilder) {
        if let touch {
            frame.add(touch, .cancelled, x: reportedX, y: reportedY)
        }
        touch = nil
        isPressed = false
        isXKnown = false
        isYKnown = false
    }

    /// Takes the device's position when it was opened; a finger already pressed stays
    /// unreported until a new press, since no `BTN_TOUCH` 1 came for it.
    mutating func start(from snapshot: DeviceSnapshot) {
        x = snapshot.x
        y = snapshot.y
    }

    /// Takes the device's real state after lost events.
    mutating func resync(to snapshot: DeviceSnapshot, into frame: inout FrameBuilder) {
        if !snapshot.isTouching {
            cancelAll(into: &frame)
        }
        x = snapshot.x
        y = snapshot.y
        (isXKnown, isYKnown) = (true, true)
        isPressed = snapshot.isTouching
        flush(into: &frame)
    }
}
