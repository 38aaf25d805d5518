#if canImport(Glibc)
    import Glibc
#endif

/// A Unix-domain socket address (unix(7)), made once for every AF_UNIX call: the control
/// socket's stream addresses, sd_notify's datagram, a test's listener.
public struct UnixAddress {
    private var address = sockaddr_un()
    /// The bytes of `address` that count: a path's terminating NUL is counted (as
    /// sd_notify counts it); an abstract name's length is all that says where it ends.
    private let length: socklen_t

    /// The file at `path`. `Errno.nameTooLong` when it is empty, holds a NUL, or does not
    /// fit with its terminating NUL (108 bytes in all).
    public init(path: String) throws(Errno) {
        let bytes = Array(path.utf8)
        guard !bytes.isEmpty else { throw Errno.nameTooLong }
        try self.init(bytes, abstract: false)
    }

    /// `$NOTIFY_SOCKET`'s form: a path ("/run/…") or, after an "@", a name in the
    /// abstract namespace, whose "@" becomes the address's leading NUL.
    /// `Errno.invalidArgument` for an address that is neither.
    public init(notifySocket: String) throws(Errno) {
        var bytes = Array(notifySocket.utf8)
        switch bytes.first {
        case UInt8(ascii: "/"): try self.init(bytes, abstract: false)
        case UInt8(ascii: "@"):
            bytes[0] = 0
            try self.init(bytes, abstract: true)
        default: throw Errno.invalidArgument
        }
    }

    private init(_ bytes: [UInt8], abstract: Bool) throws(Errno) {
        address.sun_family = sa_family_t(AF_UNIX)
        let room = MemoryLayout.size(ofValue: address.sun_path) - (abstract ? 0 : 1)
        guard bytes.count <= room, !bytes.dropFirst(abstract ? 1 : 0).contains(0) else { throw Errno.nameTooLong }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        let pathOffset = MemoryLayout<sockaddr_un>.offset(of: \.sun_path) ?? 2
        length = socklen_t(pathOffset + bytes.count + (abstract ? 0 : 1))
    }

    /// Calls `body` (bind(2), connect(2), sendto(2)) with the address and its length.
    public func withSocketAddress<Result>(_ body: (UnsafePointer<sockaddr>, socklen_t) throws(Errno) -> Result) throws(Errno) -> Result {
        var copy = address
        return try withUnsafePointer(to: &copy) { pointer throws(Errno) in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress throws(Errno) in
                try body(socketAddress, length)
            }
        }
    }
}
