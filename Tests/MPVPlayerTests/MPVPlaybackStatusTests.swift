import MPVPlayer
import Testing

/// `MPVPlaybackStatus` on a real headless core: its idleness, what the screen schedule
/// reads at every turn of the run loop, is what mpv's events last said.
struct MPVPlaybackStatusTests {
    static func changed(_ name: String, to value: MPVValue) -> (MPVEvent) -> Bool {
        { event in
            if case .propertyChanged(name, value, _) = event { return true }
            return false
        }
    }

    @Test func idlenessFollowsTheIdleActiveAndPauseMPVReports() throws {
        let client = try HeadlessPlayer.make()
        let status = MPVPlaybackStatus(client: client)
        try MPVObservation.observePlaybackEnd(on: client)
        try status.start()
        status.handle(HeadlessPlayer.waitUntil(client, Self.changed("idle-active", to: .flag(true))))
        #expect(status.isIdleActive && status.isIdle)

        try client.command(["loadfile", try BuiltInSource.file()])
        status.handle(HeadlessPlayer.waitUntil(client) { $0 == .playbackRestarted })
        #expect(!status.isIdleActive && !status.isIdle)

        try client.setProperty("pause", true)
        // Nothing is read from mpv: until its event is handled, the status says playing.
        #expect(!status.isIdle)
        status.handle(HeadlessPlayer.waitUntil(client, Self.changed("pause", to: .flag(true))))
        #expect(status.isIdle && status.status.paused)
    }

    /// The screen schedule's first decision may come before mpv's first events: a player
    /// started paused is paused as soon as the status starts.
    @Test func aPlayerStartedPausedIsIdleFromTheStart() throws {
        let client = try HeadlessPlayer.make(options: [("pause", "yes")])
        let status = MPVPlaybackStatus(client: client)
        try status.start()
        #expect(status.isIdle && status.status.paused)
    }
}
