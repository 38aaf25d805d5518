import Foundation
import TestSupport
import Testing

extension EndToEnd {
    /// `touchmpv play --script` against real headless mpv: each action changes the real
    /// mpv property it should, and `expect` lines read mpv's properties.
    @Suite struct PlayScriptTests {
        @Test func theDemoScriptPassesEveryExpectationAgainstRealMpv() throws {
            let demo = Fixtures.repositoryRoot.appendingPathComponent("Config/demo.touch").path
            let run = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--script", demo])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("13 expectations checked, 0 failed"))
            for action in [
                "toggleControls", "togglePause", "volumeDown", "volumeUp", "brightnessUp", "brightnessDown",
                "holdBegan", "holdEnded", "zoom", "seekPreview", "seekForward",
            ] {
                #expect(run.output.contains(action), "no \(action) line")
            }
            #expect(run.output.contains("playback ended: end of script"))
            let simulated = try TouchmpvRun.finished(["simulate", "--script", demo])
            #expect(simulated.status == 0)
            #expect(Self.gestures(in: run.output).count == 83)
            #expect(Self.gestures(in: run.output) == Self.gestures(in: simulated.output))
        }

        /// The time, action and degree of every action line: what the gesture layer
        /// recognized, which is the same in real time as in `simulate`'s virtual time.
        static func gestures(in output: String) -> [String] {
            output.split(separator: "\n").filter { $0.range(of: #"^\d+\.\d{3}s "#, options: .regularExpression) != nil }.map { line in
                let columns = line.split(separator: "→", maxSplits: 1)
                return String(columns[0]).trimmingCharacters(in: .whitespaces)
            }
        }

        /// The lines of `play`'s output that say what an action did ("… → position 130").
        static func actionLines(in output: String) -> [Substring] {
            output.split(separator: "\n").filter { $0.contains("→") }
        }

        @Test func aFailedExpectationNamesItsLineAndExitsWithOne() throws {
            let script = try TemporaryFolder.write(
                """
                @200 drag 900 500 900 380
                @700 expect volume 10
                @800 expect volume 100 ~5
                """, suffix: ".touch")
            let run = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--script", script, "--mpv", "volume=80"])
            #expect(run.status == 1)
            #expect(run.errors.contains("\(script):2: expected volume 10, got 100"))
            #expect(run.output.contains("2 expectations checked, 1 failed"))
        }

        /// `expect mpv:PROPERTY` reads mpv's own properties: numbers with their tolerance,
        /// anything else in mpv's string form; `--junit` reports every line.
        @Test func mpvPropertiesAreReadFromMpvAndReportedAsJUnit() throws {
            let script = try TemporaryFolder.write(
                """
                start 30
                @200 drag 900 400 900 460             # two volume steps down: 80 -> 70
                @900 expect mpv:pause no
                @900 expect mpv:time-pos 30 ~0.05
                @900 expect mpv:volume 70
                @900 expect mpv:volume "70.000000"    # mpv's string form
                @900 expect mpv:media-title "Big Buck Bunny"
                @900 expect mpv:nonesuch 1
                @900 expect mpv:pause yes
                """, suffix: ".touch")
            let report = TemporaryFolder.path(suffix: ".xml")
            let run = try TouchmpvRun.finished([
                "play", "--headless", "--no-mpv-config", "--script", script, "--junit", report,
                "--mpv", "pause=yes", "--mpv", "volume=80", "--mpv", "force-media-title=Big Buck Bunny",
            ])
            #expect(run.status == 1)
            let failures = [
                "\(script):3: expected mpv:pause no, got yes", "\(script):8: expected mpv:nonesuch 1, got nothing (property not found)",
            ]
            #expect(run.errors.split(separator: "\n").filter { $0.hasPrefix(script) }.map(String.init) == failures)
            #expect(run.output.contains("7 expectations checked, 2 failed"))
            let suite = try #require(try XMLNode.parse(file: report).children("testsuite").first)
            #expect(suite.attributes["tests"] == "7" && suite.attributes["failures"] == "2" && suite.attributes["errors"] == "0")
            let cases = suite.children("testcase")
            #expect(cases.map { $0.attributes["name"] } == (3...9).map { "\(script):\($0)" })
            #expect(cases.compactMap { $0.children("failure").first?.attributes["message"] } == failures)
        }

        /// A media title with terminal escape sequences, and a wanted value of a million
        /// characters, reach standard error and the report as a bounded excerpt with
        /// the control characters written out, never raw.
        @Test func aFailureQuotesMpvsValueAndTheWantedOneBoundedAndEscaped() throws {
            let huge = String(repeating: "v", count: 1_000_000)
            let script = try TemporaryFolder.write(
                "@100 expect mpv:media-title Big\n@100 expect mpv:volume \"\(huge)\"\n", suffix: ".touch")
            let report = TemporaryFolder.path(suffix: ".xml")
            let run = try TouchmpvRun.finished([
                "play", "--headless", "--no-mpv-config", "--script", script, "--junit", report,
                "--mpv", "force-media-title=\u{1B}]0;owned\u{07}\u{1B}[31mred",
            ])
            #expect(run.status == 1)
            let failures = [
                "\(script):1: expected mpv:media-title Big, got \\x1b]0;owned\\x07\\x1b[31mred",
                "\(script):2: expected mpv:volume \(String(repeating: "v", count: 40))…, got 100.000000",
            ]
            #expect(run.errors.split(separator: "\n").filter { $0.hasPrefix(script) }.map(String.init) == failures)
            #expect(!run.errors.contains("\u{1B}") && run.errors.utf8.count < 10_000)
            let suite = try #require(try XMLNode.parse(file: report).children("testsuite").first)
            #expect(suite.children("testcase").compactMap { $0.children("failure").first?.attributes["message"] } == failures)
        }

        /// Lines a run never reached are errors in the report, saying why.
        @Test func expectLinesNeverReachedAreErrorsInTheReport() throws {
            // The tap's action line, printed after the first expect line's time, says that
            // line was checked: the run is stopped then, however slow the machine.
            let script = try TemporaryFolder.write(
                "@100 expect paused no\n@200 tap 640 360\n@60s expect paused no\n", suffix: ".touch")
            let report = TemporaryFolder.path(suffix: ".xml")
            let run = try TouchmpvRun(["play", "--headless", "--no-mpv-config", "--script", script, "--junit", report])
            #expect(run.waitFor("toggleControls", in: \.output))
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 3)
            let cases = try #require(try XMLNode.parse(file: report).children("testsuite").first).children("testcase")
            #expect(cases.map(\.children.count) == [0, 1])
            #expect(
                cases.last?.children("error").first?.attributes["message"]
                    == "\(script):3: not checked: playback stopped by SIGTERM")
        }

