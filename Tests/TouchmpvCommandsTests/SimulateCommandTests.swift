import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// `touchmpv simulate`: output formats, expectations, errors and exit statuses.
struct SimulateCommandTests {
    private static let examples: [String] = {
        let folder = Fixtures.repositoryRoot.appendingPathComponent("Config/examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".touch") }.sorted().map { folder.appendingPathComponent($0).path }
            + [Fixtures.repositoryRoot.appendingPathComponent("Config/demo.touch").path]
    }()

    @Test func thereIsAnExampleForEveryGesture() {
        let names = Self.examples.map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(names.count == 10)
        for name in [
            "tap-controls", "double-tap-pause", "volume", "brightness", "seek", "hold-speed", "pinch-zoom", "touch-controls", "menus",
        ] {
            #expect(names.contains("\(name).touch"))
        }
    }

    @Test(arguments: examples)
    func everyExampleMeetsItsExpectations(path: String) throws {
        // The examples are written for the built-in settings: an empty configuration,
        // so that this machine's (/etc/touchmpv.conf where the package is installed) is
        // not read.
        let defaults = try TemporaryFolder.write("", name: "touchmpv.conf")
        let run = SimulationRun(["--script", path, "--config", defaults])
        #expect(run.diagnostics == [])
        #expect(run.status == .ok)
        #expect(try run.metEveryExpectation(of: path), "\(run.output)")
    }

    @Test func jsonLinesAreExactlyTheDocumentedFormat() throws {
        let path = try TemporaryFolder.write(
            """
            @0 tap 400 300
            @1000 down 1 900 400
            @1016 move 1 900 340
            @1032 up 1
            @2000 pinch 640 360 100 200 duration=16
            """)
        let run = SimulationRun(["--script", path, "--json"])
        #expect(run.status == .ok)
        let state = #""brightness":0,"speed":1,"zoom":0,"paused":false,"controlsVisible":true"#
        #expect(
            run.output == [
                #"{"t":0.35,"action":"toggleControls","state":{"volume":100,"# + state
                    + #","position":0.35,"duration":600,"playlistPosition":0,"audioTrack":1,"subtitleTrack":null,"chapter":null}}"#,
                #"{"t":1.016,"action":"volumeUp","degree":60,"state":{"volume":100,"# + state
                    + #","position":1.016,"duration":600,"playlistPosition":0,"audioTrack":1,"subtitleTrack":null,"chapter":null}}"#,
                #"{"t":1.016,"action":"volumeUp","degree":60,"state":{"volume":100,"# + state
                    + #","position":1.016,"duration":600,"playlistPosition":0,"audioTrack":1,"subtitleTrack":null,"chapter":null}}"#,
                #"{"t":2.016,"action":"zoom","degree":1,"state":{"volume":100,"brightness":0,"speed":1,"zoom":1,"paused":false,"#
                    + #""controlsVisible":true,"position":2.016,"duration":600,"playlistPosition":0,"audioTrack":1,"subtitleTrack":null,"chapter":null}}"#,
            ])
    }

