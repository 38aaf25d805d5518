import CLinuxInput
import Gestures

/// The `linux/input.h` event types and codes the decoder reads, as the `UInt16`s that
/// `struct input_event` carries (the C header imports them as `Int32`).
public enum EventCodes {
    static let synchronization = UInt16(EV_SYN)
    static let key = UInt16(EV_KEY)
    public static let absolute = UInt16(EV_ABS)

    static let synReport = UInt16(SYN_REPORT)
    static let synMTReport = UInt16(SYN_MT_REPORT)
    static let synDropped = UInt16(SYN_DROPPED)

    static let buttonTouch = UInt16(BTN_TOUCH)
    /// The keys of a machine's power, sleep and wake buttons, which `keys = auto` leaves
    /// to the system.
    static let systemKeys: Set<UInt16> = [
        UInt16(KEY_POWER), UInt16(KEY_POWER2), UInt16(KEY_SLEEP), UInt16(KEY_WAKEUP), UInt16(KEY_SUSPEND),
    ]

    static let absX = UInt16(ABS_X)
    static let absY = UInt16(ABS_Y)
    static let mtSlot = UInt16(ABS_MT_SLOT)
    static let mtPositionX = UInt16(ABS_MT_POSITION_X)
    static let mtPositionY = UInt16(ABS_MT_POSITION_Y)
    static let mtToolType = UInt16(ABS_MT_TOOL_TYPE)
    static let mtTrackingID = UInt16(ABS_MT_TRACKING_ID)

    /// The position axes, each with its partner: a touch position needs both of a pair.
    static let positionAxisPairs: [(x: UInt16, y: UInt16)] = [(mtPositionX, mtPositionY), (absX, absY)]

    /// A position axis' `linux/input.h` name, for messages ("ABS_MT_POSITION_X").
    public static func positionAxisName(_ code: UInt16) -> String {
        switch code {
        case mtPositionX: "ABS_MT_POSITION_X"
        case mtPositionY: "ABS_MT_POSITION_Y"
        case absX: "ABS_X"
        case absY: "ABS_Y"
        default: "ABS axis \(code)"
        }
    }

    /// `MT_TOOL_PALM`: the contact is a palm, not a finger.
    static let toolPalm = Int32(MT_TOOL_PALM)
    /// `MT_TOOL_PEN`: the contact is a pen or stylus.
    static let toolPen = Int32(MT_TOOL_PEN)

    /// The touch type of a contact whose `ABS_MT_TOOL_TYPE` is `tool`: a pen for
    /// `MT_TOOL_PEN`, else a finger (`MT_TOOL_FINGER`, and tools a touchscreen treats as
    /// one, such as `MT_TOOL_DIAL`). Palms never begin a touch.
    static func touchType(ofTool tool: Int32) -> TouchType {
        tool == toolPen ? .pen : .finger
    }
    /// `INPUT_PROP_DIRECT`: the device is a touchscreen (touches map onto the display).
    static let propertyDirect = Int(INPUT_PROP_DIRECT)

    /// The highest code of each type the tables hold (`EV_MAX`, `KEY_MAX`, `ABS_MAX`...).
    public static let typeMax = Int(EV_MAX)
}