        /// Media that ends before the script leaves the later expect lines unchecked: the
        /// run has not passed, so it exits 1 and names each line.
        @Test func expectLinesTheMediaEndedBeforeFailTheRun() throws {
            let media = TemporaryFolder.path(suffix: ".mkv")
            try TestMedia.clip(at: media, seconds: 1)
            let script = try TemporaryFolder.write("@100 expect paused no\n@30s expect paused no\n", suffix: ".touch")
            let run = try TouchmpvRun.finished(["play", media, "--headless", "--no-mpv-config", "--script", script])
            #expect(run.status == 1)
            #expect(run.errors.contains("\(script):2: not checked: playback ended: end of file"))
            #expect(!run.errors.contains("\(script):1:"))
            #expect(run.errors.contains("0 of 2 expectations failed, 1 not checked"))
        }

        /// A run that cannot start still leaves a report, with the reason as its error.
        @Test func aRunThatCannotStartLeavesAReportSayingWhy() throws {
            let script = try TemporaryFolder.write("@100 expect paused no\n", suffix: ".touch")
            let notASocket = try TemporaryFolder.write("mine", suffix: ".txt")
            let report = TemporaryFolder.path(suffix: ".xml")
            let run = try TouchmpvRun.finished(
                ["play", "--headless", "--no-mpv-config", "--script", script, "--junit", report, "--control", notASocket])
            #expect(run.status == 2)
            let message = "touchmpv: --control \(notASocket): something that is not a socket is there; give a new path"
            #expect(run.errors == message + "\n")
            let suite = try #require(try XMLNode.parse(file: report).children("testsuite").first)
            #expect(suite.attributes["tests"] == "1" && suite.attributes["errors"] == "1")
            #expect(suite.children("testcase").first?.children("error").first?.attributes["message"] == message)
            #expect(try String(contentsOfFile: notASocket, encoding: .utf8) == "mine")
        }

