import Testing

@testable import PlayerModel

/// The mpv commands the simulated player models, and the ones it only reports.
struct SimulatedMPVCommandsTests {
    private let model = SimulatedMPVCommands(
        settings: PlayerSettings(), playlistCount: 3, entryStart: 5,
        offering: MediaChoices(
            tracks: [.init(kind: .audio, id: 1), .init(kind: .audio, id: 2), .init(kind: .sub, id: 1)],
            chapters: [.init(start: 0), .init(start: 65.5), .init(start: 300)]))

    private func run(_ text: String, from state: PlayerState = PlayerState(position: 100)) -> PlayerState {
        var state = state
        model.apply(text, to: &state)
        return state
    }

    @Test func seeksRelativeAbsoluteAndByPercentWithinTheMedia() {
        #expect(run("seek -10").position == 90)
        #expect(run("seek 10 relative+exact").position == 110)
        #expect(run("seek 30 absolute").position == 30)
        #expect(run("seek -30 absolute").position == 570)  // from the end of 600 s
        #expect(run("seek 1:30 absolute").position == 90)
        #expect(run("seek 50 absolute-percent").position == 300)
        #expect(run("seek 10 relative-percent").position == 160)
        #expect(run("seek -1000").position == 0)
        #expect(run("seek 1000").position == 600)
        #expect(run("seek ten").position == 100)  // mpv would refuse it
    }

    @Test func setAddAndCycleNumericPropertiesAsMpvDoes() {
        #expect(run("add volume -5").volume == 95)
        #expect(run("add volume 20").volume == 100)  // stops at volume-max
        #expect(run("add volume").volume == 100)
        #expect(run("set volume 40").volume == 40)
        #expect(run("set volume 140").volume == 140)  // set: the option's range, -1...1000
        #expect(run("set volume -5").volume == 100)  // out of that range: refused
        #expect(run("add volume -7", from: PlayerState(volume: 140)).volume == 100)  // add: 0...volume-max
        #expect(run("add volume 0.4", from: PlayerState(volume: 50)).volume == Double(Float(50.4)))  // a 32-bit float
        #expect(run("cycle volume").volume == 0)  // wraps around
        #expect(run("cycle volume down", from: PlayerState(volume: 0)).volume == 100)
        #expect(run("cycle volume 10", from: PlayerState(volume: 50)).volume == 60)  // a numeric step
        #expect(run("add brightness 0.4", from: PlayerState(brightness: -89)).brightness == -88)  // an integer, truncated
        #expect(run("add brightness 10", from: PlayerState(brightness: -100)).brightness == -90)
        #expect(run("set speed 200").speed == 1)  // refused
        #expect(run("add speed 1", from: PlayerState(speed: 99.5)).speed == 100)
        #expect(run("cycle speed", from: PlayerState(speed: 100)).speed == 0.01)
        #expect(run("add video-zoom 30").zoom == 20)  // clamped to -20...20
        #expect(run("set video-zoom 30").zoom == 0)  // refused
        #expect(run("add brightness 10").brightness == 10)
        #expect(run("set brightness -100").brightness == -100)
        #expect(run("add speed 0.5").speed == 1.5)
        #expect(run("set speed 0").speed == 1)  // below 0.01: refused
    }

    @Test func pauseIsSetOrCycled() {
        #expect(run("cycle pause").paused)
        #expect(run("set pause yes").paused)
        #expect(!run("set pause no", from: PlayerState(paused: true)).paused)
        #expect(!run("set pause maybe").paused)
    }

    @Test func thePlaylistStepsWithinItsEntriesEachFromTheStart() {
        let next = run("playlist-next")
        #expect(next.playlistPosition == 1 && next.position == 5)
        #expect(run("playlist-next", from: PlayerState(position: 100, playlistPosition: 2)).playlistPosition == 2)
        #expect(run("playlist-prev").playlistPosition == 0)
        #expect(run("playlist-prev", from: PlayerState(playlistPosition: 2)).playlistPosition == 1)
    }

    @Test func playlistPlayIndexPlaysAnEntryThereIs() {
        let third = run("playlist-play-index 2")
        #expect(third.playlistPosition == 2 && third.position == 5)
        #expect(run("playlist-play-index 3").playlistPosition == 0)
        #expect(run("playlist-play-index x").playlistPosition == 0)
    }

    /// What the menus send: tracks by id or none, chapters by index.
    @Test func setAidSidAndChapterChooseWhatTheFileHas() {
        #expect(run("set aid 2").audioTrack == 2)
        #expect(run("set aid 3").audioTrack == 1)  // no such track: mpv refuses it
        #expect(run("set aid no").audioTrack == nil)
        #expect(run("set sid 1").subtitleTrack == 1)
        #expect(run("set sid 2").subtitleTrack == nil)
        #expect(run("set sid no", from: PlayerState(subtitleTrack: 1)).subtitleTrack == nil)
        #expect(run("set chapter 1").position == 65.5)
        #expect(run("set chapter 3").position == 100)
    }

    @Test func prefixesQuotesAndSeveralCommandsAreReadAsMpvReadsThem() {
        let state = run(#"osd-msg-bar seek -10; no-osd add "volume" -5 # comment; cycle pause"#)
        #expect(state.position == 90 && state.volume == 95 && !state.paused)
    }

    @Test func otherCommandsChangeNothing() {
        for text in ["cycle sub", "quit", "script-message foo", "run touch /tmp/x", "show-text hello", "set sub-delay 1", ""] {
            #expect(run(text) == PlayerState(position: 100), "\(text)")
        }
    }
}
