#if canImport(Glibc)
    import Glibc
#endif

/// Unix-domain stream sockets (AF_UNIX, SOCK_STREAM): `play --control`'s listening
/// socket and its clients, and the clients of tests and tools.
public enum UnixSocket {
    /// A socket listening at `path`, non-blocking and close-on-exec, whose file is made
    /// with `permissions` (less the umask): Linux gives the file bind(2) makes the mode of
    /// the socket's own inode, so the socket is fchmod'ed before it is bound. A chmod of
    /// the path after bind(2) would leave a moment with the umask's mode, and would follow
    /// whatever another user put at the path in that moment. `path` must not exist.
    public static func listen(at path: String, permissions: mode_t, backlog: Int32 = 16) throws(Errno) -> FileDescriptor {
        let socket = try makeSocket()
        do throws(Errno) {
            _ = try SystemCall.retrying { fchmod(socket.rawValue, permissions) }
            try address(socket, at: path, with: bind)
            do throws(Errno) {
                _ = try SystemCall.retrying { Glibc.listen(socket.rawValue, backlog) }
                try socket.setNonBlocking()
            } catch {
                FileSystem.remove(path)
                throw error
            }
        } catch {
            socket.close()
            throw error
        }
        return socket
    }

    /// accept(2) of one waiting connection, made non-blocking and close-on-exec; nil when
    /// none is waiting.
    public static func accept(_ listener: FileDescriptor) throws(Errno) -> FileDescriptor? {
        let accepted: Int32
        do throws(Errno) {
            accepted = try SystemCall.retrying { Glibc.accept(listener.rawValue, nil, nil) }
        } catch  where error == .wouldBlock {
            return nil
        }
        let client = FileDescriptor(rawValue: accepted)
        do throws(Errno) {
            try client.setNonBlocking()
            try client.setCloseOnExec()
        } catch {
            client.close()
            throw error
        }
        return client
    }

    /// connect(2) to the socket at `path`: a blocking, close-on-exec descriptor.
    /// `Errno.connectionRefused` means nothing listens there (a socket left by a program
    /// that ended).
    public static func connect(to path: String) throws(Errno) -> FileDescriptor {
        let socket = try makeSocket()
        do throws(Errno) {
            try address(socket, at: path, with: Glibc.connect)
        } catch {
            socket.close()
            throw error
        }
        return socket
    }

    /// socket(2): a close-on-exec Unix stream socket.
    private static func makeSocket() throws(Errno) -> FileDescriptor {
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        return FileDescriptor(rawValue: try SystemCall.retrying { socket(AF_UNIX, type, 0) })
    }

    /// Calls `call` (bind(2), connect(2)) on `socket` with the address of `path`
    /// (`UnixAddress(path:)`'s errors).
    private static func address(
        _ socket: FileDescriptor, at path: String, with call: (Int32, UnsafePointer<sockaddr>, socklen_t) -> Int32
    ) throws(Errno) {
        let address = try UnixAddress(path: path)
        _ = try address.withSocketAddress { socketAddress, length throws(Errno) in
            try SystemCall.retrying { call(socket.rawValue, socketAddress, length) }
        }
    }
}

extension FileDescriptor {
    /// send(2) of `buffer` with MSG_NOSIGNAL: the count sent, which may be short. A peer
    /// that went away is `Errno.brokenPipe`, not a SIGPIPE that would end the program.
    public func send(_ buffer: UnsafeRawBufferPointer) throws(Errno) -> Int {
        try SystemCall.retrying { Glibc.send(rawValue, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL)) }
    }
}
