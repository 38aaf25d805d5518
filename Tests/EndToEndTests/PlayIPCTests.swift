import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEnd {
    /// `--mpv input-ipc-server=PATH`: any mpv client can watch a touchmpv session.
    @Suite struct PlayIPCTests {
        /// Sends one JSON IPC request line to the socket at `path` and returns the reply line
        /// (skipping mpv's event lines). mpv makes its socket on a thread of its own once it
        /// has started, so a socket not there yet is tried again; every wait has a limit.
        static func ask(_ request: String, socket path: String) throws -> String {
            let connection = try ControlConnection(path: path)
            try connection.send(request + "\n")
            while true {
                let line = try connection.answer()
                if line.contains("\"request_id\"") { return line }
            }
        }

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
            let reply = try Self.ask("{\"command\":[\"get_property\",\"volume\"],\"request_id\":7}", socket: socketPath)
            #expect(reply.contains("\"data\":47.0"), "\(reply)")
            #expect(reply.contains("\"error\":\"success\""))
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
