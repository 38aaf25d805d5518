import Foundation
import TestSupport
import Testing
import ToolSupport

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEnd {
    /// `play` reads the user's mpv configuration as the `mpv` command does (here from
    /// `$MPV_HOME`: mpv.conf, input.conf, a script), `--no-mpv-config` turns it off, and
    /// `--mpv` reads as mpv's own command line and wins over mpv.conf. Every other test
    /// passes `--no-mpv-config`, so that a developer's own mpv.conf cannot change them.
    @Suite struct PlayMPVConfigTests {
        /// An mpv config folder: mpv.conf sets the volume and turns full screen off,
        /// input.conf binds `x`, and a Lua script sets the subtitle delay.
        static func configFolder() throws -> String {
            let folder = TemporaryFolder.path(suffix: "-mpv")
            try FileManager.default.createDirectory(atPath: folder + "/scripts", withIntermediateDirectories: true)
            try "volume=37\nfs=no\n".write(toFile: folder + "/mpv.conf", atomically: true, encoding: .utf8)
            try "x set speed 1.5\n".write(toFile: folder + "/input.conf", atomically: true, encoding: .utf8)
            try "mp.set_property_number('sub-delay', 0.25)\n".write(
                toFile: folder + "/scripts/delay.lua", atomically: true, encoding: .utf8)
            return folder
        }

        /// Plays the built-in test source paused with `arguments` (no display, no sound:
        /// `vo=null`, `ao=null`, but not `--headless`), with `MPV_HOME` at `config`, presses
        /// `x` and reads `names` back over mpv's IPC socket until `settled` holds (a script
        /// and a key both act asynchronously; at most 10 s); then quits.
        static func properties(
            _ names: [String], arguments: [String], config: String, settled: ([String: Any]) -> Bool = { _ in true }
        ) throws -> [String: Any] {
            let socket = TemporaryFolder.path(suffix: ".sock")
            let run = try TouchmpvRun(
                [
                    "play", "--touch", "none", "--mpv", "vo=null", "--mpv", "ao=null", "--mpv", "pause", "--mpv",
                    "input-ipc-server=\(socket)",
                ]
                    + arguments,
                environment: ["MPV_HOME": config])
            guard run.waitFor("touchmpv: playing") else { throw IPCError.failed("play did not start: \(run.errors)") }
            let mpv = try MPVIPCClient(path: socket)
            try mpv.command(["keypress", "x"])
            let limit = ContinuousClock.now + .seconds(10)
            var values: [String: Any] = [:]
            repeat {
                for name in names { values[name] = try mpv.property(name) }
                usleep(50_000)
            } while ContinuousClock.now < limit && !settled(values)
            try mpv.command(["quit"])
            try run.waitForExit()
            return values
        }

        @Test func theUsersMpvConfigIsReadAndTheCommandLineWins() throws {
            let config = try Self.configFolder()
            defer { try? FileManager.default.removeItem(atPath: config) }
            let names = ["volume", "fs", "sub-delay", "speed"]
            // Settled: the script has run and input.conf's x was pressed (or, without the
            // config, mpv's own x: sub-delay +0.1). A value that never comes fails below.
            let configured = { (values: [String: Any]) in values["sub-delay"] as? Double == 0.25 && values["speed"] as? Double == 1.5 }
            let read = try Self.properties(names, arguments: [], config: config, settled: configured)
            #expect(read["volume"] as? Double == 37)  // mpv.conf over touchmpv's own volume
            #expect(read["fs"] as? Bool == false)  // mpv.conf over touchmpv's full screen
            #expect(read["sub-delay"] as? Double == 0.25)  // the script ran
            #expect(read["speed"] as? Double == 1.5)  // input.conf's x
            let commandLine = try Self.properties(
                names, arguments: ["--mpv", "volume=50", "--mpv", "fs"], config: config, settled: configured)
            #expect(commandLine["volume"] as? Double == 50)
            #expect(commandLine["fs"] as? Bool == true)
            let off = try Self.properties(names, arguments: ["--no-mpv-config"], config: config) { $0["sub-delay"] as? Double == 0.1 }
            #expect(off["volume"] as? Double == 100)
            #expect(off["fs"] as? Bool == true)  // full screen by default with a display
            #expect(off["sub-delay"] as? Double == 0.1)  // mpv's own x: sub-delay +0.1
            #expect(off["speed"] as? Double == 1)
        }

        /// What the service relies on (`--mpv config-dir=/etc/touchmpv/mpv`): mpv then reads
        /// only that folder, not `$MPV_HOME` nor the user's `~/.config/mpv` (both folders
        /// the service user could write), and a folder that is not there is no
        /// configuration at all, not an error.
        @Test func configDirIsTheOnlyMpvConfigRead() throws {
            let userConfig = try Self.configFolder()
            defer { try? FileManager.default.removeItem(atPath: userConfig) }
            let home = TemporaryFolder.path(suffix: "-home")
            try FileManager.default.createDirectory(atPath: home + "/.config/mpv", withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: home) }
            try "volume=77\n".write(toFile: home + "/.config/mpv/mpv.conf", atomically: true, encoding: .utf8)
            let system = TemporaryFolder.path(suffix: "-etc-mpv")
            try FileManager.default.createDirectory(atPath: system, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: system) }
            try "volume=23\n".write(toFile: system + "/mpv.conf", atomically: true, encoding: .utf8)
            let clip = TemporaryFolder.path(suffix: ".mkv")
            try TestMedia.clip(at: clip, seconds: 1)
            defer { unlink(clip) }
            for (folder, volume) in [(system, 23), (system + "/missing", 100)] {
                let script = try TemporaryFolder.write("@300 expect mpv:volume \(volume)\n@300 expect mpv:sub-delay 0\n", suffix: ".touch")
                let run = try TouchmpvRun.finished(
                    ["play", "--headless", "--script", script, "--mpv", "config-dir=\(folder)", clip],
                    environment: ["MPV_HOME": userConfig, "HOME": home, "XDG_CONFIG_HOME": home + "/.config"])
                #expect(run.status == 0, "config-dir=\(folder): \(run.errors)")
            }
        }

        /// `--mpv NAME` is `NAME=yes`, `--mpv no-NAME` is `NAME=no`; `--headless` has no
        /// full screen.
        @Test func mpvFlagsReadAsOnMpvsCommandLine() throws {
            let config = try Self.configFolder()
            defer { try? FileManager.default.removeItem(atPath: config) }
            let noFS = try Self.properties(
                ["fs", "mute"], arguments: ["--no-mpv-config", "--mpv", "no-fs", "--mpv", "mute"], config: config)
            #expect(noFS["fs"] as? Bool == false)
            #expect(noFS["mute"] as? Bool == true)
            let headless = try Self.properties(["fs"], arguments: ["--no-mpv-config", "--headless"], config: config)
            #expect(headless["fs"] as? Bool == false)
        }
    }
}
