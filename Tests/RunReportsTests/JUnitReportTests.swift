import TestSupport
import Testing

@testable import RunReports
@testable import TouchScripts

/// The JUnit report made from what a run recorded, read back with an XML parser and
/// checked for the shape CI report readers take (`JUnitDocument`); `simulate --junit`
/// writing it is `SimulateJUnitTests`' business.
struct JUnitReportTests {
    @Test func eachExpectLineIsATestCaseNamedByItsLineWithItsFailureAsPrinted() throws {
        let path = "report.touch"
        let script = try TouchScriptParser.parse(
            text:
                "@0 tap 640 360\n@400 expect controls visible\n@500 expect volume 90 ~5\n@600 expect mpv:pause yes\n@700 expect mpv:time-pos 0.7\n",
            fileName: path)
        var tally = RunTally()
        let failures = [nil, "\(path):3: expected volume 90 ~5, got 100", "\(path):4: expected mpv:pause yes, got no", nil]
        for (expectation, failure) in zip(script.expectations, failures) { tally.record(expectation, failure: failure) }
        let (suite, cases) = try JUnitDocument.read(JUnitReport(script: script, tally: tally, notReachedBecause: "unused").xml)
        #expect(suite.attributes["name"] == path)
        #expect(cases.map { $0.attributes["name"] } == [2, 3, 4, 5].map { "\(path):\($0)" })
        #expect(cases.map { $0.attributes["classname"] } == Array(repeating: path, count: 4))
        #expect(cases.compactMap { $0.children("failure").first?.attributes["message"] } == failures.compactMap { $0 })
        #expect(suite.attributes["time"] == "0.7")
    }

    @Test func aRunThatCannotStartIsOneTestCaseInErrorNamedByItsPlace() throws {
        let message = "bad.touch:2:12: error: expect: simulate models only the mpv properties …"
        let (_, cases) = try JUnitDocument.read(JUnitReport(cannotRun: "bad.touch", line: 2, message: message).xml)
        #expect(cases.map { $0.attributes["name"] } == ["bad.touch:2"])
        let onlyCase = try #require(cases.first)
        let error = try #require(onlyCase.children("error").first)
        #expect(error.attributes["message"] == message)
        // An error of the file as a whole (line 0) is named by the file alone.
        let whole = try JUnitDocument.read(JUnitReport(cannotRun: "bad.conf", line: 0, message: "bad.conf: unreadable").xml)
        #expect(whole.cases.map { $0.attributes["name"] } == ["bad.conf"])
    }

    @Test func whateverAScriptOrMpvSaysCannotBreakTheDocument() throws {
        // A file name and a message with XML's special characters and a control
        // character, which XML 1.0 cannot hold at all.
        let name = "a&b<c>\"'.touch"
        let message = "\(name):1:21: error: \"<&'\u{07}\\\">\""
        let (suite, cases) = try JUnitDocument.read(JUnitReport(cannotRun: name, line: 1, message: message).xml)
        #expect(suite.attributes["name"] == name)
        let onlyCase = try #require(cases.first)
        let error = try #require(onlyCase.children("error").first)
        #expect(error.attributes["message"] == message.replacing("\u{07}", with: "\u{FFFD}"))
        #expect(XMLText.escaped("a<b>&\"c'\u{0}\t\u{FFFE}") == "a&lt;b&gt;&amp;&quot;c&apos;\u{FFFD}\t\u{FFFD}")
    }
}
