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
        #expect(Self.examples == ["double-tap-seek", "edge-playlist", "three-finger-quit", "two-finger-subtitles"])
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
        let gestures = try String(contentsOfFile: bindings, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { $0.prefix { $0 != " " } }
        #expect(!gestures.isEmpty)
        for gesture in gestures {
            #expect(json.contains(#""gesture":"\#(gesture)""#), "\(name): \(gesture) never fired")
        }
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
