import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// Every real recording of the shared fixtures runs through `touchmpv simulate`, and the
/// actions it produces are pinned.
struct RecordingSimulationTests {
    /// A recording's arguments and the summary line of the actions it produces.
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let actions: String
        var testDescription: String { arguments[1].split(separator: "/").last.map(String.init) ?? "" }
    }

    static let cases: [Case] = [
        Case(
            arguments: ["--script", Fixtures.recording("atmel-maxtouch.1-finger-fast-taps.evemu")],
            actions: "5 actions: 1 toggleControls, 4 togglePause"),
        Case(
            arguments: ["--script", Fixtures.recording("atmel-maxtouch.4-finger-drag-down.evemu")],
            actions: "0 actions"),
        Case(
            arguments: ["--script", Fixtures.recording("ep0430m09.2-finger-scroll-down.evemu")],
            actions: "69 actions: 69 zoom"),
        Case(
            arguments: ["--script", Fixtures.recording("ep0430m09.4-finger-drag-down.evemu")],
            actions: "0 actions"),
        Case(
            arguments: [
                "--script", Fixtures.recording("ntrig-protocolA.2-fingers-touch-release.events"),
                "--desc", Fixtures.recording("ntrig-protocolA.desc"),
            ],
            actions: "2 actions: 1 holdBegan, 1 holdEnded"),
        Case(
            arguments: ["--script", Fixtures.recording("3m-microtouch.multi-finger.evemu")],
            actions: "1185 actions: 2 toggleControls, 28 volumeUp, 27 volumeDown, 14 seekPreview, 1 seekBackward, 1113 zoom"),
        Case(
            arguments: ["--script", Fixtures.recording("handmade.atmel-maxtouch.palm.evemu")],
            actions: "5 actions: 4 seekPreview, 1 seekForward"),
    ]

    @Test(arguments: cases)
    func theRecordingRunsAndProducesItsActions(_ recording: Case) {
        let run = SimulationRun(recording.arguments)
        #expect(run.status == .ok)
        #expect(run.diagnostics == [])
        #expect(run.output.contains(recording.actions))
    }

    @Test func theFastTapsAreFourDoubleTapsAndASingleTap() {
        let run = SimulationRun(Self.cases[0].arguments + ["--json"])
        #expect(
            run.output.map(ActionJSON.withoutState) == [
                #"{"t":0.316644,"action":"togglePause"}"#,
                #"{"t":0.772993,"action":"togglePause"}"#,
                #"{"t":1.214632,"action":"togglePause"}"#,
                #"{"t":1.68515,"action":"togglePause"}"#,
                #"{"t":2.234007,"action":"toggleControls"}"#,
            ])
    }

    @Test func theNTrigRecordingHoldsOneFingerUntilTheSecondLands() {
        let run = SimulationRun(Self.cases[4].arguments + ["--json"])
        #expect(run.output.map(ActionJSON.withoutState) == [#"{"t":0.5,"action":"holdBegan"}"#, #"{"t":1.27311,"action":"holdEnded"}"#])
    }

    /// The palm resting beside the dragging finger is no finger, so the drag is a
    /// one-finger seek (a second finger would have ended it); the finger the panel turns
    /// into a palm is cancelled, so it is no tap (no toggleControls).
    @Test func thePalmRecordingIsOneFingersSeekAndNoTap() {
        let run = SimulationRun(Self.cases[6].arguments + ["--json"])
        #expect(
            run.output.map(ActionJSON.withoutState) == [
                #"{"t":0.016,"action":"seekPreview","degree":32}"#,
                #"{"t":0.032,"action":"seekPreview","degree":64}"#,
                #"{"t":0.048,"action":"seekPreview","degree":112}"#,
                #"{"t":0.064,"action":"seekPreview","degree":160}"#,
                #"{"t":0.08,"action":"seekForward","degree":160}"#,
            ])
    }

    @Test func everyRecordingIsCovered() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Fixtures.recordingsDirectory.path)
        let covered = Set(
            Self.cases.flatMap(\.arguments).filter { $0.contains("/") }.map { $0.split(separator: "/").last.map(String.init) ?? "" })
        #expect(Set(files.filter { $0 != "README.md" }) == covered)
    }
}
