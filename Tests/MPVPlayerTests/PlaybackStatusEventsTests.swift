import Testing

@testable import MPVPlayer
@testable import PlayerModel

/// mpv's property-change events as the status the touch controls show.
struct PlaybackStatusEventsTests {
    @Test func observedPropertiesFillTheStatusAndAnUnavailableOneClearsIt() {
        var status = PlaybackStatus()
        let events: [MPVEvent] = [
            .propertyChanged(name: "media-title", value: .string("clip.mkv"), observerID: 1),
            .propertyChanged(name: "duration", value: .double(600), observerID: 1),
            .propertyChanged(name: "pause", value: .flag(true), observerID: 1),
            .propertyChanged(name: "time-pos", value: .double(83.5), observerID: 2),
            .propertyChanged(name: "idle-active", value: .flag(false), observerID: 0),
            .playbackRestarted,
        ]
        for event in events { status.update(with: event) }
        #expect(status == PlaybackStatus(title: "clip.mkv", paused: true, position: 83.5, duration: 600))
        status.update(with: .propertyChanged(name: "duration", value: .none, observerID: 1))
        status.update(with: .propertyChanged(name: "time-pos", value: .none, observerID: 2))
        #expect(status.duration == nil && status.position == nil)
    }
}
