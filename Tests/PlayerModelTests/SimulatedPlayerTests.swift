import Gestures
import PlayerModel
import Testing

/// The simulated player: virtual-time playback and the mapping's commands applied.
struct SimulatedPlayerTests {
    private func at(_ milliseconds: Int64) -> Instant { Instant(microseconds: milliseconds * 1000) }

    @Test func positionAdvancesAtSpeedWhilePlaying() {
        let player = SimulatedPlayer(state: PlayerState(position: 10))
        player.advance(to: at(1500))
        #expect(player.state.position == 11.5)
        player.perform(.holdBegan, payload: .none, at: at(2000))
        player.advance(to: at(3000))
        #expect(player.state.position == 14)
        player.perform(.togglePause, payload: .none, at: at(3000))
        player.advance(to: at(9000))
        #expect(player.state.position == 14)
        #expect(player.state.paused)
    }

    @Test func positionStopsAtTheEndOfTheMedia() {
        let player = SimulatedPlayer(state: PlayerState(position: 9, duration: 10))
        player.advance(to: at(5000))
        #expect(player.state.position == 10)
    }

    /// The layer owns the controls' visibility: the player carries out what it announces
    /// (nothing, with no screen) and keeps no copy of it in its state.
    @Test func theControlsTheLayerAnnouncesLeaveTheStateAlone() {
        let player = SimulatedPlayer(state: PlayerState(paused: true))
        player.perform(.toggleControls, payload: .none, at: at(350))
        player.observe(.controls(visible: true), at: at(350))
        #expect(player.state == PlayerState(paused: true))
        player.observe(.controls(visible: false), at: at(60_000))
        #expect(player.state == PlayerState(paused: true))
    }

    @Test func aCommittedSeekMovesThePosition() {
        let player = SimulatedPlayer(state: PlayerState(position: 20))
        player.observe(.panBegan, at: at(0))
        player.perform(.seekPreview, payload: .points(30), at: at(100))
        #expect(player.seekPreview?.to == 23)
        player.perform(.seekBackward, payload: .points(-60), at: at(300))
        #expect(player.seekPreview == nil)
        #expect(player.state.position == 14)
    }

    @Test func everyActionIsReportedWithItsCommands() {
        let player = SimulatedPlayer(state: PlayerState(volume: 50))
        var seen: [(PlayerGestureEvent, [PlayerCommand])] = []
        player.onAction = { seen.append(($0, $1)) }
        player.perform(.volumeUp, payload: .points(31), at: at(120))
        #expect(seen.count == 1)
        #expect(seen.first?.0 == PlayerGestureEvent(action: .volumeUp, payload: .points(31), time: at(120)))
        #expect(seen.first?.1.first == .setVolume(55))
        #expect(player.lastOSD == "Volume: 55%")
    }
}
