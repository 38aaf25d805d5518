import Gestures
import SystemCalls
import TouchScripts

/// `play --control PATH`: a Unix socket (mode 0600) taking script statements one per
/// line, each timed from its arrival (`+0 tap 640 360 count=2`), for a test rig to drive
/// a running player. It is an input source of the run loop beside the touchscreen: the
/// loop polls its descriptors and asks for its next event time; the frames its clients'
/// statements make reach the gesture layer as the touchscreen's do, and each `expect` is
/// checked at its time and answered on the client's connection with `ok` or the failure
/// text (`PATH:LINE: expected …, got …`). A bad line is answered with the error a script
/// file would give (`PATH:LINE:COLUMN: error: …`) and changes nothing.
///
/// A client's statements are touches on the player, as the touchscreen's are: whatever
/// the bindings bind, a client can do (a bound `quit` ends playback, a bound `run` runs
/// a program), so the socket is its owner's alone. Past that, no client can exhaust the
/// loop's memory or time, or keep the socket from others:
/// - a line longer than `maximumLineLength` bytes is refused and dropped as it arrives,
///   binary garbage is refused as a file's is, and each turn reads at most
///   `readLimit` bytes of a client;
/// - at most `maximumClients` are connected at once (one more is told so and closed),
///   and when accept(2) fails (no descriptor left) listening pauses for a second rather
///   than spin;
/// - a client that stops reading its answers is disconnected past `unsentLimit` bytes;
/// - at most `maximumWaitingUpdatesPerClient` touch updates of one client wait to be
///   played, `maximumWaitingUpdates` of all together, and at most
///   `maximumAnswersOwedPerClient` `expect` lines of one client wait for their time,
///   `maximumAnswersOwed` of all together: a line past a limit is refused with an error;
/// - a client that ends its side (even in the middle of a line, which is then ignored)
///   has its statements played out, then its fingers still down cancelled; once it has
///   closed its end too, its slot is free and the answers it was owed are dropped;
/// - a client that leaves fingers down and sends nothing for `idleTimeout` has them
///   cancelled.
public final class ControlSocketInput {
    static let maximumLineLength = 4096
    static let maximumClients = 16
    static let readLimit = 65536
    static let unsentLimit = 65536
    /// A 1 kHz drag of 10 fingers for 10 s is 100,000 updates; a waiting update costs
    /// about 90 bytes (250,000 of them and 4000 expect lines: 22 MB of resident memory).
    static let maximumWaitingUpdatesPerClient = 100_000
    static let maximumWaitingUpdates = 250_000
    static let maximumAnswersOwedPerClient = 1000
    static let maximumAnswersOwed = 4000
    /// The first touch id given to the clients' fingers: far above any the touchscreen's
    /// decoder hands out (from 1, one per touch).
    static let firstTouchID = 1 << 48

    public let path: String
    /// How long a client may leave fingers down without a line (`control-idle-timeout`).
    let idleTimeout: Duration
    private let listener: FileDescriptor
    /// The socket file's identity, so that only our own socket is removed at the end.
    private let identity: (device: UInt64, inode: UInt64)?
    private var clients: [ControlSocketClient] = []
    private var schedule = ControlSocketSchedule()
    private var nextTouchID = firstTouchID
    /// When to listen again after accept(2) failed for want of resources (descriptors,
    /// memory): until then the socket is not polled, which would report it ready at once,
    /// again and again.
    private var acceptRetry: Instant?

    /// How long listening pauses after accept(2) failed.
    static let acceptRetryInterval: Duration = .seconds(1)

    /// Listens at `path`. A socket left there by a program that ended is replaced; a path
    /// that is not a socket, or a socket something still listens on, is refused (exit 2).
    public init(path: String, idleTimeout: Duration) throws(ControlSocketError) {
        self.path = path
        self.idleTimeout = idleTimeout
        func failure(_ what: String, _ error: Errno, isBadInput: Bool = false) -> ControlSocketError {
            ControlSocketError("--control \(path): \(what): \(error) (errno \(error.rawValue))", isBadInput: isBadInput)
        }
        if let status = try? FileStatus(path: path) {
            guard status.kind == .socket else {
                throw ControlSocketError("--control \(path): something that is not a socket is there; give a new path", isBadInput: true)
            }
            do throws(Errno) {
                try UnixSocket.connect(to: path).close()
            } catch  where error == .connectionRefused {
                FileSystem.remove(path)
            } catch {
                throw failure("cannot check the socket already there", error)
            }
            if FileSystem.exists(path) { throw ControlSocketError("--control \(path): another program listens there", isBadInput: true) }
        }
        do throws(Errno) {
            listener = try UnixSocket.listen(at: path, permissions: 0o600)
        } catch  where [.noSuchFileOrDirectory, .notDirectory, .permissionDenied, .readOnlyFileSystem].contains(error) {
            throw failure("cannot make the socket in \(TemporaryFile.folder(of: path))", error)
        } catch {
            throw failure("cannot listen", error, isBadInput: error == .nameTooLong)
        }
        identity = (try? FileStatus(path: path))?.identity
    }

