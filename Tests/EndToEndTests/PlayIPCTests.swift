import Foundation
import TestSupport
import Testing
import ToolSupport

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEnd {
    /// `--mpv input-ipc-server=PATH`: any mpv client can watch a touchmpv session.
    @Suite struct PlayIPCTests {
        @Test func anotherClientReadsPropertiesOverTheIPCSocket() throws {
            let socketPath = TemporaryFolder.path(suffix: ".sock")
            // The script's last line keeps mpv playing for a minute; the test stops it
            // once it has asked.
            let script = try TemporaryFolder.write("@200 drag 900 500 900 440\n@60000 expect volume 47\n", suffix: ".touch")
            let run = try TouchmpvRun([
                "play", "--headless", "--no-mpv-config", "--script", script, "--mpv", "input-ipc-server=\(socketPath)", "--mpv",
                "volume=37",
            ])
            #expect(run.waitFor("→ volume 47"))
            let reply = try MPVIPCClient(path: socketPath).request(["get_property", "volume"])
            #expect(reply.object["error"] as? String == "success", "\(reply.object)")
            #expect(reply.number == 47, "\(reply.object)")
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.errors.contains("interrupted by SIGTERM before the script ended"), "\(run.errors)")
        }
    }

    /// A failed IPC step.
    enum IPCError: Error {
        case failed(String)
    }
}
