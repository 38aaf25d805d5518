#if canImport(Glibc)
    import Glibc
#endif

/// How every wrapper of this target calls the C library (as swift-system's
/// `Internals/Syscalls.swift`): a call that failed returns −1 and leaves errno, which
/// becomes a thrown `Errno`. Public so that the few calls that belong elsewhere (the
/// EVIOC* ioctls through `CLinuxInput`) are made the same way.
public enum SystemCall {
    /// Calls `call` again for as long as it fails with EINTR, so that a signal handled
    /// meanwhile (SA_RESTART does not cover every call) is not mistaken for a failure.
    public static func retrying<Result: FixedWidthInteger>(_ call: () -> Result) throws(Errno) -> Result {
        while true {
            let result = call()
            guard result < 0 else { return result }
            let error = Errno.current
            guard error == .interrupted else { throw error }
        }
    }

    /// Calls `call` once: for waits whose EINTR is news for the caller (a signal is how a
    /// waiting `poll` is told to look again), thrown as `Errno.interrupted`.
    public static func once<Result: FixedWidthInteger>(_ call: () -> Result) throws(Errno) -> Result {
        let result = call()
        guard result < 0 else { return result }
        throw Errno.current
    }
}
