#if canImport(Glibc)
    import Glibc
#endif

/// Work that runs on a thread of its own while the caller goes on: for a call that blocks
/// for milliseconds which nobody waits for the end of (a libmpv core's shutdown), kept off
/// the run loop. The caller joins it later, once, so that its thread's memory is given back
/// and nothing of it outlives what it used.
public final class BackgroundThread {
    private var thread: pthread_t?

    /// Starts `body` on a new thread.
    public init(_ body: @escaping @Sendable () -> Void) throws(Errno) {
        let context = Unmanaged.passRetained(Work(body))
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { raw in
                Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue().body()
                return nil
            }, context.toOpaque())
        guard started == 0 else {
            context.release()
            throw Errno(rawValue: started)
        }
        self.thread = thread
    }

    /// Waits until the work is done (at once when it already is). Later calls return at once.
    public func join() {
        guard let thread else { return }
        self.thread = nil
        pthread_join(thread, nil)
    }

    deinit { join() }

    private final class Work: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
