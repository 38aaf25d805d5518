import CMPV
import SystemCalls

/// The self-pipe that turns libmpv's wakeup callback into a readable file descriptor.
///
/// libmpv calls its wakeup callback from its own threads and forbids any mpv call inside
/// it, so the callback only writes one byte to the non-blocking write end; a run loop
/// waits in `poll()` on `readDescriptor`, then empties the pipe and drains mpv's events.
/// A full pipe already holds a pending wakeup, so a failed write loses nothing.
final class WakeupPipe {
    private let pipe: SelfPipe
    /// The write end, kept in heap memory whose address is the callback's context
    /// pointer (a C callback cannot capture Swift state).
    private let writeEnd: UnsafeMutablePointer<FileDescriptor>

    init() throws(MPVError) {
        do throws(Errno) {
            pipe = try SelfPipe.open()
        } catch {
            throw MPVError(code: MPV_ERROR_NOMEM.rawValue, operation: "create the wakeup pipe (\(error))")
        }
        writeEnd = .allocate(capacity: 1)
        writeEnd.initialize(to: pipe.writeEnd)
    }

    /// The end to poll for readability.
    var readDescriptor: FileDescriptor { pipe.readEnd }

    /// Makes libmpv write a byte to the pipe whenever it has new events (`mpv_set_wakeup_callback`).
    func install(on handle: OpaquePointer) {
        mpv_set_wakeup_callback(
            handle,
            { context in
                context?.load(as: FileDescriptor.self).writeByte(1)
            }, UnsafeMutableRawPointer(writeEnd))
    }

    /// Reads every pending byte, so the next `poll()` sleeps until the next wakeup.
    func empty() {
        _ = pipe.readAvailable()
    }

    /// Closes both ends. Call only once libmpv can no longer call the callback
    /// (after `mpv_terminate_destroy` returned).
    func close() {
        pipe.close()
        writeEnd.deinitialize(count: 1)
        writeEnd.deallocate()
    }
}
