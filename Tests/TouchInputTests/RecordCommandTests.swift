import CLinuxInput
import Foundation
import TestSupport
import Testing
import ToolSupport

@testable import TouchInput
@testable import TouchScripts

/// `touchmpv record` and `touchmpv devices`, run as the built executable.
struct RecordCommandTests {
    @Test func recordingARawFileWritesAScriptThatReplaysTheSameTouches() throws {
        // The real N-Trig protocol-A recording, turned into raw records, with its --desc.
        let recording = try EvemuParser.parse(
            bytes: Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.recording("ntrig-protocolA.2-fingers-touch-release.events")))),
            fileName: "ntrig", header: try ScriptLoader.loadDescription(path: Fixtures.recording("ntrig-protocolA.desc")))
        let raw = TemporaryFolder.path(suffix: "-ntrig.raw")
        let out = TemporaryFolder.path(suffix: "-ntrig.touch")
        defer {
            unlink(raw)
            unlink(out)
        }
        #expect(FileManager.default.createFile(atPath: raw, contents: Data(InputEventCodec.encode(recording.events))))
        let result = try TouchmpvRun.finished(["record", "--touch", raw, "--desc", Fixtures.recording("ntrig-protocolA.desc"), "-o", out])
        #expect(result.status == 0, "\(result.errors)")
        let script = try ScriptLoader.load(path: out)
        let expected = ScriptLoader.script(from: recording, fileName: "ntrig")
        #expect(script.screen == .standardScreen)
        #expect(script.frames.count == expected.frames.count)
        #expect(
            zip(script.frames, expected.frames).allSatisfy { parsed, original in
                parsed.time == original.time && parsed.updates.map(\.phase) == original.updates.map(\.phase)
                    && zip(parsed.updates, original.updates).allSatisfy { $0.location.distance(to: $1.location) < 0.01 }
            })
    }

    @Test func recordToStandardOutputAndItsErrors() throws {
        var s = EvdevEvents()
        s.slot(0)
        s.trackingID(1)
        s.position(10, 20)
        s.report()
        s.trackingID(-1)
        s.report()
        let raw = TemporaryFolder.path(suffix: "-one.raw")
        defer { unlink(raw) }
        #expect(FileManager.default.createFile(atPath: raw, contents: Data(s.bytes)))
        let result = try TouchmpvRun.finished(["record", "--touch", raw])
        #expect(result.status == 0)
        #expect(result.output == "# recorded by touchmpv record from \(raw)\nscreen 1280x720\n@0 down 1 10 20\n@10 up 1\n")

        let missing = try TouchmpvRun.finished(["record", "--touch", "/nonexistent/event9"])
        #expect(missing.status == 3)
        #expect(missing.errors == "touchmpv: /nonexistent/event9: stat failed: No such file or directory (errno 2)\n")
        let badDesc = try TouchmpvRun.finished(["record", "--touch", raw, "--desc", raw])
        #expect(badDesc.status == 2)
        #expect(badDesc.errors.hasPrefix("touchmpv: \(raw):1:1: error: binary data"))
        let badOption = try TouchmpvRun.finished(["record", "-x"])
        #expect(badOption.status == 2)
    }

    /// The keys of the device recorded are recorded too, as `key` statements.
    @Test func recordWritesTheKeysOfTheDeviceItRecords() throws {
        var s = EvdevEvents()
        s.contact(slot: 0, id: 1, 10, 20)
        s.add(EV_KEY, KEY_PLAYPAUSE, 1)
        s.report()
        s.trackingID(-1)
        s.report(advance: .milliseconds(240))
        s.add(EV_KEY, KEY_PLAYPAUSE, 2)
        s.report()
        s.add(EV_KEY, KEY_PLAYPAUSE, 0)
        s.report()
        let raw = TemporaryFolder.path(suffix: "-keys.raw")
        defer { unlink(raw) }
        #expect(FileManager.default.createFile(atPath: raw, contents: Data(s.bytes)))
        let result = try TouchmpvRun.finished(["record", "--touch", raw])
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output
                == "# recorded by touchmpv record from \(raw)\nscreen 1280x720\n@0 down 1 10 20\n@0 key KEY_PLAYPAUSE hold=260\n@10 up 1\n")
    }

    @Test func devicesListsWhatThereIs() throws {
        let result = try TouchmpvRun.finished(["devices"])
        #expect(result.status == 0)
        let entries = DeviceScanner.scan()
        if entries.isEmpty {
            #expect(result.output == "no input devices in /dev/input\n")
        } else {
            #expect(result.output == entries.map { $0.summary + "\n" }.joined())
        }
    }
}
