import Foundation
import SystemCalls
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `FileDescriptor`, `FileStatus` and `FileSystem` on real files, FIFOs and devices.
struct FileDescriptorTests {
    static func temporaryPath(_ name: String) -> String {
        NSTemporaryDirectory() + "touchmpv-system-\(UUID().uuidString)-\(name)"
    }

    @Test func errnoReadsAsStrerrorsText() {
        #expect(Errno.noSuchFileOrDirectory.description == "No such file or directory")
        #expect(Errno.permissionDenied.description == "Permission denied")
        #expect(Errno(rawValue: ENODEV) == .noDevice)
    }

    @Test func aFailedOpenThrowsItsErrno() {
        #expect(throws: Errno.noSuchFileOrDirectory) { try FileDescriptor.open("/nonexistent/touchmpv", .readOnly) }
        #expect(throws: Errno.isDirectory) { try FileDescriptor.open("/tmp", .writeOnly) }
    }

    @Test func writtenBytesReadBackWholeOrRefusedPastTheLimit() throws {
        let path = Self.temporaryPath("data")
        defer { FileSystem.remove(path) }
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let writer = try FileDescriptor.open(path, .writeOnly, options: [.create, .truncate], permissions: 0o600)
        try writer.writeAll(bytes)
        writer.close()
        #expect(try FileSystem.contents(of: path) == bytes)
        #expect(try FileSystem.contents(of: path, limit: 200_000) == bytes)
        #expect(try FileSystem.contents(of: path, limit: 199_999) == nil)
        #expect(try FileStatus(path: path).size == 200_000)
    }

    @Test func aNonBlockingReadWithNothingWaitingSaysWouldBlock() throws {
        let pipe = try SelfPipe.open()
        defer { pipe.close() }
        var byte: UInt8 = 0
        #expect(throws: Errno.wouldBlock) {
            try withUnsafeMutableBytes(of: &byte) { try pipe.readEnd.read(into: $0) }
        }
        try pipe.readEnd.setNonBlocking(false)
        #expect(fcntl(pipe.readEnd.rawValue, F_GETFL) & O_NONBLOCK == 0)
    }

    @Test func fileKinds() throws {
        let fifo = Self.temporaryPath("fifo")
        try FileSystem.createFIFO(fifo)
        defer { FileSystem.remove(fifo) }
        #expect(try FileStatus(path: fifo).kind == .fifo)
        #expect(try FileStatus(path: "/dev/null").kind == .characterDevice)
        #expect(try FileStatus(path: "/tmp").kind == .directory)
        #expect(try FileStatus(path: "/proc/self/status").kind == .regular)
        #expect(throws: Errno.fileExists) { try FileSystem.createFIFO(fifo) }
        #expect(!FileSystem.exists("/nonexistent/touchmpv"))
    }

    @Test func directoryEntriesListEveryNameButTheDots() throws {
        let folder = Self.temporaryPath("folder")
        try FileSystem.createDirectory(folder)
        defer {
            for name in ["a", "b"] { FileSystem.remove(folder + "/" + name) }
            rmdir(folder)
        }
        for name in ["a", "b"] { try FileSystem.createFIFO(folder + "/" + name) }
        #expect(try FileSystem.directoryEntries(folder).sorted() == ["a", "b"])
        #expect(throws: Errno.noSuchFileOrDirectory) { try FileSystem.directoryEntries(folder + "/missing") }
    }
}
