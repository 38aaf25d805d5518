import Foundation
import SystemCalls
import TestSupport
import Testing

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
        // A folder at the temporary file's name: the write fails before the rename.
        try FileManager.default.createDirectory(atPath: folder.path(".state.new"), withIntermediateDirectories: false)
        #expect(throws: Errno.isDirectory) { try AtomicFile.replace(path, with: Array("lost\n".utf8)) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "kept\n")
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
