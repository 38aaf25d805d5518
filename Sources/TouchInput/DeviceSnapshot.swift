/// A device's touch state read back after `SYN_DROPPED` (EVIOCGMTSLOTS, EVIOCGABS,
/// EVIOCGKEY), so the decoder can resynchronize as libevdev does.
public struct DeviceSnapshot: Hashable, Sendable {
    public struct Slot: Hashable, Sendable {
        /// The tracking id, −1 when the slot is empty.
        public var trackingID: Int32
        /// `ABS_MT_POSITION_X`.
        public var x: Int32
        /// `ABS_MT_POSITION_Y`.
        public var y: Int32
        /// `ABS_MT_TOOL_TYPE` (0 = finger, 2 = palm).
        public var toolType: Int32

        /// Creates a slot's state.
        public init(trackingID: Int32, x: Int32, y: Int32, toolType: Int32 = 0) {
            self.trackingID = trackingID
            self.x = x
            self.y = y
            self.toolType = toolType
        }
    }

    /// Every slot's values, slot 0 first (empty for a device without slots).
    public var slots: [Slot]
    /// The slot that axis events now apply to (`ABS_MT_SLOT`'s value).
    public var currentSlot: Int32
    /// `ABS_X`.
    public var x: Int32
    /// `ABS_Y`.
    public var y: Int32
    /// Whether `BTN_TOUCH` is down.
    public var isTouching: Bool

    public init(slots: [Slot], currentSlot: Int32, x: Int32, y: Int32, isTouching: Bool) {
        self.slots = slots
        self.currentSlot = currentSlot
        self.x = x
        self.y = y
        self.isTouching = isTouching
    }
}
