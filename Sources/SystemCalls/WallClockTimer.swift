import CTimerFD

#if canImport(Glibc)
    import Glibc
#endif

/// A timerfd(2) on CLOCK_REALTIME, armed at a moment of the wall clock with
/// TFD_TIMER_CANCEL_ON_SET: its descriptor becomes readable when that moment comes, and
/// also when anyone sets the clock (NTP stepping it, `date -s`), so that a run loop
/// polling it learns of both without waking on a timer of its own.
public struct WallClockTimer: Sendable {
    public let descriptor: FileDescriptor

    /// What a read of a readable timer found.
    public enum Firing: Hashable, Sendable {
        /// The moment came.
        case expired
        /// The wall clock was set: the moment may now be elsewhere.
        case clockChanged
        /// Nothing yet (a spurious wakeup, or already read).
        case nothing
    }

    /// timerfd_create(2), non-blocking and close-on-exec.
    public static func open() throws(Errno) -> WallClockTimer {
        let flags = Int32(TFD_NONBLOCK) | Int32(TFD_CLOEXEC)
        return WallClockTimer(descriptor: FileDescriptor(rawValue: try SystemCall.retrying { timerfd_create(CLOCK_REALTIME, flags) }))
    }

    /// timerfd_settime(2): fires at `nanoseconds` of CLOCK_REALTIME (since the epoch), or
    /// when the clock is set before then.
    public func arm(atRealtimeNanoseconds nanoseconds: UInt64) throws(Errno) {
        var value = itimerspec()
        value.it_value = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        let flags = Int32(TFD_TIMER_ABSTIME) | Int32(TFD_TIMER_CANCEL_ON_SET)
        _ = try SystemCall.retrying { timerfd_settime(descriptor.rawValue, flags, &value, nil) }
    }

    /// Reads the timer: whether it expired or the clock was set (ECANCELED).
    public func read() throws(Errno) -> Firing {
        var expirations: UInt64 = 0
        do throws(Errno) {
            let count = try withUnsafeMutableBytes(of: &expirations) { buffer in
                Result { () throws(Errno) in try descriptor.read(into: buffer) }
            }.get()
            return count == MemoryLayout<UInt64>.size && expirations > 0 ? .expired : .nothing
        } catch .canceled {
            return .clockChanged
        } catch .wouldBlock {
            return .nothing
        }
    }

    public func close() {
        descriptor.close()
    }
}
