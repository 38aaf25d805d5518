import CLinuxInput

@testable import Gestures
@testable import TouchInput

/// Builds evdev event sequences for tests, frame by frame, with times in milliseconds.
struct EventStream {
    private(set) var events: [InputEvent] = []
    var milliseconds: Int64 = 0

    mutating func add(_ type: Int32, _ code: Int32, _ value: Int32) {
        events.append(InputEvent(time: Instant(microseconds: milliseconds * 1000), type: UInt16(type), code: UInt16(code), value: value))
    }

    mutating func abs(_ code: Int32, _ value: Int32) { add(EV_ABS, code, value) }
    mutating func slot(_ value: Int32) { abs(ABS_MT_SLOT, value) }
    mutating func trackingID(_ value: Int32) { abs(ABS_MT_TRACKING_ID, value) }
    mutating func position(_ x: Int32, _ y: Int32) {
        abs(ABS_MT_POSITION_X, x)
        abs(ABS_MT_POSITION_Y, y)
    }
    /// Protocol B: a new contact `id` in `slot` at (`x`, `y`).
    mutating func contact(slot: Int32, id: Int32, _ x: Int32, _ y: Int32) {
        self.slot(slot)
        trackingID(id)
        position(x, y)
    }
    mutating func touchButton(_ down: Bool) { add(EV_KEY, BTN_TOUCH, down ? 1 : 0) }
    mutating func mtReport() { add(EV_SYN, SYN_MT_REPORT, 0) }
    /// Protocol A: one contact's packet.
    mutating func packet(_ x: Int32, _ y: Int32) {
        position(x, y)
        mtReport()
    }
    mutating func dropped() { add(EV_SYN, SYN_DROPPED, 0) }

    /// Ends the frame with SYN_REPORT and moves the clock on by `advance` ms.
    mutating func report(advance: Int64 = 10) {
        add(EV_SYN, SYN_REPORT, 0)
        milliseconds += advance
    }

    /// The events as raw 24-byte records.
    var bytes: [UInt8] { InputEventCodec.encode(events) }
}

/// Device descriptions for the decoder tests: X 0...999, Y 0...499 mapped onto 1000x500
/// points, so one device unit is one point.
enum TestDevices {
    static let screen = Size(width: 1000, height: 500)

    static func description(_ touchProtocol: MultiTouchProtocol, slots: Int32 = 4) -> DeviceDescription {
        let x = AbsInfo(minimum: 0, maximum: 999)
        let y = AbsInfo(minimum: 0, maximum: 499)
        switch touchProtocol {
        case .slots:
            return DeviceDescription(
                name: "B", properties: [Int(INPUT_PROP_DIRECT)],
                axes: [
                    UInt16(ABS_MT_SLOT): AbsInfo(minimum: 0, maximum: slots - 1),
                    UInt16(ABS_MT_POSITION_X): x, UInt16(ABS_MT_POSITION_Y): y,
                    UInt16(ABS_MT_TRACKING_ID): AbsInfo(minimum: 0, maximum: 65535),
                ])
        case .packets:
            return DeviceDescription(name: "A", axes: [UInt16(ABS_MT_POSITION_X): x, UInt16(ABS_MT_POSITION_Y): y])
        case .singleTouch:
            return DeviceDescription(
                name: "ST", codes: [UInt16(EV_KEY): [UInt16(BTN_TOUCH)]],
                axes: [UInt16(ABS_X): x, UInt16(ABS_Y): y])
        }
    }

    static func decoder(_ touchProtocol: MultiTouchProtocol, slots: Int32 = 4) -> EvdevDecoder {
        let description = description(touchProtocol, slots: slots)
        return EvdevDecoder(description: description, mapper: CoordinateMapper(description: description, screen: screen))
    }

    /// Runs `stream` as raw bytes through the codec and a fresh decoder.
    static func frames(_ touchProtocol: MultiTouchProtocol, _ stream: EventStream, decoder: EvdevDecoder? = nil) -> [TouchFrame] {
        var decoder = decoder ?? self.decoder(touchProtocol)
        var codec = InputEventCodec()
        return decoder.decode(codec.decode(stream.bytes))
    }
}
