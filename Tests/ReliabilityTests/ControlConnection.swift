import Foundation
import SystemCalls

/// A test rig's connection to `touchmpv play --control PATH`: statements out, answer
/// lines in. Its waits only guard against a hang.
final class ControlConnection {
    let descriptor: FileDescriptor
    private var buffered: [UInt8] = []

    /// Connects to the socket at `path`, waiting for `play` to listen there.
    init(path: String) throws {
        let deadline = ContinuousClock.now + PlayProcess.watchdog
        while true {
            do throws(Errno) {
                descriptor = try UnixSocket.connect(to: path)
                return
            } catch {
                guard ContinuousClock.now < deadline else { throw PlayProcessError.system("connect \(path)", error.rawValue) }
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
    }

    deinit { descriptor.close() }

    func send(_ text: String) throws { try send(bytes: Array(text.utf8)) }

    func send(bytes: [UInt8]) throws {
        do throws(Errno) {
            try descriptor.writeAll(bytes)
        } catch {
            throw PlayProcessError.system("write to the control socket", error.rawValue)
        }
    }

    /// The next answer line, without its newline; throws when none comes in time or the
    /// connection ends.
    func answer() throws -> String {
        let deadline = ContinuousClock.now + PlayProcess.watchdog
        while true {
            if let end = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffered[..<end], as: UTF8.self)
                buffered.removeSubrange(...end)
                return line
            }
            guard ContinuousClock.now < deadline else { throw PlayProcessError.timedOut("an answer on the control socket", "", "") }
            guard (try? Poll.readable([descriptor], timeout: 100))?.isEmpty == false else { continue }
            let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 1)
            defer { chunk.deallocate() }
            let count = (try? descriptor.read(into: chunk)) ?? 0
            guard count > 0 else { throw PlayProcessError.system("read from the control socket", EPIPE) }
            buffered += chunk[..<count]
        }
    }

    /// The next `count` answer lines.
    func answers(_ count: Int) throws -> [String] {
        try (0..<count).map { _ in try answer() }
    }
}
