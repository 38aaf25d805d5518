import Foundation
import SystemCalls

#if canImport(Glibc)
    import Glibc
#endif

/// A client of mpv's JSON IPC (`input-ipc-server`, a Unix socket): one JSON object per
/// line each way. The benchmark's watcher: it sends commands, reads property changes
/// and events, and stamps every message with the moment the read that brought it
/// returned (before parsing), on `MonotonicClock`.
final class MPVIPCConnection {
    struct Message {
        var object: [String: Any]
        /// When the bytes carrying it were read (MonotonicClock nanoseconds).
        var receivedAt: UInt64

        /// The `event` field (`property-change`, `playback-restart`, ...), if any.
        var event: String? { object["event"] as? String }
        /// The `name` field of a property change.
        var name: String? { object["name"] as? String }
        /// The `data` field as a number, if it is one.
        var number: Double? { (object["data"] as? NSNumber)?.doubleValue }
    }

    private let descriptor: Int32
    private var pending: [UInt8] = []
    private var lines: [Message] = []
    private var nextRequestID = 1000

    /// Connects to the socket at `path`, retrying until it exists, at most `seconds`.
    init(path: String, seconds: Double) throws(BenchError) {
        let deadline = MonotonicClock.deadline(seconds: seconds)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let pathBytes = Array(path.utf8)
        guard pathBytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw BenchError("socket path too long: \(path)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: pathBytes)
        }
        while true {
            let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard socket >= 0 else { throw BenchError("socket: \(Errno.current)") }
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            if connected == 0 {
                descriptor = socket
                return
            }
            let error = errno
            close(socket)
            guard MonotonicClock.nanoseconds() < deadline else {
                throw BenchError("cannot connect to mpv's IPC socket \(path): \(Errno(rawValue: error))")
            }
            MonotonicClock.sleep(microseconds: 2000)
        }
    }

    deinit {
        close(descriptor)
    }

    /// Sends `command` (mpv's `{"command": [...]}`), with a request id when given.
    func send(_ command: [Any], requestID: Int? = nil) throws(BenchError) {
        var object: [String: Any] = ["command": command]
        if let requestID { object["request_id"] = requestID }
        guard var data = try? JSONSerialization.data(withJSONObject: object) else {
            throw BenchError("cannot encode the IPC command \(command)")
        }
        data.append(0x0A)
        let written = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        guard written == data.count else { throw BenchError("IPC write failed: \(Errno.current)") }
    }

    /// The next message, waiting until `deadline` (MonotonicClock nanoseconds); nil on timeout.
    func next(until deadline: UInt64) -> Message? {
        while lines.isEmpty {
            let now = MonotonicClock.nanoseconds()
            guard now < deadline else { return nil }
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let timeout = Int32(min((deadline - now) / 1_000_000 + 1, 60_000))
            guard poll(&entry, 1, timeout) > 0 else { continue }
            guard readAvailable() else { return nil }
        }
        return lines.removeFirst()
    }

    /// The first message satisfying `accept` before `deadline`; earlier ones are dropped.
    func wait(until deadline: UInt64, for accept: (Message) -> Bool) -> Message? {
        while let message = next(until: deadline) {
            if accept(message) { return message }
        }
        return nil
    }

    /// Drops every message already received or waiting in the socket.
    func discardPending() {
        while true {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 0) > 0, readAvailable() else { break }
        }
        lines.removeAll()
    }

    /// Sends `command` and returns mpv's reply's `data` (nil when it has none or failed).
    func request(_ command: [Any], seconds: Double = 5) throws(BenchError) -> Any? {
        nextRequestID += 1
        let id = nextRequestID
        try send(command, requestID: id)
        let deadline = MonotonicClock.deadline(seconds: seconds)
        guard let reply = wait(until: deadline, for: { ($0.object["request_id"] as? NSNumber)?.intValue == id }) else {
            throw BenchError("mpv did not answer \(command) within \(seconds) s")
        }
        guard reply.object["error"] as? String == "success" else { return nil }
        return reply.object["data"]
    }

    /// Waits until mpv reports a playback position (the file is loaded and playing).
    func waitUntilPlaying(seconds: Double) throws(BenchError) {
        let limit = MonotonicClock.deadline(seconds: seconds)
        while MonotonicClock.nanoseconds() < limit {
            if try request(["get_property", "time-pos"]) is NSNumber { return }
            MonotonicClock.sleep(microseconds: 20_000)
        }
        throw BenchError("mpv did not start playing within \(seconds) s")
    }

    /// Reads what the socket has and splits it into messages; false at end or error.
    private func readAvailable() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        let receivedAt = MonotonicClock.nanoseconds()
        guard count > 0 else { return false }
        pending.append(contentsOf: buffer[0..<count])
        while let newline = pending.firstIndex(of: 0x0A) {
            let line = Data(pending[0..<newline])
            pending.removeSubrange(0...newline)
            if let object = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any] {
                lines.append(Message(object: object, receivedAt: receivedAt))
            }
        }
        return true
    }
}
