import Gestures

/// The range and state of one absolute axis, as `struct input_absinfo` gives it.
public struct AbsInfo: Hashable, Sendable {
    /// The axis' current value (an evemu header may not know it; then 0).
    public var value: Int32
    /// The smallest value the axis reports.
    public var minimum: Int32
    /// The largest value the axis reports.
    public var maximum: Int32
    /// Noise the kernel filters out.
    public var fuzz: Int32
    /// The dead zone around the centre (joysticks).
    public var flat: Int32
    /// Units per millimetre (0 when unknown).
    public var resolution: Int32

    public init(value: Int32 = 0, minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }
}

/// How a device reports several fingers (Documentation/input/multi-touch-protocol.rst).
public enum MultiTouchProtocol: String, Sendable {
    /// Protocol B: slots (`ABS_MT_SLOT`) and tracking ids.
    case slots = "B"
    /// Protocol A: anonymous contacts, one `SYN_MT_REPORT` packet each.
    case packets = "A"
    /// One finger: `ABS_X`/`ABS_Y` and `BTN_TOUCH`.
    case singleTouch = "single-touch"
}

/// What an input device is and can do: identity, properties, the codes it sends and its
/// axis ranges. Read from a device with ioctls, or from an evemu header.
public struct DeviceDescription: Hashable, Sendable {
    /// The device's name (EVIOCGNAME, evemu `N:`).
    public var name: String
    /// The bus type (`BUS_USB` = 3, `BUS_I2C` = 0x18, ...).
    public var bus: UInt16
    public var vendor: UInt16
    public var product: UInt16
    /// The hardware or driver version.
    public var version: UInt16
    /// The `INPUT_PROP_*` numbers the device has (`INPUT_PROP_DIRECT` = 1 for touchscreens).
    public var properties: Set<Int>
    /// The codes the device sends, per event type.
    public var codes: [UInt16: Set<UInt16>]
    /// Each absolute axis' range, by `ABS_*` code.
    public var axes: [UInt16: AbsInfo]

    public init(
        name: String, bus: UInt16 = 0, vendor: UInt16 = 0, product: UInt16 = 0, version: UInt16 = 0,
        properties: Set<Int> = [], codes: [UInt16: Set<UInt16>] = [:], axes: [UInt16: AbsInfo] = [:]
    ) {
        self.name = name
        self.bus = bus
        self.vendor = vendor
        self.product = product
        self.version = version
        self.properties = properties
        self.codes = codes
        self.axes = axes
    }

    /// What a source that is not a device gets when no description is given: a
    /// protocol-B touchscreen with 16 slots whose axes run over `xRange` and `yRange`.
    ///
    /// Callers pass the config's ranges; with the screen's own size in points
    /// (0...W−1, 0...H−1), device units and points coincide, which is what someone
    /// writing raw records by hand expects.
    public static func fallback(xRange: ClosedRange<Int32>, yRange: ClosedRange<Int32>) -> DeviceDescription {
        let x = AbsInfo(minimum: xRange.lowerBound, maximum: xRange.upperBound)
        let y = AbsInfo(minimum: yRange.lowerBound, maximum: yRange.upperBound)
        return DeviceDescription(
            name: "raw input_event records",
            properties: [EventCodes.propertyDirect],
            codes: [
                EventCodes.synchronization: [EventCodes.synReport, EventCodes.synDropped],
                EventCodes.key: [EventCodes.buttonTouch],
                EventCodes.absolute: [
                    EventCodes.absX, EventCodes.absY, EventCodes.mtSlot, EventCodes.mtPositionX,
                    EventCodes.mtPositionY, EventCodes.mtTrackingID,
                ],
            ],
            axes: [
                EventCodes.absX: x, EventCodes.absY: y, EventCodes.mtPositionX: x, EventCodes.mtPositionY: y,
                EventCodes.mtSlot: AbsInfo(minimum: 0, maximum: 15),
                EventCodes.mtTrackingID: AbsInfo(minimum: 0, maximum: 65535),
            ]
        )
    }

    /// Whether the device sends event `code` of `type`.
    public func supports(type: UInt16, code: UInt16) -> Bool {
        codes[type]?.contains(code) ?? false
    }

    /// Whether the device has `INPUT_PROP_DIRECT` (its touches land on the display).
    public var isDirect: Bool { properties.contains(EventCodes.propertyDirect) }

