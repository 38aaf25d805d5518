import Foundation
import Gestures
import MPVPlayer
import PlayerGestures
import Testing

/// Each player action changes the real mpv property it should, read back from a real
/// headless mpv playing the built-in source.
@Suite(.serialized) struct MPVPlayerDelegateTests {
    /// A paused player (so the position holds still) at `position`, with its delegate.
    static func player(
        at position: Double = 100, options: [(name: String, value: String)] = [],
        brightness: (any BrightnessControl)? = nil
    ) throws -> MPVPlayerDelegate {
        let client = try HeadlessPlayer.playing(options: [("pause", "yes"), ("volume", "50")] + options)
        try HeadlessPlayer.seek(client, [String(position), "absolute+exact"])
        return MPVPlayerDelegate(client: client, brightnessControl: brightness)
    }

    /// Gesture-clock time `milliseconds` after the origin.
    static func at(_ milliseconds: Int64) -> Instant { Instant(microseconds: milliseconds * 1000) }

    @Test func doubleTapCyclesPause() throws {
        let player = try Self.player()
        player.perform(.togglePause, degree: nil, at: Self.at(0))
        #expect(try player.client.property("pause", as: Bool.self) == false)
        player.perform(.togglePause, degree: nil, at: Self.at(500))
        #expect(try player.client.property("pause", as: Bool.self) == true)
    }

    @Test func volumeStepsWithinItsRange() throws {
        let player = try Self.player()
        player.perform(.volumeUp, degree: 30, at: Self.at(0))
        player.perform(.volumeUp, degree: 60, at: Self.at(10))
        #expect(try player.client.property("volume", as: Double.self) == 60)
        player.perform(.volumeDown, degree: 30, at: Self.at(20))
        #expect(try player.client.property("volume", as: Double.self) == 55)
        for step in 0..<12 { player.perform(.volumeUp, degree: Double(step) * 30, at: Self.at(30 + Int64(step))) }
        #expect(try player.client.property("volume", as: Double.self) == 100)
    }

    @Test func brightnessStepsMpvsVideoBrightness() throws {
        let player = try Self.player()
        player.perform(.brightnessUp, degree: 30, at: Self.at(0))
        #expect(try player.client.property("brightness", as: Int64.self) == 10)
        player.perform(.brightnessDown, degree: 0, at: Self.at(10))
        player.perform(.brightnessDown, degree: -30, at: Self.at(20))
        #expect(try player.client.property("brightness", as: Int64.self) == -10)
        #expect(player.currentState().brightness == -10)
    }

    @Test func brightnessStepsABacklightFolderInstead() throws {
        let folder = try SysfsBacklightTests.folder(maximum: "200", current: "100")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let player = try Self.player(brightness: SysfsBacklight(directory: folder))
        player.perform(.brightnessUp, degree: 30, at: Self.at(0))
        player.perform(.brightnessUp, degree: 60, at: Self.at(10))
        #expect(try SysfsBacklightTests.raw(folder) == "120")
        #expect(try player.client.property("brightness", as: Int64.self) == 0)
    }

    @Test func aHorizontalDragSeeksOnceToWhereThePreviewSaid() throws {
        let player = try Self.player(at: 100)
        _ = player.client.drainEvents()
        player.observe(.panBegan, at: Self.at(0))
        var previews: [Double] = []
        player.onAction = { _, commands in
            for case .showSeekPreview(_, let target, _) in commands { previews.append(target) }
        }
        player.perform(.seekPreview, degree: 30, at: Self.at(50))
        player.perform(.seekPreview, degree: 152, at: Self.at(100))
        #expect(player.client.drainEvents().contains(.seekStarted) == false)
        #expect(player.seeksSent == 0)
        player.perform(.seekForward, degree: 152, at: Self.at(150))
        #expect(player.seeksSent == 1)
        let events = HeadlessPlayer.waitUntil(player.client) { $0 == .playbackRestarted }
        #expect(events.filter { $0 == .seekStarted }.count == 1)
        #expect(previews.count == 2)
        let target = try #require(previews.last)
        #expect(abs(target - 115.2) < 1e-9)
        #expect(abs(try player.client.property("time-pos", as: Double.self) - target) < 0.05)
    }

    @Test func aBackwardDragSeeksBack() throws {
        let player = try Self.player(at: 100)
        player.observe(.panBegan, at: Self.at(0))
        player.perform(.seekPreview, degree: -300, at: Self.at(50))
        player.perform(.seekBackward, degree: -300, at: Self.at(100))
        _ = HeadlessPlayer.waitUntil(player.client) { $0 == .playbackRestarted }
        #expect(abs(try player.client.property("time-pos", as: Double.self) - 70) < 0.05)
    }

    @Test func aCancelledDragSeeksNothing() throws {
        let player = try Self.player(at: 100)
        _ = player.client.drainEvents()
        player.observe(.panBegan, at: Self.at(0))
        player.perform(.seekPreview, degree: 200, at: Self.at(50))
        player.perform(.seekCancel, degree: 200, at: Self.at(100))
        // A synchronous round trip: everything the seek would have caused is queued by now.
        try player.client.command(["set", "volume", "51"])
        let events = player.client.drainEvents()
        #expect(!events.contains(.seekStarted))
        #expect(player.seeksSent == 0)
        #expect(try player.client.property("time-pos", as: Double.self) == 100)
    }

    @Test func longPressChangesSpeedAndRestoresIt() throws {
        let player = try Self.player()
        try player.client.setProperty("speed", 1.25)
        player.perform(.holdBegan, degree: nil, at: Self.at(0))
        #expect(try player.client.property("speed", as: Double.self) == 2)
        player.perform(.holdEnded, degree: nil, at: Self.at(800))
        #expect(try player.client.property("speed", as: Double.self) == 1.25)
    }

