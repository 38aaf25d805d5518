import Testing

@testable import PlayerModel
@testable import RunReports

/// The lines a run prints, made from the player's snapshot.
struct RunOutputTests {
    /// The state's JSON: each field at its rounding, `duration` null without one, and the
    /// controls' visibility after `paused`.
    @Test func theStateIsJSONInTheFieldTablesOrderAndRounding() {
        #expect(
            RunOutput.json(PlayerSnapshot(state: PlayerState(volume: 1.0004, position: 1.0000004, duration: nil), controlsVisible: false))
                .hasSuffix(
                    #""position":1,"duration":null,"playlistPosition":0,"audioTrack":1,"subtitleTrack":null,"chapter":null}"#))
        let shown = RunOutput.json(PlayerSnapshot(state: PlayerState(volume: 1.0004), controlsVisible: true))
        #expect(shown.hasPrefix(#"{"volume":1,"#))
        #expect(shown.contains(#""paused":false,"controlsVisible":true,"position":0,"#))
    }
}
