import CommandTestSupport
import Foundation
import TestSupport
import Testing

@testable import PlayerGestures

/// Every gesture of the bindings' grammar (docs/behaviour.md, "The bindings format")
/// through `touchmpv simulate --bindings`: bound to an mpv command, it is recognized from a
/// script that performs it, and reported as `{"action":"command","gesture":…,"command":…}`.
struct BindingsSimulateTests {
    /// The default bindings all removed, so that each gesture is tested on its own.
    static let noDefaults = GestureBindings.defaults.commands.keys.map { "\($0) ignore" }.sorted().joined(separator: "\n")

    /// Fingers moving together in straight lines from `from` to `to` over `duration` ms
    /// (six moves), lifting at the end, as script lines.
    static func stroke(_ from: [(Double, Double)], _ to: [(Double, Double)], duration: Int = 120) -> String {
        var lines: [String] = []
        for (index, point) in from.enumerated() { lines.append("@0 down \(index + 1) \(point.0) \(point.1)") }
        for step in 1...6 {
            for index in from.indices {
                let fraction = Double(step) / 6
                let x = from[index].0 + (to[index].0 - from[index].0) * fraction
                let y = from[index].1 + (to[index].1 - from[index].1) * fraction
                lines.append("@\(duration * step / 6) move \(index + 1) \(x) \(y)")
            }
        }
        for index in from.indices { lines.append("@\(duration) up \(index + 1)") }
        return lines.joined(separator: "\n")
    }

    /// `count` points from `start`, `step` apart.
    static func row(_ count: Int, from start: (Double, Double), step: (Double, Double)) -> [(Double, Double)] {
        (0..<count).map { (start.0 + step.0 * Double($0), start.1 + step.1 * Double($0)) }
    }

    /// A script that performs `gesture` (its region's middle for a regional one).
    static func script(for gesture: BoundGesture) -> String {
        let n = gesture.fingers
        let x: Double =
            switch gesture.region {
            case .left?: 100
            case .center?: 560
            case .right?: 1000
            case .leftHalf?: 300
            case .rightHalf?: 900
            case nil: 560
            }
        let fingers = row(n, from: (x, 360), step: (20, 0))
        let moved = { (dx: Double, dy: Double) in fingers.map { ($0.0 + dx, $0.1 + dy) } }
        switch gesture.name {
        case .tap: return "@0 tap \(x) 360 fingers=\(n)"
        case .doubleTap: return "@0 tap \(x) 360 count=2 fingers=\(n)"
        case .longPress: return stroke(fingers, fingers, duration: 800)
        case .pan(.vertical): return stroke(fingers, moved(0, -200), duration: 600)
        case .pan(.horizontal): return stroke(fingers, moved(200, 0), duration: 600)
        case .swipe(let direction):
            let offset =
                direction == .left ? (-150.0, 0.0) : direction == .right ? (150, 0) : direction == .up ? (0, -150) : (0, 150)
            return stroke(fingers, moved(offset.0, offset.1), duration: 100)
        case .edge(let edge):
            let (start, travel): ([(Double, Double)], (Double, Double)) =
                switch edge {
                case .left: (row(n, from: (5, 200), step: (0, 60)), (150, 0))
                case .right: (row(n, from: (1275, 200), step: (0, 60)), (-150, 0))
                case .top: (row(n, from: (x, 5), step: (60, 0)), (0, 150))
                default: (row(n, from: (x, 715), step: (60, 0)), (0, -150))
                }
            return stroke(start, start.map { ($0.0 + travel.0, $0.1 + travel.1) })
        case .pinch:
            let circle = { (radius: Double) in
                (0..<n).map { index in
                    let angle = 2 * Double.pi * Double(index) / Double(n)
                    return (x + 60 + radius * cos(angle), 360 + radius * sin(angle))
                }
            }
            return stroke(circle(50), circle(120))
        }
    }

    /// Every gesture the grammar has: every name with every finger count, plain, and
    /// each region with a sample of names.
    static let gestures: [BoundGesture] =
        GestureName.all.flatMap { name in
            (name.minimumFingers...BoundGesture.maximumFingers).map { BoundGesture(name, fingers: $0) }
        }
        + ScreenRegion.allCases.flatMap { region in
            [
                BoundGesture(.tap, region: region), BoundGesture(.doubleTap, fingers: 2, region: region),
                BoundGesture(.pan(.vertical), region: region), BoundGesture(.swipe(.up), fingers: 3, region: region),
                BoundGesture(.longPress, region: region), BoundGesture(.pinch, fingers: 2, region: region),
            ]
        }

