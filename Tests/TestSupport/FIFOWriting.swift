import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Opening a FIFO's writer end without hanging the test when its reader never comes: a
/// blocking open(2) waits for ever, so the open is non-blocking and tried again while
/// there is no reader (ENXIO) until `limit`.
public enum FIFOWriting {
    /// A blocking writer descriptor on the FIFO at `path`, once a reader has it open.
    public static func open(_ path: String, limit: Duration = TouchmpvRun.defaultLimit) throws -> Int32 {
        let deadline = ContinuousClock.now + limit
        while true {
            let descriptor = Glibc.open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            if descriptor >= 0 {
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
                return descriptor
            }
            let code = errno
            guard code == ENXIO, ContinuousClock.now < deadline else { throw FIFOWritingError(path: path, errno: code) }
            usleep(20_000)
        }
    }
}

/// The FIFO could not be opened for writing: no reader came in time (ENXIO), or another
/// error.
public struct FIFOWritingError: Error, CustomStringConvertible {
    public let path: String
    public let errno: Int32

    public var description: String { "open \(path) for writing: \(String(cString: strerror(errno)))" }
}
