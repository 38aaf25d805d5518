import PlayerModel
import Testing

@testable import RunReports
@testable import TouchScripts

/// "Not checked" is decided once, by the tally: the lines it has no outcome for are what
/// `play` prints as not checked and what the JUnit report counts as errors.
struct RunTallyTests {
    @Test func aLineTheRunNeverReachedIsNotCheckedInTheTallyAndInTheReport() throws {
        let script = try TouchScriptParser.parse(
            text: "@0 tap 640 360\n@400 expect controls visible\n@500 expect volume 90\n@600 expect paused yes\n",
            fileName: "run.touch")
        let (held, failed, unreached) = (script.expectations[0], script.expectations[1], script.expectations[2])
        var tally = RunTally()
        tally.record(held, failure: nil)
        tally.record(failed, failure: "run.touch:3: expected volume 90, got 100")
        #expect(tally.outcome(of: held) == .held)
        #expect(tally.outcome(of: failed) == .failed("run.touch:3: expected volume 90, got 100"))
        #expect(tally.outcome(of: unreached) == .notChecked)
        #expect(tally.unchecked(in: script).map(\.line) == [4])
        let message = RunTally.notChecked(unreached, because: "mpv quit")
        #expect(message == "run.touch:4: not checked: mpv quit")
        let report = JUnitReport(script: script, tally: tally, notReachedBecause: "mpv quit")
        #expect(report.cases.map(\.result) == [.passed, .failed("run.touch:3: expected volume 90, got 100"), .notChecked(message)])
    }

    /// A control client's lines count with the script's, and the summary says how many
    /// came from the socket; they leave the script's outcomes alone (their line numbers
    /// are the client's).
    @Test func theControlSocketsExpectationsCountInTheSummary() throws {
        let script = try TouchScriptParser.parse(text: "@0 expect volume 100\n", fileName: "run.touch")
        var tally = RunTally()
        tally.record(script.expectations[0], failure: nil)
        tally.recordControlSocket(failure: nil)
        tally.recordControlSocket(failure: "control.sock:1: expected paused yes, got no")
        #expect((tally.checked, tally.failed) == (3, 1))
        #expect(tally.outcome(of: script.expectations[0]) == .held)
        let summary = RunOutput(json: false).summary(of: tally, snapshot: PlayerSnapshot(state: PlayerState(), controlsVisible: false))
        #expect(summary[1] == "3 expectations checked, 1 failed (2 of them from the control socket, 1 failed)")
        var scriptOnly = RunTally()
        scriptOnly.record(script.expectations[0], failure: nil)
        let plain = RunOutput(json: false).summary(of: scriptOnly, snapshot: PlayerSnapshot(state: PlayerState(), controlsVisible: false))
        #expect(plain[1] == "1 expectation checked, 0 failed")
    }
}