    /// The descriptors to poll for input: the socket, and each client still sending.
    var readDescriptors: [FileDescriptor] {
        (acceptRetry == nil ? [listener] : []) + clients.filter(\.isReading).map(\.descriptor)
    }

    /// The descriptors to poll for room: clients whose answers wait.
    var writeDescriptors: [FileDescriptor] {
        clients.filter(\.hasUnsentAnswers).map(\.descriptor)
    }

    /// The descriptors to poll for a hang-up only: clients that ended their side, which
    /// may still read the answers they are owed until they close their end too.
    var hangUpDescriptors: [FileDescriptor] {
        clients.filter { !$0.isReading && !$0.isClosed }.map(\.descriptor)
    }

    /// When the next scheduled event is due, a silent client's fingers are to be
    /// cancelled, or listening resumes, if any will.
    var nextTime: Instant? {
        ([schedule.nextTime, acceptRetry] + clients.map { $0.idleDeadline(timeout: idleTimeout) }).compactMap { $0 }.min()
    }

    /// Serves what `poll` found ready: accepts connections, reads lines (each timed from
    /// `now`, when it arrived) and schedules their events, sends waiting answers, and
    /// lets go of finished clients and of those that hung up, and only then accepts new
    /// ones: a place freed by a client that closed is free to the next at once.
    func service(readable: Set<FileDescriptor>, writable: Set<FileDescriptor>, hungUp: Set<FileDescriptor>, now: Instant) {
        if let retry = acceptRetry, retry <= now { acceptRetry = nil }
        for client in clients where readable.contains(client.descriptor) && client.isReading {
            guard let bytes = client.read(limit: Self.readLimit) else {
                clientEnded(client, now: now)
                continue
            }
            for piece in client.lines.take(bytes) {
                switch piece {
                case .line(let line): receive(line, from: client, now: now)
                case .tooLong:
                    let line = client.statements.skipLine()
                    client.answer(
                        "\(path):\(line):1: error: a line may be at most \(Self.maximumLineLength) bytes; this one is ignored",
                        unsentLimit: Self.unsentLimit)
                }
            }
        }
        for client in clients where writable.contains(client.descriptor) { client.flush() }
        for client in clients where hungUp.contains(client.descriptor) && !client.isReading { client.close() }
        for client in clients where client.isFinished {
            client.close()
            if client.answersOwed > 0 {
                schedule.removeExpectations(of: client)
                client.answersOwed = 0
            }
        }
        clients.removeAll(where: \.isFinished)
        if readable.contains(listener) { acceptClients(now: now) }
    }

    /// Plays the events due by `time`, in time order: frames go to `send`, expectations
    /// to `check` (which returns the failure message, nil when the line held), whose
    /// answer goes back to the client that sent the line.
    /// A client silent for `idleTimeout` with fingers down has them cancelled then.
    func playDue(by time: Instant, send: (TouchFrame) -> Void, press: (KeyEvent) -> Void, check: (Expectation) -> String?) {
        for client in clients {
            guard let deadline = client.idleDeadline(timeout: idleTimeout), deadline <= time,
                let cancel = client.statements.cancelFingersDown(at: deadline)
            else { continue }
            schedule(.frame(cancel), for: client)
        }
        while let (event, client) = schedule.popDue(by: time) {
            switch event {
            case .frame(let frame):
                client.waitingUpdates -= frame.updates.count
                send(frame)
            case .key(let key):
                client.waitingUpdates -= 1
                press(key)
            case .expectation(let expectation):
                let failure = check(expectation)
                client.answersOwed -= 1
                client.answer(failure ?? "ok", unsentLimit: Self.unsentLimit)
            }
        }
    }

