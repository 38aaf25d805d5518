import Foundation
import TestSupport
import Testing

extension EndToEnd {
    /// Tap-to-seek on real mpv, with the bindings example `seek-taps.conf`: a run of
    /// seeking taps moves mpv's own `time-pos`, and the HUD mpv is sent shows the total.
    @Suite struct PlaySeekTapsTests {
        /// A double tap and two more taps on the right third move a paused 60 s clip from
        /// 5 s to 35 s (paused, so the position is exact); the same on the left brings it
        /// back. The expectations wait for mpv's seeks to land.
        @Test func aDoubleTapAndTwoMoreTapsOnTheRightThirdSeekThirtySeconds() throws {
            let folder = try TemporaryFolder()
            let clip = folder.path("clip.mkv")
            try TestMedia.clip(at: clip, seconds: 60)
            let script = folder.write(
                """
                screen 1280x720
                start 5
                @500 tap 1150 360 count=2      # lifts at 550 and 750: +10
                @1000 tap 1150 360             # +20
                @1300 tap 1150 360             # +30
                +0 expect mpv:time-pos 35 ~0.01
                @2500 tap 150 360 count=2
                @3000 tap 150 360
                @3300 tap 150 360
                +0 expect mpv:time-pos 5 ~0.01
                """, name: "seek-taps.touch")
            let bindings = Fixtures.repositoryRoot.appendingPathComponent("Config/examples/bindings/seek-taps.conf").path
            let log = folder.path("mpv.log")
            let run = try TouchmpvRun.finished([
                "play", clip, "--headless", "--no-mpv-config", "--script", script, "--bindings", bindings,
                "--mpv", "pause=yes", "--mpv", "log-file=\(log)", "--mpv", "msg-level=cplayer=trace",
            ])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("2 expectations checked, 0 failed"), "\(run.output)")
            let overlays = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
                .filter { $0.contains("Run command: osd-overlay") }
            #expect(overlays.contains { $0.contains("}+30 s") }, "\(overlays.joined(separator: "\n"))")
            #expect(overlays.contains { $0.contains("}-30 s") })
        }
    }
}
