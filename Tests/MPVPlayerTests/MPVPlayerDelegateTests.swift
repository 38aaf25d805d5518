import Foundation
import Gestures
import Kiosk
import MPVPlayer
import PlayerModel
import Testing

/// Each player action changes the real mpv property it should, read back from a real
/// headless mpv playing the built-in source.
@Suite(.serialized) struct MPVPlayerDelegateTests {
    /// A paused player (so the position holds still) at `position`, with its delegate.
    static func player(
        at position: Double = 100, options: [(name: String, value: String)] = [], controls: ControlsStyle = .osd,
        brightness: (any BrightnessControl)? = nil
    ) throws -> MPVPlayerDelegate {
        let client = try HeadlessPlayer.playing(options: [("pause", "yes"), ("volume", "50")] + options)
        try HeadlessPlayer.seek(client, [String(position), "absolute+exact"])
        return MPVPlayerDelegate(client: client, controls: controls, brightnessControl: brightness)
    }

    /// Gesture-clock time `milliseconds` after the origin.
    static func at(_ milliseconds: Int64) -> Instant { Instant(microseconds: milliseconds * 1000) }

    @Test func doubleTapCyclesPause() throws {
        let player = try Self.player()
        player.perform(.togglePause, payload: .none, at: Self.at(0))
        #expect(try player.client.property("pause", as: Bool.self) == false)
        player.perform(.togglePause, payload: .none, at: Self.at(500))
        #expect(try player.client.property("pause", as: Bool.self) == true)
    }

    @Test func volumeStepsWithinItsRange() throws {
        let player = try Self.player()
        player.perform(.volumeUp, payload: .points(30), at: Self.at(0))
        player.perform(.volumeUp, payload: .points(60), at: Self.at(10))
        #expect(try player.client.property("volume", as: Double.self) == 60)
        player.perform(.volumeDown, payload: .points(30), at: Self.at(20))
        #expect(try player.client.property("volume", as: Double.self) == 55)
        for step in 0..<12 { player.perform(.volumeUp, payload: .points(Double(step) * 30), at: Self.at(30 + Int64(step))) }
        #expect(try player.client.property("volume", as: Double.self) == 100)
    }

    @Test func brightnessStepsMpvsVideoBrightness() throws {
        let player = try Self.player()
        player.perform(.brightnessUp, payload: .points(30), at: Self.at(0))
        #expect(try player.client.property("brightness", as: Int64.self) == 10)
        player.perform(.brightnessDown, payload: .points(0), at: Self.at(10))
        player.perform(.brightnessDown, payload: .points(-30), at: Self.at(20))
        #expect(try player.client.property("brightness", as: Int64.self) == -10)
        #expect(player.currentState().brightness == -10)
    }

    @Test func brightnessStepsABacklightFolderInstead() throws {
        let folder = try SysfsBacklightTests.folder(maximum: "200", current: "100")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let player = try Self.player(brightness: SysfsBacklight(directory: folder))
        player.perform(.brightnessUp, payload: .points(30), at: Self.at(0))
        player.perform(.brightnessUp, payload: .points(60), at: Self.at(10))
        #expect(try SysfsBacklightTests.raw(folder) == "120")
        #expect(try player.client.property("brightness", as: Int64.self) == 0)
    }

    @Test func aHorizontalDragSeeksOnceToWhereThePreviewSaid() throws {
        let player = try Self.player(at: 100)
        _ = player.client.drainEvents()
        player.observe(.panBegan)
        var previews: [Double] = []
        player.onAction = { _, commands in
            for case .showSeekPreview(_, let target, _) in commands { previews.append(target) }
        }
        player.perform(.seekPreview, payload: .points(30), at: Self.at(50))
        player.perform(.seekPreview, payload: .points(152), at: Self.at(100))
        #expect(player.client.drainEvents().contains(.seekStarted) == false)
        #expect(player.seeksSent == 0)
        player.perform(.seekForward, payload: .points(152), at: Self.at(150))
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
        player.observe(.panBegan)
        player.perform(.seekPreview, payload: .points(-300), at: Self.at(50))
        player.perform(.seekBackward, payload: .points(-300), at: Self.at(100))
        _ = HeadlessPlayer.waitUntil(player.client) { $0 == .playbackRestarted }
        #expect(abs(try player.client.property("time-pos", as: Double.self) - 70) < 0.05)
    }

