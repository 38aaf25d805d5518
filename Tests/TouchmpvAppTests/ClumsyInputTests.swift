import Foundation
import SystemCalls
import TestSupport
import Testing

@testable import TouchmpvApp

/// What a clumsy user may give as an input: each is refused with its path or place, or
/// taken as meant, and nothing hangs.
struct ClumsyInputTests {
    /// A FIFO in a fresh folder that no program writes to.
    static func fifoWithoutWriter() throws -> String {
        let path = (try ScriptFiles.write("", name: "unused") as NSString).deletingLastPathComponent + "/input.fifo"
        try FileSystem.createFIFO(path)
        return path
    }

    @Test(.timeLimit(.minutes(1))) func aFIFOWithNoWriterOrAFolderIsRefusedAtOnce() throws {
        let fifo = try Self.fifoWithoutWriter()
        let script = try ScriptFiles.write("@0 tap 640 360\n")
        let folder = (script as NSString).deletingLastPathComponent
        for arguments in [["--script", fifo], ["--script", script, "--config", fifo], ["--script", script, "--bindings", fifo]] {
            let run = SimulationRun(arguments)
            #expect(run.status == .badInput)
            #expect(run.diagnostics.first?.hasPrefix(fifo + ":") == true, "\(run.diagnostics)")
            #expect(run.diagnostics.first?.hasSuffix("it is a FIFO that no program is writing to") == true, "\(run.diagnostics)")
        }
        let onFolder = SimulationRun(["--script", folder])
        #expect(onFolder.status == .badInput)
        #expect(onFolder.diagnostics.first?.hasSuffix("cannot read: it is a folder, not a file") == true, "\(onFolder.diagnostics)")
        let desc = try TouchmpvRun.finished(["play", "--headless", "--touch", "none", "--desc", fifo])
        #expect(desc.status == 2)
        #expect(desc.errors.contains("\(fifo)") && desc.errors.contains("it is a FIFO that no program is writing to"))
    }
}
