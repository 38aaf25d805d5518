import ConfigurationFiles
import Foundation
import MPVPlayer
import SystemCalls
import TestSupport
import Testing
import Thumbnails

/// The storyboard on real libmpv, real media made by ffmpeg and real files in a temporary
/// state folder: walked while no finger is down, read back by the next core, its damaged
/// pictures ignored, and all storyboards within their budget.
@Suite(.serialized) struct StoryboardTests {
    /// The storyboard of `path` under `root`, as `play` opens it.
    static func store(_ path: String, root: String, budget: Int = ThumbnailSettings.defaultStorage) throws -> StoryboardStore {
        let status = try FileStatus(path: path)
        return try StoryboardStore(root: root, path: path, size: status.size, modified: status.modified, budget: budget)
    }

    static func core(_ path: String, storyboard: StoryboardStore?) throws -> ThumbnailCore {
        try ThumbnailCore(
            path: path, client: ThumbnailCore.start(width: 128, memory: ThumbnailSettings.defaultMemory).finish(), exact: false,
            keptPictures: ThumbnailSettings.defaultKeptPictures, memory: ThumbnailSettings.defaultMemory, storyboard: storyboard)
    }

    /// Waits on the core's wakeup descriptor until `done`.
    static func waitUntil(_ core: ThumbnailCore, _ done: () -> Bool) -> Bool {
        let deadline = MonotonicClock.nanoseconds() + 60_000_000_000
        while MonotonicClock.nanoseconds() < deadline, core.failure == nil, !done() {
            _ = try? Poll.readable([core.wakeupDescriptor], timeout: 1000)
            _ = core.handleEvents()
        }
        return done()
    }

    /// The key frame (seconds) whose reference picture `frame` is nearest, and how near.
    static func keyFrame(of frame: MPVRawFrame, references: [Int: [UInt8]]) -> (seconds: Int, difference: Double) {
        let differences = references.mapValues { ThumbnailCoreTests.difference(frame, $0) }
        let nearest = differences.min { $0.value < $1.value }!
        return (nearest.key, nearest.value)
    }

    /// A core left alone walks the clip's key frames (0, 2, 4, 6) into the storyboard; the
    /// next core for the same file answers every target from it at once, before its own
    /// file is even open, with the key frame's picture. (Past the last key frame only its
    /// own time is known to show it: a file cut short has no frames there.)
    @Test func aWalkedStoryboardAnswersEveryTargetAtTheNextStart() throws {
        let folder = try TemporaryFolder()
        let clip = try ThumbnailCoreTests.clip(in: folder, keyFrameSeconds: 2)
        let root = folder.path("state/thumbnails")
        let first = try Self.core(clip, storyboard: Self.store(clip, root: root))
        #expect(!first.storyboardCovered)
        first.walk(true)
        #expect(Self.waitUntil(first) { first.storyboardCovered }, "stored \(first.keyFrames.stored.sorted())")
        #expect(first.keyFrames.stored == [0, 2, 4, 6])
        #expect(first.takeNotes().isEmpty)

        let references = try Dictionary(
            uniqueKeysWithValues: [0, 2, 4, 6].map {
                ($0, try ThumbnailCoreTests.reference(clip, at: Double($0), width: 128, height: 72, in: folder))
            })
        let second = try Self.core(clip, storyboard: Self.store(clip, root: root))
        for (target, seconds) in [(0.5, 0), (3.9, 2), (4.0, 4), (5.5, 4), (6.0, 6)] {
            let picture = try #require(second.request(target), "\(target) not from the storyboard")
            #expect(picture.target == target)
            let nearest = Self.keyFrame(of: picture.frame, references: references)
            #expect(nearest.seconds == seconds && nearest.difference < 8, "\(target): \(nearest)")
        }
        #expect(second.storyboardCovered)
        #expect(second.takeNotes().isEmpty)
    }

