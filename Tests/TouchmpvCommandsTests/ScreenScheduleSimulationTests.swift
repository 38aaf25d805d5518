import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// The screen schedule in `simulate`: a script's `clock` header, virtual time crossing a
/// switch, `expect screen`, the waking touch, and the `screen` member of `--json` states.
struct ScreenScheduleSimulationTests {
    private static let folder = Fixtures.repositoryRoot.appendingPathComponent("Config/examples/screen")

    private static func config(_ text: String) throws -> String {
        try TemporaryFolder.write(text, name: "screen.conf")
    }

    @Test func theNightExampleMeetsItsExpectations() throws {
        let script = Self.folder.appendingPathComponent("night.touch").path
        let run = SimulationRun(["--script", script, "--config", Self.folder.appendingPathComponent("night.conf").path])
        #expect(run.diagnostics == [])
        #expect(run.status == .ok)
        #expect(try run.metEveryExpectation(of: script), "\(run.output)")
    }

    /// Waiting past the end of the span pauses and darkens; the same script without the
    /// schedule fails both expectations, so the schedule is what made them hold.
    @Test func waitingPastTheSpansEndPausesAndDarkens() throws {
        let script = try TemporaryFolder.write(
            """
            clock 21:59:30
            @31000 expect screen off
            +0 expect mpv:pause yes
            """)
        let scheduled = SimulationRun(["--script", script, "--config", try Self.config("screen-on = 08:00-22:00\n")])
        #expect(scheduled.status == .ok, "\(scheduled.diagnostics)")
        let unscheduled = SimulationRun(["--script", script])
        #expect(unscheduled.status == .expectationFailed)
        #expect(unscheduled.diagnostics.count == 2)
        #expect(unscheduled.diagnostics.first?.hasSuffix(":2: expected screen off, got on") == true, "\(unscheduled.diagnostics)")
    }

    /// The waking touch is swallowed whole: a tap on the dark screen toggles no controls.
    @Test func theWakingTapIsNoGesture() throws {
        let script = try TemporaryFolder.write(
            """
            clock 23:00:00
            @0 expect screen off
            @1000 tap 640 360
            @2000 expect screen on
            +0 expect controls hidden
            +0 expect paused no
            @3000 tap 640 360
            @4000 expect controls visible
            """)
        let run = SimulationRun(["--script", script, "--config", try Self.config("screen-on = 08:00-22:00\n"), "--json"])
        #expect(run.status == .ok, "\(run.diagnostics)")
        #expect(run.output.count == 1)
        #expect(run.output.first?.contains(#""action":"toggleControls""#) == true)
        #expect(run.output.first?.hasSuffix(#""screen":"on"}}"#) == true, "\(run.output)")
    }

    /// A key press on the screen `screen-off-after` darkened wakes it and is not acted
    /// on (its binding pauses); the next press is. The JSON has the second press's pause
    /// only, and the screen lit at the end.
    @Test func aKeyPressWakesTheScreenAndIsNotActedOn() throws {
        let script = try TemporaryFolder.write(
            """
            @0 tap 640 360 count=2
            @6000 expect screen off
            +0 expect mpv:pause yes
            @7000 key KEY_PLAYPAUSE hold=100
            @7200 expect screen on
            +0 expect mpv:pause yes
            @8000 key KEY_PLAYPAUSE hold=100
            @8200 expect mpv:pause no
            """)
        let bindings = try TemporaryFolder.write("key KEY_PLAYPAUSE cycle pause\n", name: "keys.conf")
        let run = SimulationRun([
            "--script", script, "--config", try Self.config("screen-off-after = 5s\n"), "--bindings", bindings, "--json",
        ])
        #expect(run.status == .ok, "\(run.diagnostics)")
        #expect(run.output.joined().components(separatedBy: #""gesture":"key KEY_PLAYPAUSE""#).count == 2, "\(run.output)")
        #expect(run.output.last?.hasSuffix(#""screen":"on"}}"#) == true, "\(run.output)")
    }

    @Test(arguments: [
        ("clock 9:00:00", "clock must be a local time HH:MM:SS, like 21:59:30, not '9:00:00'"),
        ("clock 24:00:00", "clock must be a local time HH:MM:SS, like 21:59:30, not '24:00:00'"),
        ("clock 12:00", "clock must be a local time HH:MM:SS, like 21:59:30, not '12:00'"),
    ])
    func aBadClockIsRefusedAtItsWord(line: String, message: String) throws {
        let script = try TemporaryFolder.write(line + "\n@0 tap 1 1\n")
        let run = SimulationRun(["--script", script])
        #expect(run.status == .badInput)
        #expect(run.diagnostics.first?.hasSuffix(":1:7: error: \(message)") == true, "\(run.diagnostics)")
    }

    @Test func aBadScreenWordIsRefused() throws {
        let script = try TemporaryFolder.write("@0 expect screen dark\n")
        let run = SimulationRun(["--script", script])
        #expect(run.status == .badInput)
        #expect(run.diagnostics.first?.hasSuffix(":1:18: error: expect: screen is on or off, not 'dark'") == true, "\(run.diagnostics)")
    }
}
