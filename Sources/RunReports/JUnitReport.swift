import TextFormats
import TouchScripts

/// A run's `expect` lines as a JUnit XML report (`--junit FILE`), the format CI systems
/// (Jenkins, GitLab, GitHub's test reporters) show as tests: one `testsuite` for the
/// script, one `testcase` per `expect` line named `FILE:LINE`, with a `failure` holding
/// the message as printed, or an `error` when the line was never checked (the run was
/// cut short) or the run could not start.
public struct JUnitReport: Equatable {
    /// How one test case went.
    enum Result: Equatable {
        case passed
        /// The failure message as printed.
        case failed(String)
        /// Never checked, and why: an error in the report.
        case notChecked(String)
        /// The run could not start (a malformed script or configuration): the error as printed.
        case cannotRun(String)

        /// The element under `testcase` (`failure`, `error`), its `type` and message.
        var element: (name: String, type: String, message: String)? {
            switch self {
            case .passed: nil
            case .failed(let message): ("failure", "expectation", message)
            case .notChecked(let message): ("error", "not checked", message)
            case .cannotRun(let message): ("error", "cannot run", message)
            }
        }
    }

    /// One `expect` line.
    struct TestCase: Equatable {
        /// `FILE:LINE`.
        var name: String
        var file: String
        var line: Int
        var result: Result
    }

    /// The script's file name.
    var suite: String
    /// How long the script ran, in seconds.
    var seconds: Double
    var cases: [TestCase]

    /// The report of `script`'s expectations after a run that `tally` counted; a line
    /// the run never reached is an error saying `notReachedBecause`.
    public init(script: TouchScript, tally: RunTally, notReachedBecause reason: String) {
        suite = script.fileName
        seconds = script.endTime.seconds
        cases = script.expectations.map { expectation in
            let result: Result =
                switch tally.outcome(of: expectation) {
                case .held: .passed
                case .failed(let failure): .failed(failure)
                case .notChecked: .notChecked(RunTally.notChecked(expectation, because: reason))
                }
            return TestCase(name: "\(expectation.file):\(expectation.line)", file: expectation.file, line: expectation.line, result: result)
        }
    }

    /// The report of a run that could not start because of an error at `file`:`line`
    /// (the script's, or the configuration's; line 0 for the file as a whole): one test
    /// case, in error, named after that place, holding `message` as printed.
    public init(cannotRun file: String, line: Int, message: String) {
        suite = file
        seconds = 0
        let name = line > 0 ? "\(file):\(line)" : file
        cases = [TestCase(name: name, file: file, line: line, result: .cannotRun(message))]
    }

    var failures: Int { cases.count { $0.result.element?.name == "failure" } }
    var errors: Int { cases.count { $0.result.element?.name == "error" } }

    /// The XML document.
    public var xml: String {
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        let time = "time=\"\(NumberText.format(seconds, decimals: 6))\""
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"touchmpv\" \(counts) \(time)>",
            "  <testsuite name=\"\(XMLText.escaped(suite))\" \(counts) skipped=\"0\" \(time)>",
        ]
        for test in cases {
            let attributes =
                "name=\"\(XMLText.escaped(test.name))\" classname=\"\(XMLText.escaped(test.file))\" "
                + "file=\"\(XMLText.escaped(test.file))\" line=\"\(test.line)\" time=\"0\""
            guard let (element, type, message) = test.result.element else {
                lines.append("    <testcase \(attributes)/>")
                continue
            }
            let text = XMLText.escaped(message)
            lines += [
                "    <testcase \(attributes)>",
                "      <\(element) type=\"\(type)\" message=\"\(text)\">\(text)</\(element)>",
                "    </testcase>",
            ]
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
