import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A client of mpv's JSON IPC (`input-ipc-server`): reads properties of the mpv that
/// `touchmpv play` runs, the way any other mpv client would.
final class MPVSocket {
    private let descriptor: Int32
    private var buffered: [UInt8] = []
    private var nextRequest = 1

    /// Connects to the socket at `path`.
    init(path: String) throws {
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw PlayProcessError.system("socket", errno) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw PlayProcessError.system("socket path", ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else {
            let code = errno
            close(descriptor)
            throw PlayProcessError.system("connect", code)
        }
        // A reply that never comes fails the read after the watchdog's time (EAGAIN)
        // instead of hanging the suite.
        var limit = timeval(tv_sec: Int(PlayProcess.watchdog.components.seconds), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    /// The value of property `name` as a number, or nil when mpv has none (yet).
    func number(_ name: String) throws -> Double? {
        (try request(["get_property", name]))["data"] as? Double
    }

    /// The value of a flag property (`pause`, ...).
    func flag(_ name: String) throws -> Bool? {
        (try request(["get_property", name]))["data"] as? Bool
    }

    /// Sends `command` and returns mpv's reply to it (events in between are skipped).
    func request(_ command: [Any]) throws -> [String: Any] {
        let id = nextRequest
        nextRequest += 1
        let line = try JSONSerialization.data(withJSONObject: ["command": command, "request_id": id]) + Data("\n".utf8)
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        while true {
            let reply = try readLine()
            if let object = try JSONSerialization.jsonObject(with: Data(reply)) as? [String: Any],
                object["request_id"] as? Int == id
            {
                return object
            }
        }
    }

    private func readLine() throws -> [UInt8] {
        while true {
            if let end = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffered[..<end])
                buffered.removeSubrange(...end)
                return line
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { throw PlayProcessError.system("read from mpv's socket", count == 0 ? EPIPE : errno) }
            buffered += chunk[..<count]
        }
    }
}
