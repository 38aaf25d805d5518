import FoundationEssentials
import Gestures
import MPVPlayer
import SystemCalls
import TextFormats
import TouchInput

#if canImport(Glibc)
    import Glibc
#endif

/// `play`'s end of the sd_notify protocol when a service manager started it
/// (`$NOTIFY_SOCKET` set, docs/behaviour.md, "Running as a service"): carries out what
/// `ServiceNotifications` decides, sending datagrams with `UnixDatagram` and asking mpv
/// for its liveness probe. The protocol is written here against sd_notify(3) rather than
/// linked from libsystemd: it is one datagram, and the package then needs nothing more
/// than libmpv.
public final class ServiceNotifier {
    /// `$NOTIFY_SOCKET`: a path, or "@" and an abstract name.
    let socket: String
    private let client: MPVClient
    private let clock: () -> Instant
    private let note: (String) -> Void
    private var policy: ServiceNotifications
    /// What plays, the first part of the status.
    private let playing: String
    /// Whether a failed send was reported: one line says the manager cannot be reached,
    /// not one a ping.
    private var reportedFailure = false

    /// The probe's reply id; no other request of `play` waits for a property.
    static let probeID: UInt64 = 0x7477_6174_6368_646f
    /// The property the probe reads: any would do, since mpv's core thread answers them all.
    static let probeProperty = "time-pos"

    /// The notifier of a run started by a service manager, nil without `$NOTIFY_SOCKET`.
    /// The status says what plays (`playing`) and where touches come from (`touch`);
    /// `note` takes lines for the journal (standard error).
    public init?(
        environment: [String: String], client: MPVClient, playing: String, touch: String?,
        note: @escaping (String) -> Void, clock: @escaping () -> Instant = TouchDevice.now
    ) {
        guard Self.isRequested(by: environment), let socket = environment["NOTIFY_SOCKET"] else { return nil }
        self.socket = socket
        self.client = client
        self.clock = clock
        self.note = note
        self.playing = playing
        var watchdog: Int64?
        switch ServiceNotifications.watchdogMicroseconds(environment: environment, processID: getpid()) {
        case .success(let microseconds): watchdog = microseconds
        case .failure(let error): note("touchmpv: \(error)\n")
        }
        policy = ServiceNotifications(watchdogMicroseconds: watchdog, status: Self.status(playing: playing, touch: touch), now: clock())
    }

    /// Whether a service manager started this process (`$NOTIFY_SOCKET` set).
    public static func isRequested(by environment: [String: String]) -> Bool {
        !(environment["NOTIFY_SOCKET"] ?? "").isEmpty
    }

    /// The status line: what plays, then the touch input's state.
    static func status(playing: String, touch: String?) -> String {
        "Playing \(playing)" + (touch.map { "; \($0)" } ?? "")
    }

    /// Reads mpv's events for the first playback restart and the probe's answer.
    public func handle(_ events: [MPVEvent]) {
        for event in events {
            switch event {
            case .playbackRestarted:
                if let message = policy.playbackRestarted() { send(message) }
            case .propertyReply(name: _, value: _, requestID: Self.probeID):
                policy.mpvAnswered()
            default:
                break
            }
        }
    }

    /// A reload began.
    func reloading() {
        send(policy.reloading(at: clock()))
    }

    /// The reload ended, applied or refused.
    func reloaded() {
        if let message = policy.reloaded() { send(message) }
    }

    /// The touch input's state changed (a line `play` prints: waiting, lost, back).
    public func touchChanged(_ line: String) {
        if let message = policy.setStatus(Self.status(playing: playing, touch: line)) { send(message) }
    }

    /// A turn of the run loop: pings and probes when due.
    public func turn() {
        for step in policy.turn(at: clock()) {
            switch step {
            case .notify(let message):
                send(message)
            case .probeMPV:
                do throws(MPVError) {
                    try client.requestProperty(Self.probeProperty, format: .double, id: Self.probeID)
                } catch {
                    // An mpv that cannot be asked gets no more pings: the watchdog ends it.
                    note("touchmpv: watchdog: \(error)\n")
                }
            }
        }
    }

    /// How long the loop may sleep for the watchdog; nil for as long as it likes.
    public func timeUntilDue() -> Duration? {
        policy.nextDeadline.map { $0 - clock() }
    }

    private func send(_ message: String) {
        do throws(Errno) {
            try UnixDatagram.send(Array(message.utf8), to: socket)
        } catch {
            guard !reportedFailure else { return }
            reportedFailure = true
            note(
                "touchmpv: cannot notify the service manager at \(ErrorExcerpt.escaped(socket)): \(error) (errno \(error.rawValue))\n")
        }
    }
}
