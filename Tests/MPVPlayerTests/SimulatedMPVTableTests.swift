import PlayerModel
import Testing

/// The simulated player's model of mpv's numeric properties, case by case against real
/// headless mpv: each command runs on both from the same value, and both must end in
/// the same value (mpv's answer is read, never typed here).
struct SimulatedMPVTableTests {
    /// A command run from `start` of `property`.
    struct Case: CustomStringConvertible {
        let property: String
        let start: Int64
        let command: String

        init(_ property: String, _ start: Int64, _ command: String) {
            (self.property, self.start, self.command) = (property, start, command)
        }

        var description: String { "\(command) from \(property) \(start)" }
    }

    static let cases = [
        Case("volume", 50, "set volume 140"), Case("volume", 50, "set volume -5"), Case("volume", 50, "set volume 40"),
        Case("volume", 140, "add volume -7"), Case("volume", 50, "add volume 0.4"), Case("volume", 95, "add volume 20"),
        Case("volume", 50, "add volume"), Case("volume", 100, "cycle volume"), Case("volume", 0, "cycle volume down"),
        Case("volume", 50, "cycle volume 10"), Case("speed", 1, "set speed 0"), Case("speed", 1, "set speed 200"),
        Case("speed", 99, "add speed 1.5"), Case("speed", 100, "cycle speed"), Case("speed", 1, "add speed 0.5"),
        Case("video-zoom", 0, "add video-zoom 30"), Case("video-zoom", 0, "set video-zoom 30"),
        Case("video-zoom", 0, "add video-zoom 0.1"), Case("brightness", -89, "add brightness 0.4"),
        Case("brightness", -100, "add brightness 10"), Case("brightness", 0, "set brightness 0.4"),
        Case("brightness", 100, "cycle brightness"), Case("brightness", 0, "set brightness 101"),
    ]

    /// The state's field that holds mpv's `property`.
    static func path(_ property: String) -> WritableKeyPath<PlayerState, Double>? {
        switch property {
        case "volume": \.volume
        case "speed": \.speed
        case "video-zoom": \.zoom
        case "brightness": \.brightness
        default: nil
        }
    }

    @Test func eachNumericCaseEndsAsOnMpv() throws {
        let client = try HeadlessPlayer.make(options: [("volume-max", "100")])
        defer { client.terminate() }
        for entry in Self.cases {
            let path = try #require(Self.path(entry.property))
            try client.setProperty(entry.property, entry.start)
            try? client.commandString(entry.command)
            let real = try client.property(entry.property, as: Double.self)
            var state = PlayerState()
            state[keyPath: path] = Double(entry.start)
            let player = SimulatedPlayer(state: state)
            player.perform(GestureCommand(gesture: "tap", text: entry.command), at: .zero)
            #expect(player.state[keyPath: path] == real, "\(entry)")
        }
    }

    static let seeks = [
        "seek -10", "seek 10 relative+exact", "seek 30 absolute", "seek -30 absolute", "seek 1:30 absolute",
        "seek 50 absolute-percent", "seek 10 relative-percent", "seek -1000", "seek -1000 absolute", "seek 1000",
        "seek 150 absolute-percent",
    ]

    /// Seeks from 100 s into the built-in source (600 s), exact (keyframes are the
    /// media's, not the command's), kept open at the end.
    @Test func eachSeekEndsAsOnMpv() throws {
        let client = try HeadlessPlayer.playing(options: [("keep-open", "yes"), ("pause", "yes"), ("hr-seek", "yes")])
        defer { client.terminate() }
        for command in Self.seeks {
            try HeadlessPlayer.seek(client, ["100", "absolute+exact"])
            try client.commandString(command)
            _ = HeadlessPlayer.waitUntil(client) { $0 == .playbackRestarted }
            let real = try client.property("time-pos", as: Double.self)
            let player = SimulatedPlayer(state: PlayerState(paused: true, position: 100))
            player.perform(GestureCommand(gesture: "tap", text: command), at: .zero)
            #expect(abs(player.state.position - real) <= 0.05, "\(command): simulated \(player.state.position), mpv \(real)")
        }
    }
}
