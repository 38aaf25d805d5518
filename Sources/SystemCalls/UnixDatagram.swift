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
        let destination = try UnixAddress(notifySocket: address)
        let type = Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
        let socket = FileDescriptor(rawValue: try SystemCall.retrying { Glibc.socket(AF_UNIX, type, 0) })
        defer { socket.close() }
        _ = try destination.withSocketAddress { socketAddress, length throws(Errno) in
            try SystemCall.retrying {
                message.withUnsafeBytes { buffer in
                    sendto(socket.rawValue, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL), socketAddress, length)
                }
            }
        }
    }
}