    @Test func aCancelledDragSeeksNothing() throws {
        let player = try Self.player(at: 100)
        _ = player.client.drainEvents()
        player.observe(.panBegan)
        player.perform(.seekPreview, payload: .points(200), at: Self.at(50))
        player.perform(.seekCancel, payload: .points(200), at: Self.at(100))
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
        player.perform(.holdBegan, payload: .none, at: Self.at(0))
        #expect(try player.client.property("speed", as: Double.self) == 2)
        player.perform(.holdEnded, payload: .none, at: Self.at(800))
        #expect(try player.client.property("speed", as: Double.self) == 1.25)
    }

    @Test func pinchSetsVideoZoom() throws {
        let player = try Self.player()
        player.perform(.zoom, payload: .zoomLog2(0.5), at: Self.at(0))
        player.perform(.zoom, payload: .zoomLog2(1), at: Self.at(10))
        #expect(try player.client.property("video-zoom", as: Double.self) == 1)
        player.observe(.touches(fingersDown: 0))
        player.perform(.zoom, payload: .zoomLog2(-0.5), at: Self.at(100))
        #expect(try player.client.property("video-zoom", as: Double.self) == 0.5)
    }

    @Test func withControlsOSDTheControlsAreTheOSDProgressDisplayShownAsTheLayerSays() throws {
        let player = try Self.player(controls: .osd)
        #expect(player.controlsUseOSC == false)
        let before = try player.client.property("osd-level", as: Int64.self)
        player.observe(.controls(visible: true))
        #expect(try player.client.property("osd-level", as: Int64.self) == 3)
        player.observe(.controls(visible: false))
        #expect(try player.client.property("osd-level", as: Int64.self) == before)
    }

    @Test func controlsAreTheOSCWhenItIsLoaded() throws {
        let player = try Self.player(options: [("osc", "yes")], controls: .osc)
        #expect(player.controlsUseOSC)
        try player.client.requestLogMessages(minimumLevel: "trace")
        player.observe(.controls(visible: true))
        player.observe(.controls(visible: false))
        let visibility = try Self.commandsRun(by: player.client).filter { $0.hasPrefix("script-message, ") }
        #expect(visibility.count == 2)
        #expect(visibility.first?.contains("always") == true)
        #expect(visibility.last?.contains("auto") == true)
    }

    /// With touchmpv's own controls, the layer's visibility changes nothing in mpv (the
    /// overlay draws it), and the HUD replaces mpv's bars and OSD text for volume, brightness,
    /// seeks, holds and zoom; the pause keeps its text. Read from mpv's own log of the
    /// commands it ran.
    @Test func withTouchControlsMpvShowsNoBarOrTextButThePauses() throws {
        let player = try Self.player(controls: .touch)
        // `show-text` and `osd-overlay` are logged at the trace level.
        try player.client.requestLogMessages(minimumLevel: "trace")
        let before = try player.client.property("osd-level", as: Int64.self)
        player.observe(.controls(visible: true))
        #expect(try player.client.property("osd-level", as: Int64.self) == before)
        player.observe(.panBegan)
        let actions: [(PlayerAction, ActionPayload)] = [
            (.volumeUp, .points(30)), (.brightnessUp, .points(30)), (.seekPreview, .points(40)), (.seekForward, .points(40)),
            (.zoom, .zoomLog2(0.5)),
        ]
        for (action, payload) in actions {
            player.perform(action, payload: payload, at: Self.at(0))
        }
        player.perform(.holdBegan, payload: .none, at: Self.at(10))
        player.perform(.holdEnded, payload: .none, at: Self.at(20))
        player.perform(.togglePause, payload: .none, at: Self.at(30))
        let commands = try Self.commandsRun(by: player.client)
        #expect(commands.contains { $0.hasPrefix("set, ") && $0.contains(#"name="volume""#) })
        #expect(commands.contains { $0.hasPrefix("seek, ") })
        #expect(!commands.contains { $0.hasPrefix("osd-msg-bar") })
        #expect(commands.filter { $0.hasPrefix("show-text") }.count == 1)
        #expect(commands.contains { $0.hasPrefix("show-text") && $0.contains("Playing") })  // it was paused
    }