        @Test func aHorizontalDragSeeksOnceToWhereThePreviewSaid() throws {
            let script = try TemporaryFolder.write(
                """
                start 100
                @200 drag 200 360 500 360 duration=200
                @700 expect position 130 ~0.05
                """, suffix: ".touch")
            let run = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--script", script, "--mpv", "pause=yes"])
            #expect(run.status == 0, "\(run.errors)")
            let lines = Self.actionLines(in: run.output)
            let previews = lines.filter { $0.contains("seekPreview") }
            #expect(previews.last?.hasSuffix("→ preview 2:10 (+30 s)") == true)
            #expect(lines.filter { $0.contains("seekForward") }.count == 1)
            #expect(lines.contains { $0.contains("seekForward") && $0.hasSuffix("→ position 130") })
            #expect(run.output.contains("position 130, paused yes"))
        }

        @Test func aCancelledDragSeeksNothing() throws {
            let script = try TemporaryFolder.write(
                """
                start 100
                @200 down 1 200 360
                @250 move 1 300 360
                @300 move 1 400 360
                @350 cancel
                @800 expect position 100
                """, suffix: ".touch")
            let run = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--script", script, "--mpv", "pause=yes"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("seekPreview"))
            #expect(run.output.contains("seekCancel"))
            #expect(!run.output.contains("seekForward"))
            #expect(run.output.contains("position 100, paused yes"))
        }

        @Test func aLongPressPlaysFasterAndThenAsBefore() throws {
            let script = try TemporaryFolder.write(
                """
                @200 hold 640 360 duration=1000
                @900 expect speed 2
                @1400 expect speed 1.5
                """, suffix: ".touch")
            let run = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--script", script, "--mpv", "speed=1.5"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("holdBegan                → speed 2"))
            #expect(run.output.contains("holdEnded                → speed 1.5"))
        }

        /// Issue 11, item 9: a trailing `wait` keeps the script — and so playback — going
        /// to its end. Judged by mpv's own position at exit, not by a clock: the script
        /// ends 2.1 s into playback, so mpv played well past 1 s; ending at the last
        /// statement's start, as before, left it near 0.1 s.
        @Test func aTrailingWaitKeepsPlayingUntilTheScriptsEnd() throws {
            let script = try TemporaryFolder.write(
                """
                @0 expect paused no
                +100 wait 2s
                """, suffix: ".touch")
            let run = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--script", script])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("playback ended: end of script"))
            let position = run.output.firstMatch(of: /final state: .*position ([0-9.]+),/).flatMap { Double($0.1) }
            #expect(position.map { $0 > 1 } == true, "\(run.output)")
        }

        @Test func withEndOfFileIdleTheLastFrameStaysAndGesturesStillWork() throws {
            let config = try TemporaryFolder.write("end-of-file = idle\n", suffix: ".conf")
            let script = try TemporaryFolder.write(
                """
                @1500 expect paused yes
                @1600 drag 900 500 900 440
                @2200 expect volume 70
                """, suffix: ".touch")
            let run = try TouchmpvRun.finished(
                ["play", "--headless", "--no-mpv-config", "--config", config, "--script", script, "--mpv", "end=0.3", "--mpv", "volume=60"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("playback ended: end of script"))
        }
    }
}
