import Foundation
import Testing
import TestSupport

/// The built `touchmpv` executable: `simulate`'s exit statuses and streams as a shell sees them.
struct SimulateExecutableTests {
    /// Runs the executable with `arguments`; its status, standard output and standard error.
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Fixtures.touchmpvExecutable)
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    @Test func theDemoPassesWithStatus0() throws {
        let demo = Fixtures.repositoryRoot.appendingPathComponent("Config/demo.touch").path
        let result = try run(["simulate", "--script", demo, "--json"])
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(result.output.split(separator: "\n").count == 83)
    }

    @Test func aFailedExpectationIsStatus1OnStandardError() throws {
        let path = try ScriptFiles.write("@0 tap 640 360 count=2\n+0 expect paused no\n", name: "fail.touch")
        let result = try run(["simulate", "--script", path, "--json"])
        #expect(result.status == 1)
        #expect(result.output == "{\"t\":0.25,\"action\":\"togglePause\"}\n")
        #expect(result.error == "\(path):2: expected paused no, got yes\n")
    }

    @Test func aMalformedScriptIsStatus2() throws {
        let path = try ScriptFiles.write("@0 tap 640\n", name: "bad.touch")
        let result = try run(["simulate", "--script", path])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("\(path):1:"))
        #expect(result.error.contains(": error: "))
    }
}
