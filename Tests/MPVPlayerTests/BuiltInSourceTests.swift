import Foundation
import MPVPlayer
import Testing

/// The built-in source: generated once by libmpv's encoder, then reused.
@Suite(.serialized) struct BuiltInSourceTests {
    @Test func generatesOnceIntoTheGivenFolderThenReuses() throws {
        let folder = NSTemporaryDirectory() + "touchmpv-source-\(UUID().uuidString)/nested"
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

    @Test func seeksBackIntoWhatWasAlreadyPlayed() throws {
        let client = try HeadlessPlayer.playing(options: [("pause", "yes")])
        for target in [300.0, 299.0, 5.0, 4.2, 599.0] {
            try HeadlessPlayer.seek(client, [String(target), "absolute+exact"])
            #expect(abs(try client.property("time-pos", as: Double.self) - target) < 0.05)
        }
    }
}
