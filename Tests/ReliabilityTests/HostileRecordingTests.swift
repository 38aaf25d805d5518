import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// Hostile evemu recordings through `touchmpv simulate`: the header of a real recording
/// followed by bad event lines. Each gets a located error and status 2, or plays within
/// the decoder's documented bounds; none crashes or hangs.
struct HostileRecordingTests {
    private let files: TemporaryFolder
    /// The N:/I:/P:/B:/A: lines of a real protocol-B recording (10 slots).
    private let header: String

    init() throws {
        files = try TemporaryFolder()
        header =
            try String(contentsOfFile: Fixtures.recording("atmel-maxtouch.1-finger-fast-taps.evemu"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("E:") }.joined(separator: "\n") + "\n"
    }

    /// The line number of the first event line.
    private var firstEventLine: Int { header.split(separator: "\n", omittingEmptySubsequences: false).count }

    private func simulate(events: String) -> (path: String, result: SimulationRun) {
        let path = files.write(header + events, name: "hostile.evemu")
        return (path, SimulationRun(["--script", path, "--json"]))
    }

    @Test(arguments: [
        (
            "E: 99999999999999999999.000000 0003 0039 0001",
            "4: error: E: time must be SECONDS.MICROSECONDS, not '99999999999999999999.000000'"
        ),
        ("E: 9223372036854.775807 0003 0039 0001", "4: error: E: time 9223372036854.775807 is too large"),
        ("E: nan 0003 0035 1", "4: error: E: time must be SECONDS.MICROSECONDS, not 'nan'"),
    ])
    func timesThatWouldOverflowAreRefused(line: String, error: String) {
        let (path, result) = simulate(events: line + "\n")
        #expect(result.status == .badInput)
        #expect(result.diagnostic == "\(path):\(firstEventLine):\(error)")
    }

    /// The error quotes the value's first 40 digits, not the whole megabyte.
    @Test func aMillionDigitValueIsRefusedAtItsColumn() {
        let (path, result) = simulate(events: "E: 0.1 0003 0035 " + String(repeating: "1", count: 1_000_000) + "\n")
        #expect(result.status == .badInput)
        #expect(
            result.diagnostic
                == "\(path):\(firstEventLine):18: error: E: value must be a decimal 32-bit integer, not '\(String(repeating: "1", count: 40))…'"
        )
    }

    /// Extreme values, unknown codes, a slot past the device's 10 and a huge tracking id
    /// decode to nothing the device could not have sent: no action.
    @Test func extremeValuesAndUnknownCodesMakeNoAction() {
        let (_, result) = simulate(
            events: """
                E: 0.000001 0003 ffff 1
                E: 0.000001 0003 002f 99999
                E: 0.000001 0003 0039 2147483647
                E: 0.000001 0003 0035 -2147483648
                E: 0.000001 0003 0036 2147483647
                E: 0.000001 0000 0000 0000
                E: 0.100000 0003 0039 -1
                E: 0.100000 0000 0000 0000

                """)
        #expect(result.status == .ok)
        #expect(result.output == [])
    }

    /// A finger at Int32's extremes on a panel whose axes span all of Int32 maps onto the
    /// screen's edges and is a tap like any other (times count from the first event, so
    /// the lift is at 0.049999 s and the single tap fires 300 ms later).
    @Test func axesSpanningAllOfInt32MapOntoTheScreen() {
        let description = files.write(
            """
            N: Int32 panel
            I: 0018 0000 0000 0000
            A: 2f 0 9 0 0 0
            A: 35 -2147483648 2147483647 0 0 0
            A: 36 -2147483648 2147483647 0 0 0
            A: 39 0 65535 0 0 0

            """, name: "int32.desc")
        let events = files.write(
            """
            E: 0.000001 0003 0039 1
            E: 0.000001 0003 0035 2147483647
            E: 0.000001 0003 0036 -2147483648
            E: 0.000001 0000 0000 0000
            E: 0.050000 0003 0039 -1
            E: 0.050000 0000 0000 0000

            """, name: "int32.events")
        let result = SimulationRun(["--script", events, "--desc", description, "--json"])
        #expect(result.status == .ok)
        #expect(result.output.map(ActionJSON.withoutState) == ["{\"t\":0.349999,\"action\":\"toggleControls\"}"])
    }
}
