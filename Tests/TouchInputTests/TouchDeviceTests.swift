import CLinuxInput
import Foundation
import TestSupport
import Testing
import ToolSupport

@testable import Gestures
@testable import SystemCalls
@testable import TouchInput

/// `TouchDevice` on paths that are not event devices: CI machines have no /dev/input,
/// so the ioctl path is covered by its ENOTTY answer on files, FIFOs and /dev/null.
struct TouchDeviceTests {
    /// A two-finger protocol-B stream in device units 0...4095.
    static var stream: EvdevEvents {
        var s = EvdevEvents()
        s.time = Instant(microseconds: 1_000_000)
        s.contact(slot: 0, id: 1, 0, 0)
        s.report()
        s.contact(slot: 1, id: 2, 2048, 4095)
        s.report()
        s.slot(0)
        s.position(1024, 0)
        s.report()
        s.slot(0)
        s.trackingID(-1)
        s.slot(1)
        s.trackingID(-1)
        s.report()
        return s
    }

    @Test func aRegularFileOfRecordsUsesTheConfigRangesAndItsOwnTimes() throws {
        let path = TemporaryFolder.path(suffix: "-raw.events")
        defer { unlink(path) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(Self.stream.bytes)))
        let device = try TouchDevice.open(
            path: path, options: .init(screen: Size(width: 1024, height: 512), fallbackXRange: 0...4095, fallbackYRange: 0...4095))
        #expect(!device.isEventDevice && device.sourceKind == .regularFile && device.fileDescriptor != nil)
        #expect(device.description.touchProtocol == .slots)
        #expect(device.timestamps == .records)
        let frames = try device.read().frames
        #expect(
            frames.map(summary) == [["1 began 0 0"], ["2 began 512 511.875"], ["1 moved 256 0"], ["1 ended 256 0", "2 ended 512 511.875"]])
        #expect(frames.map(\.time.microseconds) == [1_000_000, 1_010_000, 1_020_000, 1_030_000])
        #expect(throws: InputError.endOfInput(path: path)) { try device.read().frames }
        #expect(device.cancelAllTouches(at: .zero) == nil)
        device.close()
        #expect(device.fileDescriptor == nil)
    }

    @Test func aDescriptionFromDescDecidesTheProtocol() throws {
        var s = EvdevEvents()
        s.packet(100, 50)
        s.report()
        s.mtReport()
        s.report()  // an empty packet: no contact
        let path = TemporaryFolder.path(suffix: "-a.events")
        defer { unlink(path) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(s.bytes)))
        let device = try TouchDevice.open(
            path: path, options: .init(screen: TestDevices.screen, description: TestDevices.description(.packets)))
        #expect(try device.read().frames.map(summary) == [["1 began 100 50"], ["1 ended 100 50"]])
    }

    /// A FIFO's frames keep the stamps its writer wrote, as a device's and a file's do
    /// (the run loop decides whether a stamp is plausible, `GestureTimeBase`).
    @Test func aFIFOIsReadAsItsWriterWritesAndKeepsItsRecordsStamps() throws {
        let path = TemporaryFolder.path(suffix: "-fifo")
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        let bytes = Self.stream.bytes
        let writer = Thread {
            guard let descriptor = try? FIFOWriting.open(path, limit: TouchmpvRun.defaultLimit) else { return }
            // A record split across two writes: the reader must keep the partial record.
            try? descriptor.writeAll(Array(bytes[0..<30]))
            usleep(20_000)
            try? descriptor.writeAll(Array(bytes[30...]))
            descriptor.close()
        }
        writer.start()
        let device = try TouchDevice.open(path: path, options: .init(screen: Size(width: 4096, height: 4096)))
        #expect(device.sourceKind == .fifo && device.timestamps == .records)
        let frames = try Self.readUntilEnd(device)
        #expect(
            frames.map(summary) == [["1 began 0 0"], ["2 began 2048 4095"], ["1 moved 1024 0"], ["1 ended 1024 0", "2 ended 2048 4095"]])
        #expect(frames.map(\.time.microseconds) == [1_000_000, 1_010_000, 1_020_000, 1_030_000])
    }

    /// Reads frames as they come until the writer closes the FIFO.
    static func readUntilEnd(_ device: TouchDevice) throws -> [TouchFrame] {
        let descriptor = try #require(device.fileDescriptor)
        var frames: [TouchFrame] = []
        var atEnd = false
        while !atEnd {
            _ = try Poll.readable([descriptor], timeout: 5000)
            do {
                frames += try device.read().frames
            } catch {
                guard case .endOfInput = error else { throw error }
                atEnd = true
            }
        }
        return frames
    }

    @Test func aCharacterDeviceThatIsNotEvdevIsHandled() throws {
        let device = try TouchDevice.open(path: "/dev/null")
        #expect(device.sourceKind == .otherFile && device.description.name == "raw input_event records")
        #expect(throws: InputError.endOfInput(path: "/dev/null")) { try device.read().frames }
    }

    @Test func errorsNameThePathAndErrno() {
        #expect(throws: InputError.system(path: "/nonexistent/event0", operation: "stat", errno: .noSuchFileOrDirectory)) {
            try TouchDevice.open(path: "/nonexistent/event0")
        }
        let error = InputError.system(path: "/nonexistent/event0", operation: "open", errno: .permissionDenied)
        #expect(error.description == "/nonexistent/event0: open failed: Permission denied (errno 13)")
        #expect(InputError.deviceGone(path: "/dev/input/event4").description == "/dev/input/event4: the device went away (No such device)")
        let directory = FileManager.default.temporaryDirectory.path
        #expect(throws: InputError.system(path: directory, operation: "read", errno: .isDirectory)) {
            try TouchDevice.open(path: directory).read()
        }
    }
}
