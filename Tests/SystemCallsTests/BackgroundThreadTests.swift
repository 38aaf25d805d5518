import Glibc
import SystemCalls
import Testing

struct BackgroundThreadTests {
    /// What the work saw, read by the test only after `join` (which orders the memory).
    final class Seen: @unchecked Sendable {
        var thread: pthread_t?
        var done = false
    }

    @Test func theWorkRunsOnAnotherThreadAndIsDoneOnceJoined() throws {
        let seen = Seen()
        let work = try BackgroundThread {
            seen.thread = pthread_self()
            seen.done = true
        }
        work.join()
        #expect(seen.done)
        #expect(seen.thread.map { pthread_equal($0, pthread_self()) == 0 } == true)
        work.join()
    }
}
