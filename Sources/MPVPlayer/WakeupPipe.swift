import CMPV
#if canImport(Glibc)
import Glibc
#endif

/// The self-pipe that turns libmpv's wakeup callback into a readable file descriptor.
///
/// libmpv calls its wakeup callback from its own threads and forbids any mpv call inside
/// it, so the callback only writes one byte to the non-blocking write end; a run loop
/// waits in `poll()` on `readDescriptor`, then empties the pipe and drains mpv's events.
/// A full pipe already holds a pending wakeup, so a failed write loses nothing.
final class WakeupPipe {
    /// The end to poll for readability.
    let readDescriptor: Int32
    /// The end the callback writes to, kept in heap memory whose address is the callback's
    /// context pointer (a C callback cannot capture Swift state).
    private let writeDescriptor: UnsafeMutablePointer<Int32>

    /// Opens a pipe (`pipe`) whose ends are non-blocking and close-on-exec (`fcntl`).
    init() throws(MPVError) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else {
            throw MPVError(code: MPV_ERROR_GENERIC.rawValue, operation: "create the wakeup pipe (errno \(errno))")
        }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        readDescriptor = descriptors[0]
        writeDescriptor = .allocate(capacity: 1)
        writeDescriptor.initialize(to: descriptors[1])
    }

    /// Makes libmpv write a byte to the pipe whenever it has new events (`mpv_set_wakeup_callback`).
    func install(on handle: OpaquePointer) {
        mpv_set_wakeup_callback(handle, { context in
            guard let descriptor = context?.load(as: Int32.self) else { return }
            var byte: UInt8 = 1
            _ = write(descriptor, &byte, 1)
        }, UnsafeMutableRawPointer(writeDescriptor))
    }

    /// Reads every pending byte, so the next `poll()` sleeps until the next wakeup.
    func empty() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readDescriptor, $0.baseAddress, $0.count) }
            if count > 0 { continue }
            if count < 0, errno == EINTR { continue }
            return
        }
    }

    /// Closes both ends. Call only once libmpv can no longer call the callback
    /// (after `mpv_terminate_destroy` returned).
    func close() {
        _ = Glibc.close(readDescriptor)
        _ = Glibc.close(writeDescriptor.pointee)
        writeDescriptor.deinitialize(count: 1)
        writeDescriptor.deallocate()
    }
}
