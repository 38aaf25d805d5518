import CommandTestSupport
import TestSupport
import Testing

/// Inputs the fuzzers of `Fuzz/` flagged, replayed through the path they came through.
struct FuzzRegressionTests {
    private let files: TemporaryFolder

    init() throws {
        files = try TemporaryFolder()
    }

    /// TouchScriptFuzz's slow unit (10 s under the fuzzer's instrumentation): 84 bytes
    /// that expand to 360 taps of 60 fingers each (43,200 touch events, within
    /// `ScriptLimits`). Many-finger frames cost the router far more per event than
    /// one-finger ones; the script must still play to its end: no action (a tap of more
    /// than one finger is no tap), the clock 54.7 s past its start at 4.4 s.
    @Test func sixtyFingerTapsFromTheFuzzerPlayToTheirEnd() {
        let path = files.write(
            Array("# A saSetin at (43501..\n@4400 tap 64\t0 360   60           2    # \\.@76ntrols hidded\n".utf8),
            name: "slow-unit-8c0827c8.touch")
        let result = SimulationRun(["--script", path])
        #expect(result.status == .ok)
        #expect(result.diagnostics == [])
        #expect(result.output.first == "0 actions")
        #expect(result.output.last == "final state: volume 100, brightness 0, speed 1, zoom 0, position 58.97, paused no, controls hidden")
    }

    /// TouchScriptFuzz's timeout (over 10 s under the fuzzer's instrumentation): the same
    /// statement twice, so 120 fingers would be down in every frame. The router's work
    /// per frame grows with the fingers down, and overlapping statements could pile up
    /// any number of them; `ScriptLimits.maximumFingersDown` (100) now refuses the second
    /// statement, at its command, before anything plays.
    @Test func twoOverlappingSixtyFingerTapScriptsFromTheFuzzerAreRefusedAtTheSecond() {
        let statement = "@4400 tap 64\t0 360   60           2    # \\.@76ntrols hidde"
        let path = files.write(
            Array("# A saSetin a# A saSetin at (43501..\n\(statement)nt (43501..\n\(statement)n\n".utf8),
            name: "timeout-b78fa609.touch")
        let result = SimulationRun(["--script", path])
        #expect(result.status == .badInput)
        #expect(result.output == [])
        #expect(
            result.diagnostic
                == "\(path):3:7: error: this statement would keep more than 100 fingers down at once (the most a script may keep down)")
    }
}
