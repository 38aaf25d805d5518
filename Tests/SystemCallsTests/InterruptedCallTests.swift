import Foundation
import Synchronization
import SystemCalls
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// EINTR: a signal whose handler was installed without SA_RESTART interrupts a blocked
/// read(2). The raw call fails with EINTR (the control: the set-up really interrupts);
/// `FileDescriptor.read` retries and returns the data written afterwards.
/// `.serialized`: both tests install the process's SIGUSR1 handler.
///
/// The byte is written only once the handler has run (it counts its calls) and the
/// reading thread is blocked again or done, so an interruption happened while it was
/// blocked in `read`: the wrapper's test cannot pass by the byte winning the race with
/// the signal.
@Suite(.serialized) struct InterruptedCallTests {
    /// How many SIGUSR1 the handler took.
    static let signalsHandled = Atomic<Int>(0)

    /// What the reading thread saw, shared with the test's thread under `lock`.
    final class Reader: @unchecked Sendable {
        let lock = NSCondition()
        var thread: pthread_t?
        var taskID: String?
        var result: Result<Int, Errno>?
    }

    /// Starts a thread blocked in `read` on a fresh blocking pipe, waits until the kernel
    /// reports it sleeping, interrupts it with SIGUSR1, then writes one byte; returns what
    /// `read` gave.
    static func interruptedRead(_ read: @escaping @Sendable (FileDescriptor) -> Result<Int, Errno>) throws -> Result<Int, Errno> {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in InterruptedCallTests.signalsHandled.add(1, ordering: .sequentiallyConsistent) }
        action.sa_flags = 0
        sigemptyset(&action.sa_mask)
        try #require(sigaction(SIGUSR1, &action, nil) == 0)
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (FileDescriptor(rawValue: ends[0]), FileDescriptor(rawValue: ends[1]))
        defer {
            readEnd.close()
            writeEnd.close()
        }
        let reader = Reader()
        let thread = Thread {
            // The test runner's threads may block the signal; this one must take it.
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            sigaddset(&unblocked, SIGUSR1)
            pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
            let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? ""
            reader.lock.lock()
            reader.thread = pthread_self()
            reader.taskID = link.split(separator: "/").last.map(String.init)
            reader.lock.broadcast()
            reader.lock.unlock()
            let result = read(readEnd)
            reader.lock.lock()
            reader.result = result
            reader.lock.broadcast()
            reader.lock.unlock()
        }
        thread.start()
        reader.lock.lock()
        while reader.thread == nil { reader.lock.wait() }
        let (handle, taskID) = (reader.thread!, reader.taskID ?? "")
        reader.lock.unlock()
        let statPath = "/proc/self/task/\(taskID)/stat"
        func blocked() -> Bool {
            let fields = (try? String(contentsOfFile: statPath, encoding: .utf8))?.split(separator: ")").last?.split(separator: " ")
            return fields?.first == "S"
        }
        func done() -> Bool {
            reader.lock.lock()
            defer { reader.lock.unlock() }
            return reader.result != nil
        }
        /// Polls `condition` for up to 10 s (a guard against a hang, not a race).
        func eventually(_ condition: () -> Bool) -> Bool {
            (0..<1000).contains { _ in
                if condition() { return true }
                usleep(10_000)
                return false
            }
        }
        try #require(eventually(blocked), "the reading thread never blocked")
        let before = signalsHandled.load(ordering: .sequentiallyConsistent)
        #expect(pthread_kill(handle, SIGUSR1) == 0)
        try #require(eventually { signalsHandled.load(ordering: .sequentiallyConsistent) == before + 1 }, "the handler never ran")
        try #require(eventually { done() || blocked() }, "the reading thread neither returned nor blocked again")
        writeEnd.writeByte(42)
        reader.lock.lock()
        defer { reader.lock.unlock() }
        while reader.result == nil { reader.lock.wait() }
        return reader.result!
    }

    @Test func theRawCallFailsWithEINTR() throws {
        let result = try Self.interruptedRead { descriptor in
            var byte: UInt8 = 0
            let count = Glibc.read(descriptor.rawValue, &byte, 1)
            return count < 0 ? .failure(.current) : .success(count)
        }
        #expect(result == .failure(.interrupted))
    }

    @Test func fileDescriptorReadRetriesAndGetsTheData() throws {
        let result = try Self.interruptedRead { descriptor in
            var byte: UInt8 = 0
            return withUnsafeMutableBytes(of: &byte) { buffer in Result { () throws(Errno) in try descriptor.read(into: buffer) } }
        }
        #expect(result == .success(1))
    }
}
