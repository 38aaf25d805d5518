import Foundation
import SystemCalls
import Testing

/// The wall-clock timer and the local time of day a screen schedule is read in. The
/// clock-set wakeup (ECANCELED) is not provoked here: setting the machine's clock would
/// change it for every other process (`make kernel-test` steps its guest's clock).
struct WallClockTimerTests {
    @Test func aTimerArmedAMomentAheadBecomesReadableThenReadsExpired() throws {
        let timer = try WallClockTimer.open()
        defer { timer.close() }
        #expect(try timer.read() == .nothing)
        try timer.arm(atRealtimeNanoseconds: LocalClock.realtimeNanoseconds() + 20_000_000)
        let ready = try Poll.readable([timer.descriptor], timeout: 10_000)
        #expect(ready == [timer.descriptor])
        #expect(try timer.read() == .expired)
        #expect(try timer.read() == .nothing)
    }

    @Test func aTimerArmedAnHourAheadIsNotReadable() throws {
        let timer = try WallClockTimer.open()
        defer { timer.close() }
        try timer.arm(atRealtimeNanoseconds: LocalClock.realtimeNanoseconds() + 3_600_000_000_000)
        #expect(try Poll.readable([timer.descriptor], timeout: 0).isEmpty)
        #expect(try timer.read() == .nothing)
    }

    /// The time of day agrees with Foundation's reading of the local clock, to the second
    /// (across midnight, 23:59:59 and 00:00:00 are a second apart).
    @Test func theTimeOfDayIsTheLocalClocks() throws {
        let microseconds = LocalClock.timeOfDay()
        let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: Date())
        #expect((0..<86_400_000_000).contains(microseconds))
        let hour = parts.hour ?? 0
        let minute = parts.minute ?? 0
        let second = parts.second ?? 0
        let seconds = Int64((hour * 60 + minute) * 60 + second)
        let apart = (seconds - microseconds / 1_000_000 + 86_400) % 86_400
        #expect(apart <= 1 || apart == 86_399, "\(microseconds) µs against \(seconds) s")
    }
}
