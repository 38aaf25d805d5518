import Gestures
import SystemCalls

/// The run loop's one blocking call: `poll(2)` on a few descriptors until one is ready
/// or a deadline on the monotonic clock comes; no deadline means sleep until input.
enum Poller {
    /// Waits until one of `descriptors` is readable (or hung up, or in error: the reader
    /// finds out which) or `deadline` passes, and returns the ready ones. A signal
    /// interrupting the wait returns early with none ready; the loop then looks again.
    /// Any other error is thrown: it would come back at every call (a descriptor limit
    /// lowered under the loop's), so a loop that went on would only spin.
    static func wait(for descriptors: [FileDescriptor], until deadline: Instant?, now: Instant) throws(Errno) -> Set<FileDescriptor> {
        try wait(for: descriptors, writable: [], until: deadline, now: now).readable
    }

    /// Waits as above for `readable` to have input, `writable` to have room for output,
    /// or `hangUp` to be hung up.
    static func wait(
        for readable: [FileDescriptor], writable: [FileDescriptor], hangUp: [FileDescriptor] = [], until deadline: Instant?, now: Instant
    ) throws(Errno) -> (readable: Set<FileDescriptor>, writable: Set<FileDescriptor>, hungUp: Set<FileDescriptor>) {
        do throws(Errno) {
            return try Poll.wait(readable: readable, writable: writable, hangUp: hangUp, timeout: timeout(until: deadline, now: now))
        } catch .interrupted {
            return ([], [], [])
        }
    }

    /// `poll`'s timeout in milliseconds: -1 (forever) without a deadline, 0 when it has
    /// passed, else the time left rounded up, so the loop never wakes just before a
    /// deadline and spins.
    static func timeout(until deadline: Instant?, now: Instant) -> Int32 {
        guard let deadline else { return -1 }
        guard deadline > now else { return 0 }
        let (microseconds, overflow) = deadline.microseconds.subtractingReportingOverflow(now.microseconds)
        guard !overflow else { return Int32.max }
        return Int32(clamping: microseconds / 1000 + (microseconds % 1000 > 0 ? 1 : 0))
    }
}
