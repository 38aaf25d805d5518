import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// Keys in scripts through `touchmpv simulate`: a bound key's command as a gesture's, the
/// kernel's repeats of a held key only for a repeatable binding, the trace's key lines.
struct KeysSimulateTests {
    private func run(_ script: String, bindings: String, _ options: [String] = ["--json"]) throws -> SimulationRun {
        let bindings = try TemporaryFolder.write(bindings, name: "b.conf")
        return SimulationRun(["--script", try TemporaryFolder.write(script), "--bindings", bindings] + options)
    }

    @Test func aBoundKeyActsOnItsPressAsAGestureWould() throws {
        let run = try run(
            """
            @100 key KEY_PLAYPAUSE
            +0 expect paused yes
            @500 key KEY_2
            @900 key KEY_A
            +0 expect paused yes
            """,
            bindings: "key KEY_PLAYPAUSE touchmpv/toggle-pause\nkey KEY_2 show-text two\n")
        #expect(run.status == .ok, "\(run.diagnostics)")
        #expect(
            run.actionLines.map(ActionJSON.withoutState) == [
                #"{"t":0.1,"action":"togglePause"}"#, #"{"t":0.5,"action":"command","gesture":"key KEY_2","command":"show-text two"}"#,
            ])
    }

    /// A hold of 300 ms is a press, the kernel's repeats at 250 and 283 ms (every 33 ms from
    /// 250 ms while held) and the release: a repeatable binding runs on each repeat, another
    /// only on the press.
    @Test func aHeldKeyRepeatsOnlyForARepeatableBinding() throws {
        let run = try run(
            """
            @0 key KEY_VOLUMEUP hold=300
            @1000 key KEY_VOLUMEDOWN hold=300
            """,
            bindings: "key KEY_VOLUMEUP repeatable add volume 1\nkey KEY_VOLUMEDOWN add volume -1\n")
        #expect(run.status == .ok, "\(run.diagnostics)")
        #expect(
            run.actionLines.map(ActionJSON.withoutState) == [
                #"{"t":0,"action":"command","gesture":"key KEY_VOLUMEUP","command":"add volume 1"}"#,
                #"{"t":0.25,"action":"command","gesture":"key KEY_VOLUMEUP","command":"add volume 1"}"#,
                #"{"t":0.283,"action":"command","gesture":"key KEY_VOLUMEUP","command":"add volume 1"}"#,
                #"{"t":1,"action":"command","gesture":"key KEY_VOLUMEDOWN","command":"add volume -1"}"#,
            ])
    }

    @Test func theTraceShowsEachKeyChangeBeforeItsAction() throws {
        let run = try run("@100 key KEY_PLAYPAUSE hold=260\n", bindings: "key KEY_PLAYPAUSE cycle pause\n", ["--json", "--trace"])
        #expect(run.status == .ok, "\(run.diagnostics)")
        #expect(
            run.output.filter { $0.contains(#""key""#) || $0.contains(#""action""#) }.map(ActionJSON.withoutState) == [
                #"{"t":0.1,"key":"KEY_PLAYPAUSE","change":"pressed"}"#,
                #"{"t":0.1,"action":"command","gesture":"key KEY_PLAYPAUSE","command":"cycle pause"}"#,
                #"{"t":0.35,"key":"KEY_PLAYPAUSE","change":"repeated"}"#,
                #"{"t":0.36,"key":"KEY_PLAYPAUSE","change":"released"}"#,
            ])
        let words = try self.run("@100 key KEY_PLAYPAUSE\n", bindings: "key KEY_PLAYPAUSE cycle pause\n", ["--trace"])
        #expect(
            words.output.prefix(2) == ["0.100s    key KEY_PLAYPAUSE pressed", "0.100s    command         key KEY_PLAYPAUSE → cycle pause"])
    }
}
