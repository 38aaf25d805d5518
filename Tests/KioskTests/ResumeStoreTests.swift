import Foundation
import Kiosk
import SystemCalls
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `ResumeStore` on a real folder: what a file holds is read, written atomically, or
/// ignored with the reason.
struct ResumeStoreTests {
    @Test func theStateFolderIsSystemdsThenXDGsThenTheHomes() {
        #expect(
            ResumeStore.folder(environment: ["STATE_DIRECTORY": "/var/lib/touchmpv:/var/lib/other", "HOME": "/h"]) == "/var/lib/touchmpv")
        #expect(ResumeStore.folder(environment: ["XDG_STATE_HOME": "/x", "HOME": "/h"]) == "/x/touchmpv")
        #expect(ResumeStore.folder(environment: ["HOME": "/h", "XDG_STATE_HOME": ""]) == "/h/.local/state/touchmpv")
        #expect(ResumeStore.folder(environment: [:]) == nil)
    }

    @Test func aSavedRecordLoadsBackAndTheFoldersAreMade() throws {
        let folder = try TemporaryFolder()
        let store = ResumeStore(folder: folder.path("state/touchmpv"))
        #expect(store.load() == .nothing)
        try store.save(ResumeRecordTests.record)
        #expect(store.load() == .record(ResumeRecordTests.record))
        store.remove()
        #expect(store.load() == .nothing)
    }

    /// What was once the temporary file's name, `.resume.new`, taken by a link to
    /// another file and by a FIFO in turn: each save lands in `resume`, the linked file
    /// untouched, and no save waits for a reader.
    @Test func aLinkOrAFIFOWhereTheTemporaryFileWasIsLeftAlone() throws {
        let folder = try TemporaryFolder()
        let store = ResumeStore(folder: folder.directory.path)
        let victim = folder.write("someone's notes\n", name: "notes")
        let taken = folder.path(".resume.new")
        try FileManager.default.createSymbolicLink(atPath: taken, withDestinationPath: victim)
        try store.save(ResumeRecordTests.record)
        #expect(store.load() == .record(ResumeRecordTests.record))
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "someone's notes\n")
        #expect(try FileStatus(linkAt: store.path).kind == .regular)
        try FileManager.default.removeItem(atPath: taken)
        #expect(mkfifo(taken, 0o600) == 0)
        try store.save(ResumeRecordTests.record)
        #expect(store.load() == .record(ResumeRecordTests.record))
        #expect(try FileStatus(linkAt: taken).kind == .fifo)
    }

    @Test(arguments: [
        ([UInt8](), "line 1 is missing (an empty file)"),
        (Array("touchmpv resume 1\npath /a\nsi".utf8), "line 3 does not end with a line break (cut while written?)"),
        ([0xFF, 0xFE, 0x00, 0x0A], "not UTF-8 text"),
    ])
    func aDamagedFileIsIgnoredWithItsReason(bytes: [UInt8], reason: String) throws {
        let folder = try TemporaryFolder()
        let path = folder.write(bytes, name: "resume")
        #expect(ResumeStore(folder: folder.directory.path).load() == .ignored("\(path): \(reason)"))
    }

    @Test func aFolderAtItsPathIsIgnoredNotRead() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path("resume"), withIntermediateDirectories: false)
        #expect(
            ResumeStore(folder: folder.directory.path).load()
                == .ignored("\(folder.path("resume")): cannot read: it is a folder, not a file"))
    }

    @Test func aRelativeFileIsNamedByItsAbsolutePathSizeAndTime() throws {
        let folder = try TemporaryFolder()
        _ = folder.write([1, 2, 3, 4], name: "clip.mkv")
        let identity = try #require(ResumeStore.identity(of: folder.path("clip.mkv"), relativeTo: "/elsewhere"))
        #expect(identity.path == folder.path("clip.mkv"))
        #expect(identity.size == 4)
        #expect(ResumeStore.identity(of: "clip.mkv", relativeTo: folder.directory.path)?.path == folder.path("clip.mkv"))
        #expect(ResumeStore.identity(of: "av://lavfi:testsrc", relativeTo: "/") == nil)
        #expect(ResumeStore.identity(of: folder.directory.path, relativeTo: "/") == nil)
    }
}
