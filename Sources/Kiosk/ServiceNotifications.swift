import Gestures
import TextFormats
import TouchInput

/// What `play` tells the service manager over the sd_notify protocol, and when
/// (docs/behaviour.md, "Running as a service"). Pure: fed the moments of the run loop and
/// mpv's answers, it returns the messages to send, so it is tested without mpv or systemd.
///
/// `READY=1` goes out once, with the status, at mpv's first playback restart. `STATUS=`
/// goes out whenever its text changes. With a watchdog (`$WATCHDOG_USEC`) the loop asks
/// mpv's core for a property without waiting and pings `WATCHDOG=1` at half the interval
/// only once the answer has come, then asks again: the ping is sent from a turn of the
/// loop, so a loop stuck anywhere sends none, and so does a loop whose mpv core stopped
/// answering (a display that hangs). systemd then kills the service within 1.5 intervals
/// of the hang. Without a watchdog there is no deadline at all, so an idle player stays
/// asleep.
public struct ServiceNotifications {
    /// What the loop does next.
    enum Step: Equatable {
        /// Send this datagram (newline-separated assignments) to `$NOTIFY_SOCKET`.
        case notify(String)
        /// Ask mpv's core for a property without waiting; call `mpvAnswered()` when it replies.
        case probeMPV
    }

    /// Where the liveness probe is since the last ping.
    private enum Probe {
        /// Not asked yet (the start).
        case none
        /// Asked, not answered.
        case outstanding
        /// Answered: the next ping may go out when due.
        case answered
    }

    /// Half of `$WATCHDOG_USEC`, as sd_watchdog_enabled(3) advises; nil without a watchdog.
    let pingInterval: Duration?
    private var isReady = false
    private var status: String
    /// The last ping, or the start before the first.
    private var lastPing: Instant
    private var probe = Probe.none

    /// A policy that starts at `now` (CLOCK_MONOTONIC) with `status`, pinging a watchdog
    /// of `watchdogMicroseconds` when there is one.
    public init(watchdogMicroseconds: Int64?, status: String, now: Instant) {
        pingInterval = watchdogMicroseconds.map { .microseconds($0 / 2) }
        self.status = Self.oneLine(status)
        lastPing = now
    }

    /// The watchdog's interval in microseconds from the environment as systemd sets it and
    /// sd_watchdog_enabled(3) reads it: `WATCHDOG_USEC`, a positive number, meant for this
    /// process unless `WATCHDOG_PID` names another (nil then, or without it). A value that
    /// is not a positive number is an error: the message says what it was.
    static func watchdogMicroseconds(environment: [String: String], processID: Int32) -> Result<Int64?, WatchdogSettingError> {
        guard let text = environment["WATCHDOG_USEC"] else { return .success(nil) }
        if let pid = environment["WATCHDOG_PID"], pid != String(processID) { return .success(nil) }
        guard let microseconds = Int64(text), microseconds > 0 else { return .failure(WatchdogSettingError(value: text)) }
        return .success(microseconds)
    }

    /// mpv restarted playback; the first time, the `READY=1` message with the status.
    mutating func playbackRestarted() -> String? {
        guard !isReady else { return nil }
        isReady = true
        return "READY=1\nSTATUS=\(status)"
    }

    /// A reload (SIGHUP) began at `now`: `RELOADING=1` with the moment, as sd_notify(3)
    /// asks (`MONOTONIC_USEC`, CLOCK_MONOTONIC).
    func reloading(at now: Instant) -> String {
        "RELOADING=1\nMONOTONIC_USEC=\(now.microseconds)"
    }

    /// The reload ended (applied or refused): `READY=1` again, once playback was ready.
    func reloaded() -> String? {
        isReady ? "READY=1" : nil
    }

    /// The status is now `text`; the `STATUS=` message when it changed.
    mutating func setStatus(_ text: String) -> String? {
        let line = Self.oneLine(text)
        guard line != status else { return nil }
        status = line
        return "STATUS=\(line)"
    }

    /// mpv's core answered the probe.
    mutating func mpvAnswered() {
        if probe == .outstanding { probe = .answered }
    }

    /// The loop turned at `now`: the probe to send at the start, and at each due ping
    /// that mpv has answered since the last, the ping and the next probe.
    mutating func turn(at now: Instant) -> [Step] {
        guard let pingInterval else { return [] }
        switch probe {
        case .none:
            probe = .outstanding
            return [.probeMPV]
        case .outstanding:
            return []
        case .answered:
            guard now >= lastPing + pingInterval else { return [] }
            lastPing = now
            probe = .outstanding
            return [.notify("WATCHDOG=1"), .probeMPV]
        }
    }

    /// When the loop must turn next for the watchdog (CLOCK_MONOTONIC): at the start, to
    /// probe; once answered, when the ping is due; nil while the probe is unanswered (the
    /// answer wakes the loop through mpv's wakeup pipe) and always without a watchdog.
    var nextDeadline: Instant? {
        guard let pingInterval else { return nil }
        switch probe {
        case .none: return lastPing
        case .outstanding: return nil
        case .answered: return lastPing + pingInterval
        }
    }

    /// `text` as one line: a newline would end the assignment and start another, and
    /// `systemctl status` shows the rest to a terminal, so other control characters are
    /// escaped as in messages.
    private static func oneLine(_ text: String) -> String {
        ErrorExcerpt.escaped(String(text.map { $0.isNewline ? " " : $0 }))
    }
}

/// `WATCHDOG_USEC` that is not a positive number of microseconds.
public struct WatchdogSettingError: Error, CustomStringConvertible {
    let value: String

    public var description: String {
        "WATCHDOG_USEC='\(ErrorExcerpt.of(value))' is not a positive number of microseconds; no watchdog pings"
    }
}
