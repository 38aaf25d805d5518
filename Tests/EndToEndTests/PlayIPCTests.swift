import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEnd {
    /// `--mpv input-ipc-server=PATH`: any mpv client can watch a touchmpv session.
    @Suite struct PlayIPCTests {
        /// Sends one JSON IPC request line to the socket at `path` and returns the reply line.
        /// mpv makes its socket on a thread of its own once it has started, so a socket not
        /// there yet is tried again for up to 10 s.
        static func ask(_ request: String, socket path: String) throws -> String {
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { throw IPCError.failed("socket") }
            defer { close(descriptor) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { buffer in
                for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
            }
            let limit = ContinuousClock.now + .seconds(10)
            while withUnsafePointer(
                to: &address,
                {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                    }
                }) != 0
            {
                guard ContinuousClock.now < limit else { throw IPCError.failed("connect") }
                usleep(20_000)
            }
            let line = Array((request + "\n").utf8)
            guard write(descriptor, line, line.count) == line.count else { throw IPCError.failed("write") }
            var reply: [UInt8] = []
            var byte: UInt8 = 0
            while read(descriptor, &byte, 1) == 1 {
                if byte == UInt8(ascii: "\n") {
                    let text = String(decoding: reply, as: UTF8.self)
                    if text.contains("\"request_id\"") { return text }
                    reply = []
                } else {
                    reply.append(byte)
                }
            }
            throw IPCError.failed("read")
        }

        @Test func anotherClientReadsPropertiesOverTheIPCSocket() throws {
            let socketPath = TemporaryFile.path(suffix: ".sock")
            let script = try TemporaryFile.write("@200 drag 900 500 900 440\n@4000 expect volume 47\n", suffix: ".touch")
            let run = try TouchmpvRun([
                "play", "--headless", "--no-mpv-config", "--script", script, "--mpv", "input-ipc-server=\(socketPath)", "--mpv",
                "volume=37",
            ])
            #expect(run.waitFor("→ volume 47"))
            let reply = try Self.ask("{\"command\":[\"get_property\",\"volume\"],\"request_id\":7}", socket: socketPath)
            #expect(reply.contains("\"data\":47.0"), "\(reply)")
            #expect(reply.contains("\"error\":\"success\""))
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")
        }
    }

    /// A failed IPC step.
    enum IPCError: Error {
        case failed(String)
    }
}
