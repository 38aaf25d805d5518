/// Identifies a timer scheduled on a `GestureClock`, so that it can be cancelled.
public struct TimerToken: Hashable, Sendable {
    /// The clock's number for the timer, unique per clock.
    public let id: UInt64

    /// Creates a token; clocks number their timers.
    public init(id: UInt64) {
        self.id = id
    }
}

/// The time source recognizers compute deadlines with: injected, never the wall clock.
///
/// Tests drive a `ManualClock` by hand; the run loop advances one to the kernel's
/// monotonic time, so the same input gives the same recognitions in virtual and real time.
public protocol GestureClock: AnyObject {
    var now: Instant { get }

    /// Runs `action` once the clock reaches `deadline`; returns a token for `cancel(_:)`.
    @discardableResult
    func schedule(at deadline: Instant, _ action: @escaping () -> Void) -> TimerToken

    /// Cancels a timer that has not fired yet; cancelling a fired or unknown timer does nothing.
    func cancel(_ token: TimerToken)
}
