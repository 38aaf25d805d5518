import MPVPlayer
import Testing

/// The end of playback is observed under its own id, and `PlaybackProgress` reads it.
struct PlaybackEndObservationTests {
    @Test func theEndOfPlaybackIsObservedUnderItsId() throws {
        let client = try HeadlessPlayer.make()
        try MPVObservation.observePlaybackEnd(on: client)
        let events = HeadlessPlayer.waitUntil(client) {
            if case .propertyChanged(name: "idle-active", _, _) = $0 { return true }
            return false
        }
        let idle = MPVEvent.propertyChanged(name: "idle-active", value: .flag(true), observerID: MPVObservation.playbackEnd.rawValue)
        #expect(events.contains(idle))
    }
}
