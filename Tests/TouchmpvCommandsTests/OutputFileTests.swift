import CommandTestSupport
import Foundation
import TestSupport
import Testing
import ToolSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The files a run writes (`--junit`, `--svg`, `record -o`): never one of its inputs, and
/// nothing at the path is changed or removed until the run has its result.
struct OutputFileTests {
    /// The names in the folder of `path`, to see that no temporary file was left behind.
    static func folderEntries(of path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent).sorted()
    }

    @Test(arguments: ["--junit", "--svg"]) func aReportNamingTheScriptIsRefusedAndTheScriptKept(option: String) throws {
        let script = "@0 tap 640 360\n@400 expect controls visible\n"
        let path = try TemporaryFolder.write(script, name: "s.touch")
        let run = SimulationRun(["--script", path, option, path])
        #expect(run.status == .badInput)
        #expect(run.output.isEmpty)
        #expect(run.diagnostics == ["touchmpv: simulate: \(option) \(path) is the script \(path): an output must not replace an input"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == script)
        #expect(try Self.folderEntries(of: path) == ["s.touch"])
    }

    @Test func aReportNamingTheConfigurationInUseOrALinkToTheScriptIsRefused() throws {
        let config = try TemporaryFolder.write("volume = 40\n", name: "c.conf")
        let script = try TemporaryFolder.write("@0 tap 640 360\n", name: "s.touch")
        let configRun = SimulationRun(["--script", script, "--config", config, "--junit", config])
        #expect(configRun.status == .badInput)
        #expect(configRun.diagnostics.first?.contains("--junit \(config) is the configuration \(config)") == true)
        #expect(try String(contentsOfFile: config, encoding: .utf8) == "volume = 40\n")

        let link = script + ".svg"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: script)
        let linkRun = SimulationRun(["--script", script, "--svg", link])
        #expect(linkRun.status == .badInput)
        #expect(linkRun.diagnostics.first?.contains("--svg \(link) is the script \(script)") == true)
        #expect(try String(contentsOfFile: script, encoding: .utf8) == "@0 tap 640 360\n")
    }

    @Test func aReportNamingTheConfigurationFoundInTheStandardPlaceIsRefused() throws {
        let home = (try TemporaryFolder.write("", name: "unused") as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: home + "/touchmpv", withIntermediateDirectories: true)
        let config = home + "/touchmpv/touchmpv.conf"
        try "volume = 40\n".write(toFile: config, atomically: false, encoding: .utf8)
        let script = try TemporaryFolder.write("@0 tap 640 360\n", name: "s.touch")
        let run = try TouchmpvRun.finished(["simulate", "--script", script, "--junit", config], environment: ["XDG_CONFIG_HOME": home])
        #expect(run.status == 2)
        #expect(run.errors == "touchmpv: simulate: --junit \(config) is the configuration \(config): an output must not replace an input\n")
        #expect(try String(contentsOfFile: config, encoding: .utf8) == "volume = 40\n")
    }

    @Test func aRunThatCannotStartLeavesAFileThatWasThereAsItWas() throws {
        let script = try TemporaryFolder.write("@0 frobnicate\n", name: "bad.touch")
        let notes = (script as NSString).deletingLastPathComponent + "/notes.txt"
        try "my notes\n".write(toFile: notes, atomically: false, encoding: .utf8)
        let run = SimulationRun(["--script", script, "--svg", notes])
        #expect(run.status == .badInput)
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes\n")
        #expect(try Self.folderEntries(of: notes) == ["bad.touch", "notes.txt"])
    }

    @Test func aFinishedRunReplacesWhatWasThereAndLeavesNoTemporaryFile() throws {
        let script = try TemporaryFolder.write("@0 tap 640 360\n@400 expect controls visible\n", name: "s.touch")
        let folder = (script as NSString).deletingLastPathComponent
        for name in ["r.xml", "r.svg"] { try "old\n".write(toFile: folder + "/" + name, atomically: false, encoding: .utf8) }
        let run = SimulationRun(["--script", script, "--junit", folder + "/r.xml", "--svg", folder + "/r.svg"])
        #expect(run.status == .ok)
        #expect(try String(contentsOfFile: folder + "/r.xml", encoding: .utf8).contains("<testsuites"))
        #expect(try String(contentsOfFile: folder + "/r.svg", encoding: .utf8).contains("<svg"))
        #expect(try Self.folderEntries(of: script) == ["r.svg", "r.xml", "s.touch"])
    }

    @Test func aReportThatIsAFolderIsBadUsage() throws {
        let script = try TemporaryFolder.write("@0 tap 640 360\n")
        let folder = (script as NSString).deletingLastPathComponent
        let run = SimulationRun(["--script", script, "--junit", folder])
        #expect(run.status == .badInput)
        #expect(run.diagnostics.first?.hasPrefix("touchmpv: simulate: --junit \(folder): cannot write: it is a folder") == true)
    }

    @Test func playRefusesAReportThatIsTheScriptOrTheMediaBeforeMPVStarts() throws {
        let script = try TemporaryFolder.write("@0 tap 640 360\n", name: "s.touch")
        let media = (script as NSString).deletingLastPathComponent + "/clip.mkv"
        try "not really a video\n".write(toFile: media, atomically: false, encoding: .utf8)
        let onScript = try TouchmpvRun.finished(["play", "--headless", "--script", script, "--junit", script])
        #expect(onScript.status == 2)
        #expect(onScript.errors == "touchmpv: --junit \(script) is the script \(script): an output must not replace an input\n")
        let onMedia = try TouchmpvRun.finished(["play", "--headless", "--script", script, "--junit", media, media])
        #expect(onMedia.status == 2)
        #expect(onMedia.errors == "touchmpv: --junit \(media) is the media \(media): an output must not replace an input\n")
        #expect(try String(contentsOfFile: script, encoding: .utf8) == "@0 tap 640 360\n")
        #expect(try String(contentsOfFile: media, encoding: .utf8) == "not really a video\n")
        #expect(try Self.folderEntries(of: script) == ["clip.mkv", "s.touch"])
    }

    @Test func recordRefusesAnOutputThatIsItsInputAndKeepsAFileWhenNothingWasRecorded() throws {
        let raw = try TemporaryFolder.write("", name: "empty.raw")
        let onInput = try TouchmpvRun.finished(["record", "--touch", raw, "-o", raw])
        #expect(onInput.status == 2)
        #expect(onInput.errors == "touchmpv: -o \(raw) is the touch input \(raw): an output must not replace an input\n")

        let kept = (raw as NSString).deletingLastPathComponent + "/kept.touch"
        try "@0 tap 1 1\n".write(toFile: kept, atomically: false, encoding: .utf8)
        let missing = try TouchmpvRun.finished(["record", "--touch", "/nonexistent/event9", "-o", kept])
        #expect(missing.status == 3)
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == "@0 tap 1 1\n")
        #expect(try Self.folderEntries(of: raw) == ["empty.raw", "kept.touch"])

        let recorded = try TouchmpvRun.finished(["record", "--touch", raw, "-o", kept])
        #expect(recorded.status == 0, "\(recorded.errors)")
        #expect(try String(contentsOfFile: kept, encoding: .utf8).hasPrefix("# recorded by touchmpv record from \(raw)\n"))
        #expect(try Self.folderEntries(of: raw) == ["empty.raw", "kept.touch"])
    }

    /// Once recording has begun, FILE is the recording, written frame by frame: a rig
    /// that reads it while recording goes on (the kernel test does) sees the header and
    /// every frame so far.
    @Test func aRecordingIsAtItsPathOnceItHasBegun() throws {
        let fifo = try TemporaryFolder.write("", name: "touch.fifo")
        try FileManager.default.removeItem(atPath: fifo)
        #expect(mkfifo(fifo, 0o600) == 0)
        let output = (fifo as NSString).deletingLastPathComponent + "/live.touch"
        try "@0 tap 1 1\n".write(toFile: output, atomically: false, encoding: .utf8)
        let recording = try TouchmpvRun(["record", "--touch", fifo, "-o", output])
        let writer = try FIFOWriting.open(fifo, limit: TouchmpvRun.defaultLimit)
        let header = "# recorded by touchmpv record from \(fifo)\n"
        let limit = ContinuousClock.now + .seconds(30)
        while (try? String(contentsOfFile: output, encoding: .utf8))?.hasPrefix(header) != true, recording.isRunning,
            ContinuousClock.now < limit
        {
            usleep(20_000)
        }
        #expect(recording.isRunning)
        #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix(header))
        writer.close()
        try recording.waitForExit()
        #expect(recording.status == 0, "\(recording.errors)")
        #expect(try Self.folderEntries(of: output) == ["live.touch", "touch.fifo"])
    }
}
