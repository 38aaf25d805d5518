import Gestures
import PlayerGestures
import Testing

@testable import PlayerModel
@testable import PlayerRuntime
@testable import TouchScripts

/// `expect` lines against what a player reports: touchmpv's own keys and mpv's properties.
struct ExpectationCheckTests {
    private func expectation(_ key: TouchScripts.Expectation.Key, _ value: TouchScripts.Expectation.Value) -> TouchScripts.Expectation {
        TouchScripts.Expectation(time: .zero, key: key, value: value, file: "s.touch", line: 9)
    }

    /// `expect mpv:NAME TEXT [~TOL]` as the parser makes it.
    private func property(_ name: String, _ text: String, tolerance: Double = 0) -> TouchScripts.Expectation {
        let number = Double(text)
        return TouchScripts.Expectation(
            time: .zero, subject: .mpv(name), value: .property(text: text, number: number, tolerance: tolerance), file: "s.touch", line: 9)
    }

    /// The failure of `expectation` against a player in `state` under controls shown when
    /// `controlsVisible`, whose properties read as `properties`.
    private func failure(
        _ expectation: TouchScripts.Expectation, state: PlayerState = PlayerState(), controlsVisible: Bool = false,
        properties: [String: PropertyReading] = [:]
    ) -> String? {
        let subjects = ExpectationSubjects(
            snapshot: { PlayerSnapshot(state: state, controlsVisible: controlsVisible) },
            property: { name, _ in properties[name] ?? .unavailable("property not found") })
        return ExpectationCheck.failure(of: expectation, reading: subjects)
    }

    @Test func numbersMatchWithinTheirTolerance() {
        let state = PlayerState(volume: 55, brightness: -10, speed: 2, zoom: 0.5, position: 12.25)
        #expect(failure(expectation(.volume, .number(55, tolerance: 0)), state: state) == nil)
        #expect(failure(expectation(.brightness, .number(-10, tolerance: 0)), state: state) == nil)
        #expect(failure(expectation(.speed, .number(2, tolerance: 0)), state: state) == nil)
        #expect(failure(expectation(.zoom, .number(0.4, tolerance: 0.1)), state: state) == nil)
        #expect(failure(expectation(.position, .number(12, tolerance: 0.25)), state: state) == nil)
        #expect(
            failure(expectation(.position, .number(12, tolerance: 0.2)), state: state) == "s.touch:9: expected position 12 ~0.2, got 12.25")
        #expect(failure(expectation(.volume, .number(50, tolerance: 0)), state: state) == "s.touch:9: expected volume 50, got 55")
    }

    @Test func aFailureQuotesAtMostFortyCharactersOfEachValueWithControlCharactersEscaped() {
        let huge = String(repeating: "x", count: 1_000_000)
        let title = "\u{1B}]0;owned\u{07}\u{1B}[31mred"
        let properties: [String: PropertyReading] = ["volume": .text("50"), "media-title": .text(title)]
        let wanted = String(repeating: "x", count: 40) + "…"
        #expect(failure(property("volume", huge), properties: properties) == "s.touch:9: expected mpv:volume \(wanted), got 50")
        #expect(
            failure(property("media-title", "Big"), properties: properties)
                == "s.touch:9: expected mpv:media-title Big, got \\x1b]0;owned\\x07\\x1b[31mred")
        #expect(
            failure(property(huge, "1"), properties: properties)
                == "s.touch:9: expected mpv:\(String(repeating: "x", count: 36))… 1, got nothing (property not found)")
    }

    @Test func pausedAndControlsAreWords() {
        let state = PlayerState(paused: true)
        #expect(failure(expectation(.paused, .flag(true)), state: state) == nil)
        #expect(failure(expectation(.paused, .flag(false)), state: state) == "s.touch:9: expected paused no, got yes")
        #expect(failure(expectation(.controls, .flag(false)), state: state, controlsVisible: false) == nil)
        #expect(
            failure(expectation(.controls, .flag(true)), state: state, controlsVisible: false)
                == "s.touch:9: expected controls visible, got hidden")
        #expect(
            failure(expectation(.controls, .flag(false)), state: state, controlsVisible: true)
                == "s.touch:9: expected controls hidden, got visible")
    }

    @Test func anMpvPropertyIsANumberWithItsToleranceOrItsStringForm() {
        let properties: [String: PropertyReading] = [
            "time-pos": .number(3.2), "pause": .text("yes"), "media-title": .text("Big Buck Bunny"), "sub-text": .text(""),
        ]
        #expect(failure(property("time-pos", "3", tolerance: 0.25), properties: properties) == nil)
        #expect(
            failure(property("time-pos", "3", tolerance: 0.1), properties: properties) == "s.touch:9: expected mpv:time-pos 3 ~0.1, got 3.2"
        )
        #expect(failure(property("pause", "yes"), properties: properties) == nil)
        #expect(failure(property("pause", "no"), properties: properties) == "s.touch:9: expected mpv:pause no, got yes")
        #expect(failure(property("media-title", "Big Buck Bunny"), properties: properties) == nil)
        #expect(
            failure(property("media-title", "Big"), properties: properties)
                == #"s.touch:9: expected mpv:media-title Big, got "Big Buck Bunny""#)
        #expect(failure(property("sub-text", "x"), properties: properties) == #"s.touch:9: expected mpv:sub-text x, got """#)
        // A number wanted of a property mpv has only as text compares the texts.
        #expect(failure(property("pause", "1"), properties: properties) == "s.touch:9: expected mpv:pause 1, got yes")
        #expect(
            failure(property("nonesuch", "1"), properties: properties)
                == "s.touch:9: expected mpv:nonesuch 1, got nothing (property not found)")
    }

    @Test func theSimulatedPlayerReadsTheStateItModelsAsMpvWould() {
        let player = SimulatedPlayer(state: PlayerState(volume: 40, paused: true, position: 7.5, duration: nil, playlistPosition: 2))
        let layer = PlayerGestureLayer(screen: Size(width: 1280, height: 720))
        layer.delegate = player
        let reader = SnapshotReader(state: { _ in player.state }, layer: layer, controls: nil, screen: nil)
        let subjects = ExpectationSubjects.simulated(player, reader: reader)
        #expect(subjects.property("volume", true) == .number(40))
        #expect(subjects.property("time-pos", true) == .number(7.5))
        #expect(subjects.property("pause", false) == .text("yes"))
        #expect(subjects.property("duration", true) == .unavailable("property unavailable"))
        #expect(subjects.property("playlist-pos", true) == .number(2))
        #expect(subjects.property("media-title", false) == .unavailable("property not found"))
        // `expect controls` reads the layer, which owns the visibility, when it is checked.
        #expect(subjects.snapshot().controlsVisible == false)
        layer.setControlsVisible(true)
        #expect(subjects.snapshot() == PlayerSnapshot(state: player.state, controlsVisible: true))
        #expect(
            PlayerStateField.all.map(\.property) == [
                "volume", "brightness", "speed", "video-zoom", "pause", "time-pos", "duration", "playlist-pos", "aid", "sid", "chapter",
            ])
    }
}
