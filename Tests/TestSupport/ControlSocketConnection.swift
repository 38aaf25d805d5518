import Foundation
import SystemCalls

/// A test rig's connection to `touchmpv play --control PATH`: statements out, answer
/// lines in. Its waits only guard against a hang.
public final class ControlSocketConnection {
    public let descriptor: FileDescriptor
    private var buffered: [UInt8] = []

    /// Connects to the socket at `path`, waiting for `play` to listen there.
    public init(path: String) throws {
        let deadline = ContinuousClock.now + TouchmpvRun.defaultLimit
        while true {
            do throws(Errno) {
                descriptor = try UnixSocket.connect(to: path)
                return
            } catch {
                guard ContinuousClock.now < deadline else { throw ControlSocketConnectionError("connect \(path)", error) }
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
    }

    deinit { descriptor.close() }

    public func send(_ text: String) throws { try send(bytes: Array(text.utf8)) }

    /// Sends with MSG_NOSIGNAL: a player that has ended is a thrown `Errno`, not a SIGPIPE
    /// that would end the whole test process.
    public func send(bytes: [UInt8]) throws {
        do throws(Errno) {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
            defer { buffer.deallocate() }
            buffer.copyBytes(from: bytes)
            var sent = 0
            while sent < bytes.count {
                sent += try descriptor.send(UnsafeRawBufferPointer(rebasing: buffer[sent...]))
            }
        } catch {
            throw ControlSocketConnectionError("write to the control socket", error)
        }
    }

    /// The next answer line, without its newline; throws when none comes in time or the
    /// connection ends.
    public func answer() throws -> String {
        let deadline = ContinuousClock.now + TouchmpvRun.defaultLimit
        while true {
            if let end = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffered[..<end], as: UTF8.self)
                buffered.removeSubrange(...end)
                return line
            }
            guard ContinuousClock.now < deadline else {
                throw ControlSocketConnectionError("no answer on the control socket within \(TouchmpvRun.defaultLimit)")
            }
            guard (try? Poll.readable([descriptor], timeout: 100))?.isEmpty == false else { continue }
            let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 1)
            defer { chunk.deallocate() }
            let count = (try? descriptor.read(into: chunk)) ?? 0
            guard count > 0 else { throw ControlSocketConnectionError("read from the control socket: the connection ended") }
            buffered += chunk[..<count]
        }
    }

    /// The next `count` answer lines.
    public func answers(_ count: Int) throws -> [String] {
        try (0..<count).map { _ in try answer() }
    }
}

/// Why the control socket could not be reached, written to or read.
public struct ControlSocketConnectionError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    init(_ call: String, _ error: Errno) {
        description = "\(call) failed: \(error)"
    }
}
