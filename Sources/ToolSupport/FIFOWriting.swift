import SystemCalls

/// Opening a FIFO's writer end once its reader (touchmpv) has it open, without hanging
/// when the reader never comes: a blocking open(2) waits for ever, so the open is
/// non-blocking and tried again while there is no reader (ENXIO), until `limit`, or until
/// `readerMayCome` says it will not (its process ended). The descriptor returned blocks,
/// so that a frame is written whole.
public enum FIFOWriting {
    public static func open(
        _ path: String, limit: Duration, while readerMayCome: () -> Bool = { true }
    ) throws(FIFOWritingError) -> FileDescriptor {
        let deadline = ContinuousClock.now + limit
        while true {
            do throws(Errno) {
                let descriptor = try FileDescriptor.open(path, .writeOnly, options: .nonBlocking)
                do throws(Errno) {
                    try descriptor.setNonBlocking(false)
                } catch {
                    descriptor.close()
                    throw error
                }
                return descriptor
            } catch {
                guard error == .noDeviceOrAddress, readerMayCome(), ContinuousClock.now < deadline else {
                    throw FIFOWritingError(path: path, errno: error)
                }
            }
            MonotonicClock.sleep(microseconds: 2000)
        }
    }
}

/// The FIFO could not be opened for writing: no reader came in time (ENXIO), or another
/// error.
public struct FIFOWritingError: Error, CustomStringConvertible {
    public let path: String
    public let errno: Errno

    public var description: String { "open \(path) for writing: \(errno)" }
}
