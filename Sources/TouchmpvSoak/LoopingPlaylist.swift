import Gestures
import PlayerModel

/// The kiosk day's playlist: the simulated player's entries played in a loop, as mpv's
/// `loop-playlist=inf` plays them (the simulated player itself stops at an entry's end):
/// when one ends the next starts, and after the last the first.
struct LoopingPlaylist {
    let player: SimulatedPlayer
    /// How many entries the player's playlist has.
    let count: Int
    /// Entries started at another's end.
    private(set) var entriesStarted = 0

    /// Runs playback on to `target`, starting the next entry at each entry's end.
    mutating func advance(to target: Instant) {
        while true {
            let state = player.state
            guard !state.paused, state.speed > 0, let duration = state.duration, duration > state.position else { break }
            let remaining = Int64(((duration - state.position) / state.speed * 1_000_000).rounded(.up))
            let end = Instant(microseconds: player.time.microseconds + remaining)
            guard end <= target else { break }
            player.advance(to: end)
            let next = (state.playlistPosition + 1) % count
            player.perform(GestureCommand(gesture: "loop-playlist", text: "playlist-play-index \(next)"), at: end)
            entriesStarted += 1
        }
        player.advance(to: target)
    }
}
