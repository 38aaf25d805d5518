import CLinuxInput
import Gestures
import TouchInput

/// libFuzzer entry for the evdev path: raw 24-byte `struct input_event` records through
/// `InputEventCodec` (in reads of varying size, as a FIFO delivers them) and
/// `EvdevDecoder`, then the frames and keys through the player layer.
///
/// Byte 0 picks the device: its value mod 3 the protocol (B with slots, A with
/// SYN_MT_REPORT, single-touch), bits 2–3 the axis ranges (normal, one unit wide,
/// inverted, the whole Int32 range), bits 4–5 the rotation. Byte 1 is the read size
/// (1–64 bytes). The rest is the byte stream.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvdevDecoder(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    guard bytes.count >= 2 else { return 0 }
    let selector = bytes[0]
    let description = FuzzDevices.description(protocolIndex: Int(selector % 3), ranges: Int(selector >> 2) & 3)
    let rotation = CoordinateMapper.Rotation.allCases[Int(selector >> 4) & 3]
    let screen = Size.standardScreen
    let mapper = CoordinateMapper(description: description, screen: screen, rotation: rotation)
    var decoder = EvdevDecoder(description: description, mapper: mapper)
    var codec = InputEventCodec()
    let readSize = Int(bytes[1] % 64) + 1
    var frames: [TouchFrame] = []
    var keys: [KeyEvent] = []
    var offset = 2
    while offset < bytes.count {
        let end = min(offset + readSize, bytes.count)
        let events = codec.decode(UnsafeRawBufferPointer(rebasing: bytes[offset..<end]))
        frames += decoder.decode(events, keys: &keys)
        offset = end
    }
    if let last = frames.last?.time, let cancelled = decoder.cancelAllTouches(at: last) {
        frames.append(cancelled)
    }
    FuzzPipeline.play(frames, keys: keys, screen: screen)
    return 0
}

/// The device descriptions the evdev fuzz target decodes for.
enum FuzzDevices {
    /// A touchscreen speaking protocol `protocolIndex` (0 B, 1 A, 2 single-touch) with
    /// axis ranges of kind `ranges` (0 normal, 1 one unit, 2 inverted, 3 all of Int32).
    static func description(protocolIndex: Int, ranges: Int) -> DeviceDescription {
        let range: AbsInfo =
            switch ranges {
            case 1: AbsInfo(minimum: 100, maximum: 100)
            case 2: AbsInfo(minimum: 4095, maximum: 0)
            case 3: AbsInfo(minimum: .min, maximum: .max)
            default: AbsInfo(minimum: 0, maximum: 4095)
            }
        let axes: [Int32: AbsInfo] =
            switch protocolIndex {
            case 0:
                [
                    ABS_MT_SLOT: AbsInfo(minimum: 0, maximum: 9), ABS_MT_POSITION_X: range, ABS_MT_POSITION_Y: range,
                    ABS_MT_TRACKING_ID: AbsInfo(minimum: 0, maximum: 65535),
                ]
            case 1: [ABS_MT_POSITION_X: range, ABS_MT_POSITION_Y: range]
            default: [ABS_X: range, ABS_Y: range]
            }
        return DeviceDescription(
            name: "fuzz", properties: [Int(INPUT_PROP_DIRECT)],
            codes: [UInt16(EV_ABS): Set(axes.keys.map { UInt16($0) }), UInt16(EV_KEY): [UInt16(BTN_TOUCH)]],
            axes: Dictionary(uniqueKeysWithValues: axes.map { (UInt16($0.key), $0.value) }))
    }
}
