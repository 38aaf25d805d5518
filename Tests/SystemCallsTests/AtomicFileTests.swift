import Foundation
import Synchronization
import SystemCalls
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `AtomicFile` on real files: the whole new content or the old, and nothing beside it.
struct AtomicFileTests {
    @Test func replacesTheFileWholeAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("state")
        try AtomicFile.replace(path, with: Array("first\n".utf8))
        try AtomicFile.replace(path, with: Array("second, longer\n".utf8))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second, longer\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.directory.path) == ["state"])
        #expect(try FileStatus(path: path).permissions == 0o600)
    }

    @Test func aFolderThatCannotBeWrittenThrowsAndLeavesTheOldFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("state")
        try AtomicFile.replace(path, with: Array("kept\n".utf8))
        #expect(throws: Errno.noSuchFileOrDirectory) { try AtomicFile.replace(folder.path("missing/state"), with: [1]) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "kept\n")
        // A folder at the path: the rename fails, and the temporary file goes.
        try FileManager.default.createDirectory(atPath: folder.path("taken"), withIntermediateDirectories: false)
        #expect(throws: Errno.isDirectory) { try AtomicFile.replace(folder.path("taken"), with: Array("lost\n".utf8)) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.directory.path).sorted() == ["state", "taken"])
    }

    /// A link at the name a temporary file once had (`.NAME.new`), to a file of someone
    /// else's: a save neither writes through it nor leaves it as the file.
    @Test func aLinkWhereTheTemporaryFileWouldGoIsNeitherFollowedNorKept() throws {
        let folder = try TemporaryFolder()
        let victim = folder.write("not touchmpv's\n", name: "victim")
        let path = folder.path("state")
        try AtomicFile.replace(path, with: Array("first\n".utf8))
        try FileManager.default.createSymbolicLink(atPath: folder.path(".state.new"), withDestinationPath: victim)
        try AtomicFile.replace(path, with: Array("second\n".utf8))
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "not touchmpv's\n")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType == .typeRegular)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path(".state.new")) == victim)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.directory.path).sorted() == [".state.new", "state", "victim"])
    }

    /// A FIFO at that name: opening it for writing would wait for a reader for ever, so
    /// the save is made under another name and returns at once.
    @Test func aFIFOWhereTheTemporaryFileWouldGoDoesNotHoldTheSave() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("state")
        let fifo = folder.path(".state.new")
        #expect(mkfifo(fifo, 0o600) == 0)
        let finished = DispatchSemaphore(value: 0)
        let outcome = Mutex<Result<Void, Errno>?>(nil)
        Thread.detachNewThread {
            let result = Result { () throws(Errno) in try AtomicFile.replace(path, with: Array("saved\n".utf8)) }
            outcome.withLock { $0 = result }
            finished.signal()
        }
        if finished.wait(timeout: .now() + 30) == .timedOut {
            // A reader releases the blocked open(2), so that the thread ends.
            let reader = open(fifo, O_RDONLY | O_NONBLOCK)
            finished.wait()
            close(reader)
            Issue.record("the save waited for a reader of the FIFO at \(fifo)")
        }
        try outcome.withLock { try #require($0).get() }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "saved\n")
        #expect(try FileStatus(path: fifo).kind == .fifo)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.directory.path).sorted() == [".state.new", "state"])
    }

    @Test func modificationTimeIsTheFilesOwn() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("clip")
        try AtomicFile.replace(path, with: [1, 2, 3])
        let date = Date(timeIntervalSince1970: 1_700_000_000.25)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
        let status = try FileStatus(path: path)
        #expect(status.modified == 1_700_000_000_250_000_000)
        #expect(status.size == 3)
    }
}
