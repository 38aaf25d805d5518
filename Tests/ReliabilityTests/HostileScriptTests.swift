import CommandTestSupport
import TestSupport
import Testing

/// Hostile `.touch` scripts through `touchmpv simulate`: each gets a located error and
/// status 2, or is played within a documented limit; none crashes or hangs.
struct HostileScriptTests {
    private let files: TemporaryFolder

    init() throws {
        files = try TemporaryFolder()
    }

    /// Runs `simulate` on a script holding `text`.
    private func simulate(_ text: String) -> (path: String, result: SimulationRun) {
        let path = files.write(text, name: "hostile.touch")
        return (path, SimulationRun(["--script", path, "--json"]))
    }

    @Test func bytesThatAreNotUTF8AreBinaryData() {
        let path = files.write([0x40, 0x30, 0x20, 0xff, 0xfe, 0x00, 0x9c, 0x0a], name: "binary.touch")
        let result = SimulationRun(["--script", path])
        #expect(result.status == .badInput)
        #expect(result.diagnostic == "\(path):1:4: error: binary data (bytes that are not UTF-8) in a text file")
    }

    @Test func aNulByteIsBinaryData() {
        let path = files.write(Array("@0 tap 5 5\n@10 tap\0 5 5\n".utf8), name: "nul.touch")
        let result = SimulationRun(["--script", path])
        #expect(result.status == .badInput)
        #expect(result.diagnostic == "\(path):2:8: error: binary data (a NUL byte) in a text file")
    }

    /// The error quotes the number's first 40 characters, not the whole megabyte.
    @Test func aMillionCharacterNumberIsRefusedAtItsColumn() {
        let (path, result) = simulate("@0 tap " + String(repeating: "1", count: 1_000_000) + " 5\n")
        #expect(result.status == .badInput)
        #expect(result.diagnostic == "\(path):1:8: error: tap: X must be a finite number, not '\(String(repeating: "1", count: 40))…'")
    }

    @Test func aMillionCharacterCommentIsSkipped() {
        let (_, result) = simulate("# " + String(repeating: "x", count: 1_000_000) + "\n@0 tap 640 360\n")
        #expect(result.status == .ok)
        #expect(result.output.map(ActionJSON.withoutState) == ["{\"t\":0.35,\"action\":\"toggleControls\"}"])
    }

    @Test(arguments: [
        ("@0 tap 1e308 5", "1:8: error: tap: X 1e308 is out of range -1000000...1000000"),
        ("@0 tap 5 -1e308", "1:10: error: tap: Y -1e308 is out of range -1000000...1000000"),
        ("@0 tap nan 5", "1:8: error: tap: X must be a finite number, not 'nan'"),
        ("@0 tap inf 5", "1:8: error: tap: X must be a finite number, not 'inf'"),
        ("@0 expect volume nan", "1:18: error: expect: volume must be a finite number, not 'nan'"),
        ("screen 1e308x5", "1:8: error: screen 1e308x5 is out of range: each side must be 1...100000 points"),
        ("duration nan", "1:10: error: duration: value must be a finite number, not 'nan'"),
        ("start -1e308", "1:7: error: start: value -1e308 is out of range 0...86400"),
    ])
    func hugeAndNonFiniteNumbersAreRefused(line: String, error: String) {
        let (path, result) = simulate(line + "\n")
        #expect(result.status == .badInput)
        #expect(result.diagnostic == "\(path):\(error)")
    }

    @Test func minusZeroIsZero() {
        let (_, result) = simulate("@-0 tap -0 -0\n")
        #expect(result.status == .ok)
        #expect(result.output.map(ActionJSON.withoutState) == ["{\"t\":0.35,\"action\":\"toggleControls\"}"])
    }

    @Test(arguments: [
        ("@0 tap 5 5 count=1000000000", "1:18: error: tap: count must be a whole number from 1 to 10000, not '1000000000'"),
        ("@0 tap 5 5 fingers=1000000000", "1:20: error: tap: fingers must be a whole number from 1 to 100, not '1000000000'"),
        ("@0 down 99999999999999999999 1 1", "1:9: error: down: ID must be a whole number from 0 to 999999, not '99999999999999999999'"),
        ("@0 drag 0 0 100 100 hz=1e308", "1:24: error: drag: hz 1e308 is out of range 0...1000"),
        (
            "@0 drag 0 0 100 100 duration=86400s hz=1000",
            "1:4: error: drag would make 86400002 touch events (one statement may make at most 100000)"
        ),
        (
            "@0 drag 0 0 100 100 fingers=100 hz=1000 duration=9900ms",
            "1:4: error: drag would make 990200 touch events (one statement may make at most 100000)"
        ),
    ])
    func hugeCountsAreRefused(line: String, error: String) {
        let (path, result) = simulate(line + "\n")
        #expect(result.status == .badInput)
        #expect(result.diagnostic == "\(path):\(error)")
    }

    @Test(arguments: [
        ("@9223372036854775807 tap 5 5", "1:2: error: time 9223372036854775807 is out of range 0...24h"),
        ("@1e308 tap 5 5", "1:2: error: time 1e308 is out of range 0...24h"),
        ("+99999999999s tap 5 5", "1:2: error: time 99999999999s is out of range 0...24h"),
        ("@0 tap 5 5 press=1e308", "1:18: error: tap: press 1e308 is out of range 0...24h"),
        ("@0 wait 1e400", "1:9: error: wait: T must be a time like 300, 300ms or 0.3s, not '1e400'"),
    ])
    func timesThatWouldOverflowAreRefused(line: String, error: String) {
        let (path, result) = simulate(line + "\n")
        #expect(result.status == .badInput)
        #expect(result.diagnostic == "\(path):\(error)")
    }

    /// Many statements that each stay within the limits, adding up past a day.
    @Test func timeAddingUpPastADayIsRefusedAtTheLineThatCrossesIt() {
        let (path, result) = simulate("+82800s wait 0\n+82800s wait 0\n")
        #expect(result.status == .badInput)
        #expect(result.diagnostic == "\(path):2:1: error: time +82800s is past the 24 h a script may last")
    }
}
