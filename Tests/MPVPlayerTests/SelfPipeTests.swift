import MPVPlayer
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The self-pipe: what is written is read back, and an empty pipe never blocks.
struct SelfPipeTests {
    @Test func readsBackEveryWrittenByteThenNothing() throws {
        let pipe = try SelfPipe.open()
        defer { pipe.close() }
        #expect(pipe.readAvailable().isEmpty)
        for value: UInt8 in [2, 15, 15] {
            var byte = value
            #expect(write(pipe.writeEnd, &byte, 1) == 1)
        }
        #expect(pipe.readAvailable() == [2, 15, 15])
        #expect(pipe.readAvailable().isEmpty)
    }

    @Test func bothEndsAreNonBlockingAndCloseOnExec() throws {
        let pipe = try SelfPipe.open()
        defer { pipe.close() }
        for end in [pipe.readEnd, pipe.writeEnd] {
            #expect(fcntl(end, F_GETFL) & O_NONBLOCK != 0)
            #expect(fcntl(end, F_GETFD) & FD_CLOEXEC != 0)
        }
    }
}
