import TestSupport
import Testing

@testable import MPVPlayer
@testable import PlayerModel

/// What the menus list, as mpv's observed lists give it: on a real clip with tracks and
/// chapters, following a track chosen with mpv's own command and an entry appended.
struct MediaChoicesTests {
    /// Waits (on mpv's events) until `status`'s choices satisfy `condition`.
    private func waitUntil(_ client: MPVClient, _ status: MPVPlaybackStatus, _ condition: (MediaChoices) -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            if condition(status.status.choices) { return true }
            status.handle(client.waitForEvents(timeout: deadline - ContinuousClock.now))
        }
        return condition(status.status.choices)
    }

    @Test func theListsOfARealClipAndTheirChangesReachTheChoices() throws {
        let folder = try TemporaryFolder()
        let clip = folder.path("choices.mkv")
        try ChoicesMedia.make(at: clip, in: folder)
        let client = try HeadlessPlayer.make(options: [("pause", "yes")])
        let status = MPVPlaybackStatus(client: client)
        try status.start()
        try client.command(["loadfile", clip])
        #expect(waitUntil(client, status) { $0.tracks.count == 5 && $0.chapters.count == 3 && $0.chapter == 0 && $0.playlistPosition == 0 })
        let choices = status.status.choices
        #expect(choices.tracks(.audio).map(\.title) == ["English", "Deutsch"])
        #expect(choices.tracks(.audio).map(\.language) == ["eng", "deu"])
        #expect(choices.tracks(.audio).map(\.detail) == ["aac 1ch", "aac 1ch"])
        #expect(choices.tracks(.sub).map(\.language) == ["eng", "fra"])
        #expect(choices.tracks(.audio).map(\.isSelected) == [true, false])
        #expect(choices.chapters.map(\.title) == ["Opening", "The city", "Credits"])
        #expect(choices.chapters.map(\.start) == [0, 2, 4])
        #expect(choices.chapter == 0 && choices.speed == 1)
        #expect(choices.playlist.map(\.filename) == [clip] && choices.playlistPosition == 0)
        // A track chosen with mpv's own command, a chapter and an entry added: no polling.
        try client.command(["set", "aid", "2"])
        try client.command(["set", "chapter", "2"])
        try client.command(["loadfile", clip, "append"])
        #expect(
            waitUntil(client, status) {
                $0.tracks(.audio).map(\.isSelected) == [false, true] && $0.chapter == 2 && $0.playlist.count == 2
            })
        client.terminate()
    }

    @Test func aListInAShapeNotKnownReadsAsEmpty() {
        #expect(MediaChoicesJSON.tracks("not json").isEmpty)
        #expect(MediaChoicesJSON.tracks(#"[{"id":"one","type":"audio"}]"#).isEmpty)
        #expect(MediaChoicesJSON.tracks(#"[{"id":1,"type":"lyrics"},{"id":2,"type":"audio"}]"#).map(\.id) == [2])
        #expect(MediaChoicesJSON.chapters(#"[{"title":"A","time":1.5},{"time":3}]"#).map(\.title) == ["A", nil])
        #expect(MediaChoicesJSON.playlist(#"[{"filename":"a.mkv","current":true,"title":"A"}]"#) == [.init(title: "A", filename: "a.mkv")])
    }
}
