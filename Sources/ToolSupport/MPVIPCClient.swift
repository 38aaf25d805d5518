import Foundation
import SystemCalls

/// A client of mpv's JSON IPC (`input-ipc-server`, a Unix socket): one JSON object per
/// line each way, as any other program watching a touchmpv session would talk to its mpv.
/// The benchmark times mpv's answers with it and the tests read mpv's properties with it.
///
/// Every message is stamped with the moment the read that brought it returned (before
/// parsing), on `MonotonicClock`, so that a measured interval does not include the JSON
/// decoding. Every wait has a limit: a reply that never comes is an error, not a hang.
public final class MPVIPCClient {
    /// One line mpv sent: a reply to a request or an event.
    public struct Message {
        public var object: [String: Any]
        /// When the bytes carrying it were read (MonotonicClock nanoseconds).
        public var receivedAt: UInt64

        /// The `event` field (`property-change`, `playback-restart`, ...), if any.
        public var event: String? { object["event"] as? String }
        /// The `name` field of a property change.
        public var name: String? { object["name"] as? String }
        /// The `data` field as a number, if it is one.
        public var number: Double? { (object["data"] as? NSNumber)?.doubleValue }
    }

    public let path: String
    private let descriptor: FileDescriptor
    private var reader = StampedLines()
    private var messages: [Message] = []
    private var nextRequestID = 1000

    /// Connects to the socket at `path`. mpv makes it on a thread of its own once it has
    /// started, so a socket not there yet (or not listening yet) is tried again every
    /// 20 ms until `limit` has passed.
    public init(path: String, connectingWithin limit: Duration = .seconds(20)) throws(MPVIPCError) {
        self.path = path
        let deadline = ContinuousClock.now + limit
        while true {
            do throws(Errno) {
                descriptor = try UnixSocket.connect(to: path)
                return
            } catch {
                guard ContinuousClock.now < deadline, error == .noSuchFileOrDirectory || error == .connectionRefused else {
                    throw MPVIPCError(path: path, what: "cannot connect", errno: error)
                }
                MonotonicClock.sleep(microseconds: 20_000)
            }
        }
    }

    deinit {
        descriptor.close()
    }

    /// Sends `command` (mpv's `{"command": [...]}`), with a request id when given.
    public func send(_ command: [Any], requestID: Int? = nil) throws(MPVIPCError) {
        var object: [String: Any] = ["command": command]
        if let requestID { object["request_id"] = requestID }
        guard let data = try? JSONSerialization.data(withJSONObject: object) else {
            throw MPVIPCError(path: path, what: "cannot encode the command \(command)")
        }
        do throws(Errno) {
            try descriptor.writeAll(Array(data) + [0x0A])
        } catch {
            throw MPVIPCError(path: path, what: "cannot send", errno: error)
        }
    }

    /// The next message, waiting until `deadline` (MonotonicClock nanoseconds); nil when
    /// none came by then or the connection ended.
    public func next(until deadline: UInt64) -> Message? {
        while messages.isEmpty {
            let now = MonotonicClock.nanoseconds()
            guard now < deadline else { return nil }
            let timeout = Int32(min((deadline - now) / 1_000_000 + 1, 60_000))
            guard let ready = try? Poll.readable([descriptor], timeout: timeout), !ready.isEmpty else { continue }
            guard readAvailable() else { return nil }
        }
        return messages.removeFirst()
    }

    /// The first message satisfying `accept` before `deadline`; earlier ones are dropped.
    public func wait(until deadline: UInt64, for accept: (Message) -> Bool) -> Message? {
        while let message = next(until: deadline) {
            if accept(message) { return message }
        }
        return nil
    }

    /// Drops every message already received or waiting in the socket.
    public func discardPending() {
        while let ready = try? Poll.readable([descriptor], timeout: 0), !ready.isEmpty, readAvailable() {}
        messages.removeAll()
    }

    /// Sends `command` and returns mpv's reply to it (events in between are dropped).
    public func request(_ command: [Any], within limit: Duration = .seconds(5)) throws(MPVIPCError) -> Message {
        nextRequestID += 1
        let id = nextRequestID
        try send(command, requestID: id)
        let deadline = MonotonicClock.deadline(seconds: limit / .seconds(1))
        guard let reply = wait(until: deadline, for: { ($0.object["request_id"] as? NSNumber)?.intValue == id }) else {
            throw MPVIPCError(path: path, what: "no answer to \(command) within \(limit)")
        }
        return reply
    }

    /// Sends `command`; throws when mpv refuses it.
    public func command(_ command: [Any]) throws(MPVIPCError) {
        let reply = try request(command)
        guard reply.object["error"] as? String == "success" else {
            throw MPVIPCError(path: path, what: "mpv refused \(command): \(reply.object["error"] ?? "no error text")")
        }
    }

    /// The value of property `name` (`data` of `get_property`), nil when mpv has none (yet).
    public func property(_ name: String) throws(MPVIPCError) -> Any? {
        let reply = try request(["get_property", name])
        return reply.object["error"] as? String == "success" ? reply.object["data"] : nil
    }

    /// The value of a numeric property (`time-pos`, `volume`), nil when mpv has none (yet).
    public func number(_ name: String) throws(MPVIPCError) -> Double? {
        (try property(name) as? NSNumber)?.doubleValue
    }

    /// The value of a flag property (`pause`, ...), nil when mpv has none (yet).
    public func flag(_ name: String) throws(MPVIPCError) -> Bool? {
        try property(name) as? Bool
    }

    /// Reads what the socket has and splits it into messages; false at its end or an error.
    private func readAvailable() -> Bool {
        guard let (lines, receivedAt) = reader.read(from: descriptor) else { return false }
        for line in lines {
            if let object = (try? JSONSerialization.jsonObject(with: Data(line))) as? [String: Any] {
                messages.append(Message(object: object, receivedAt: receivedAt))
            }
        }
        return true
    }
}

/// Why mpv's IPC socket could not be reached or did not answer: the socket's path, what
/// failed, and the errno when a system call did.
public struct MPVIPCError: Error, CustomStringConvertible {
    public let description: String

    public init(path: String, what: String, errno: Errno? = nil) {
        description = "mpv's IPC socket \(path): \(what)" + (errno.map { ": \($0) (errno \($0.rawValue))" } ?? "")
    }
}
