import Foundation
import TestSupport
import Testing
import ToolSupport

extension EndToEnd {
    /// Seek previews' pictures on real mpv (a window-less `vo=null`, not `--headless`): a
    /// pan resting on targets shows the picture of each as it comes, with `overlay-add`
    /// on the playing core, and the lift removes it; what rules them out shows none.
    @Suite struct PlayThumbnailTests {
        /// A pan to the right held at three targets, then lifted.
        static let pan = """
            @500 down 1 300 400
            +50 move 1 340 400
            +400 move 1 400 400
            +400 move 1 460 400
            +1500 up 1
            +500 wait 100
            """

        /// `play` of `media` with `script` (`pan`), the configuration `config`, `arguments`
        /// and mpv's log.
        static func play(
            _ media: String..., config: String = "", script: String = pan, arguments: [String] = [], in folder: TemporaryFolder,
            headless: Bool = false, environment: [String: String] = [:]
        ) throws -> (run: TouchmpvRun, commands: [String]) {
            let script = folder.write(script, name: "pan.touch")
            let conf = folder.write(config, name: "touchmpv.conf")
            let log = folder.path("mpv.log")
            let run = try TouchmpvRun.finished(
                [
                    "play", "--no-mpv-config", "--config", conf, "--script", script, "--mpv", "vo=null", "--mpv", "ao=null", "--mpv",
                    "log-file=\(log)",
                ] + (headless ? ["--headless"] : []) + arguments + media, environment: environment)
            return (run, overlayCommands(inLog: log))
        }

        /// The names of the `overlay-add` and `overlay-remove` commands in mpv's log at `log`.
        static func overlayCommands(inLog log: String) -> [String] {
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            return MPVLogCommands.commands(in: text).map(\.name).filter { $0.hasPrefix("overlay-") }
        }

        static func clip(in folder: TemporaryFolder) throws -> String {
            let path = folder.path("clip.mp4")
            try FFmpeg.run([
                "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=10", "-t", "30", "-c:v", "libx264", "-preset", "ultrafast", "-g", "10",
                path,
            ])
            return path
        }

        /// Driven over the control socket, each step once the last picture showed: how
        /// soon the second core answers depends on the machine's load (it runs at a lower
        /// priority than the touch path), and the claim is what shows, not when.
        @Test func aRestingPanShowsEachTargetsPictureAndTheLiftRemovesIt() throws {
            let folder = try TemporaryFolder()
            let log = folder.path("mpv.log")
            let control = folder.path("control.sock")
            let config = folder.write("", name: "touchmpv.conf")
            let run = try TouchmpvRun(
                [
                    "play", "--no-mpv-config", "--config", config, "--touch", "none", "--control", control, "--mpv", "vo=null", "--mpv",
                    "ao=null", "--mpv", "pause=yes", "--mpv", "log-file=\(log)", try Self.clip(in: folder),
                ])
            let fingers = try ControlSocketConnection(path: control)
            try fingers.send("+0 down 1 300 400\n+50 move 1 340 400\n")
            #expect(run.waitFor("thumbnailShown  0:04"), "\(run.output)")
            try fingers.send("+0 move 1 400 400\n")
            #expect(run.waitFor("thumbnailShown  0:10"), "\(run.output)")
            try fingers.send("+0 move 1 460 400\n")
            #expect(run.waitFor("thumbnailShown  0:16"), "\(run.output)")
            try fingers.send("+0 up 1\n+100 expect paused yes\n")
            #expect(try fingers.answer() == "ok")
            #expect(run.waitFor("seekForward"), "\(run.output)")
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")
            let shown = run.output.split(separator: "\n").filter { $0.contains("thumbnailShown") }
            #expect(shown.count == 3, "\(run.output)")
            let commands = Self.overlayCommands(inLog: log)
            #expect(commands.first == "overlay-add" && commands.last == "overlay-remove", "\(commands)")
            #expect(commands.filter { $0 == "overlay-remove" }.count == 1, "\(commands)")
            // The commit comes after the picture went.
            let lines = run.output.split(separator: "\n")
            #expect(lines.lastIndex { $0.contains("thumbnailShown") }! < lines.firstIndex { $0.contains("seekForward") }!)
        }

        @Test func noPicturesWhenOffHeadlessOrWithoutVideo() throws {
            let folder = try TemporaryFolder()
            let clip = try Self.clip(in: folder)
            let off = try Self.play(clip, config: "thumbnails = no\n", in: folder)
            let headless = try Self.play(clip, in: folder, headless: true)
            for (name, result) in [("off", off), ("headless", headless)] {
                #expect(result.run.status == 0, "\(name): \(result.run.errors)")
                #expect(!result.run.output.contains("thumbnailShown"), "\(name)")
                #expect(result.commands.isEmpty, "\(name): \(result.commands)")
                #expect(result.run.output.contains("seekForward"), "\(name): the seek still works")
            }
            let audio = folder.path("tone.mp3")
            try FFmpeg.run(["-f", "lavfi", "-i", "sine=frequency=440:duration=30", audio])
            let silent = try Self.play(audio, in: folder)
            #expect(silent.run.status == 0, "\(silent.run.errors)")
            #expect(!silent.run.output.contains("thumbnailShown"))
            #expect(silent.run.errors.contains("touchmpv: no seek thumbnails for \(audio): no video"), "\(silent.run.errors)")
            #expect(silent.run.output.contains("seekPreview"))
        }

        /// Without a state folder, or with one that cannot be made, there is no storyboard,
        /// said once for the run however many files play; the previews still show.
        @Test func storyboardsAreOffWithoutAWritableStateFolderSaidOnce() throws {
            let folder = try TemporaryFolder()
            let clip = try Self.clip(in: folder)
            let file = folder.write("not a folder", name: "file")
            let cases: [(String, [String: String], String)] = [
                (
                    "absent", ["STATE_DIRECTORY": "", "XDG_STATE_HOME": "", "HOME": ""],
                    "touchmpv: no seek storyboards: there is no state folder ($STATE_DIRECTORY, $XDG_STATE_HOME or $HOME)\n"
                ),
                (
                    "unwritable", ["STATE_DIRECTORY": file + "/state"],
                    "touchmpv: no seek storyboards: cannot write in \(file)/state/thumbnails: "
                ),
            ]
            for (name, environment, line) in cases {
                let result = try Self.play(clip, clip, in: folder, environment: environment)
                #expect(result.run.status == 0, "\(name): \(result.run.errors)")
                #expect(result.run.errors.components(separatedBy: line).count == 2, "\(name): \(result.run.errors)")
                #expect(result.run.output.contains("thumbnailShown"), "\(name)")
            }
        }
    }
}
