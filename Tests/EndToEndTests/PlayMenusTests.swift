import Foundation
import TestSupport
import Testing
import ToolSupport

extension EndToEnd {
    /// The menus against real mpv: a clip with two audio tracks, two subtitle tracks and
    /// three chapters (made with ffmpeg), twice in the playlist, chosen from by taps in
    /// `play --script`, checked with `expect mpv:` lines and through mpv's own IPC.
    @Suite struct PlayMenusTests {
        /// At 1280x720 B is 86: tracks at x 1194-1280 of the top bar, chapters left of it,
        /// then playlist and speed; the panel's rows are 86 high from y 172 (row k's middle
        /// at 215 + 86k). The tracks menu: Audio, English, Deutsch, Subtitles, eng, fra, Off
        /// — Off, the seventh row, lies below the list's end until the list is scrolled to
        /// its end (the content is 54 points taller than the list).
        static let script = """
            screen 1280x720
            @0 tap 640 360
            @1000 tap 1237 43
            @1300 expect menu tracks
            @1600 tap 1000 387
            @1900 expect mpv:aid 2
            @1900 expect menu none
            @2200 tap 1237 43
            @2600 tap 1000 645
            @2900 expect mpv:sid 2
            @3200 tap 1237 43
            @3500 drag 1000 600 1000 400 duration=300
            @4500 tap 1000 677
            @4800 expect mpv:sid no
            @5100 tap 1151 43
            @5400 tap 1000 387
            @5700 expect mpv:chapter 2
            @6000 tap 979 43
            @6300 tap 1000 645
            @6600 expect mpv:speed 1.5
            @6900 tap 1065 43
            @7200 tap 1000 301
            @7500 expect mpv:playlist-pos 1
            @7500 expect menu none
            @9000 wait 1
            """

        @Test func tappingTheMenusChoosesTracksChaptersSpeedAndTheEntryOnRealMpv() throws {
            let folder = try TemporaryFolder()
            let clip = folder.path("choices.mkv")
            try ChoicesMedia.make(at: clip, in: folder)
            let script = folder.write(Self.script, name: "menus.touch")
            let socket = folder.path("mpv.sock")
            let run = try TouchmpvRun([
                "play", clip, clip, "--headless", "--no-mpv-config", "--script", script, "--mpv", "input-ipc-server=\(socket)",
                "--mpv", "loop-file=inf",
            ])
            // mpv, asked as any client would, has the German audio once it was chosen.
            #expect(run.waitFor("tracks #1 → set aid 2"))
            let mpv = try MPVIPCClient(path: socket)
            #expect(try mpv.number("aid") == 2)
            #expect(run.waitFor("speed #5 → set speed 1.5"))
            #expect(try mpv.number("speed") == 1.5)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("9 expectations checked, 0 failed"), "\(run.output)\(run.errors)")
            for line in [
                "menuOpen        tracks", "tracks #3 → set sid 2", "tracks #4 → set sid no", "chapters #2 → set chapter 2",
                "playlist #1 → playlist-play-index 1",
            ] {
                #expect(run.output.contains(line), "no '\(line)' in \(run.output)")
            }
        }

        /// A menu that lists nothing chooses nothing: on the built-in source (no chapters,
        /// so only a binding opens the chapters menu, blank), after 0.5× was chosen in the
        /// speed menu, a tap where the speed menu's 1.5× row was leaves the speed at 0.5.
        @Test func aTapOnABlankMenuAfterAChoiceInAnotherChoosesNothingOnRealMpv() throws {
            let folder = try TemporaryFolder()
            let bindings = folder.write("tap touchmpv/toggle-controls\nlong-press touchmpv/menu chapters\n", name: "touch-input.conf")
            let script = folder.write(
                """
                screen 1280x720
                @0 tap 640 360
                @1000 tap 1237 43
                @1300 expect menu speed
                @1600 tap 1000 301
                @1900 expect mpv:speed 0.5
                @2200 hold 300 360 duration=1000
                @3500 expect menu chapters
                @3800 tap 1000 645
                @4100 expect mpv:speed 0.5
                @4100 expect menu chapters
                @4500 wait 1
                """, name: "blank.touch")
            let run = try TouchmpvRun(["play", "--headless", "--no-mpv-config", "--script", script, "--bindings", bindings])
            try run.waitForExit()
            #expect(run.status == 0, "\(run.output)\(run.errors)")
            #expect(run.output.contains("5 expectations checked, 0 failed"), "\(run.output)\(run.errors)")
            #expect(!run.output.contains("set speed 1.5"), "\(run.output)")
        }
    }
}
