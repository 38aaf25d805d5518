import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// `Config/examples/bindings/`: each bindings file with its script, run by `simulate`.
struct BindingExamplesTests {
    private static let folder = Fixtures.repositoryRoot.appendingPathComponent("Config/examples/bindings")

    /// Every example's name (a NAME.conf beside a NAME.touch).
    private static let examples: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".touch") }.map { String($0.dropLast(".touch".count)) }.sorted()
    }()

    @Test func theIssuesExamplesAreThere() {
        #expect(
            Self.examples == ["double-tap-seek", "edge-playlist", "remote-keys", "seek-taps", "three-finger-quit", "two-finger-subtitles"])
    }

    @Test(arguments: examples)
    func everyExampleMeetsItsExpectationsAndUsesEveryBindingItMakes(name: String) throws {
        let script = Self.folder.appendingPathComponent(name + ".touch").path
        let bindings = Self.folder.appendingPathComponent(name + ".conf").path
        let run = SimulationRun(["--script", script, "--bindings", bindings])
        #expect(run.diagnostics == [])
        #expect(run.status == .ok)
        #expect(try run.metEveryExpectation(of: script), "\(run.output)")
        let json = SimulationRun(["--script", script, "--bindings", bindings, "--json"]).output.joined(separator: "\n")
        let lines = try String(contentsOfFile: bindings, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.isEmpty }
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(json.contains(Self.evidence(of: line)), "\(name): \(line) never fired")
        }
    }

    /// What `--json` shows when the binding `line` fires: a bound mpv command names its
    /// gesture (a key's: `key KEY_NAME`); `touchmpv/seek-taps STEP` reports its action
    /// with the first step.
    private static func evidence(of line: Substring) -> String {
        let words = line.split(separator: " ")
        if words.count == 3 && words[1] == "touchmpv/seek-taps" { return #""action":"seekTaps","degree":\#(words[2]),"# }
        if words[0] == "key" { return #""gesture":"key \#(words[1])""# }
        return #""gesture":"\#(words[0])""#
    }

    /// A run of seeking taps reports `seekTaps` at each lift with the run's total.
    @Test func aRunOfSeekingTapsReportsItsTotalAtEachTap() throws {
        let run = SimulationRun([
            "--script", Self.folder.appendingPathComponent("seek-taps.touch").path,
            "--bindings", Self.folder.appendingPathComponent("seek-taps.conf").path, "--json",
        ])
        #expect(
            run.output.map(ActionJSON.withoutState) == [
                #"{"t":0.25,"action":"seekTaps","degree":10}"#, #"{"t":0.55,"action":"seekTaps","degree":20}"#,
                #"{"t":0.85,"action":"seekTaps","degree":30}"#, #"{"t":2.25,"action":"seekTaps","degree":-10}"#,
                #"{"t":2.55,"action":"seekTaps","degree":-20}"#, #"{"t":2.85,"action":"seekTaps","degree":-30}"#,
                #"{"t":4.35,"action":"toggleControls"}"#,
            ])
    }

    @Test func theThreeFingerSwipeQuitsOnceAndNothingElseFires() throws {
        let run = SimulationRun([
            "--script", Self.folder.appendingPathComponent("three-finger-quit.touch").path,
            "--bindings", Self.folder.appendingPathComponent("three-finger-quit.conf").path, "--json",
        ])
        #expect(run.output.map(ActionJSON.withoutState) == [#"{"t":1.1,"action":"command","gesture":"swipe-down-3","command":"quit"}"#])
    }

    @Test func aPictureOfTheRunLabelsEachBoundCommand() throws {
        let svg = URL(fileURLWithPath: TemporaryFolder.path(suffix: ".svg")).path
        defer { try? FileManager.default.removeItem(atPath: svg) }
        let run = SimulationRun([
            "--script", Self.folder.appendingPathComponent("edge-playlist.touch").path,
            "--bindings", Self.folder.appendingPathComponent("edge-playlist.conf").path, "--svg", svg,
        ])
        #expect(run.status == .ok)
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(picture.contains("edge-right: playlist-next 1.033"))
        #expect(picture.contains("edge-left: playlist-prev 6.033"))
    }
}
