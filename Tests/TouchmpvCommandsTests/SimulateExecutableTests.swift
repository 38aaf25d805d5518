import Foundation
import TestSupport
import Testing

/// The built `touchmpv` executable: `simulate`'s exit statuses and streams as a shell sees them.
struct SimulateExecutableTests {
    @Test func theDemoPassesWithStatus0() throws {
        let demo = Fixtures.repositoryRoot.appendingPathComponent("Config/demo.touch").path
        // The built-in settings, whatever this machine's configuration says.
        let defaults = try TemporaryFolder.write("", name: "touchmpv.conf")
        let result = try TouchmpvRun.finished(["simulate", "--script", demo, "--json", "--config", defaults])
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(result.output.split(separator: "\n").count == 83)
    }

    @Test func aFailedExpectationIsStatus1OnStandardError() throws {
        let path = try TemporaryFolder.write("@0 tap 640 360 count=2\n+0 expect paused no\n", name: "fail.touch")
        let result = try TouchmpvRun.finished(["simulate", "--script", path, "--json"])
        #expect(result.status == 1)
        #expect(result.output.split(separator: "\n").map { ActionJSON.withoutState(String($0)) } == [#"{"t":0.25,"action":"togglePause"}"#])
        #expect(result.errors == "\(path):2: expected paused no, got yes\n")
    }

    @Test func aMalformedScriptIsStatus2() throws {
        let path = try TemporaryFolder.write("@0 tap 640\n", name: "bad.touch")
        let result = try TouchmpvRun.finished(["simulate", "--script", path])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("\(path):1:"))
        #expect(result.errors.contains(": error: "))
    }
}
