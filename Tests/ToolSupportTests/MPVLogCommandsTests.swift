import Testing
import ToolSupport

/// The benchmark counts touchmpv's overlay updates in mpv's log file.
struct MPVLogCommandsTests {
    /// Lines as mpv 0.35's `--log-file` writes them.
    @Test func commandsAreReadWithTheirTimesAndOtherLinesSkipped() {
        let log = """
            [   0.017][d][cplayer] Run command: loadfile, flags=64, args=[url="/media/a.mkv", flags="append-play", options=""]
            [   0.026][t][cplayer] Run command: osd-overlay, flags=64, args=[id="1", format="ass-events", data="{\\\\an7}Run command: x", res_x="0"]
            [   0.039][v][cplayer] finished playback, success (reason 3)
            [  12.601][t][cplayer] Run command: osd-overlay, flags=64, args=[id="1", format="none", data=""]

            Run command: not-from-the-log, flags=64
            """
        #expect(
            MPVLogCommands.commands(in: log) == [
                .init(seconds: 0.017, name: "loadfile"), .init(seconds: 0.026, name: "osd-overlay"),
                .init(seconds: 12.601, name: "osd-overlay"),
            ])
    }

    @Test func aLogWithNoCommandHasNone() {
        #expect(MPVLogCommands.commands(in: "[   0.001][i][cplayer] Playing: a.mkv\n").isEmpty)
        #expect(MPVLogCommands.commands(in: "").isEmpty)
    }
}
