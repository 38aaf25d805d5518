import CLinuxInput
import Foundation
import TestSupport
import Testing
import ToolSupport

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEnd {
    /// `screen-off-after` on real mpv (`vo=null`): a paused player left untouched goes dark,
    /// through the backlight's `bl_power` where a backlight folder has one, else through a
    /// black OSD overlay of its own (id 2, seen in mpv's log); the first touch on the dark
    /// screen lights it and is no gesture, and leaves the user's pause alone.
    @Suite struct PlayScreenScheduleTests {
        /// A double tap pauses at about 0.55 s; the screen goes dark 5 s (the shortest
        /// `screen-off-after`) after that lift.
        static let pauseThenWait = """
            @300 tap 640 360 count=2
            @5900 expect screen off
            +0 expect paused yes
            """

        /// Plays `script` on `media` (by default the built-in source) with `config` (by
        /// default `screen-off-after = 5s`) and the backlight folder `backlights` (by
        /// default one that is not there); the run, and mpv's `osd-overlay` commands on id 2.
        static func play(
            _ script: String, config: String = "screen-off-after = 5s\n", media: [String] = [], backlights: String? = nil,
            in folder: TemporaryFolder
        ) throws -> (run: TouchmpvRun, blackOverlay: [String]) {
            let log = folder.path("mpv.log")
            let run = try TouchmpvRun.finished(
                [
                    "play", "--no-mpv-config", "--config", folder.write(config, name: "touchmpv.conf"), "--script",
                    folder.write(script, name: "screen.touch"), "--mpv", "vo=null", "--mpv", "ao=null", "--mpv", "log-file=\(log)",
                    "--mpv", "msg-level=cplayer=trace",
                ] + media, environment: ["TOUCHMPV_BACKLIGHT_DIR": backlights ?? folder.path("no-backlights")])
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            let commands = text.split(separator: "\n").filter { $0.contains("] Run command: osd-overlay,") && $0.contains(#"id="2""#) }
            return (run, commands.map { $0.contains(#"data="""#) ? "none" : $0.contains(#"\\1c&H000000&"#) ? "black" : "other" })
        }

        @Test func withoutABacklightABlackOverlayDarkensAndTheWakingTapIsNoGesture() throws {
            let folder = try TemporaryFolder()
            let (run, overlay) = try Self.play(
                Self.pauseThenWait + """

                    @6200 tap 640 360
                    @6800 expect screen on
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

        /// The pause mpv makes by itself at the end of the media (`end-of-file = idle`) is
        /// idleness as a pause by a gesture is: the screen goes dark `screen-off-after`
        /// after it, with nothing of touchmpv's drawn over the video (`controls = osd`: no overlay, so
        /// no other reason to observe `pause`) and no touch to wake the run loop. The script's one line, after
        /// the 0.5 s clip's end and the five seconds of quiet, is the first wakeup it gives.
        @Test func thePauseAtTheEndOfTheMediaDarkensTheScreenWithNoTouch() throws {
            let folder = try TemporaryFolder()
            let clip = folder.path("clip.mkv")
            try TestMedia.clip(at: clip)
            let (run, overlay) = try Self.play(
                """
                @6500 expect screen off
                +0 expect paused yes
                """, config: "screen-off-after = 5s\nend-of-file = idle\ncontrols = osd\n", media: [clip], in: folder)
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("2 expectations checked, 0 failed"), "\(run.output)")
            #expect(overlay == ["black"])
        }

        /// A new time zone is taken at once: `TZ` names a copy of UTC's zone file and the
        /// span is the two hours from UTC's hour now, so the screen is lit; then the file is
        /// replaced by Etc/GMT-5's (renamed over it, as `timedatectl set-timezone` replaces
        /// `/etc/localtime`), five hours ahead, outside the span, and the next control line
        /// sees the screen off and playback paused, hours before the switch UTC foretold.
        @Test func aReplacedZoneFileTakesTheNewZoneAtOnce() throws {
            let folder = try TemporaryFolder()
            let zone = folder.path("localtime")
            try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Etc/UTC", toPath: zone)
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = try #require(TimeZone(identifier: "UTC"))
            let hour = utc.component(.hour, from: Date())
            let span = String(format: "%02d:00-%02d:00", hour, (hour + 2) % 24)
            let socket = folder.path("control.sock")
            let run = try TouchmpvRun(
                [
                    "play", "--no-mpv-config", "--touch", "none", "--control", socket, "--config",
                    folder.write("screen-on = \(span)\n", name: "touchmpv.conf"), "--mpv", "vo=null", "--mpv", "ao=null",
                ], environment: ["TZ": ":" + zone, "TOUCHMPV_BACKLIGHT_DIR": folder.path("no-backlights")])
            let control = try ControlSocketConnection(path: socket)
            try control.send("+0 expect screen on\n+0 expect paused no\n")
            #expect(try control.answers(2) == ["ok", "ok"])
            try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Etc/GMT-5", toPath: zone + ".new")
            #expect(rename(zone + ".new", zone) == 0)
            try control.send("+0 expect screen off\n+0 expect paused yes\n")
            #expect(try control.answers(2) == ["ok", "ok"])
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")
        }

        /// A `TZ` that names neither a zone file nor a rule runs the local clock on UTC, as
        /// glibc does; with a span to keep, `play` says so in one line naming the value. The
        /// span is the two hours from UTC's hour now, so the screen is lit on UTC's clock.
        @Test(arguments: ["Nowhere/Atlantis", ":/nonexistent"])
        func aTZThatNamesNoZoneIsSaidOnceAndTheSpanRunsOnUTC(tz: String) throws {
            let folder = try TemporaryFolder()
            let run = try Self.playWithZone(tz, config: "screen-on = \(Self.spanFromUTCHourNow())\n", in: folder)
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("1 expectation checked, 0 failed"), "\(run.output)")
            let lines = run.errors.split(separator: "\n").filter { $0.contains("TZ") }
            #expect(lines == ["touchmpv: TZ '\(tz)' names no time zone: the screen schedule runs on UTC"], "\(run.errors)")
        }

        /// Nothing is said of a zone glibc knows (a file, a rule), nor without a span, which is
        /// the one thing touchmpv reads the local time for.
        @Test(arguments: [("Europe/Paris", true), ("CET-1CEST,M3.5.0,M10.5.0/3", true), ("Nowhere/Atlantis", false)])
        func aZoneThatIsOneOrUnusedIsNotSpokenOf(tz: String, span: Bool) throws {
            let folder = try TemporaryFolder()
            let run = try Self.playWithZone(tz, config: span ? "screen-on = 00:00-00:00\n" : "screen-off-after = 60s\n", in: folder)
            #expect(run.status == 0, "\(run.errors)")
            #expect(!run.errors.contains("TZ"), "\(run.errors)")
        }

        /// `play`'s run of a script that checks the screen is lit, with `TZ` = `tz`.
        static func playWithZone(_ tz: String, config: String, in folder: TemporaryFolder) throws -> TouchmpvRun {
            try TouchmpvRun.finished(
                [
                    "play", "--no-mpv-config", "--config", folder.write(config, name: "touchmpv.conf"), "--script",
                    folder.write("@200 expect screen on\n", name: "zone.touch"), "--mpv", "vo=null", "--mpv", "ao=null",
                ], environment: ["TZ": tz, "TOUCHMPV_BACKLIGHT_DIR": folder.path("no-backlights")])
        }

        /// `HH:00-HH:00`, the two hours from UTC's hour now.
        static func spanFromUTCHourNow() throws -> String {
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = try #require(TimeZone(identifier: "UTC"))
            let hour = utc.component(.hour, from: Date())
            return String(format: "%02d:00-%02d:00", hour, (hour + 2) % 24)
        }

        /// A run whose five expectations held, that drew the black overlay and took it away
        /// once, and whose summary counts `actions`.
        static func expectDarkenedAndWokenByNoGesture(_ run: TouchmpvRun, _ overlay: [String], actions: String) {
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("5 expectations checked, 0 failed"), "\(run.output)")
            #expect(overlay == ["black", "none"])
            #expect(run.output.contains(actions), "\(run.output)")
        }

        /// A key press on a key device (`--keys`, a FIFO of real `struct input_event`
        /// records) wakes the screen the span darkened, through the backlight's
        /// `bl_power`, and resumes what the schedule paused; its binding (`cycle pause`)
        /// does not run. The next press does, and pauses.
        @Test func aKeyPressWakesTheDarkScreenAndIsNotActedOn() throws {
            let folder = try TemporaryFolder()
            let device = folder.path("backlights/panel")
            try FileManager.default.createDirectory(atPath: device, withIntermediateDirectories: true)
            for (name, value) in [("max_brightness", "100\n"), ("brightness", "80\n"), ("bl_power", "0\n")] {
                try value.write(toFile: device + "/" + name, atomically: true, encoding: .utf8)
            }
            let fifo = try PlayTouchInputTests.fifo()
            defer { unlink(fifo) }
            let socket = folder.path("mpv.sock")
            let hour = Calendar.current.component(.hour, from: Date())
            let span = String(format: "%02d:00-%02d:00", (hour + 2) % 24, (hour + 3) % 24)
            let run = try TouchmpvRun(
                [
                    "play", "--headless", "--no-mpv-config", "--touch", "none", "--keys", fifo, "--config",
                    folder.write("screen-on = \(span)\n", name: "touchmpv.conf"), "--bindings",
                    folder.write("key KEY_PLAYPAUSE cycle pause\n", name: "touch-input.conf"), "--mpv", "input-ipc-server=\(socket)",
                ], environment: ["TOUCHMPV_BACKLIGHT_DIR": folder.path("backlights")])
            #expect(run.waitFor("touchmpv: playing"))
            let mpv = try MPVIPCClient(path: socket)
            #expect(try Self.wait(for: "4\n", in: device + "/bl_power"))
            #expect(try mpv.flag("pause") == true)
            try PlayTouchInputTests.write(PlayKeysTests.key(KEY_PLAYPAUSE, [1, 0]), to: fifo)
            #expect(try Self.wait(for: "0\n", in: device + "/bl_power"))
            #expect(try Self.wait(forPause: false, on: mpv))
            #expect(!run.output.contains("key KEY_PLAYPAUSE → cycle pause"), "\(run.output)")
            try PlayTouchInputTests.write(PlayKeysTests.key(KEY_PLAYPAUSE, [1, 0]), to: fifo)
            #expect(run.waitFor("key KEY_PLAYPAUSE → cycle pause"))
            #expect(try Self.wait(forPause: true, on: mpv))
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.components(separatedBy: "key KEY_PLAYPAUSE → cycle pause").count == 2, "\(run.output)")
        }

        /// Polls mpv's `pause` until it is `expected` (up to 10 s).
        static func wait(forPause expected: Bool, on mpv: MPVIPCClient) throws -> Bool {
            let limit = ContinuousClock.now + .seconds(10)
            while try mpv.flag("pause") != expected {
                guard ContinuousClock.now < limit else { return false }
                usleep(20_000)
            }
            return true
        }

        /// Polls the file at `path` until it reads `expected` (up to 10 s).
        static func wait(for expected: String, in path: String) throws -> Bool {
            let limit = ContinuousClock.now + .seconds(10)
            while try String(contentsOfFile: path, encoding: .utf8) != expected {
                guard ContinuousClock.now < limit else { return false }
                usleep(20_000)
            }
            return true
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