    private func hasAxis(_ code: UInt16) -> Bool {
        supports(type: EventCodes.absolute, code: code) || axes[code] != nil
    }

    /// The multi-touch protocol: B with `ABS_MT_SLOT`, A with `ABS_MT_POSITION_X` and no
    /// slot, else single-touch when it has `ABS_X` and `BTN_TOUCH`; nil for anything else.
    public var touchProtocol: MultiTouchProtocol? {
        if hasAxis(EventCodes.mtSlot) { return .slots }
        if hasAxis(EventCodes.mtPositionX) { return .packets }
        if hasAxis(EventCodes.absX), supports(type: EventCodes.key, code: EventCodes.buttonTouch) { return .singleTouch }
        return nil
    }

    /// The number of slots of a protocol-B device (`ABS_MT_SLOT` max + 1, at most 1024).
    public var slotCount: Int {
        guard let slot = axes[EventCodes.mtSlot], slot.maximum >= 0 else { return touchProtocol == .slots ? 1 : 0 }
        return Int(min(slot.maximum, 1023)) + 1
    }

    /// A touchscreen as `auto` looks for it: INPUT_PROP_DIRECT with ABS_MT_POSITION_X,
    /// and both axes of every position pair it has (see `missingPositionAxis`).
    public var isMultiTouchScreen: Bool { isDirect && hasAxis(EventCodes.mtPositionX) && missingPositionAxis == nil }

    /// Any touch device touchmpv can read: a multi-touch screen, or ABS_X with BTN_TOUCH,
    /// with both axes of every position pair.
    public var isTouchDevice: Bool {
        isMultiTouchScreen
            || (hasAxis(EventCodes.absX) && supports(type: EventCodes.key, code: EventCodes.buttonTouch) && missingPositionAxis == nil)
    }

    /// The keys it has (`EV_KEY` codes with a `KEY_*` name), in code order.
    public var keys: [KeyCode] { (codes[EventCodes.key] ?? []).compactMap(KeyCode.init(code:)).sorted() }

    /// A key device `keys = auto` takes: one with keys (udev's `ID_INPUT_KEY`) that is
    /// neither a keyboard (udev's `ID_INPUT_KEYBOARD`: every key from `KEY_ESC` to `KEY_D`)
    /// nor a power, sleep or wake button alone (ACPI's buttons; a lid is a switch, with no
    /// keys), nor a touch device (read as the touch source, and grabbed once only).
    public var isAutomaticKeyDevice: Bool {
        let keys = keys
        let isKeyboard = (1...32).allSatisfy { supports(type: EventCodes.key, code: UInt16($0)) }
        return !keys.isEmpty && !isKeyboard && !keys.allSatisfy { EventCodes.systemKeys.contains($0.rawValue) } && !isTouchDevice
    }

    /// A position axis that lacks a range while its partner is there.
    public struct MissingAxis: Hashable, Sendable {
        /// The axis without a range (an `ABS_*` code).
        public var axis: UInt16
        /// The axis of the same pair that the description has or names.
        public var partner: UInt16
    }

    /// The first position axis this description names (by its code bitmask or a range)
    /// without the range of both axes of its pair (`ABS_MT_POSITION_X` and `_Y`, `ABS_X`
    /// and `ABS_Y`); nil when every pair it touches is whole. Such a device would be read
    /// with one coordinate always 0 and the other unscaled, so it is refused instead.
    public var missingPositionAxis: MissingAxis? {
        for pair in EventCodes.positionAxisPairs where hasAxis(pair.x) || hasAxis(pair.y) {
            if axes[pair.x] == nil { return MissingAxis(axis: pair.x, partner: pair.y) }
            if axes[pair.y] == nil { return MissingAxis(axis: pair.y, partner: pair.x) }
        }
        return nil
    }

    /// The position axes the decoder maps: `ABS_MT_POSITION_X/Y` for multi-touch,
    /// `ABS_X/Y` for single-touch; nil when the description lacks them.
    public var positionAxes: (x: AbsInfo, y: AbsInfo)? {
        let codes = touchProtocol == .singleTouch ? (EventCodes.absX, EventCodes.absY) : (EventCodes.mtPositionX, EventCodes.mtPositionY)
        guard let x = axes[codes.0], let y = axes[codes.1] else { return nil }
        return (x, y)
    }
}