    /// A picture cut short or with a changed byte is ignored when it is read, with one line,
    /// its file removed, and its target sought; an index that is not whole is ignored with
    /// one line, and the storyboard starts anew.
    @Test func damagedPicturesAndIndexesAreIgnoredWithALineAndSoughtAgain() throws {
        let folder = try TemporaryFolder()
        let clip = try ThumbnailCoreTests.clip(in: folder, keyFrameSeconds: 2)
        let root = folder.path("state/thumbnails")
        let store = try Self.store(clip, root: root)
        let first = try Self.core(clip, storyboard: store)
        first.walk(true)
        #expect(Self.waitUntil(first) { first.storyboardCovered })
        let cut = store.folder + "/4000000.picture"
        let changed = store.folder + "/2000000.picture"
        let whole = try Data(contentsOf: URL(fileURLWithPath: cut))
        try whole.prefix(whole.count - 100).write(to: URL(fileURLWithPath: cut))
        var bytes = try Data(contentsOf: URL(fileURLWithPath: changed))
        bytes[bytes.count - 10] ^= 0xFF
        try bytes.write(to: URL(fileURLWithPath: changed))

        let second = try Self.core(clip, storyboard: Self.store(clip, root: root))
        #expect(second.takeNotes().isEmpty)
        #expect(second.request(0.5) != nil, "a whole picture not answered")
        for (target, path) in [(4.5, cut), (2.5, changed)] {
            #expect(second.request(target) == nil, "\(target): the damaged picture answered")
            #expect(second.takeNotes() == ["\(path): not a whole storyboard picture, ignored"])
            #expect(!FileSystem.exists(path))
            let sought = try #require(ThumbnailCoreTests.picture(from: second), "no picture: \(second.failure ?? "")")
            #expect(sought.target == target)
        }

        let index = store.folder + "/index"
        try Data("0.0 2.0 first\n2.0 x\n".utf8).write(to: URL(fileURLWithPath: index))
        let third = try Self.core(clip, storyboard: Self.store(clip, root: root))
        #expect(third.takeNotes() == ["\(index): not a whole storyboard index, ignored"])
        #expect(third.keyFrames.stored.isEmpty)
        #expect(third.request(0.5) == nil, "answered from an index not whole")
        #expect(ThumbnailCoreTests.picture(from: third)?.target == 0.5)
    }

    /// A picture of `bytes` bytes of pixels, for the budget's arithmetic.
    static func picture(_ keyFrame: Double, pixels: Int) -> StoryboardPicture {
        StoryboardPicture(
            keyFrame: keyFrame, next: keyFrame + 1, first: keyFrame == 0,
            frame: MPVRawFrame(width: pixels / 4, height: 1, stride: pixels, format: "bgr0", bytes: Array(repeating: 7, count: pixels)))
    }

    /// The storyboards together stay within the budget: the least recently used file's go
    /// first (opening one counts as a use), and one that alone would not fit takes no more.
    @Test func theLeastRecentlyUsedStoryboardsGoFirstAndNoneExceedsTheBudget() throws {
        let folder = try TemporaryFolder()
        let root = folder.path("thumbnails")
        let media = ["a", "b", "c"].map { folder.write(Array("film \($0)".utf8), name: "\($0).mp4") }
        // Two files' three pictures of 1,000 bytes with their 64-byte headers, and their
        // identity files (under 200 bytes each); not a third's picture beside them.
        let budget = 2 * (3 * 1064 + 200)
        let a = try Self.store(media[0], root: root, budget: budget)
        for keyFrame in [0.0, 1, 2] { #expect(try a.store(Self.picture(keyFrame, pixels: 1000))) }
        let b = try Self.store(media[1], root: root, budget: budget)
        for keyFrame in [0.0, 1, 2] { #expect(try b.store(Self.picture(keyFrame, pixels: 1000))) }
        #expect(FileSystem.exists(a.folder) && FileSystem.exists(b.folder))
        // a is used again, so b is now the least recently used.
        _ = try Self.store(media[0], root: root, budget: budget)
        let c = try Self.store(media[2], root: root, budget: budget)
        #expect(try c.store(Self.picture(0, pixels: 1000)))
        #expect(!FileSystem.exists(b.folder), "b's storyboard was kept")
        #expect(FileSystem.exists(a.folder + "/0.picture"))
        #expect(try c.store(Self.picture(1, pixels: 1000)))
        #expect(try c.store(Self.picture(2, pixels: 1000)))
        #expect(FileSystem.exists(a.folder), "a's storyboard went while two fit")
        #expect(try c.store(Self.picture(3, pixels: 1000)))
        #expect(!FileSystem.exists(a.folder), "a's storyboard was kept")
        // c alone: a picture beyond the budget is not written.
        #expect(try !c.store(Self.picture(4, pixels: 3000)))
        #expect(!FileSystem.exists(c.folder + "/4000000.picture"))
        let total = try FileSystem.directoryEntries(c.folder).reduce(0) { $0 + Int(try FileStatus(path: c.folder + "/" + $1).size) }
        #expect(total <= budget)
    }
}