    /// A run of seeking taps: each tap seeks the run's total from where it began, even
    /// when mpv has not yet landed the previous seek (the taps here come back to back);
    /// its total shows beside mpv's bar as mpv's text for the run's 650 ms, or, with
    /// touchmpv's own controls, in the HUD instead (mpv shows no text). Read from mpv's
    /// own log of the commands it ran.
    @Test(arguments: [ControlsStyle.osd, .touch])
    func aRunOfSeekingTapsShowsItsTotalBesideTheBar(controls: ControlsStyle) throws {
        let player = try Self.player(at: 100, controls: controls)
        try player.client.requestLogMessages(minimumLevel: "trace")
        player.observe(.seekTapsRunBegan)
        player.perform(.seekTaps, payload: .seconds(10), at: Self.at(0))
        player.perform(.seekTaps, payload: .seconds(20), at: Self.at(300))
        let commands = try Self.commandsRun(by: player.client)
        let targets = commands.filter { $0.hasPrefix("seek, ") }.map { $0.split(separator: "\"")[1] }
        #expect(targets == ["110.000000", "120.000000"], "\(commands)")
        let texts = commands.filter { $0.hasPrefix("show-text") }
        if controls == .touch {
            #expect(texts.isEmpty, "\(texts)")
        } else {
            #expect(
                texts == [
                    #"show-text, args=[text="+10 s", duration="650", level="0"]"#,
                    #"show-text, args=[text="+20 s", duration="650", level="0"]"#,
                ])
        }
    }

    /// The commands mpv logged as run (`Run command: NAME, flags=…, args=[…]`) up to now,
    /// as "NAME, args=[…]".
    static func commandsRun(by client: MPVClient) throws -> [String] {
        // A synchronous round trip: every command before it has been logged by now.
        _ = try client.property("volume", as: Double.self)
        let lines = HeadlessPlayer.drainLog(client)
        return lines.compactMap { line in
            guard let range = line.range(of: "Run command: ") else { return nil }
            let rest = line[range.upperBound...]
            guard let comma = rest.firstIndex(of: ","), let args = rest.range(of: "args=") else { return nil }
            return String(rest[..<comma]) + ", " + String(rest[args.lowerBound...])
        }
    }

    @Test func aRefusedCommandIsReportedAndPlaybackGoesOn() throws {
        let folder = "/nonexistent/touchmpv-backlight"
        let player = try Self.player(brightness: SysfsBacklight(directory: folder))
        var errors: [String] = []
        player.onError = { errors.append("\($0)") }
        player.perform(.brightnessUp, payload: .points(30), at: Self.at(0))
        player.perform(.volumeUp, payload: .points(60), at: Self.at(10))
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("/nonexistent/touchmpv-backlight/max_brightness: cannot read") == true)
        #expect(try player.client.property("volume", as: Double.self) == 55)
    }

    @Test(arguments: ControlsStyle.allCases)
    func everyActionAndItsFeedbackIsAcceptedByMpv(controls: ControlsStyle) throws {
        let player = try Self.player(controls: controls)
        var errors: [String] = []
        player.onError = { errors.append("\($0)") }
        let actions: [(PlayerAction, ActionPayload)] = [
            (.toggleControls, .none), (.togglePause, .none), (.togglePause, .none), (.volumeUp, .points(30)),
            (.volumeDown, .points(0)), (.brightnessUp, .points(30)), (.brightnessDown, .points(0)), (.seekPreview, .points(40)),
            (.seekForward, .points(40)), (.seekPreview, .points(-40)), (.seekBackward, .points(-40)), (.seekPreview, .points(5)),
            (.seekCancel, .points(5)), (.holdBegan, .none), (.holdEnded, .none), (.zoom, .zoomLog2(0.5)),
            (.seekBarPreview, .seconds(300)), (.seekBarCommit, .seconds(250)), (.lock, .none), (.unlock, .none),
        ]
        for (index, (action, payload)) in actions.enumerated() {
            player.perform(action, payload: payload, at: Self.at(Int64(index) * 100))
        }
        player.observe(.controls(visible: true))
        player.observe(.controls(visible: false))
        #expect(errors.isEmpty)
        #expect(player.seeksSent == 3)
    }

    @Test func aBoundCommandRunsAsInputConfWouldRunIt() throws {
        let player = try Self.player()
        let request = { (text: String) in GestureCommand(gesture: "left:double-tap", text: text) }
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

    /// Every field of the table is read from its mpv property, and only those asked for.
    @Test func eachFieldIsReadFromItsPropertyWhenAskedFor() throws {
        let player = try Self.player()
        try player.client.setProperty("speed", 1.5)
        try player.client.setProperty("video-zoom", 0.5)
        let (position, duration) = (
            try player.client.property("time-pos", as: Double.self), try player.client.property("duration", as: Double.self)
        )
        let state = PlayerState(volume: 50, speed: 1.5, zoom: 0.5, paused: true, position: position, duration: duration)
        #expect(player.currentState() == state)
        #expect(player.currentState(reading: []) == PlayerState())
        #expect(player.currentState(reading: [.speed, .paused]) == PlayerState(speed: 1.5, paused: true))
    }
}
