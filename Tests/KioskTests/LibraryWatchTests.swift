import Foundation
import Kiosk
import TestSupport
import Testing

/// The library's folder watched with inotify, on a real folder: a title appears once its
/// writer closed it, goes when removed or renamed, non-media files change nothing, and a
/// file left out is said once.
struct LibraryWatchTests {
    private func names(_ titles: [KioskTitle]?) -> [String]? { titles?.map(\.name) }

    @Test func aTitleAppearsOnlyOnceItsWriterClosedItAndGoesWhenRemovedOrRenamed() throws {
        let folder = try TemporaryFolder()
        _ = folder.write([1, 2, 3], name: "a.mkv")
        var notes: [String] = []
        let watch = try #require(LibraryWatch(folder: folder.directory.path, alreadySaid: []) { notes.append($0) })
        #expect(watch.titlesIfChanged() == nil)

        #expect(FileManager.default.createFile(atPath: folder.path("film 10.mkv"), contents: nil))
        let writer = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path("film 10.mkv")))
        try writer.write(contentsOf: Data([1, 2, 3]))
        #expect(names(watch.titlesIfChanged()) == ["a"], "a half-copied title shows")
        try writer.close()
        #expect(names(watch.titlesIfChanged()) == ["a", "film 10"])

        _ = folder.write([1], name: "film 9.mp4")
        #expect(names(watch.titlesIfChanged()) == ["a", "film 9", "film 10"])
        try FileManager.default.moveItem(atPath: folder.path("film 10.mkv"), toPath: folder.path("z.mkv"))
        #expect(names(watch.titlesIfChanged()) == ["a", "film 9", "z"])
        try FileManager.default.removeItem(atPath: folder.path("a.mkv"))
        #expect(names(watch.titlesIfChanged()) == ["film 9", "z"])
        _ = folder.write([1], name: "notes.txt")
        #expect(watch.titlesIfChanged() == nil)
        #expect(notes == [])
    }

    @Test func aFileLeftOutIsSaidOnceWithItsReason() throws {
        let folder = try TemporaryFolder()
        var notes: [String] = []
        let watch = try #require(LibraryWatch(folder: folder.directory.path, alreadySaid: []) { notes.append($0) })
        _ = folder.write([], name: "empty.mkv")
        #expect(names(watch.titlesIfChanged()) == [])
        _ = folder.write([1], name: "b.mkv")
        #expect(names(watch.titlesIfChanged()) == ["b"])
        #expect(notes == ["kiosk: left out \(folder.path("empty.mkv")): empty"])
    }
}