    /// Closes every connection and the socket, and removes the socket's file if it is
    /// still ours.
    public func close() {
        for client in clients { client.close() }
        clients.removeAll()
        listener.close()
        if let identity, let status = try? FileStatus(path: path), status.identity == identity {
            FileSystem.remove(path)
        }
    }

    // MARK: Clients

    private func acceptClients(now: Instant) {
        for _ in 0..<Self.maximumClients {
            let accepted: FileDescriptor?
            do throws(Errno) {
                accepted = try UnixSocket.accept(listener)
            } catch {
                acceptRetry = now + Self.acceptRetryInterval
                return
            }
            guard let descriptor = accepted else { return }
            let client = ControlSocketClient(descriptor: descriptor, name: path, maximumLineLength: Self.maximumLineLength)
            guard clients.count < Self.maximumClients else {
                client.answer(
                    "error: \(Self.maximumClients) clients are connected already, the most there may be", unsentLimit: Self.unsentLimit)
                client.close()
                continue
            }
            clients.append(client)
        }
    }

    /// Parses one line of `client`'s, which arrived at `now`, and schedules its events;
    /// a bad line is answered with its error and leaves nothing behind but its number.
    private func receive(_ line: [UInt8], from client: ControlSocketClient, now: Instant) {
        var statements = client.statements
        client.lastLineTime = now
        do throws(ScriptError) {
            let room = min(
                Self.maximumWaitingUpdatesPerClient - client.waitingUpdates, Self.maximumWaitingUpdates - schedule.waitingUpdates)
            let events = try statements.parse(line: line[...], arrival: now, eventRoom: room)
            let expectations = events.count { if case .expectation = $0 { true } else { false } }
            func refuse(_ what: String) -> ScriptError {
                ScriptError(file: path, line: statements.lineCount, column: 1, message: what + "; this line is ignored")
            }
            if expectations > 0, client.answersOwed + expectations > Self.maximumAnswersOwedPerClient {
                throw refuse("too many of this client's expect lines wait for their time (at most \(Self.maximumAnswersOwedPerClient))")
            }
            if expectations > 0, schedule.waitingExpectations + expectations > Self.maximumAnswersOwed {
                throw refuse("too many expect lines wait for their time (at most \(Self.maximumAnswersOwed), all clients together)")
            }
            client.statements = statements
            for event in events { schedule(event, for: client) }
        } catch {
            client.statements.skipLine()
            client.answer(error.description, unsentLimit: Self.unsentLimit)
        }
    }

    /// The client ended its side (or its connection failed): a line it left unfinished
    /// is ignored, its statements play out, then its fingers still down are cancelled.
    /// One that closed its end too is let go now, not at the next turn.
    private func clientEnded(_ client: ControlSocketClient, now: Instant) {
        client.closeIfHungUp()
        if client.lines.hasUnfinishedLine {
            let line = client.statements.skipLine()
            client.answer(
                "\(path):\(line):1: error: the connection ended before this line's newline; it is ignored", unsentLimit: Self.unsentLimit)
        }
        if let cancel = client.statements.cancelFingersDown(at: max(now, client.lastEventTime)) {
            schedule(.frame(cancel), for: client)
        }
    }

    /// Schedules one of `client`'s events, its fingers given the touch ids of their own.
    private func schedule(_ event: TouchScript.Event, for client: ControlSocketClient) {
        client.lastEventTime = max(client.lastEventTime, event.time)
        switch event {
        case .frame(var frame):
            for index in frame.updates.indices {
                let id = frame.updates[index].id
                switch frame.updates[index].phase {
                case .began:
                    client.touchIDs[id] = nextTouchID
                    nextTouchID += 1
                case .ended, .cancelled:
                    frame.updates[index].id = client.touchIDs.removeValue(forKey: id) ?? id
                    continue
                case .moved, .stationary:
                    break
                }
                frame.updates[index].id = client.touchIDs[id] ?? id
            }
            client.waitingUpdates += frame.updates.count
            schedule.add(.frame(frame), for: client)
        case .key:
            client.waitingUpdates += 1
            schedule.add(event, for: client)
        case .expectation:
            client.answersOwed += 1
            schedule.add(event, for: client)
        }
    }
}
