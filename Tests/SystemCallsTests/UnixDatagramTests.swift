import SystemCalls
import TestSupport
import Testing

/// `UnixDatagram.send` reaches a datagram socket bound at a path and one in the abstract
/// namespace, as `$NOTIFY_SOCKET` names either.
@Suite struct UnixDatagramTests {
    @Test(arguments: [false, true]) func aDatagramReachesTheBoundSocket(abstract: Bool) throws {
        let listener = try NotifySocketListener(abstract: abstract)
        try UnixDatagram.send(Array("READY=1\nSTATUS=Playing x".utf8), to: listener.address)
        #expect(try listener.receive() == "READY=1\nSTATUS=Playing x")
    }

    /// An abstract name is its bytes after "@" only: a socket bound at the same name as a
    /// path, or at the name with a trailing NUL, is another address.
    @Test func anAbstractNameIsNotAPath() throws {
        let listener = try NotifySocketListener(abstract: true)
        #expect(throws: Errno.self) {
            try UnixDatagram.send(Array("WATCHDOG=1".utf8), to: "/" + listener.address.dropFirst())
        }
        try UnixDatagram.send(Array("WATCHDOG=1".utf8), to: listener.address)
        #expect(try listener.drain() == ["WATCHDOG=1"])
    }

    @Test(arguments: ["", "relative/path", "vsock:2:1234"]) func anAddressThatIsNeitherIsRefused(address: String) {
        #expect(throws: Errno.invalidArgument) { try UnixDatagram.send(Array("READY=1".utf8), to: address) }
    }

    @Test func anAddressTooLongIsRefused() {
        #expect(throws: Errno.nameTooLong) {
            try UnixDatagram.send(Array("READY=1".utf8), to: "@" + String(repeating: "n", count: 108))
        }
    }
}
