import CommandTestSupport
import Foundation
import TestSupport
import Testing

@testable import SystemCalls

/// What a clumsy user may give as an input: each is refused with its path or place, or
/// taken as meant, and nothing hangs.
struct ClumsyInputTests {
    /// A FIFO in a fresh folder that no program writes to.
    static func fifoWithoutWriter() throws -> String {
        let path = (try TemporaryFolder.write("", name: "unused") as NSString).deletingLastPathComponent + "/input.fifo"
        try FileSystem.createFIFO(path)
        return path
    }

    @Test(.timeLimit(.minutes(1))) func aFIFOWithNoWriterOrAFolderIsRefusedAtOnce() throws {
        let fifo = try Self.fifoWithoutWriter()
        let script = try TemporaryFolder.write("@0 tap 640 360\n")
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

    @Test func aByteOrderMarkAtTheStartOfAScriptConfigBindingsOrRecordingIsSkipped() throws {
        let mark = "\u{FEFF}"
        let script = try TemporaryFolder.write(mark + "@0 tap 640 360\n@400 expect controls visible\n@400 expect volume 40\n")
        let config = try TemporaryFolder.write(mark + "volume = 40\n", name: "c.conf")
        let bindings = try TemporaryFolder.write(mark + "tap touchmpv/toggle-controls\n", name: "b.conf")
        let run = SimulationRun(["--script", script, "--config", config, "--bindings", bindings])
        #expect(run.status == .ok, "\(run.diagnostics)")
        #expect(try run.metEveryExpectation(of: script))

        let recording = try String(contentsOfFile: Fixtures.recording("atmel-maxtouch.1-finger-fast-taps.evemu"), encoding: .utf8)
        let marked = try TemporaryFolder.write(mark + recording, name: "taps.evemu")
        let replay = SimulationRun(["--script", marked, "--json"])
        #expect(replay.status == .ok, "\(replay.diagnostics)")
        #expect(!replay.actionLines.isEmpty)
    }

    @Test func aTouchSourceThatIsAFolderIsBadUsage() throws {
        let folder = (try TemporaryFolder.write("", name: "unused") as NSString).deletingLastPathComponent
        let play = try TouchmpvRun.finished(["play", "--headless", "--touch", folder])
        #expect(play.status == 2)
        #expect(play.errors == "touchmpv: --touch \(folder): it is a folder, not a touchscreen, a file or a FIFO\n")
        let config = try TemporaryFolder.write("touch = \(folder)\n", name: "c.conf")
        let configured = try TouchmpvRun.finished(["play", "--headless", "--config", config])
        #expect(configured.status == 2)
        #expect(configured.errors == "touchmpv: touch = \(folder): it is a folder, not a touchscreen, a file or a FIFO\n")
        let record = try TouchmpvRun.finished(["record", "--touch", folder])
        #expect(record.status == 2)
        #expect(record.errors == "touchmpv: --touch \(folder): it is a folder, not a touchscreen, a file or a FIFO\n")
    }
}
