import SystemCalls
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
            pipe.writeEnd.writeByte(value)
        }
        #expect(pipe.readAvailable() == [2, 15, 15])
        #expect(pipe.readAvailable().isEmpty)
    }

    @Test func bothEndsAreNonBlockingAndCloseOnExec() throws {
        let pipe = try SelfPipe.open()
        defer { pipe.close() }
        for end in [pipe.readEnd, pipe.writeEnd] {
            #expect(fcntl(end.rawValue, F_GETFL) & O_NONBLOCK != 0)
            #expect(fcntl(end.rawValue, F_GETFD) & FD_CLOEXEC != 0)
        }
    }

    @Test func aFullPipeLosesNoWakeupAndKeepsErrno() throws {
        let pipe = try SelfPipe.open()
        defer { pipe.close() }
        var written = 0
        while written < 1 << 20, (try? [UInt8(1)].withUnsafeBytes { try pipe.writeEnd.write($0) }) == 1 { written += 1 }
        #expect(written < 1 << 20, "the pipe never filled")
        errno = 0
        pipe.writeEnd.writeByte(7)
        #expect(errno == 0)
        #expect(try Poll.readable([pipe.readEnd], timeout: 0) == [pipe.readEnd])
        #expect(pipe.readAvailable().count == written)
    }
}