    @Test func pinchSetsVideoZoom() throws {
        let player = try Self.player()
        player.perform(.zoom, degree: 0.5, at: Self.at(0))
        player.perform(.zoom, degree: 1, at: Self.at(10))
        #expect(try player.client.property("video-zoom", as: Double.self) == 1)
        player.observe(.touches(fingersDown: 0), at: Self.at(20))
        player.perform(.zoom, degree: -0.5, at: Self.at(100))
        #expect(try player.client.property("video-zoom", as: Double.self) == 0.5)
    }

    @Test func controlsShowAsAnOSDProgressDisplayAndHideAfterTheDelay() throws {
        let player = try Self.player()
        #expect(player.controlsUseOSC == false)
        let before = try player.client.property("osd-level", as: Int64.self)
        player.perform(.toggleControls, degree: nil, at: Self.at(0))
        #expect(try player.client.property("osd-level", as: Int64.self) == 3)
        #expect(player.currentState().controlsVisible)
        player.observe(.touches(fingersDown: 0), at: Self.at(10))
        #expect(player.nextDeadline == Self.at(3010))
        player.advance(to: Self.at(3009))
        #expect(player.currentState().controlsVisible)
        player.advance(to: Self.at(3010))
        #expect(try player.client.property("osd-level", as: Int64.self) == before)
        #expect(player.currentState().controlsVisible == false)
    }

    @Test func aLiftGoesByTheControlsVisibilityLastReadOrSetWithoutAskingMpv() throws {
        let player = try Self.player()
        // Shown behind touchmpv's back (mpv's own key binding): a lift does not read it back.
        try player.client.setProperty("osd-level", Int64(3))
        player.observe(.touches(fingersDown: 0), at: Self.at(0))
        #expect(player.nextDeadline == nil)
        // Once read (a toggle reads it and hides them), lifts go by what was read and set.
        player.perform(.toggleControls, degree: nil, at: Self.at(10))
        #expect(try player.client.property("osd-level", as: Int64.self) != 3)
        player.perform(.toggleControls, degree: nil, at: Self.at(20))
        player.observe(.touches(fingersDown: 0), at: Self.at(30))
        #expect(player.nextDeadline == Self.at(3030))
    }

    @Test func controlsAreTheOSCWhenItIsLoaded() throws {
        let player = try Self.player(options: [("osc", "yes")])
        #expect(player.controlsUseOSC)
        player.perform(.toggleControls, degree: nil, at: Self.at(0))
        #expect(player.currentState().controlsVisible)
        player.perform(.toggleControls, degree: nil, at: Self.at(1000))
        #expect(player.currentState().controlsVisible == false)
    }

    @Test func aRefusedCommandIsReportedAndPlaybackGoesOn() throws {
        let folder = "/nonexistent/touchmpv-backlight"
        let player = try Self.player(brightness: SysfsBacklight(directory: folder))
        var errors: [String] = []
        player.onError = { errors.append("\($0)") }
        player.perform(.brightnessUp, degree: 30, at: Self.at(0))
        player.perform(.volumeUp, degree: 60, at: Self.at(10))
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("/nonexistent/touchmpv-backlight/max_brightness: cannot read") == true)
        #expect(try player.client.property("volume", as: Double.self) == 55)
    }

    @Test func everyActionAndItsOSDFeedbackIsAcceptedByMpv() throws {
        let player = try Self.player()
        var errors: [String] = []
        player.onError = { errors.append("\($0)") }
        let actions: [(PlayerAction, Double?)] = [
            (.toggleControls, nil), (.togglePause, nil), (.togglePause, nil), (.volumeUp, 30), (.volumeDown, 0),
            (.brightnessUp, 30), (.brightnessDown, 0), (.seekPreview, 40), (.seekForward, 40), (.seekPreview, -40),
            (.seekBackward, -40), (.seekPreview, 5), (.seekCancel, 5), (.holdBegan, nil), (.holdEnded, nil), (.zoom, 0.5),
        ]
        for (index, (action, degree)) in actions.enumerated() {
            player.perform(action, degree: degree, at: Self.at(Int64(index) * 100))
        }
        #expect(errors.isEmpty)
    }

    @Test func aBoundCommandRunsAsInputConfWouldRunIt() throws {
        let player = try Self.player()
        let request = { (text: String) in GestureCommand(gesture: BoundGesture(.doubleTap, region: .left), text: text) }
        var reported: [PlayerGestureEvent] = []
        player.onAction = { event, _ in reported.append(event) }
        player.perform(request("osd-msg-bar seek -10; add volume 5"), at: Self.at(0))
        _ = HeadlessPlayer.waitUntil(player.client) { $0 == .playbackRestarted }
        #expect(abs(try player.client.property("time-pos", as: Double.self) - 90) < 0.5)
        #expect(try player.client.property("volume", as: Double.self) == 55)
        #expect(reported.map(\.command) == [request("osd-msg-bar seek -10; add volume 5")])
        #expect(reported.map(\.action) == [.command])
        // A command mpv cannot carry out is reported, and playback goes on.
        var errors: [String] = []
        player.onError = { errors.append("\($0)") }
        player.perform(request("set volme 5"), at: Self.at(10))
        #expect(errors == ["command 'set volme 5': error running command"])
        #expect(try player.client.property("volume", as: Double.self) == 55)
    }

    @Test func thePlaylistPositionIsReadIntoTheState() throws {
        let player = try Self.player()
        #expect(player.currentState(reading: .playlistPosition).playlistPosition == 0)
    }
}
