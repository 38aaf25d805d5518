import SystemCalls

/// A client of `play --control`: statements sent one line at a time, `expect` lines
/// answered `ok` or with their failure text, one line each.
final class ControlSocketClient {
    /// Why the socket did not answer.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let socket: FileDescriptor
    private var pending: [UInt8] = []
    /// How long an answer may take, in milliseconds: an `expect` line timed `+T` answers
    /// T after it arrives, so only a stuck player waits this long.
    private static let answerLimit: Int32 = 20_000

    /// Connects to `path` once `play` listens there, trying for up to `attempts` tenths
    /// of a second.
    init(path: String, attempts: Int, waiting: () -> Void) throws(Failure) {
        for _ in 0..<attempts {
            if let socket = try? UnixSocket.connect(to: path), (try? socket.setNonBlocking()) != nil {
                self.socket = socket
                return
            }
            waiting()
        }
        throw Failure(description: "touchmpv play never listened on \(path)")
    }

    deinit { socket.close() }

    /// Sends `statement` and returns its answer (`ok` or the failure text).
    func ask(_ statement: String) throws(Failure) -> String {
        send(statement)
        return try answer(to: statement)
    }

    /// Sends `statement`, which gets no answer (anything but `expect`).
    func send(_ statement: String) {
        try? socket.writeAll(Array((statement + "\n").utf8))
    }

    private func answer(to statement: String) throws(Failure) -> String {
        while true {
            if let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<end], as: UTF8.self)
                pending.removeSubrange(...end)
                return line
            }
            guard (try? Poll.readable([socket], timeout: Self.answerLimit))?.isEmpty == false else {
                throw Failure(description: "no answer to \(statement) within \(Self.answerLimit) ms")
            }
            let bytes = socket.readAvailable()
            if bytes.isEmpty { throw Failure(description: "touchmpv play closed the control socket at \(statement)") }
            pending += bytes
        }
    }
}
