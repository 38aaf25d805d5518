#if canImport(Glibc)
    import Glibc
#endif

/// One-shot Unix-domain datagrams (AF_UNIX, SOCK_DGRAM): how a service tells systemd
/// its state (the sd_notify protocol, docs/behaviour.md, "Running as a service").
public enum UnixDatagram {
    /// Sends `message` as one datagram to `address` from a fresh unbound socket, closed
    /// again at once, as libsystemd's sd_notify(3) does. `address` is a path ("/run/…")
    /// or, starting with "@", a name in the abstract namespace: its "@" becomes the
    /// address's leading NUL and the name is not NUL-terminated (unix(7)).
    /// `Errno.invalidArgument` for an address that is neither, `Errno.nameTooLong` for one
    /// that does not fit; a datagram that does not fit the peer's queue is
    /// `Errno.wouldBlock` (the socket is non-blocking: a service never waits for systemd).
    public static func send(_ message: [UInt8], to address: String) throws(Errno) {
        var socketAddress = sockaddr_un()
        socketAddress.sun_family = sa_family_t(AF_UNIX)
        var bytes = Array(address.utf8)
        switch bytes.first {
        case UInt8(ascii: "/"): break
        case UInt8(ascii: "@"): bytes[0] = 0
        default: throw Errno.invalidArgument
        }
        let room = MemoryLayout.size(ofValue: socketAddress.sun_path) - (bytes[0] == 0 ? 0 : 1)
        guard bytes.count <= room, !bytes.dropFirst().contains(0) else {
            throw Errno.nameTooLong
        }
        withUnsafeMutableBytes(of: &socketAddress.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        // An abstract name's length is all the address says of its end; a path's
        // terminating NUL is counted as sd_notify counts it.
        let pathOffset = MemoryLayout<sockaddr_un>.offset(of: \.sun_path) ?? 2
        let length = socklen_t(pathOffset + bytes.count + (bytes[0] == 0 ? 0 : 1))
        let type = Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
        let socket = FileDescriptor(rawValue: try SystemCall.retrying { Glibc.socket(AF_UNIX, type, 0) })
        defer { socket.close() }
        _ = try SystemCall.retrying {
            message.withUnsafeBytes { buffer in
                withUnsafePointer(to: &socketAddress) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        sendto(socket.rawValue, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL), $0, length)
                    }
                }
            }
        }
    }
}
