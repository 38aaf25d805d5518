import Gestures
import Testing

@testable import Kiosk

/// When `play` says READY=1, STATUS= and WATCHDOG=1 (docs/behaviour.md, "Running as a
/// service"), on a clock the tests move.
@Suite struct ServiceNotificationsTests {
    static let start = Instant(microseconds: 5_000_000)

    /// A policy with a watchdog of 2 s (a ping due each second).
    static func watchdog() -> ServiceNotifications {
        ServiceNotifications(watchdogMicroseconds: 2_000_000, status: "Playing a.mkv", now: start)
    }

    @Test func readyGoesOutOnceWithTheStatusAtTheFirstRestart() {
        var policy = Self.watchdog()
        #expect(policy.playbackRestarted() == "READY=1\nSTATUS=Playing a.mkv")
        #expect(policy.playbackRestarted() == nil)
    }

    @Test func aStatusGoesOutWhenItChangesAndAsOneLine() {
        var policy = Self.watchdog()
        #expect(policy.setStatus("Playing a.mkv") == nil)
        #expect(policy.setStatus("Playing a.mkv; touch input lost:\nunplugged") == "STATUS=Playing a.mkv; touch input lost: unplugged")
        #expect(policy.setStatus("Playing a.mkv; touch input lost: unplugged") == nil)
        #expect(policy.playbackRestarted() == "READY=1\nSTATUS=Playing a.mkv; touch input lost: unplugged")
    }

    /// `systemctl status` shows the status to a terminal: an escape sequence in a file or
    /// device name is written as `\xHH`, as messages write it.
    @Test func aStatusCarriesNoControlCharacter() {
        var policy = ServiceNotifications(watchdogMicroseconds: nil, status: "Playing \u{1b}]0;pwned\u{07}.mkv", now: Self.start)
        #expect(policy.playbackRestarted() == "READY=1\nSTATUS=Playing \\x1b]0;pwned\\x07.mkv")
        #expect(
            policy.setStatus("Playing a.mkv; touch input from \u{9b}2J\tpanel")
                == "STATUS=Playing a.mkv; touch input from \\x9b2J\\x09panel")
    }

    /// A reload is RELOADING=1 with the moment, then READY=1, which waits for the first
    /// READY=1 when playback has not started yet.
    @Test func aReloadIsReloadingThenReady() {
        var policy = Self.watchdog()
        #expect(policy.reloading(at: Instant(microseconds: 7_250_000)) == "RELOADING=1\nMONOTONIC_USEC=7250000")
        #expect(policy.reloaded() == nil)
        _ = policy.playbackRestarted()
        #expect(policy.reloaded() == "READY=1")
    }

    /// No `$WATCHDOG_USEC`: nothing to wake for and nothing to send, however long it runs.
    @Test func withoutAWatchdogThereIsNoDeadlineAndNoPing() {
        var policy = ServiceNotifications(watchdogMicroseconds: nil, status: "Playing a.mkv", now: Self.start)
        #expect(policy.pingInterval == nil)
        for second in 0..<100 {
            #expect(policy.turn(at: Self.start + .seconds(second)).isEmpty)
            policy.mpvAnswered()
            #expect(policy.nextDeadline == nil)
        }
    }

    @Test func thePingIsDueAtHalfTheWatchdogOnceMPVAnswered() {
        var policy = Self.watchdog()
        #expect(policy.pingInterval == .seconds(1))
        #expect(policy.nextDeadline == Self.start)
        #expect(policy.turn(at: Self.start) == [.probeMPV])
        #expect(policy.nextDeadline == nil)
        policy.mpvAnswered()
        #expect(policy.nextDeadline == Self.start + .seconds(1))
        #expect(policy.turn(at: Self.start + .milliseconds(999)).isEmpty)
        #expect(policy.turn(at: Self.start + .seconds(1)) == [.notify("WATCHDOG=1"), .probeMPV])
        #expect(policy.nextDeadline == nil)
        policy.mpvAnswered()
        #expect(policy.nextDeadline == Self.start + .seconds(2))
    }

    /// A stuck mpv core never answers: the loop goes on turning (touches, the clock) but
    /// sends no ping, and sleeps with no watchdog deadline rather than spinning.
    @Test func noAnswerFromMPVMeansNoPing() {
        var policy = Self.watchdog()
        _ = policy.turn(at: Self.start)
        policy.mpvAnswered()
        #expect(policy.turn(at: Self.start + .seconds(1)) == [.notify("WATCHDOG=1"), .probeMPV])
        for tenth in 11..<100 {
            #expect(policy.turn(at: Self.start + .milliseconds(100 * tenth)).isEmpty)
            #expect(policy.nextDeadline == nil)
        }
        policy.mpvAnswered()
        #expect(policy.turn(at: Self.start + .seconds(10)) == [.notify("WATCHDOG=1"), .probeMPV])
    }

    /// An answer that comes again and again between pings still allows only one ping per
    /// interval.
    @Test func answersDoNotPingMoreOftenThanDue() {
        var policy = Self.watchdog()
        _ = policy.turn(at: Self.start)
        var pings = 0
        for tenth in 1...30 {
            policy.mpvAnswered()
            pings += policy.turn(at: Self.start + .milliseconds(100 * tenth)).filter { $0 == .notify("WATCHDOG=1") }.count
        }
        #expect(pings == 3)
    }

    @Test func theWatchdogSettingIsReadAsSystemdSetsIt() {
        let pid: Int32 = 4321
        func read(_ environment: [String: String]) -> Int64?? {
            try? ServiceNotifications.watchdogMicroseconds(environment: environment, processID: pid).get()
        }
        #expect(read([:]) == .some(nil))
        #expect(read(["WATCHDOG_USEC": "30000000"]) == .some(30_000_000))
        #expect(read(["WATCHDOG_USEC": "30000000", "WATCHDOG_PID": "4321"]) == .some(30_000_000))
        #expect(read(["WATCHDOG_USEC": "30000000", "WATCHDOG_PID": "99"]) == .some(nil))
        for bad in ["", "0", "-5", "30s", "1e6"] {
            let result = ServiceNotifications.watchdogMicroseconds(environment: ["WATCHDOG_USEC": bad], processID: pid)
            #expect(throws: WatchdogSettingError.self) { try result.get() }
        }
        #expect(
            WatchdogSettingError(value: "30s").description
                == "WATCHDOG_USEC='30s' is not a positive number of microseconds; no watchdog pings")
    }
}
