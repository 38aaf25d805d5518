import CLinuxInput
import Foundation
import TestSupport
import Testing
import ToolSupport

@testable import Gestures
@testable import SystemCalls
@testable import TouchInput

/// `play`'s key devices: keys read from real FIFOs of `struct input_event` records, a
/// device that goes away and comes back, `auto` watching its folder.
struct LiveKeyInputTests {
    /// The records of `name` pressed then released, each packet ended by `SYN_REPORT`.
    private func press(_ code: Int32) -> [UInt8] {
        var stream = EvdevEvents()
        stream.add(EV_KEY, code, 1)
        stream.report()
        stream.add(EV_KEY, code, 0)
        stream.report()
        return stream.bytes
    }

    /// Waits (up to 5 s) for any of `input`'s descriptors to be readable; the ready ones.
    private func ready(_ input: LiveKeyInput) throws -> Set<FileDescriptor> {
        Set(try Poll.readable(input.descriptors, timeout: 5000))
    }

    @Test func aMissingDeviceNamedAtStartIsAnErrorNamingIt() {
        #expect(throws: InputError.self) { try LiveKeyInput(paths: ["/nonexistent/event7"], options: TouchDevice.Options(), now: .zero) }
    }

    /// A key FIFO removed and made anew (a key device unplugged and plugged in again):
    /// its keys, the loss, the return, its keys again; a touch source's frames are none of
    /// its business.
    @Test func aKeyDeviceThatGoesAwayIsWaitedForAndReadAgain() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("keys.fifo")
        #expect(mkfifo(path, 0o600) == 0)
        let input = try LiveKeyInput(paths: [path], options: TouchDevice.Options(), now: .zero)
        var writer = try FIFOWriting.open(path, limit: TouchmpvRun.defaultLimit)
        var bytes = press(KEY_PLAYPAUSE)
        var touch = EvdevEvents()
        touch.contact(slot: 0, id: 1, 10, 20)
        touch.report()
        bytes += touch.bytes
        try writer.writeAll(bytes)
        var (keys, notes) = input.read(ready: try ready(input), now: .zero)
        #expect(notes == [])
        #expect(keys.map { "\($0.key) \($0.change)" } == ["KEY_PLAYPAUSE pressed", "KEY_PLAYPAUSE released"])
        #expect(unlink(path) == 0)
        writer.close()
        (keys, notes) = input.read(ready: try ready(input), now: .zero)
        #expect(keys.isEmpty)
        #expect(notes == ["key input lost: \(path): end of input; waiting for it to come back"])
        #expect(mkfifo(path, 0o600) == 0)
        (keys, notes) = input.read(ready: try ready(input), now: .zero)
        #expect(notes == ["key input is back: \(path) (a FIFO, waiting for a writer)"])
        writer = try FIFOWriting.open(path, limit: TouchmpvRun.defaultLimit)
        defer { writer.close() }
        try writer.writeAll(press(KEY_1))
        (keys, notes) = input.read(ready: try ready(input), now: .zero)
        #expect(keys.map { "\($0.key) \($0.change)" } == ["KEY_1 pressed", "KEY_1 released"])
    }

    /// `auto` with no key device: nothing said, and the folder watched (no timer), so a
    /// device plugged in later is looked for; a file that is no device is not taken.
    @Test func autoWatchesTheInputFolderAndTakesNoFileThatIsNoDevice() throws {
        let folder = try TemporaryFolder()
        let input = try LiveKeyInput(paths: ["auto"], options: TouchDevice.Options(), inputDirectory: folder.directory.path, now: .zero)
        #expect(input.summary == nil)
        #expect(input.retryDeadline == nil)
        #expect(input.descriptors.count == 1)
        #expect(try Poll.readable(input.descriptors, timeout: 0).isEmpty)
        #expect(mkfifo(folder.path("event3"), 0o600) == 0)
        let (keys, notes) = input.read(ready: try ready(input), now: .zero)
        #expect(keys.isEmpty && notes.isEmpty)
        #expect(input.descriptors.count == 1)
    }

    /// What `auto` takes, by the device's capabilities as udev's input_id reads them.
    @Test func autoTakesKeyDevicesButNoKeyboardPowerButtonOrTouchDevice() {
        func device(_ keys: [Int32], axes: [UInt16: AbsInfo] = [:]) -> DeviceDescription {
            DeviceDescription(name: "d", codes: [UInt16(EV_KEY): Set(keys.map(UInt16.init))], axes: axes)
        }
        #expect(device([KEY_PLAYPAUSE, KEY_VOLUMEUP]).isAutomaticKeyDevice)
        #expect(device([KEY_1, KEY_2, KEY_3]).isAutomaticKeyDevice)
        #expect(!device(Array(Int32(1)...83)).isAutomaticKeyDevice)
        #expect(!device([KEY_POWER]).isAutomaticKeyDevice)
        #expect(!device([KEY_SLEEP, KEY_WAKEUP]).isAutomaticKeyDevice)
        #expect(device([KEY_POWER, KEY_HOME]).isAutomaticKeyDevice)
        #expect(!device([BTN_LEFT, BTN_RIGHT]).isAutomaticKeyDevice)
        #expect(!device([]).isAutomaticKeyDevice)
        let x = AbsInfo(minimum: 0, maximum: 99)
        #expect(!device([BTN_TOUCH, KEY_HOME], axes: [UInt16(ABS_X): x, UInt16(ABS_Y): x]).isAutomaticKeyDevice)
    }
}
