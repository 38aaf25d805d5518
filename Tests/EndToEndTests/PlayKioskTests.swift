import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEnd {
    /// The kiosk on real headless mpv: the loop loaded looped, a touch on it opening the
    /// chooser, a tile loading its title in the loop's place, and the loop loaded again at
    /// the title's end or after `idle-return` with the title paused, with the visitor's
    /// volume and zoom undone.
    @Suite struct PlayKioskTests {
        /// A folder with `loop` clips (in a folder of their own when more than one) and a
        /// library of `titles` clips of `seconds`, and the configuration naming them.
        final class Setup {
            let folder: TemporaryFolder
            let config: String

            init(loop: Int, titles: [String], seconds: Double, settings: String = "") throws {
                folder = try TemporaryFolder()
                try FileManager.default.createDirectory(atPath: folder.path("library"), withIntermediateDirectories: true)
                try FileManager.default.createDirectory(atPath: folder.path("loop"), withIntermediateDirectories: true)
                for index in 1...loop { try TestMedia.clip(at: folder.path("loop/part\(index).mkv"), seconds: 30) }
                for title in titles { try TestMedia.clip(at: folder.path("library/\(title)"), seconds: seconds) }
                let attract = loop == 1 ? folder.path("loop/part1.mkv") : folder.path("loop")
                config = folder.write(
                    "attract = \(attract)\nlibrary = \(folder.path("library"))\n" + settings, name: "touchmpv.conf")
            }

            /// Plays `script` and checks that every one of its `expect` lines was checked and met.
            func play(_ script: String) throws -> TouchmpvRun {
                let path = folder.write(script, name: "kiosk.touch")
                let run = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--config", config, "--script", path])
                let count = script.split(separator: "\n").filter { $0.contains(" expect ") }.count
                #expect(run.output.contains("\(count) expectations checked, 0 failed"), "\(run.output)\n\(run.errors)")
                return run
            }
        }

        @Test func aTouchOnTheLoopOpensTheChooserATileLoadsItsTitleAndItsEndLoadsTheLoop() throws {
            let setup = try Setup(loop: 1, titles: ["b10.mkv", "b2.mkv"], seconds: 3)
            let loop = setup.folder.path("loop/part1.mkv")
            let run = try setup.play(
                """
                @500 expect mode attract
                +0 expect mpv:path "\(loop)"
                +0 expect mpv:loop-file inf
                @1000 tap 640 360 count=2
                +0 expect mode chooser
                +0 expect chooser 2
                +0 expect mpv:pause no
                @1500 tap 217 155
                +0 expect mode playing
                @2500 expect mpv:path "\(setup.folder.path("library/b10.mkv"))"
                +0 expect mpv:loop-file no
                +0 expect mode playing
                @9000 expect mode attract
                +0 expect mpv:path "\(loop)"
                +0 expect mpv:loop-file inf
                +0 expect mpv:pause no
                """)
            #expect(run.status == 0, "\(run.errors)")
            #expect(!run.output.contains("togglePause"), "the loop's double tap paused: \(run.output)")
        }

        @Test func aPausedTitleGoesBackToTheFolderLoopAfterIdleReturnWithTheVisitorsChangesUndone() throws {
            let setup = try Setup(
                loop: 2, titles: ["a.mkv"], seconds: 30, settings: "attract-volume = 30\nvolume = 80\nidle-return = 2s\n")
            let run = try setup.play(
                """
                @1000 expect mpv:playlist-count 2
                +0 expect mpv:loop-playlist inf
                +0 expect mpv:volume 30
                @1500 tap 640 360
                @2000 tap 76 155
                +0 expect mode playing
                @3000 pinch 640 360 100 200
                @3500 drag 900 500 900 380
                +0 expect mpv:volume 50
                @4000 tap 640 360 count=2
                +0 expect mpv:pause yes
                @5000 expect mode playing
                @8000 expect mode attract
                +0 expect mpv:volume 30
                +0 expect mpv:video-zoom 0
                +0 expect mpv:pause no
                +0 expect mpv:playlist-count 2
                +0 expect mpv:loop-playlist inf
                """)
            #expect(run.status == 0, "\(run.errors)")
        }

        /// A title copied into the library's folder joins the chooser once closed, a
        /// removed one leaves it, and a broken (empty) one is left out with its reason said
        /// once; the loop plays on throughout, never reloaded.
        @Test func titlesCopiedInOrRemovedChangeTheChooserWithoutTouchingPlayback() throws {
            let setup = try Setup(loop: 1, titles: ["a.mkv"], seconds: 3)
            let control = setup.folder.path("control.sock")
            let run = try TouchmpvRun([
                "play", "--headless", "--no-mpv-config", "--config", setup.config, "--touch", "none", "--control", control,
            ])
            let client = try ControlSocketConnection(path: control)
            /// Asks `expect chooser N` until it holds, each try a line of its own (the
            /// folder's events reach the loop when it is next woken).
            func awaitChooser(_ count: Int) throws -> Bool {
                let limit = Date().addingTimeInterval(20)
                while Date() < limit {
                    try client.send("+0 expect chooser \(count)\n")
                    if try client.answer() == "ok" { return true }
                }
                return false
            }
            try client.send("+0 tap 640 360\n+100 expect mode chooser\n")
            #expect(try client.answer() == "ok")
            #expect(try awaitChooser(1))
            try FileManager.default.copyItem(atPath: setup.folder.path("library/a.mkv"), toPath: setup.folder.path("library/b.mkv"))
            #expect(try awaitChooser(2))
            _ = setup.folder.write([], name: "library/broken.mkv")
            _ = setup.folder.write([1], name: "library/notes.txt")
            try FileManager.default.removeItem(atPath: setup.folder.path("library/a.mkv"))
            #expect(try awaitChooser(1))
            _ = setup.folder.write([], name: "library/broken.mkv")
            try FileManager.default.copyItem(atPath: setup.folder.path("library/b.mkv"), toPath: setup.folder.path("library/c.mkv"))
            #expect(try awaitChooser(2))
            try client.send("+0 expect mpv:playlist-pos 0\n+0 expect mpv:path \"\(setup.folder.path("loop/part1.mkv"))\"\n")
            #expect(try client.answers(2) == ["ok", "ok"])
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")
            let said = run.errors.components(separatedBy: "left out \(setup.folder.path("library/broken.mkv")): empty").count - 1
            #expect(said == 1, "\(run.errors)")
            #expect(!run.errors.contains("notes.txt"), "\(run.errors)")
        }

        /// A reload (SIGHUP under a service manager) gives the kiosk its new `idle-return`
        /// and `attract-volume`: a chooser that waited for ever goes back to the loop, at
        /// the new volume, and a new path is said to wait for the next start.
        @Test func aReloadChangesTheIdleReturnAndTheLoopsVolume() throws {
            let setup = try Setup(loop: 1, titles: ["a.mkv"], seconds: 3, settings: "idle-return = never\n")
            let listener = try NotifySocketListener(abstract: true)
            let control = setup.folder.path("control.sock")
            let run = try TouchmpvRun(
                ["play", "--headless", "--no-mpv-config", "--config", setup.config, "--touch", "none", "--control", control],
                environment: ["NOTIFY_SOCKET": listener.address])
            _ = try listener.receive(until: { $0.hasPrefix("READY=1") })
            let client = try ControlSocketConnection(path: control)
            try client.send("+0 tap 640 360\n+100 expect mode chooser\n")
            #expect(try client.answer() == "ok")
            let config = try String(contentsOfFile: setup.config, encoding: .utf8)
            try
                (config.replacingOccurrences(of: "idle-return = never", with: "idle-return = 1s")
                + "attract-volume = 20\nchooser-columns = 3\n").write(toFile: setup.config, atomically: true, encoding: .utf8)
            run.send(SIGHUP)
            #expect(try listener.receive(until: { $0 == "READY=1" }).first?.hasPrefix("RELOADING=1") == true)
            let limit = Date().addingTimeInterval(20)
            var back = false
            while !back, Date() < limit {
                try client.send("+0 expect mode attract\n")
                back = try client.answer() == "ok"
            }
            #expect(back, "the chooser never went back to the loop")
            try client.send("+0 expect mpv:volume 20\n")
            #expect(try client.answer() == "ok")
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.errors.contains("touchmpv: kiosk: attract, library and chooser-columns change at the next start"), "\(run.errors)")
        }

        /// A chosen title mpv cannot play does not end the kiosk: the loop comes back, the
        /// title leaves the chooser, said once.
        @Test func aTitleThatCannotPlayBringsTheLoopBackAndLeavesTheChooser() throws {
            let setup = try Setup(loop: 1, titles: ["b.mkv"], seconds: 3)
            let broken = setup.folder.write(Array(repeating: 0x55, count: 4096), name: "library/a.mkv")
            let run = try setup.play(
                """
                @500 tap 640 360
                +100 expect chooser 2
                @1000 tap 76 155
                @4000 expect mode attract
                +0 expect mpv:path "\(setup.folder.path("loop/part1.mkv"))"
                @4500 tap 640 360
                +100 expect chooser 1
                """)
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.errors.components(separatedBy: "left out \(broken)").count == 2, "\(run.errors)")
        }

        /// `key KEY_1 touchmpv/play 1` on real mpv: the key, sent through the control
        /// socket as a key device's press, loads the first title from the loop, and
        /// `key KEY_HOME touchmpv/attract` loads the loop again.
        @Test func aKeyBoundToPlayLoadsTheTitleAndOneBoundToAttractTheLoop() throws {
            let setup = try Setup(loop: 1, titles: ["a.mkv", "b.mkv"], seconds: 30)
            let bindings = setup.folder.write("key KEY_1 touchmpv/play 1\nkey KEY_HOME touchmpv/attract\n", name: "keys.conf")
            let control = setup.folder.path("control.sock")
            let run = try TouchmpvRun([
                "play", "--headless", "--no-mpv-config", "--config", setup.config, "--bindings", bindings, "--touch", "none",
                "--control", control,
            ])
            let client = try ControlSocketConnection(path: control)
            try client.send(
                "+0 expect mode attract\n+0 key KEY_1\n+0 expect mode playing\n+1000 expect mpv:path \"\(setup.folder.path("library/a.mkv"))\"\n"
            )
            #expect(try client.answers(3) == ["ok", "ok", "ok"])
            try client.send("+0 key KEY_HOME\n+0 expect mode attract\n+1000 expect mpv:path \"\(setup.folder.path("loop/part1.mkv"))\"\n")
            #expect(try client.answers(2) == ["ok", "ok"])
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")
        }

        /// A file copied into an attract folder joins the loop when the loop next comes
        /// back; the loop playing is not cut for it.
        @Test func aFileCopiedIntoTheAttractFolderPlaysFromTheLoopsNextReturn() throws {
            let setup = try Setup(loop: 2, titles: ["a.mkv"], seconds: 30)
            let control = setup.folder.path("control.sock")
            let run = try TouchmpvRun([
                "play", "--headless", "--no-mpv-config", "--config", setup.config, "--touch", "none", "--control", control,
            ])
            let client = try ControlSocketConnection(path: control)
            try client.send("+0 expect mpv:playlist-count 2\n")
            #expect(try client.answer() == "ok")
            try FileManager.default.copyItem(atPath: setup.folder.path("loop/part1.mkv"), toPath: setup.folder.path("loop/part3.mkv"))
            try client.send("+0 expect mpv:playlist-count 2\n+0 tap 640 360\n+100 expect mode chooser\n")
            #expect(try client.answers(2) == ["ok", "ok"])
            try client.send("+0 tap 43 43\n+100 expect mode attract\n+500 expect mpv:playlist-count 3\n")
            #expect(try client.answers(2) == ["ok", "ok"])
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")
        }

        @Test func mediaOperandsAndAMissingLibraryAreRefused() throws {
            let folder = try TemporaryFolder()
            let missing = folder.path("nowhere")
            let config = folder.write("library = \(missing)\n", name: "touchmpv.conf")
            let media = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--config", config, config])
            #expect(media.status == 2)
            #expect(media.errors.contains("attract and library in the configuration choose what plays; give no MEDIA"), "\(media.errors)")
            let run = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--config", config, "--touch", "none"])
            #expect(run.status == 3)
            #expect(run.errors.contains("cannot start the kiosk: library \(missing): No such file or directory"), "\(run.errors)")
        }
    }
}
