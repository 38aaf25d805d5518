import Foundation
import TestSupport
import Testing

@testable import Gestures
@testable import PlayerRuntime
@testable import SystemCalls
@testable import TouchScripts

/// `play --control`'s socket on its own, served turn by turn as the run loop serves it,
/// with real clients on a real Unix socket: timing, answers, errors, and peers that
/// misbehave. (`PlayControlSocketTests` drives it inside a running `play`.)
struct ControlSocketInputTests {
    /// A control socket at a fresh path and the run loop's part, done by hand: each
    /// `turn` polls without waiting, serves the socket at `now` and plays what is due.
    final class Harness {
        let folder: String
        let path: String
        let control: ControlSocketInput
        var now = Instant(microseconds: 1_000_000)
        private(set) var frames: [TouchFrame] = []
        private(set) var keys: [KeyEvent] = []
        private(set) var checked: [TouchScripts.Expectation] = []
        /// What `check` answers for an expectation: its failure, or nil.
        var verdict: (TouchScripts.Expectation) -> String? = { _ in nil }

        init() throws {
            folder = TemporaryFolder.path(suffix: "")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            path = folder + "/ctl.sock"
            control = try ControlSocketInput(path: path, idleTimeout: Self.idleTimeout)
        }

        deinit {
            control.close()
            try? FileManager.default.removeItem(atPath: folder)
        }

        static let idleTimeout: Duration = .seconds(30)

        func turn(_ count: Int = 1) {
            for _ in 0..<count {
                let ready: (readable: Set<FileDescriptor>, writable: Set<FileDescriptor>, hungUp: Set<FileDescriptor>)
                do {
                    ready = try Poller.wait(
                        for: control.readDescriptors, writable: control.writeDescriptors, hangUp: control.hangUpDescriptors,
                        until: .zero, now: .zero)
                } catch {
                    Issue.record("poll: \(error)")
                    return
                }
                control.service(readable: ready.readable, writable: ready.writable, hungUp: ready.hungUp, now: now)
                control.playDue(
                    by: now, send: { frames.append($0) }, press: { keys.append($0) },
                    check: { expectation in
                        checked.append(expectation)
                        return verdict(expectation)
                    })
            }
        }

        /// A new client, connected and served.
        func connect() throws -> Client {
            let client = try Client(path: path)
            turn()
            return client
        }
    }

    /// A test rig's end of a connection.
    final class Client {
        let descriptor: FileDescriptor
        private var received: [UInt8] = []

        init(path: String) throws {
            descriptor = try UnixSocket.connect(to: path)
            try descriptor.setNonBlocking()
        }

        deinit { descriptor.close() }

        func send(_ text: String) throws { try send(Array(text.utf8)) }
        func send(_ bytes: [UInt8]) throws { try descriptor.writeAll(bytes) }

        /// The answer lines received so far.
        func answers() -> [String] {
            received += descriptor.readAvailable()
            return String(decoding: received, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
                String.init)
        }

        /// Whether the server closed the connection (after the answers already sent).
        func isClosedByServer() -> Bool {
            received += descriptor.readAvailable()
            var byte: UInt8 = 0
            return (try? withUnsafeMutableBytes(of: &byte) { try descriptor.read(into: $0) }) == 0
        }

        func close() { descriptor.close() }

        /// Ends the sending side only, as `nc -N` does at the end of its input: the
        /// client still reads its answers.
        func endSending() { _ = shutdown(descriptor.rawValue, Int32(SHUT_WR)) }

        /// Waits (without sleeping: on the answer's arrival) for the server to send
        /// `count` answer lines in all, serving `harness` meanwhile; the lines.
        func waitForAnswers(_ count: Int, serving harness: Harness) -> [String] {
            let limit = ContinuousClock.now + .seconds(30)
            while answers().count < count, ContinuousClock.now < limit {
                harness.turn()
                _ = try? Poll.readable([descriptor], timeout: 100)
            }
            return answers()
        }
    }

    /// The frames' updates as "TIME_MS: ID-FROM-FIRST PHASE X Y".
    static func describe(_ frames: [TouchFrame]) -> [String] {
        frames.map { frame in
            "\(frame.time.microseconds / 1000): "
                + frame.updates.map {
                    "\($0.id - ControlSocketInput.firstTouchID) \($0.phase.rawValue) \(Int($0.location.x)) \(Int($0.location.y))"
                }.joined(separator: ", ")
        }
    }

