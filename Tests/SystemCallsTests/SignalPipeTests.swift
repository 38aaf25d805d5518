import SystemCalls
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A signal caught by `SignalPipe` arrives as its number on the pipe, and a poll on the
/// pipe wakes for it. It installs a process-wide handler for SIGUSR2, which nothing else
/// in the tests uses.
struct SignalPipeTests {
    @Test func aRaisedSignalIsReadAsItsNumber() throws {
        let signals = try SignalPipe(catching: [SIGUSR2])
        #expect(SignalPipe.caughtSignal(on: signals.readEnd) == nil)
        #expect(raise(SIGUSR2) == 0)
        #expect(try Poll.readable([signals.readEnd], timeout: 5_000) == [signals.readEnd])
        #expect(SignalPipe.caughtSignal(on: signals.readEnd) == SIGUSR2)
        #expect(SignalPipe.name(of: SIGTERM) == "SIGTERM")
        #expect(SignalPipe.name(of: SIGUSR2) == "signal \(SIGUSR2)")
    }
}
