import CLinuxInput
import Testing

@testable import TouchInput

/// What a description says about a device, as EVIOCGBIT/EVIOCGABS give it.
struct DeviceDescriptionTests {
    /// A description shaped as `EvdevQueries.describe` makes it: the codes EVIOCGBIT
    /// lists, and a range (EVIOCGABS) for each absolute one.
    static func device(absolute: [Int32], keys: [Int32] = []) -> DeviceDescription {
        let codes = Set(absolute.map { UInt16($0) })
        var axes: [UInt16: AbsInfo] = [:]
        for code in codes { axes[code] = AbsInfo(minimum: 0, maximum: 4095) }
        return DeviceDescription(
            name: "Half Panel", properties: [Int(INPUT_PROP_DIRECT)],
            codes: [UInt16(EV_ABS): codes, UInt16(EV_KEY): Set(keys.map { UInt16($0) })], axes: axes)
    }

    /// Issue 11, item 5: the position axes come in pairs; a device with one of a pair
    /// is refused, naming the one it lacks.
    @Test func aPositionAxisWithoutItsPartnerIsNamed() {
        let slots = [ABS_MT_SLOT, ABS_MT_TRACKING_ID]
        #expect(Self.device(absolute: slots + [ABS_MT_POSITION_X]).missingPositionAxis == .init(axis: 0x36, partner: 0x35))
        #expect(Self.device(absolute: [ABS_MT_POSITION_Y]).missingPositionAxis == .init(axis: 0x35, partner: 0x36))
        #expect(Self.device(absolute: [ABS_X], keys: [BTN_TOUCH]).missingPositionAxis == .init(axis: 0x01, partner: 0x00))
        #expect(Self.device(absolute: [ABS_Y], keys: [BTN_TOUCH]).missingPositionAxis == .init(axis: 0x00, partner: 0x01))
        #expect(
            Self.device(absolute: [ABS_X, ABS_Y] + slots + [ABS_MT_POSITION_X]).missingPositionAxis == .init(axis: 0x36, partner: 0x35))
        #expect(Self.device(absolute: [ABS_X, ABS_Y, ABS_MT_POSITION_X, ABS_MT_POSITION_Y] + slots).missingPositionAxis == nil)
        #expect(Self.device(absolute: []).missingPositionAxis == nil)
        #expect(TestDevices.description(.singleTouch).missingPositionAxis == nil)
        #expect(TestDevices.description(.packets).missingPositionAxis == nil)
    }

    @Test func theRefusalNamesThePathTheDeviceAndBothAxes() {
        let error = InputError.missingAxis(path: "/dev/input/event7", name: "Half Panel", axis: 0x36, partner: 0x35)
        #expect(error.path == "/dev/input/event7")
        #expect(
            error.description
                == "/dev/input/event7: 'Half Panel' has ABS_MT_POSITION_X but no ABS_MT_POSITION_Y: a touch position needs both axes")
    }
}
