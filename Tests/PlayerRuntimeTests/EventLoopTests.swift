import CLinuxInput
import Foundation
import TestSupport
import Testing

@testable import Gestures
@testable import MPVPlayer
@testable import PlayerGestures
@testable import PlayerModel
@testable import PlayerRuntime
@testable import SystemCalls
@testable import TouchInput

#if canImport(Glibc)
    import Glibc
#endif

/// `play`'s run loop over real headless libmpv: the order of a turn (touches waiting in
/// the source before the clock moves to now) and mpv's reason when the media cannot be
/// played, both for a loop that wakes late.
struct EventLoopTests {
    /// A clock the test sets: the loop reads whatever the test last put in it.
    final class SetClock: @unchecked Sendable {
        var now: Instant
        /// A clock reading `now`.
        init(_ now: Instant) { self.now = now }
    }

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

    /// A loop over `client` with a layer on the standard screen, taking signal numbers from
    /// `signals`; `actions` collects the player actions in order.
    static func loop(
        client: MPVClient, signals: SelfPipe, touchInput: LiveTouchInput?, clock: SetClock,
        actions: @escaping (PlayerAction) -> Void
    ) throws -> EventLoop {
        let layer = PlayerGestureLayer(screen: Size(width: 1280, height: 720))
        let player = MPVPlayerDelegate(client: client)
        layer.delegate = player
        player.onAction = { event, _ in actions(event.action) }
        return EventLoop(
            client: client, player: player, layer: layer, signals: signals.readEnd, touchInput: touchInput,
            script: nil, checked: { _, _ in }, note: { _ in }, clock: { clock.now })
    }

    /// Raw `struct input_event` records, protocol B, finger 0 at the screen's centre.
    static func records(_ events: [(milliseconds: Int64, type: Int32, code: Int32, value: Int32)], from start: Instant) -> [UInt8] {
        InputEventCodec.encode(
            events.map {
                InputEvent(time: start + .milliseconds($0.milliseconds), type: UInt16($0.type), code: UInt16($0.code), value: $0.value)
            })
    }

    /// A tap: down at `down` ms, up 50 ms later, each frame closed by SYN_REPORT.
    static func tap(at down: Int64, id: Int32) -> [(milliseconds: Int64, type: Int32, code: Int32, value: Int32)] {
        [
            (down, EV_ABS, ABS_MT_SLOT, 0), (down, EV_ABS, ABS_MT_TRACKING_ID, id),
            (down, EV_ABS, ABS_MT_POSITION_X, 640), (down, EV_ABS, ABS_MT_POSITION_Y, 360), (down, EV_SYN, SYN_REPORT, 0),
            (down + 50, EV_ABS, ABS_MT_TRACKING_ID, -1), (down + 50, EV_SYN, SYN_REPORT, 0),
        ]
    }

    @Test func aDoubleTapWaitingInTheSourceIsReadBeforeALateWakeFiresItsTimeout() throws {
        // A regular file keeps its records' kernel stamps. The second tap (250 ms after
        // the first) is inside the 300 ms window, but lies past the 64 KiB a read takes,
        // so it is still waiting in the file after the first read; the clock already
        // says 600 ms: the loop woke late, after the window's end (450 ms).
        let start = Instant(microseconds: 1_000_000_000)
        let padding = Array(repeating: (milliseconds: Int64(150), type: EV_SYN, code: SYN_REPORT, value: Int32(0)), count: 4_000)
        let path = TemporaryFolder.path(suffix: ".events")
        let bytes = Self.records(Self.tap(at: 100, id: 1) + padding + Self.tap(at: 350, id: 2), from: start)
        #expect(bytes.count > 64 * 1024 + 256 * InputEventCodec.recordSize)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let input = try LiveTouchInput(path: path, options: TouchDevice.Options(fallbackXRange: 0...1279, fallbackYRange: 0...719))
        let client = try Self.player(playing: "av://lavfi:testsrc=duration=30:size=64x48:rate=10")
        defer { client.terminate() }
        let clock = SetClock(start)
        var actions: [PlayerAction] = []
        let signals = try SelfPipe.open()
        defer { signals.close() }
        let loop = try Self.loop(client: client, signals: signals, touchInput: input, clock: clock) { action in
            actions.append(action)
            // The first action tells; mpv then quits, which ends the loop.
            try? client.command(["quit"])
        }
        clock.now = start + .milliseconds(600)
        #expect(loop.run() == .shutdown)
        #expect(actions == [.togglePause])
    }

    @Test func aSignalNumberOnTheSignalDescriptorStopsTheLoop() throws {
        let client = try Self.player(playing: "av://lavfi:testsrc=duration=30:size=64x48:rate=10")
        defer { client.terminate() }
        let signals = try SelfPipe.open()
        defer { signals.close() }
        let loop = try Self.loop(client: client, signals: signals, touchInput: nil, clock: SetClock(.zero)) { _ in }
        signals.writeEnd.writeByte(UInt8(SIGTERM))
        #expect(loop.run() == .signal(SIGTERM))
    }

    @Test func mpvsReasonForAFailedLoadSurvivesALateWake() throws {
        // libmpv hands out its queued events (start-file, end-file) before its log
        // lines: a loop that wakes only when all of them wait gets end-file before the
        // line that says why ("Failed to open FILE.").
        let missing = "/nonexistent/touchmpv-missing.mkv"
        let client = try Self.player(playing: missing)
        defer { client.terminate() }
        let signals = try SelfPipe.open()
        defer { signals.close() }
        let loop = try Self.loop(client: client, signals: signals, touchInput: nil, clock: SetClock(.zero)) { _ in }
        Thread.sleep(forTimeInterval: 1)
        #expect(loop.run() == .playbackFailed("loading failed (Failed to open \(missing).)"))
    }
}