    @Test func statementsAreTimedFromTheirArrivalAndExpectLinesAnswered() throws {
        let harness = try Harness()
        let client = try harness.connect()
        try client.send("+0 tap 640 360\n+100 expect volume 50\n+0 expect paused yes\n")
        harness.turn()
        #expect(Self.describe(harness.frames) == ["1000: 0 began 640 360"])
        #expect(harness.control.nextTime == Instant(microseconds: 1_050_000))
        harness.now = Instant(microseconds: 1_150_000)
        // The path, not the harness: a verdict that held the harness would keep it alive.
        let path = harness.path
        harness.verdict = { $0.line == 3 ? "\(path):3: expected paused yes, got no" : nil }
        harness.turn()
        #expect(Self.describe(harness.frames) == ["1000: 0 began 640 360", "1050: 0 ended 640 360"])
        #expect(harness.checked.map(\.line) == [2, 3])
        #expect(harness.checked.map(\.time) == [Instant(microseconds: 1_150_000), Instant(microseconds: 1_150_000)])
        #expect(client.answers() == ["ok", "\(harness.path):3: expected paused yes, got no"])
        #expect(harness.control.nextTime == nil)
    }

    /// The socket takes a script's `key` line: its press, repeats and release play at
    /// their times, as a key device's.
    @Test func aKeyLinePlaysItsKeysAtTheirTimes() throws {
        let harness = try Harness()
        let client = try harness.connect()
        try client.send("+0 key KEY_PLAYPAUSE hold=260\n")
        harness.turn()
        harness.now = Instant(microseconds: 1_300_000)
        harness.turn()
        #expect(
            harness.keys.map { "\($0.time.microseconds / 1000): \($0.key) \($0.change)" } == [
                "1000: KEY_PLAYPAUSE pressed", "1250: KEY_PLAYPAUSE repeated", "1260: KEY_PLAYPAUSE released",
            ])
        #expect(harness.control.nextTime == nil)
    }

    @Test func aBadLineIsAnsweredWithAFilesErrorAndTheNextOnesGoOn() throws {
        let harness = try Harness()
        let client = try harness.connect()
        try client.send(Array("+0 jump\n".utf8) + [0x2B, 0x30, 0x20, 0xFF, 0xFE, 0x0A] + Array("duration 5\n\n+0 tap 1 1\n".utf8))
        harness.turn()
        let answers = client.answers()
        #expect(answers.count == 3)
        #expect(answers[0].hasPrefix("\(harness.path):1:4: error: unknown command 'jump'"))
        #expect(answers[1] == "\(harness.path):2:4: error: binary data (bytes that are not UTF-8) in a text file")
        #expect(answers[2].hasPrefix("\(harness.path):3:1: error: header statement 'duration' is for script files"))
        #expect(Self.describe(harness.frames) == ["1000: 0 began 1 1"])
    }

    @Test func aHugeLineIsRefusedAsItArrivesAndTheLinesAfterItAreRead() throws {
        let harness = try Harness()
        let client = try harness.connect()
        let garbage = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 16)
        for _ in 0..<32 {  // 2 MiB without a newline, served as it comes
            try client.send(garbage)
            harness.turn(2)
        }
        try client.send("\n+0 tap 5 5\n")
        harness.turn(4)
        #expect(client.answers() == ["\(harness.path):1:1: error: a line may be at most 4096 bytes; this one is ignored"])
        #expect(Self.describe(harness.frames) == ["1000: 0 began 5 5"])
    }

    @Test func eachClientsFingersAreTheirOwn() throws {
        let harness = try Harness()
        let first = try harness.connect()
        let second = try harness.connect()
        try first.send("+0 down 1 10 10\n")
        try second.send("+0 down 1 20 20\n")
        harness.turn()
        try second.send("+0 up 1\n")
        harness.turn()
        try first.send("+0 cancel\n")
        harness.turn()
        #expect(
            Self.describe(harness.frames) == [
                "1000: 0 began 10 10", "1000: 1 began 20 20", "1000: 1 ended 20 20", "1000: 0 cancelled 10 10",
            ])
        #expect(first.answers().isEmpty && second.answers().isEmpty)
    }

    @Test func aClientThatGoesAwayMidLineHasItsStatementsPlayedAndItsFingersCancelled() throws {
        let harness = try Harness()
        let client = try harness.connect()
        try client.send("+0 down 1 5 5\n+0 hold 50 50 duration=200\n+0 up")
        harness.turn()
        client.close()
        harness.turn()
        harness.now = Instant(microseconds: 2_000_000)
        harness.turn()
        // The half line is ignored; the hold lifts at its time, then finger 1 is cancelled.
        #expect(
            Self.describe(harness.frames) == [
                "1000: 0 began 5 5", "1000: 1 began 50 50", "1200: 1 ended 50 50", "1200: 0 cancelled 5 5",
            ])
        #expect(harness.control.readDescriptors.count == 1)
    }

    @Test func aClientThatClosesIsLetGoAtOnceWithTheAnswersItWasOwed() throws {
        let harness = try Harness()
        for _ in 0..<ControlSocketInput.maximumClients {
            let client = try harness.connect()
            try client.send("@86399s expect volume 1\n")
            harness.turn()
            client.close()
        }
        harness.turn(2)
        #expect(harness.control.readDescriptors.count == 1)
        #expect(harness.control.nextTime == nil)
        let next = try harness.connect()
        try next.send("+0 tap 1 1\n")
        harness.turn()
        #expect(next.answers().isEmpty && !next.isClosedByServer())
        #expect(harness.frames.count == 1)
    }

    @Test func aClientThatEndsOnlyItsSendingSideIsStillAnswered() throws {
        let harness = try Harness()
        let client = try harness.connect()
        try client.send("+100 expect volume 50\n")
        client.endSending()
        harness.turn(3)
        #expect(harness.control.readDescriptors.count == 1 && harness.control.hangUpDescriptors.count == 1)
        harness.now = Instant(microseconds: 1_100_000)
        #expect(client.waitForAnswers(1, serving: harness) == ["ok"])
        harness.turn()
        #expect(harness.control.hangUpDescriptors.isEmpty)
    }

    @Test func oneClientsTouchEventsAreCappedAndSoAreAllClientsTogether() throws {
        let harness = try Harness()
        let path = harness.path
        let first = try harness.connect()
        // Each drag is within the budget of one statement; the second would pass the
        // client's 100,000 waiting events.
        let drag = "+0 drag 0 0 100 100 fingers=60 hz=1000 duration=1s\n"
        try first.send(drag + drag + "+0 tap 1 1\n")
        let perClient = try #require(first.waitForAnswers(1, serving: harness).first)
        let prefix = "\(path):2:4: error: drag would make 60120 touch events; at most "
        let left = perClient.hasPrefix(prefix) ? Int(perClient.dropFirst(prefix.count).prefix { $0.isNumber }) : nil
        #expect(left.map { (39_000...39_880).contains($0) } == true, "\(perClient)")
        #expect(perClient.hasSuffix(" more may wait to be played now"), "\(perClient)")
        let clients = try (0..<3).map { _ in try harness.connect() }
        for client in clients {
            try client.send("+0 drag 0 0 100 100 fingers=90 hz=1000 duration=1s\n")
            harness.turn()
        }
        #expect(clients[0].answers().isEmpty && clients[1].answers().isEmpty)
        // The first client's drag and the next two clients' lines wait, less the frames
        // already played: 250,000 − about 60,120 − 2 × 90,180.
        let refusal = try #require(clients[2].waitForAnswers(1, serving: harness).first)
        let room = refusal.firstMatch(
            of: /^.*:1:4: error: drag would make 90180 touch events; at most (\d+) more may wait to be played now$/)
        #expect(room.flatMap { Int($0.1) }.map { (9_000..<10_000).contains($0) } == true, "\(refusal)")
        // Playback goes on: the refused lines left nothing, the others play.
        harness.now = Instant(microseconds: 3_000_000)
        harness.turn()
        let lifts = harness.frames.flatMap(\.updates).count { $0.phase == .ended }
        #expect(lifts == 1 + 60 + 2 * 90)
    }

    @Test func theExpectLinesWaitingAreCappedPerClientAndAllTogether() throws {
        let harness = try Harness()
        let path = harness.path
        let line = "@86399s expect volume 1\n"
        let clients = try (0..<5).map { _ in try harness.connect() }
        for client in clients.prefix(4) {
            try client.send(String(repeating: line, count: 1000))
        }
        try clients[0].send(line)
        #expect(
            clients[0].waitForAnswers(1, serving: harness) == [
                "\(path):1001:1: error: too many of this client's expect lines wait for their time (at most 1000); this line is ignored"
            ])
        try clients[4].send(line)
        #expect(
            clients[4].waitForAnswers(1, serving: harness) == [
                "\(path):1:1: error: too many expect lines wait for their time (at most 4000, all clients together); this line is ignored"
            ])
        // A client that goes away frees what it was owed.
        clients[3].close()
        harness.turn(2)
        try clients[4].send(line)
        harness.turn()
        #expect(clients[4].answers().count == 1)
    }

    @Test func aClientsFingersLeftDownAreCancelledWhenItFallsSilent() throws {
        let harness = try Harness()
        let client = try harness.connect()
        try client.send("+0 down 1 5 5\n")
        harness.turn()
        #expect(harness.control.nextTime == Instant(microseconds: 31_000_000))
        // A line, even one that makes nothing, puts the deadline off.
        harness.now = Instant(microseconds: 20_000_000)
        try client.send("\n")
        harness.turn()
        #expect(harness.control.nextTime == Instant(microseconds: 50_000_000))
        harness.now = Instant(microseconds: 49_999_000)
        harness.turn()
        #expect(Self.describe(harness.frames) == ["1000: 0 began 5 5"])
        harness.now = Instant(microseconds: 50_000_000)
        harness.turn()
        #expect(Self.describe(harness.frames) == ["1000: 0 began 5 5", "50000: 0 cancelled 5 5"])
        #expect(harness.control.nextTime == nil && client.answers().isEmpty)
        // The client goes on as before, with finger 1 up.
        try client.send("+0 down 1 7 7\n")
        harness.turn()
        #expect(Self.describe(harness.frames).last == "50000: 1 began 7 7")
    }

    @Test func moreClientsThanAllowedAreToldSoAndClosed() throws {
        let harness = try Harness()
        let clients = try (0..<ControlSocketInput.maximumClients).map { _ in try harness.connect() }
        let extra = try harness.connect()
        #expect(extra.answers() == ["error: 16 clients are connected already, the most there may be"])
        #expect(extra.isClosedByServer())
        try clients.last?.send("+0 tap 1 1\n")
        harness.turn()
        #expect(harness.frames.count == 1)
    }

    @Test func aClientThatDoesNotReadItsAnswersIsDisconnected() throws {
        let harness = try Harness()
        let client = try harness.connect()
        let bad = Array(String(repeating: "+0 jump\n", count: 4096).utf8)
        var sent = 0
        // Until the server drops it, each turn reads a bit and answers each line with an
        // error the client never reads.
        while sent < 400, !client.isClosedByServerAfterSending(bad) {
            harness.turn()
            sent += 1
        }
        #expect(sent < 400)
        #expect(harness.control.readDescriptors.count == 1)
    }

    @Test func theSocketIsTheOwnersAloneAndRemovedAtTheEnd() throws {
        let harness = try Harness()
        let status = try FileStatus(path: harness.path)
        #expect(status.kind == .socket)
        var info = stat()
        #expect(stat(harness.path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        harness.control.close()
        #expect(!FileSystem.exists(harness.path))
    }

    @Test func aSocketLeftBehindIsReplacedAndAnythingElseIsRefused() throws {
        let harness = try Harness()
        // Something else listening there.
        #expect(throws: ControlSocketError.self) { try ControlSocketInput(path: harness.path, idleTimeout: Harness.idleTimeout) }
        do {
            _ = try ControlSocketInput(path: harness.path, idleTimeout: Harness.idleTimeout)
        } catch {
            #expect(error.message == "--control \(harness.path): another program listens there" && error.isBadInput)
        }
        // A socket nobody listens on any more (its program ended without removing it).
        let stale = harness.folder + "/stale.sock"
        let left = try UnixSocket.listen(at: stale, permissions: 0o600)
        left.close()
        let replacing = try ControlSocketInput(path: stale, idleTimeout: Harness.idleTimeout)
        #expect(try UnixSocket.connect(to: stale).rawValue >= 0)
        replacing.close()
        // A file that is not a socket is never removed.
        let file = harness.folder + "/notes.txt"
        try "keep me".write(toFile: file, atomically: true, encoding: .utf8)
        do {
            _ = try ControlSocketInput(path: file, idleTimeout: Harness.idleTimeout)
            Issue.record("a regular file was taken for a socket")
        } catch {
            #expect(error.isBadInput && error.message.hasSuffix("something that is not a socket is there; give a new path"))
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me")
        let long = harness.folder + "/" + String(repeating: "s", count: 120)
        let tooLong = thrownError(ControlSocketError.self) { try ControlSocketInput(path: long, idleTimeout: Harness.idleTimeout) }
        #expect(tooLong?.message == "--control \(long): cannot listen: File name too long (errno 36)" && tooLong?.isBadInput == true)
    }
}

extension ControlSocketInputTests.Client {
    /// Sends as much of `bytes` as the socket takes now; whether the server closed the
    /// connection (a send that fails).
    fileprivate func isClosedByServerAfterSending(_ bytes: [UInt8]) -> Bool {
        let result = bytes.withUnsafeBytes { raw in Result { () throws(Errno) in try descriptor.send(raw) } }
        switch result {
        case .success: return false
        case .failure(let error): return error != .wouldBlock
        }
    }
}
