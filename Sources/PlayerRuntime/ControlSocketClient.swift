import Gestures
import SystemCalls
import TouchScripts

/// One connection to `play --control`'s socket: its lines in, its answers out, and what
/// its statements left behind (fingers down, answers owed).
///
/// Its fingers get touch ids of their own from `ControlSocketInput` (`touchIDs`), so that two
/// clients' `down 1`, or a client's finger and the touchscreen's, are never one touch.
final class ControlSocketClient {
    let descriptor: FileDescriptor
    /// The client's statements so far: errors name the socket's path and the client's line.
    var statements: ScriptStatementStream
    var lines: LineSplitter
    /// The touch id given to each of the client's fingers that is down (by the id its
    /// statements use).
    var touchIDs: [Int: Int] = [:]
    /// The `expect` lines scheduled and not yet answered.
    var answersOwed = 0
    /// The touch updates of the client's frames waiting to be played.
    var waitingUpdates = 0
    /// The time of the client's last scheduled event.
    var lastEventTime = Instant.zero
    /// When the client's last line arrived.
    var lastLineTime = Instant.zero
    /// Whether the client may still send (it has not ended its side).
    private(set) var isReading = true
    /// Whether the connection is closed; answers to it are dropped.
    private(set) var isClosed = false
    /// Answers not yet taken by the socket.
    private var unsent: [UInt8] = []

    init(descriptor: FileDescriptor, name: String, maximumLineLength: Int) {
        self.descriptor = descriptor
        statements = ScriptStatementStream(file: name)
        lines = LineSplitter(maximumLength: maximumLineLength)
    }

    /// When the fingers the client left down are to be cancelled: `timeout` after its last
    /// line arrived or its last event, whichever is later, while it still sends and has a
    /// finger down; nil otherwise.
    func idleDeadline(timeout: Duration) -> Instant? {
        guard isReading, statements.hasFingersDown else { return nil }
        return max(lastLineTime, lastEventTime) + timeout
    }

    /// Whether answers wait for room in the socket.
    var hasUnsentAnswers: Bool { !unsent.isEmpty }

    /// Whether nothing more can happen on the connection: the client ended its side and
    /// every answer owed was sent.
    var isFinished: Bool { isClosed || (!isReading && answersOwed == 0 && unsent.isEmpty) }

    /// Reads what waits, at most `limit` bytes; nil at the end of the client's input (or
    /// when the connection failed, which then closes it).
    func read(limit: Int) -> [UInt8]? {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: limit, alignment: 1)
        defer { buffer.deallocate() }
        do throws(Errno) {
            let count = try descriptor.read(into: buffer)
            if count > 0 { return Array(buffer[..<count]) }
        } catch  where error == .wouldBlock {
            return []
        } catch {
            close()
        }
        isReading = false
        return nil
    }

    /// Queues `text` and a newline for the client and sends what the socket takes now;
    /// dropped when the connection is closed. A client that leaves more than
    /// `unsentLimit` bytes unread is not reading its answers: it is disconnected.
    func answer(_ text: String, unsentLimit: Int) {
        guard !isClosed else { return }
        unsent += Array(text.utf8) + [UInt8(ascii: "\n")]
        flush()
        if unsent.count > unsentLimit { close() }
    }

    /// Sends what the socket takes of the answers waiting; a peer that went away closes
    /// the connection.
    func flush() {
        while !unsent.isEmpty, !isClosed {
            do throws(Errno) {
                // `withUnsafeBytes` rethrows untyped errors; the Result keeps this one an `Errno`.
                let sent = unsent.withUnsafeBytes { raw in Result { () throws(Errno) in try descriptor.send(raw) } }
                unsent.removeFirst(try sent.get())
            } catch  where error == .wouldBlock {
                return
            } catch {
                close()
            }
        }
    }

    /// Closes the connection if the peer closed its end (it reads no more answers).
    func closeIfHungUp() {
        guard !isClosed, (try? Poll.wait(readable: [], writable: [], hangUp: [descriptor], timeout: 0))?.hungUp.isEmpty == false
        else { return }
        close()
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        isReading = false
        unsent.removeAll()
        descriptor.close()
    }
}
