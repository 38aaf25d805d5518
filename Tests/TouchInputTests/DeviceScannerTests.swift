import CLinuxInput
import Foundation
import TestSupport
import Testing

@testable import TouchInput

struct DeviceScannerTests {
    @Test func aMissingDirectoryHasNoDevices() throws {
        #expect(DeviceScanner.scan(directory: "/nonexistent-input").isEmpty)
        #expect(throws: InputError.noTouchDevice(directory: "/nonexistent-input")) {
            try DeviceScanner.automaticDevice(directory: "/nonexistent-input")
        }
    }

    @Test func onlyEventNodesAreListedInNumberOrder() throws {
        let directory = TemporaryFolder.path(suffix: "-input")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["event10", "event2", "mouse0", "by-id"] {
            #expect(FileManager.default.createFile(atPath: "\(directory)/\(name)", contents: Data()))
        }
        let entries = DeviceScanner.scan(directory: directory)
        #expect(entries.map(\.path) == ["\(directory)/event2", "\(directory)/event10"])
        #expect(entries.allSatisfy { $0.description == nil && $0.error == nil && !$0.isTouchDevice })
        #expect(entries[0].summary == "\(directory)/event2  (not an event device)")
        #expect(throws: InputError.noTouchDevice(directory: directory)) { try DeviceScanner.automaticDevice(directory: directory) }
    }

    @Test func summariesSayProtocolSlotsRangesAndDirect() {
        let touchscreen = DeviceScanner.Entry(
            path: "/dev/input/event5", description: TestDevices.description(.slots, slots: 10), error: nil)
        #expect(touchscreen.summary == "/dev/input/event5  touchscreen  \"B\"\n    protocol B, 10 slots, x 0...999, y 0...499, DIRECT")
        let packets = DeviceScanner.Entry(path: "/dev/input/event6", description: TestDevices.description(.packets), error: nil)
        #expect(packets.summary == "/dev/input/event6  other  \"A\"\n    protocol A, x 0...999, y 0...499, not DIRECT")
        let buttons = DeviceScanner.Entry(
            path: "/dev/input/event3", description: DeviceDescription(name: "gpio-keys", codes: [UInt16(EV_KEY): [UInt16(KEY_PLAYPAUSE)]]),
            error: nil)
        #expect(buttons.summary == "/dev/input/event3  key device  \"gpio-keys\"\n    no touch axes, not DIRECT")
        let single = DeviceScanner.Entry(path: "/dev/input/event7", description: TestDevices.description(.singleTouch), error: nil)
        #expect(single.summary == "/dev/input/event7  touch device  \"ST\"\n    single-touch, x 0...999, y 0...499, not DIRECT")
        let denied = DeviceScanner.Entry(
            path: "/dev/input/event8", description: nil,
            error: .system(path: "/dev/input/event8", operation: "open", errno: .permissionDenied))
        #expect(denied.summary == "/dev/input/event8  (cannot open: /dev/input/event8: open failed: Permission denied (errno 13))")
    }

    /// A DIRECT panel with ABS_MT_POSITION_X but no ABS_MT_POSITION_Y would be refused at
    /// open: `auto` must not pick it, and `devices` says why.
    @Test func aPanelWithHalfAPositionPairIsNoTouchscreen() {
        var half = TestDevices.description(.slots, slots: 10)
        half.name = "Half"
        half.axes[UInt16(ABS_MT_POSITION_Y)] = nil
        let entry = DeviceScanner.Entry(path: "/dev/input/event9", description: half, error: nil)
        #expect(!entry.isTouchscreen && !entry.isTouchDevice)
        #expect(
            entry.summary
                == "/dev/input/event9  other  \"Half\"\n    not usable: ABS_MT_POSITION_X without ABS_MT_POSITION_Y, protocol B, 10 slots, DIRECT"
        )
        var single = TestDevices.description(.singleTouch)
        single.axes[UInt16(ABS_Y)] = nil
        #expect(!DeviceScanner.Entry(path: "/dev/input/event10", description: single, error: nil).isTouchDevice)
    }

    /// The hint names what the README's kiosk section sets up: the group `touchscreen`
    /// through the installed udev rule, not the `input` group, which reads every keyboard.
    @Test func noTouchscreenNamesTheTouchscreenGroup() {
        let message = InputError.noTouchDevice(directory: "/dev/input").description
        #expect(message.hasPrefix("no touchscreen found in /dev/input ("))
        #expect(message.contains("70-touchmpv-touchscreen.rules") && message.contains("the group 'touchscreen'"))
        #expect(!message.contains("'input'"))
    }
}
