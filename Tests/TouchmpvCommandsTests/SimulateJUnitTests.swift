import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// `simulate --junit FILE`: the report of the run written to FILE, read back with an XML
/// parser (`JUnitDocument` checks the shape CI readers take; `JUnitReportTests` the
/// report maker itself).
struct SimulateJUnitTests {
    @Test func eachExpectLineIsATestCaseNamedByItsLineWithItsFailureAsPrinted() throws {
        let path = try TemporaryFolder.write(
            """
            @0 tap 640 360
            @400 expect controls visible
            @500 expect volume 90 ~5
            @600 expect mpv:pause yes
            @700 expect mpv:time-pos 0.7
            """, name: "report.touch")
        let report = path + ".xml"
        let run = SimulationRun(["--script", path, "--junit", report])
        #expect(run.status == .expectationFailed)
        let (suite, cases) = try JUnitDocument.read(file: report)
        #expect(suite.attributes["name"] == path)
        #expect(cases.map { $0.attributes["name"] } == [2, 3, 4, 5].map { "\(path):\($0)" })
        #expect(cases.map { $0.attributes["classname"] } == Array(repeating: path, count: 4))
        let failures = cases.compactMap { $0.children("failure").first?.attributes["message"] }
        #expect(failures == run.diagnostics)
        #expect(
            failures == ["\(path):3: expected volume 90 ~5, got 100", "\(path):4: expected mpv:pause yes, got no"])
        #expect(suite.attributes["time"] == "0.7")
    }

    @Test func aScriptThatCannotRunIsOneTestCaseInError() throws {
        let path = try TemporaryFolder.write("@0 tap 1 1\n@10 expect mpv:media-title x\n", name: "bad.touch")
        let report = path + ".xml"
        let run = SimulationRun(["--script", path, "--junit", report])
        #expect(run.status == .badInput)
        let (_, cases) = try JUnitDocument.read(file: report)
        #expect(cases.map { $0.attributes["name"] } == ["\(path):2"])
        let testCase = try #require(cases.first)
        let error = try #require(testCase.children("error").first)
        #expect(error.attributes["message"] == run.diagnostics.first)
        #expect(error.attributes["message"]?.hasPrefix("\(path):2:12: error: expect: simulate models only the mpv properties") == true)
        let config = try TemporaryFolder.write("pan-steps = 3\n", name: "bad.conf")
        _ = SimulationRun(["--script", path, "--config", config, "--junit", report])
        #expect(try JUnitDocument.read(file: report).cases.map { $0.attributes["name"] } == ["\(config):1"])
    }

    @Test func whateverAScriptOrMpvSaysCannotBreakTheDocument() throws {
        // A file name and a wanted value with XML's special characters and a control
        // character, which XML 1.0 cannot hold at all.
        let path = try TemporaryFolder.write("@0 expect mpv:pause \"<&'\u{07}\\\">\"\n", name: "a&b<c>\"'.touch")
        let report = path + ".xml"
        let run = SimulationRun(["--script", path, "--junit", report])
        let message = try #require(run.diagnostics.first)
        let error = try #require(try JUnitDocument.read(file: report).cases.first?.children("error").first)
        #expect(error.attributes["message"] == message.replacing("\u{07}", with: "\u{FFFD}"))
    }

    @Test func aWantedValueIsExcerptedAndEscapedAlikeOnTheTerminalAndInTheReport() throws {
        let huge = String(repeating: "v", count: 1_000_000)
        let path = try TemporaryFolder.write("@0 expect mpv:volume \"\u{1B}[31m\(huge)\"\n", name: "long.touch")
        let report = path + ".xml"
        let run = SimulationRun(["--script", path, "--junit", report])
        let message = "\(path):1:22: error: expect: mpv:volume is a number, not \\x1b[31m\(String(repeating: "v", count: 35))…"
        #expect(run.diagnostics == [message])
        let error = try #require(try JUnitDocument.read(file: report).cases.first?.children("error").first)
        #expect(error.attributes["message"] == message)
    }

    @Test func aReportThatCannotBeWrittenIsBadUsageBeforeAnythingRuns() throws {
        let path = try TemporaryFolder.write("@0 tap 1 1\n")
        let run = SimulationRun(["--script", path, "--junit", "/nonexistent/touchmpv-never-made/report.xml"])
        #expect(run.status == .badInput)
        #expect(run.output.isEmpty)
        #expect(
            run.diagnostics.first?.hasPrefix(
                "touchmpv: simulate: --junit /nonexistent/touchmpv-never-made/report.xml: cannot write: No such file or directory (errno 2)"
            ) == true)
    }
}
