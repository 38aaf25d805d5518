import Foundation
import TestSupport
import Testing

extension EndToEnd {
    /// `screen-off-after` on real mpv (`vo=null`): a paused player left untouched goes dark,
    /// through the backlight's `bl_power` where a backlight folder has one, else through a
    /// black OSD overlay of its own (id 2, seen in mpv's log); the first touch on the dark
    /// screen lights it and is no gesture, and leaves the user's pause alone.
    @Suite struct PlayScreenScheduleTests {
        /// A double tap pauses at about 0.55 s; the screen goes dark 1 s after that lift.
        static let pauseThenWait = """
            @300 tap 640 360 count=2
            @1900 expect screen off
            +0 expect paused yes
            """

        /// Plays `script` on the built-in source with `config` (by default
        /// `screen-off-after = 1s`) and the backlight folder `backlights` (by default one
        /// that is not there); the run, and mpv's `osd-overlay` commands on id 2.
        static func play(
            _ script: String, config: String = "screen-off-after = 1s\n", backlights: String? = nil, in folder: TemporaryFolder
        ) throws -> (run: TouchmpvRun, blackOverlay: [String]) {
            let log = folder.path("mpv.log")
            let run = try TouchmpvRun.finished(
                [
                    "play", "--no-mpv-config", "--config", folder.write(config, name: "touchmpv.conf"), "--script",
                    folder.write(script, name: "screen.touch"), "--mpv", "vo=null", "--mpv", "ao=null", "--mpv", "log-file=\(log)",
                    "--mpv", "msg-level=cplayer=trace",
                ], environment: ["TOUCHMPV_BACKLIGHT_DIR": backlights ?? folder.path("no-backlights")])
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            let commands = text.split(separator: "\n").filter { $0.contains("] Run command: osd-overlay,") && $0.contains(#"id="2""#) }
            return (run, commands.map { $0.contains(#"format="none""#) ? "none" : $0.contains(#"\\1c&H000000&"#) ? "black" : "other" })
        }

        @Test func withoutABacklightABlackOverlayDarkensAndTheWakingTapIsNoGesture() throws {
            let folder = try TemporaryFolder()
            let (run, overlay) = try Self.play(
                Self.pauseThenWait + """

                    @2200 tap 640 360
                    @2800 expect screen on
                    +0 expect paused yes
                    +0 expect controls hidden
                    """, in: folder)
            // The double tap's pause is the run's one action: the waking tap toggled nothing.
            Self.expectDarkenedAndWokenByNoGesture(run, overlay, actions: "1 action: 1 togglePause")
        }

        /// Started outside `screen-on` (a span two hours ahead of the local clock), playback
        /// pauses and the screen is dark at once; the waking tap resumes what the schedule
        /// paused.
        @Test func startedOutsideTheSpanItIsDarkAndPausedAndTheWakingTapResumes() throws {
            let folder = try TemporaryFolder()
            let hour = Calendar.current.component(.hour, from: Date())
            let span = String(format: "%02d:00-%02d:00", (hour + 2) % 24, (hour + 3) % 24)
            let (run, overlay) = try Self.play(
                """
                @500 expect screen off
                +0 expect paused yes
                @800 tap 640 360
                @1400 expect screen on
                +0 expect paused no
                +0 expect controls hidden
                """, config: "screen-on = \(span)\n", in: folder)
            Self.expectDarkenedAndWokenByNoGesture(run, overlay, actions: "0 actions")
        }

        /// A run whose five expectations held, that drew the black overlay and took it away
        /// once, and whose summary counts `actions`.
        static func expectDarkenedAndWokenByNoGesture(_ run: TouchmpvRun, _ overlay: [String], actions: String) {
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("5 expectations checked, 0 failed"), "\(run.output)")
            #expect(overlay == ["black", "none"])
            #expect(run.output.contains(actions), "\(run.output)")
        }

        @Test func aBacklightIsPoweredDownThroughBlPowerAndNoOverlayIsDrawn() throws {
            let folder = try TemporaryFolder()
            let device = folder.path("backlights/panel")
            try FileManager.default.createDirectory(atPath: device, withIntermediateDirectories: true)
            for (name, value) in [("max_brightness", "100\n"), ("brightness", "80\n"), ("bl_power", "0\n")] {
                try value.write(toFile: device + "/" + name, atomically: true, encoding: .utf8)
            }
            let (run, overlay) = try Self.play(Self.pauseThenWait, backlights: folder.path("backlights"), in: folder)
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("2 expectations checked, 0 failed"), "\(run.output)")
            #expect(try String(contentsOfFile: device + "/bl_power", encoding: .utf8) == "4\n")
            #expect(try String(contentsOfFile: device + "/brightness", encoding: .utf8) == "80\n")
            #expect(overlay == [])
        }
    }
}