    @Test(arguments: gestures)
    func everyGestureOfTheGrammarIsRecognizedAndReportedAsItsCommand(gesture: BoundGesture) throws {
        let bindings = try TemporaryFolder.write(Self.noDefaults + "\n\(gesture) script-message \(gesture)\n", name: "b.conf")
        let script = try TemporaryFolder.write(Self.script(for: gesture) + "\n")
        let run = SimulationRun(["--script", script, "--bindings", bindings, "--json"])
        #expect(run.diagnostics == [])
        #expect(run.actionLines.count == 1, "\(run.output)")
        let line = ActionJSON.withoutState(try #require(run.actionLines.first))
        #expect(line.hasSuffix(#","action":"command","gesture":"\#(gesture)","command":"script-message \#(gesture)"}"#), "\(line)")
    }

    @Test func aBoundCommandsControlCharactersAreEscapedOnItsActionLine() throws {
        let bindings = try TemporaryFolder.write(Self.noDefaults + "\ntap script-message \"\u{1B}]0;x\u{07}\"\n", name: "b.conf")
        let run = SimulationRun(["--script", try TemporaryFolder.write("@0 tap 640 360\n"), "--bindings", bindings])
        #expect(run.diagnostics == [])
        let line = try #require(run.output.first { $0.contains(" command ") })
        #expect(line.hasSuffix("tap → script-message \"\\x1b]0;x\\x07\"") && !line.contains("\u{1B}"), "\(line)")
    }

    @Test(arguments: ScreenRegion.allCases)
    func aRegionalGestureOutsideItsRegionIsNotRecognized(region: ScreenRegion) throws {
        let bindings = try TemporaryFolder.write(Self.noDefaults + "\n\(region.rawValue):tap script-message tap\n", name: "b.conf")
        let outside: Double = region.columns.lowerBound > 0 ? 20 : 1260
        let script = try TemporaryFolder.write("@0 tap \(outside) 360\n")
        #expect(SimulationRun(["--script", script, "--bindings", bindings, "--json"]).actionLines.isEmpty)
    }

    @Test func aBoundCommandIsOneJSONLineAndTheSimulatedPlayerAppliesWhatItModels() throws {
        let bindings = try TemporaryFolder.write(
            """
            left:double-tap seek -10
            right:double-tap osd-msg-bar seek 10 # forward
            tap-2 show-text "two \\"fingers\\""
            """, name: "b.conf")
        let script = try TemporaryFolder.write(
            """
            start 100
            @0 tap 100 360 count=2
            +0 expect position 90.25
            @1000 tap 1200 360 count=2
            +0 expect position 101.25
            @2000 tap 600 360 fingers=2
            """)
        let run = SimulationRun(["--script", script, "--bindings", bindings, "--json"])
        #expect(run.status == .ok, "\(run.diagnostics)")
        #expect(
            run.output.map(ActionJSON.withoutState) == [
                #"{"t":0.25,"action":"command","gesture":"left:double-tap","command":"seek -10"}"#,
                #"{"t":1.25,"action":"command","gesture":"right:double-tap","command":"osd-msg-bar seek 10"}"#,
                #"{"t":2.05,"action":"command","gesture":"tap-2","command":"show-text \"two \\\"fingers\\\"\""}"#,
            ])
        let human = SimulationRun(["--script", script, "--bindings", bindings])
        #expect(human.output.first == "0.250s    command         left:double-tap → seek -10")
        #expect(human.output.contains("3 actions: 3 command"))
    }

    @Test func theSimulatedPlaylistIsStepped() throws {
        let bindings = try TemporaryFolder.write("edge-right playlist-next\nedge-left playlist-prev\n", name: "b.conf")
        let script = try TemporaryFolder.write(
            """
            playlist 2
            start 30
            @0 drag 1275 300 1000 300 duration=100
            +0 expect mpv:playlist-pos 1
            +0 expect position 30.067 ~0.001
            @1000 drag 1275 300 1000 300 duration=100
            +0 expect mpv:playlist-pos 1
            @2000 drag 5 300 300 300 duration=100
            +0 expect mpv:playlist-pos 0
            """)
        let run = SimulationRun(["--script", script, "--bindings", bindings])
        #expect(run.status == .ok, "\(run.diagnostics)")
        #expect(run.output.contains("4 expectations checked, 0 failed"))
    }

    /// The single-tap latency (touch-up → action, on the gesture clock) that
    /// docs/behaviour.md and the README give: 300 ms with a double-tap binding, 0 without.
    @Test func theSingleTapLatencyIs300MillisecondsWithADoubleTapBindingAndNoneWithout() throws {
        let script = try TemporaryFolder.write("@0 tap 640 360 press=50\n")
        let waiting = SimulationRun(["--script", script, "--json"])
        #expect(waiting.output.map(ActionJSON.withoutState) == [#"{"t":0.35,"action":"toggleControls"}"#])
        let bindings = try TemporaryFolder.write("double-tap ignore\n", name: "b.conf")
        let immediate = SimulationRun(["--script", script, "--bindings", bindings, "--json"])
        #expect(immediate.output.map(ActionJSON.withoutState) == [#"{"t":0.05,"action":"toggleControls"}"#])
    }

    @Test func aBadBindingsFileIsBadInputWithFileLineAndColumn() throws {
        let bindings = try TemporaryFolder.write("tap touchmpv/toggle-pause\nedge-left playlist-prevv\n", name: "bad.conf")
        let script = try TemporaryFolder.write("@0 tap 640 360\n")
        let run = SimulationRun(["--script", script, "--bindings", bindings])
        #expect(run.status == .badInput)
        #expect(run.diagnostics == ["\(bindings):2:11: error: mpv refuses 'playlist-prevv': Command 'playlist-prevv' not found"])
        #expect(run.output.isEmpty)
    }
}
