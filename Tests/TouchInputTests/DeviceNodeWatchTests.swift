import Foundation
import TestSupport
import Testing

@testable import SystemCalls
@testable import TouchInput

/// The watch that wakes `play` when a device node may have appeared: real inotify on real
/// folders. The folder may not exist yet (`/dev/input` before the first input device).
struct DeviceNodeWatchTests {
    static func isReady(_ watch: DeviceNodeWatch, waiting milliseconds: Int32 = 0) throws -> Bool {
        try !Poll.readable([watch.descriptor], timeout: milliseconds).isEmpty
    }

    @Test func aNewNodeOrAChangedModeWakesIt() throws {
        let folder = TemporaryFolder.path(suffix: "-input")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let watch = try DeviceNodeWatch(directory: folder)
        #expect(try !Self.isReady(watch))
        #expect(FileManager.default.createFile(atPath: folder + "/event3", contents: nil))
        #expect(try Self.isReady(watch, waiting: 5000))
        try watch.consumeEvents()
        #expect(try !Self.isReady(watch))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: folder + "/event3")
        #expect(try Self.isReady(watch, waiting: 5000))
    }

    @Test func aMissingFolderIsWatchedFromAboveUntilItAppears() throws {
        let top = TemporaryFolder.path(suffix: "-dev")
        let folder = top + "/input"
        try FileManager.default.createDirectory(atPath: top, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: top) }
        let watch = try DeviceNodeWatch(directory: folder)
        #expect(FileManager.default.createFile(atPath: top + "/tty9", contents: nil))
        #expect(try Self.isReady(watch, waiting: 5000))  // something in the folder above: look again
        try watch.consumeEvents()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        #expect(try Self.isReady(watch, waiting: 5000))
        try watch.consumeEvents()  // the watch moves onto the folder
        #expect(FileManager.default.createFile(atPath: top + "/tty10", contents: nil))
        #expect(try !Self.isReady(watch, waiting: 100))  // the folder above no longer wakes it
        #expect(FileManager.default.createFile(atPath: folder + "/event0", contents: nil))
        #expect(try Self.isReady(watch, waiting: 5000))
    }

    @Test func foldersAboveAPath() {
        #expect(DeviceNodeWatch.parent(of: "/dev/input/by-id") == "/dev/input")
        #expect(DeviceNodeWatch.parent(of: "/dev") == "/")
        #expect(DeviceNodeWatch.parent(of: "/") == nil)
        #expect(DeviceNodeWatch.parent(of: "event3") == nil)
    }
}
