import Foundation
import Gestures
import MPVPlayer
import PlayerGestures
import Testing
import TouchInput
@testable import TouchmpvApp
#if canImport(Glibc)
import Glibc
#endif

/// `play`'s run loop over real headless libmpv: mpv's reason when the media cannot be
/// played, for a loop that wakes late. `.serialized`: each test installs the
/// process's SIGINT/SIGTERM handlers through its `SignalWatcher`.
@Suite(.serialized) struct EventLoopTests {
    /// Headless libmpv with error-level log lines, loading `media`.
    static func player(playing media: String) throws -> MPVClient {
        let client = try MPVClient()
        for option in MPVOptions.headless { try client.setOption(option.name, option.value) }
        try client.setOption("keep-open", "no")
        try client.initialize()
        try client.requestLogMessages(minimumLevel: "error")
        try client.command(["loadfile", media])
        return client
    }

    /// A loop over `client` with a layer on the standard screen; `actions` collects the
    /// player actions in order.
    static func loop(
        client: MPVClient, touchInput: LiveTouchInput?, actions: @escaping (PlayerAction) -> Void
    ) throws -> EventLoop {
        let layer = PlayerGestureLayer(screen: Size(width: 1280, height: 720))
        let player = MPVPlayerDelegate(client: client)
        layer.delegate = player
        player.onAction = { event, _ in actions(event.action) }
        return EventLoop(
            client: client, player: player, layer: layer, signals: try SignalWatcher(), touchInput: touchInput,
            script: nil, check: { _ in }, note: { _ in })
    }

    @Test func mpvsReasonForAFailedLoadSurvivesALateWake() throws {
        // libmpv hands out its queued events (start-file, end-file) before its log
        // lines: a loop that wakes only when all of them wait gets end-file before the
        // line that says why ("Failed to open FILE.").
        let missing = "/nonexistent/touchmpv-missing.mkv"
        let client = try Self.player(playing: missing)
        defer { client.terminate() }
        let loop = try Self.loop(client: client, touchInput: nil) { _ in }
        Thread.sleep(forTimeInterval: 1)
        #expect(loop.run() == .playbackFailed("loading failed (Failed to open \(missing).)"))
    }
}