    @Test func jsonLinesCarryTheStateAfterTheActionRoundedToWhatMatters() throws {
        // Thirds of a step: degrees such as -33.333333333333314 print as -33.333; the
        // position is in seconds to the microsecond; a media without end has no duration.
        let path = try TemporaryFolder.write(
            """
            start 12.5
            @0 drag 900 400 900 500 duration=100 hz=30
            @300 pinch 640 360 100 117 duration=16
            @700 tap 640 360 count=2
            """)
        let lines = SimulationRun(["--script", path, "--json"]).actionLines
        #expect(
            lines.first
                == #"{"t":0.033333,"action":"volumeDown","degree":-33.333,"state":{"volume":95,"brightness":0,"speed":1,"zoom":0,"#
                + #""paused":false,"controlsVisible":false,"position":12.533333,"duration":600,"playlistPosition":0,"audioTrack":1,"subtitleTrack":null,"chapter":null}}"#
        )
        #expect(
            lines.contains {
                $0.hasPrefix(#"{"t":0.316,"action":"zoom","degree":0.227,"state":{"volume":85,"brightness":0,"speed":1,"zoom":0.227,"#)
            })
        #expect(
            lines.last?.contains(#""action":"togglePause","state":{"volume":85,"brightness":0,"speed":1,"zoom":0.227,"paused":true,"#)
                == true)
    }

    @Test func humanLinesShowTheEffectAndASummary() throws {
        let path = try TemporaryFolder.write("@0 drag 900 400 900 430 duration=16 hz=60\n")
        let run = SimulationRun(["--script", path])
        #expect(
            run.output == [
                "0.016s    volumeDown      -30      → volume 95",
                "1 action: 1 volumeDown",
                "0 expectations checked, 0 failed",
                "final state: volume 95, brightness 0, speed 1, zoom 0, position 0.016, paused no, controls hidden",
            ])
    }

    @Test func traceAddsTouchPhasesAndRecognizerStates() throws {
        let path = try TemporaryFolder.write("@0 down 7 400 300\n@50 up 7\n")
        let run = SimulationRun(["--script", path, "--json", "--trace"])
        #expect(
            run.output == [
                #"{"t":0,"touch":7,"phase":"began","x":400,"y":300}"#,
                #"{"t":0.05,"touch":7,"phase":"ended","x":400,"y":300}"#,
                #"{"t":0.05,"recognizer":"left-half:pan-vertical","state":"failed"}"#,
                #"{"t":0.05,"recognizer":"long-press","state":"failed"}"#,
                #"{"t":0.05,"recognizer":"pan-horizontal","state":"failed"}"#,
                #"{"t":0.05,"recognizer":"pinch-2","state":"failed"}"#,
                #"{"t":0.35,"recognizer":"double-tap","state":"failed"}"#,
                #"{"t":0.35,"recognizer":"tap","state":"ended"}"#,
                #"{"t":0.35,"action":"toggleControls","state":{"volume":100,"brightness":0,"speed":1,"zoom":0,"paused":false,"#
                    + #""controlsVisible":true,"position":0.35,"duration":600,"playlistPosition":0,"audioTrack":1,"subtitleTrack":null,"chapter":null}}"#,
            ])
    }

    @Test func everyExpectationIsCheckedAndEachFailureReported() throws {
        let path = try TemporaryFolder.write(
            """
            @0 tap 640 360
            @100 expect controls visible
            @400 expect controls visible
            @500 expect volume 90 ~5
            @600 expect paused yes
            @700 expect position 0.7
            """, name: "checks.touch")
        let run = SimulationRun(["--script", path])
        #expect(run.status == .expectationFailed)
        #expect(
            run.diagnostics == [
                "\(path):2: expected controls visible, got hidden",
                "\(path):4: expected volume 90 ~5, got 100",
                "\(path):5: expected paused yes, got no",
            ])
        #expect(run.output.contains("5 expectations checked, 3 failed"))
    }

    @Test func mpvPropertiesAreReadFromTheSimulatedPlayersState() throws {
        let path = try TemporaryFolder.write(
            """
            duration 90
            @0 drag 900 400 900 430 duration=16
            @100 expect mpv:volume 95
            @100 expect mpv:time-pos 0.1 ~0.001
            @100 expect mpv:pause no
            @100 expect mpv:duration 90
            @100 expect mpv:video-zoom 0
            @100 expect mpv:speed 1.5 ~0.4
            """, name: "mpv.touch")
        let run = SimulationRun(["--script", path])
        #expect(run.diagnostics == ["\(path):8: expected mpv:speed 1.5 ~0.4, got 1"])
        #expect(run.output.contains("6 expectations checked, 1 failed"))
    }

    @Test func aPropertyTheSimulatedPlayerDoesNotModelIsRefusedAtItsLineBeforeItRuns() throws {
        let unknown = try TemporaryFolder.write("@0 tap 1 1\n@10 expect mpv:media-title x\n", name: "u.touch")
        let run = SimulationRun(["--script", unknown])
        #expect(run.status == .badInput && run.output.isEmpty)
        #expect(
            run.diagnostics == [
                "\(unknown):2:12: error: expect: simulate models only the mpv properties volume, brightness, speed, video-zoom, pause, "
                    + "time-pos, duration, playlist-pos, aid, sid, chapter, not 'media-title' (play reads any)"
            ])
        let word = try TemporaryFolder.write("@0 expect mpv:volume loud\n", name: "w.touch")
        #expect(SimulationRun(["--script", word]).diagnostics == ["\(word):1:22: error: expect: mpv:volume is a number, not loud"])
        let flag = try TemporaryFolder.write("@0 expect mpv:pause 1\n", name: "f.touch")
        #expect(SimulationRun(["--script", flag]).diagnostics == ["\(flag):1:21: error: expect: mpv:pause is yes or no, not 1"])
    }

    @Test func atTheEndOfInputTimersRunOutThenTouchesAreCancelled() throws {
        let path = try TemporaryFolder.write(
            """
            @0 down 1 640 360
            @1000 down 2 100 100
            @1016 move 2 200 100
            """)
        let run = SimulationRun(["--script", path, "--json"])
        // Finger 2 lands on the hold: holdEnded; its move pinches. Nothing is pending at
        // 1016 ms, so both fingers are cancelled then, which ends nothing more.
        #expect(
            run.output.map(ActionJSON.withoutState) == [
                #"{"t":0.5,"action":"holdBegan"}"#,
                #"{"t":1,"action":"holdEnded"}"#,
                #"{"t":1.016,"action":"zoom","degree":-0.23}"#,
            ])
        let hold = try TemporaryFolder.write("@0 down 1 640 360\n")
        #expect(
            SimulationRun(["--script", hold, "--json"]).output.map(ActionJSON.withoutState) == [
                #"{"t":0.5,"action":"holdBegan"}"#, #"{"t":0.5,"action":"holdEnded"}"#,
            ])
        let seek = try TemporaryFolder.write("@0 down 1 100 360\n@16 move 1 200 360\n")
        #expect(
            SimulationRun(["--script", seek, "--json"]).output.map(ActionJSON.withoutState) == [
                #"{"t":0.016,"action":"seekPreview","degree":100}"#, #"{"t":0.016,"action":"seekCancel","degree":100}"#,
            ])
    }

    @Test func theConfigChangesTheNumbers() throws {
        let config = try TemporaryFolder.write("pan-step = 60\nvolume-step = 10\nvolume = 50\n", name: "t.conf")
        let path = try TemporaryFolder.write("@0 drag 900 400 900 280\n+0 expect volume 70\n")
        let run = SimulationRun(["--script", path, "--config", config])
        #expect(run.status == .ok)
        #expect(run.output.first?.contains("volumeUp") == true)
        #expect(run.output.contains("2 actions: 2 volumeUp"))
    }

    @Test func aMalformedScriptIsBadInputWithFileLineAndColumn() throws {
        let path = try TemporaryFolder.write("@0 tap 400 300\n@10 jump 1 2\n", name: "bad.touch")
        let run = SimulationRun(["--script", path])
        #expect(run.status == .badInput)
        #expect(run.diagnostics.count == 1)
        #expect(run.diagnostics.first?.hasPrefix("\(path):2:5: error: ") == true)
        #expect(run.output.isEmpty)
    }

    @Test func aBadConfigIsBadInputWithFileAndLine() throws {
        let config = try TemporaryFolder.write("# mine\npan-steps = 30\n", name: "bad.conf")
        let path = try TemporaryFolder.write("@0 tap 400 300\n")
        let run = SimulationRun(["--script", path, "--config", config])
        #expect(run.status == .badInput)
        #expect(run.diagnostics == ["\(config):2: error: unknown key 'pan-steps'"])
    }

    @Test(arguments: [[], ["--json"], ["--script"], ["--script", "a.touch", "extra"], ["--script", "a.touch", "--speed", "2"]])
    func badUsageIsExitStatus2(arguments: [String]) {
        let run = SimulationRun(arguments)
        #expect(run.status == .badInput)
        #expect(run.diagnostics.first?.hasPrefix("touchmpv: simulate: ") == true)
    }

    @Test func aMissingScriptIsBadInput() {
        let run = SimulationRun(["--script", "/nonexistent/x.touch"])
        #expect(run.status == .badInput)
        #expect(run.diagnostics.first?.hasPrefix("/nonexistent/x.touch") == true)
    }
}
