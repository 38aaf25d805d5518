import Foundation
import SystemCalls
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `FileDescriptor`, `FileStatus` and `FileSystem` on real files, FIFOs and devices.
struct FileDescriptorTests {
    @Test func errnoReadsAsStrerrorsText() {
        #expect(Errno.noSuchFileOrDirectory.description == "No such file or directory")
        #expect(Errno.permissionDenied.description == "Permission denied")
        #expect(Errno(rawValue: ENODEV) == .noDevice)
    }

    @Test func aFailedOpenThrowsItsErrno() {
        #expect(throws: Errno.noSuchFileOrDirectory) { try FileDescriptor.open("/nonexistent/touchmpv-never-made", .readOnly) }
        #expect(throws: Errno.isDirectory) { try FileDescriptor.open("/tmp", .writeOnly) }
    }

    @Test func writtenBytesReadBackWholeOrRefusedPastTheLimit() throws {
        let path = TemporaryFolder.path(suffix: "-data")
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

    @Test(.timeLimit(.minutes(1))) func contentsRefuseWhatReadingWouldNeverFinishOn() throws {
        let fifo = TemporaryFolder.path(suffix: "-fifo")
        try FileSystem.createFIFO(fifo)
        defer { FileSystem.remove(fifo) }
        #expect(throws: FileContentsError.fifoWithoutWriter) { try FileSystem.contents(of: fifo) }
        #expect(throws: FileContentsError.notAFile(.directory)) { try FileSystem.contents(of: "/tmp") }
        #expect(throws: FileContentsError.notAFile(.characterDevice)) { try FileSystem.contents(of: "/dev/null") }
        #expect(throws: FileContentsError.system(.noSuchFileOrDirectory)) {
            try FileSystem.contents(of: "/nonexistent/touchmpv-never-made")
        }
        #expect(FileContentsError.fifoWithoutWriter.description == "it is a FIFO that no program is writing to")
    }

    @Test(.timeLimit(.minutes(1))) func contentsReadAPipeWithAWriterToItsEnd() throws {
        // A pipe reached by its /proc path, as a shell's <(…) gives one: whenever the writer
        // writes and closes, before the reader opens it or after, the reader gets it all.
        let pipe = try SelfPipe.open()
        defer { pipe.readEnd.close() }
        let writer = Thread {
            try? pipe.writeEnd.writeAll(Array("@0 tap 1 1\n".utf8))
            pipe.writeEnd.close()
        }
        writer.start()
        #expect(try FileSystem.contents(of: "/proc/self/fd/\(pipe.readEnd.rawValue)") == Array("@0 tap 1 1\n".utf8))
    }

    @Test func fileKinds() throws {
        let fifo = TemporaryFolder.path(suffix: "-fifo")
        try FileSystem.createFIFO(fifo)
        defer { FileSystem.remove(fifo) }
        #expect(try FileStatus(path: fifo).kind == .fifo)
        #expect(try FileStatus(path: "/dev/null").kind == .characterDevice)
        #expect(try FileStatus(path: "/tmp").kind == .directory)
        #expect(try FileStatus(path: "/proc/self/status").kind == .regular)
        #expect(throws: Errno.fileExists) { try FileSystem.createFIFO(fifo) }
        #expect(!FileSystem.exists("/nonexistent/touchmpv-never-made"))
    }

    @Test func directoryEntriesListEveryNameButTheDots() throws {
        let folder = TemporaryFolder.path(suffix: "-folder")
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
