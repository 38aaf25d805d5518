import Foundation
import TestSupport
import Testing

@testable import MPVPlayer

/// The built-in source: generated once by libmpv's encoder, then reused.
@Suite(.serialized) struct BuiltInSourceTests {
    @Test func generatesOnceIntoTheGivenFolderThenReuses() throws {
        let folder = TemporaryFolder.path(suffix: "/nested")
        defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
        var announced: [String] = []
        let path = try BuiltInSource.file(in: folder) { announced.append($0) }
        #expect(announced == [path])
        #expect(path.hasPrefix(folder + "/"))
        let again = try BuiltInSource.file(in: folder) { announced.append($0) }
        #expect(again == path)
        #expect(announced.count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [(path as NSString).lastPathComponent])
    }

    /// A file put in a folder another user may write in (or owns) is never played: with no
    /// `HOME`, the source was taken from `/tmp/touchmpv`, which anyone could have made.
    @Test func aFolderOthersMayWriteInOrOwnIsNotTrusted() throws {
        #expect(BuiltInSource.temporaryDirectory.hasSuffix("/touchmpv-\(getuid())"))
        let folder = TemporaryFolder.path(suffix: "")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        #expect(FileManager.default.createFile(atPath: folder + "/" + BuiltInSource.fileName, contents: Data("planted".utf8)))
        #expect(chmod(folder, 0o777) == 0)
        let shared = thrownError(BuiltInSourceError.self) { try BuiltInSource.file(in: folder) }
        #expect(shared?.description.hasPrefix("the cache folder \(folder) is not trusted") == true)
        #expect(chmod(folder, 0o755) == 0)
        #expect(try BuiltInSource.file(in: folder) == folder + "/" + BuiltInSource.fileName)
        if getuid() == 0 {
            #expect(chown(folder, 4321, 4321) == 0)
            let owned = thrownError(BuiltInSourceError.self) { try BuiltInSource.file(in: folder) }
            #expect(owned?.description.contains("owned by user 4321") == true)
        }
    }

    @Test func seeksBackIntoWhatWasAlreadyPlayed() throws {
        let client = try HeadlessPlayer.playing(options: [("pause", "yes")])
        for target in [300.0, 299.0, 5.0, 4.2, 599.0] {
            try HeadlessPlayer.seek(client, [String(target), "absolute+exact"])
            #expect(abs(try client.property("time-pos", as: Double.self) - target) < 0.05)
        }
    }
}
