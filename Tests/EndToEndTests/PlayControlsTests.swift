import Foundation
import TestSupport
import Testing

extension EndToEnd {
    /// The touch controls through `play --script` on a real headless mpv: what their
    /// buttons and seek bar do to mpv's properties, and what the overlay costs — one
    /// `osd-overlay` command per visible change, none for a touch that changes nothing.
    @Suite struct PlayControlsTests {
        @Test func thePlayButtonPausesAndPlays() throws {
            let script = try TemporaryFolder.write(
                """
                screen 1280x720
                @300 tap 640 360
                @1300 tap 24 696
                +200 expect paused yes
                @2300 tap 24 696
                +200 expect paused no
                """, suffix: ".touch")
            let run = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--script", script])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("togglePause              → paused yes"))
            #expect(run.output.contains("2 expectations checked, 0 failed"))
            #expect(
                PlayScriptTests.gestures(in: run.output) == ["0.650s    toggleControls", "1.350s    togglePause", "2.350s    togglePause"])
        }

        @Test func aSeekBarDragSeeksOnceToWhereTheFingerLifted() throws {
            // The built-in source is 600 s; the track is x 172…1108, so 874 is 450 s.
            let script = try TemporaryFolder.write(
                """
                screen 1280x720
                @300 tap 640 360
                @1300 drag 406 680 874 680 duration=300
                @2500 expect position 450 ~0.05
                """, suffix: ".touch")
            let run = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--script", script, "--mpv", "pause=yes"])
            #expect(run.status == 0, "\(run.errors)")
            let lines = PlayScriptTests.actionLines(in: run.output)
            #expect(lines.filter { $0.contains("seekBarCommit") }.count == 1)
            #expect(lines.contains { $0.contains("seekBarCommit") && $0.hasSuffix("→ position 450") })
            #expect(run.output.contains("position 450, paused yes"))
        }

        @Test func lockedTheGesturesDoNothingToMpv() throws {
            let script = try TemporaryFolder.write(
                """
                screen 1280x720
                @300 tap 640 360
                @1300 tap 1237 677
                @2000 drag 900 200 900 500
                @2600 tap 640 360 count=2
                @3200 expect volume 100
                +0 expect paused no
                +0 tap 1237 677
                +1000 expect paused no
                """, suffix: ".touch")
            let run = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--script", script])
            #expect(run.status == 0, "\(run.errors)")
            #expect(PlayScriptTests.gestures(in: run.output) == ["0.650s    toggleControls", "1.350s    lock", "3.250s    unlock"])
        }

        /// Counted in mpv's own log of the commands it ran (`osd-overlay` is logged at
        /// the trace level): showing the controls, each volume step (the HUD's value), the
        /// HUD going 1 s after the lift and the controls hiding 3 s after it are one
        /// command each; the finger's other moves and the lift itself send none. The moves
        /// are 100 ms apart, so that a loop woken late on a busy machine still has each
        /// step in a turn of its own (two steps in one turn are one change on screen).
        @Test func eachVisibleChangeIsOneOverlayCommandAndAnUnchangedFrameNone() throws {
            let log = TemporaryFolder.path(suffix: ".log")
            defer { try? FileManager.default.removeItem(atPath: log) }
            let script = try TemporaryFolder.write(
                """
                screen 1280x720
                @300 tap 640 360
                @1300 down 1 900 300
                +100 move 1 900 305
                +100 move 1 900 310
                +100 move 1 900 331
                +100 move 1 900 335
                +100 move 1 900 345
                +100 move 1 900 361
                +100 move 1 900 365
                +100 move 1 900 370
                @2500 up 1
                @6500 wait 500
                """, suffix: ".touch")
            let run = try TouchmpvRun.finished([
                "play", "--headless", "--no-mpv-config", "--script", script, "--mpv", "pause=yes", "--mpv", "log-file=\(log)",
                "--mpv", "msg-level=cplayer=trace",
            ])
            #expect(run.status == 0, "\(run.errors)")
            #expect(PlayScriptTests.gestures(in: run.output).filter { $0.contains("volumeDown") }.count == 2)
            let commands = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
                .filter { $0.contains("Run command: osd-overlay") && $0.contains(#"res_x="1280", res_y="720""#) }
            #expect(commands.count == 5, "\(commands.joined(separator: "\n"))")
            // Shown: the bars; then the gauge at 95 % and 90 %; the gauge gone; nothing.
            guard commands.count == 5 else { return }
            #expect(commands[0].contains(#"format="ass-events""#) && commands[0].contains("m 0 634 l 1280 634 1280 720 0 720"))
            #expect(commands[1].contains("}95%") && commands[2].contains("}90%"))
            #expect(!commands[3].contains("%") && commands[3].contains("m 0 634 l 1280 634"))
            #expect(commands[4].contains(#"format="ass-events", data="""#))
        }
    }
}
