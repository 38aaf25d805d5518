import CLinuxInput
import ToolSupport

@testable import Gestures
@testable import TouchInput

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
    static func frames(_ touchProtocol: MultiTouchProtocol, _ stream: EvdevEvents, decoder: EvdevDecoder? = nil) -> [TouchFrame] {
        var decoder = decoder ?? self.decoder(touchProtocol)
        var codec = InputEventCodec()
        return decoder.decode(codec.decode(stream.bytes))
    }
}
