import Foundation
import TestSupport
import Testing
import ToolSupport

extension EndToEnd {
    /// `simulate` is the same script on real mpv: fifty seeded random scripts of gestures,
    /// some bound to mpv commands that test the model's ranges (past `volume-max`, below
    /// 0.01 speed, out of brightness' range, seeks past either end), end in the same state
    /// in `simulate` and in `play --headless` on real mpv. Each script first pauses
    /// (a two-finger tap bound to `set pause yes`, fired at its lift), so that the position
    /// depends on the seeks and not on how fast the machine plays; it must agree within
    /// 0.5 s, everything else exactly.
    @Suite struct SimulateAgainstPlayTests {
        /// Commands bound to the three-finger swipes, drawn per script.
        static let commands = [
            "add volume -7", "set volume 140", "cycle volume down", "add volume 0.4", "cycle speed", "add speed 0.5",
            "set speed 0", "add speed -5", "seek 30", "seek -1000", "seek 1000", "seek 50 absolute-percent", "seek -30 absolute",
            "add brightness 7", "set brightness -101", "add brightness 0.4", "add video-zoom 0.5", "set video-zoom 30",
        ]

        /// The bindings and the script seed `seed` makes.
        static func scenario(_ seed: UInt64) -> (bindings: String, script: String) {
            var random = SplitMix64(seed: seed)
            var bindings = "tap-2 set pause yes\n"
            for swipe in ["swipe-up-3", "swipe-down-3", "swipe-left-3", "swipe-right-3"] {
                bindings += "\(swipe) \(commands[random.next(below: commands.count)])\n"
            }
            var script = "@0 tap 640 360 fingers=2\n"
            var time = 600
            for _ in 0..<5 {
                let length = 40 + random.next(below: 200)
                switch random.next(below: 4) {
                case 0:  // volume (right half) or brightness (left half), up or down
                    let x = random.next(below: 2) == 0 ? 300 : 980
                    let (from, to) = random.next(below: 2) == 0 ? (600, 600 - length) : (120, 120 + length)
                    script += "@\(time) drag \(x) \(from) \(x) \(to) duration=200\n"
                case 1:  // a seek, committed at the lift
                    let (from, to) = random.next(below: 2) == 0 ? (200, 200 + length * 4) : (1080, 1080 - length * 4)
                    script += "@\(time) drag \(from) 360 \(to) 360 duration=200\n"
                default:  // a bound three-finger swipe
                    let (dx, dy) = [(0, -300), (0, 300), (-400, 0), (400, 0)][random.next(below: 4)]
                    script += "@\(time) drag \(640 - dx / 2) \(360 - dy / 2) \(640 + dx / 2) \(360 + dy / 2) duration=120 fingers=3\n"
                }
                time += 400
            }
            return (bindings, script + "@\(time) wait 0\n")
        }

        /// The fields of a `final state: volume 100, …, position 12.5, …` line.
        static func finalState(_ output: String) -> [String: String]? {
            guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix("final state: ") }) else { return nil }
            var fields: [String: String] = [:]
            for field in line.dropFirst("final state: ".count).split(separator: ", ") {
                let words = field.split(separator: " ", maxSplits: 1)
                if words.count == 2 { fields[String(words[0])] = String(words[1]) }
            }
            return fields
        }

        @Test(arguments: 1...50)
        func aRandomScriptEndsInTheSameStateInSimulateAndOnMpv(seed: Int) throws {
            let (bindingsText, scriptText) = Self.scenario(UInt64(seed))
            let bindings = try TemporaryFolder.write(bindingsText, suffix: ".conf")
            let script = try TemporaryFolder.write(scriptText, suffix: ".touch")
            defer {
                try? FileManager.default.removeItem(atPath: bindings)
                try? FileManager.default.removeItem(atPath: script)
            }
            let simulated = try TouchmpvRun.finished(["simulate", "--script", script, "--bindings", bindings])
            let played = try TouchmpvRun.finished(
                ["play", "--headless", "--no-mpv-config", "--script", script, "--bindings", bindings, "--mpv", "hr-seek=yes"])
            let context = "seed \(seed)\n\(bindingsText)\(scriptText)\(played.errors)"
            let expected = try #require(Self.finalState(simulated.output), "\(context)\(simulated.output)")
            let actual = try #require(Self.finalState(played.output), "\(context)\(played.output)")
            #expect(expected["paused"] == "yes", "\(context)")
            for field in expected.keys.sorted() where field != "position" {
                #expect(actual[field] == expected[field], "\(field): \(context)")
            }
            let positions = (expected["position"].flatMap(Double.init), actual["position"].flatMap(Double.init))
            #expect(
                positions.0 != nil && positions.1 != nil && abs(positions.0! - positions.1!) <= 0.5, "position \(positions): \(context)")
        }
    }
}
