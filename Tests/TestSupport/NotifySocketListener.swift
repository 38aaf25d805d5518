import Foundation
import SystemCalls

#if canImport(Glibc)
    import Glibc
#endif

/// What a service manager does with `$NOTIFY_SOCKET`: a bound Unix datagram socket that
/// a test reads the sd_notify messages from. Its waits only guard against a hang.
public final class NotifySocketListener {
    /// The address to put in `$NOTIFY_SOCKET`: a path, or "@" and an abstract name.
    public let address: String
    private let descriptor: Int32

    /// Binds a socket at a fresh path in the temporary folder, or (`abstract`) at a fresh
    /// name in the abstract namespace.
    public init(abstract: Bool) throws {
        let name = "touchmpv-notify-\(UUID().uuidString)"
        address = abstract ? "@" + name : NSTemporaryDirectory() + name + ".sock"
        descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw NotifySocketError("socket", Errno.current) }
        do throws(Errno) {
            _ = try UnixAddress(notifySocket: address).withSocketAddress { socketAddress, length throws(Errno) in
                try SystemCall.retrying { bind(descriptor, socketAddress, length) }
            }
        } catch {
            close(descriptor)
            throw NotifySocketError("bind \(address)", error)
        }
    }

    deinit {
        close(descriptor)
        if address.hasPrefix("/") { unlink(address) }
    }

    /// The next datagram's text, or nil when none comes within `limit`.
    public func receive(limit: Duration = TouchmpvRun.defaultLimit) throws -> String? {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(limit.components.seconds * 1000 + limit.components.attoseconds / 1_000_000_000_000_000)
        let ready = poll(&entry, 1, milliseconds)
        guard ready >= 0 else { throw NotifySocketError("poll", Errno.current) }
        guard ready > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        guard count >= 0 else { throw NotifySocketError("recv", Errno.current) }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }

    /// Every datagram waiting now, in order.
    public func drain() throws -> [String] {
        var messages: [String] = []
        while let message = try receive(limit: .zero) { messages.append(message) }
        return messages
    }

    /// Reads datagrams until one satisfies `accepts` and returns those read, it last;
    /// throws when none does within `limit`.
    public func receive(until accepts: (String) -> Bool, limit: Duration = TouchmpvRun.defaultLimit) throws -> [String] {
        let deadline = ContinuousClock.now + limit
        var messages: [String] = []
        while true {
            let left = deadline - ContinuousClock.now
            guard left > .zero, let message = try receive(limit: left) else {
                throw NotifySocketError("no awaited message within \(limit); got \(messages)", Errno(rawValue: ETIMEDOUT))
            }
            messages.append(message)
            if accepts(message) { return messages }
        }
    }
}

/// A failed step of the listener.
public struct NotifySocketError: Error, CustomStringConvertible {
    public let description: String

    init(_ step: String, _ error: Errno) {
        description = "\(step): \(error) (errno \(error.rawValue))"
    }
}
