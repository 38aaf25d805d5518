import Gestures
import MPVPlayer
import PlayerGestures
import SystemCalls
import TouchInput

/// The one thread of `touchmpv play`: it sleeps in `poll()` on the touch source, mpv's
/// wakeup pipe and the signal pipe, with the earliest deadline as the timeout — a
/// recognizer's (double-tap timeout, long press), the controls' auto-hide, the script's
/// next event, a missing device's next reopen attempt — or no timeout at all. Idle
/// means asleep: nothing wakes the loop that has no work for it.
///
/// Each turn: wait; then read the signal pipe and drain mpv's events; then take
/// CLOCK_MONOTONIC's now, read the touch frames waiting by then and hand them to the
/// gesture layer (each at its own time), and only then move the gesture clock to now,
/// firing what is due, and replay the script events due by then.
///
/// Times on the gesture clock count from `origin`: the loop's start for a device, the
/// moment playback started for a script (so a script's `@0` is the first frame shown).
final class EventLoop {
    /// Why the loop ended.
    enum Outcome: Equatable {
        /// The media played to its end (with `end-of-file = quit`).
        case endOfFile
        /// The script's timeline, deadlines and final cancellation are all done.
        case scriptEnded
        /// SIGINT or SIGTERM arrived.
        case signal(Int32)
        /// mpv could not play the media; mpv's reason.
        case playbackFailed(String)
        /// mpv shut down (a `quit` from another client, a key in mpv's window).
        case shutdown
    }

    /// The player.
    let client: MPVClient
    /// The delegate carrying actions out on mpv.
    let player: MPVPlayerDelegate
    /// The gesture layer the touches go to.
    let layer: PlayerGestureLayer
    /// The live touch source, when there is one (not with `--script`).
    private let touchInput: LiveTouchInput?
    /// The script being replayed, when there is one.
    private let script: ScriptPlayback?
    /// The read end of a pipe whose bytes are signal numbers (`SignalPipe`'s, or a test's
    /// own pipe): a byte there ends the loop.
    private let signals: FileDescriptor
    /// Called with each expectation at its time (for `play --script`).
    private let check: (Expectation) -> Void
    /// Called with lines for the user about the input (lost, back).
    private let note: (String) -> Void

    /// The monotonic instant that is time 0 on the gesture clock; nil until playback
    /// started when a script waits for it.
    private var origin: Instant?
    /// Whether a seek was sent and mpv has not restarted playback after it yet.
    private var seekPending = false
    /// An outcome met while waiting for a seek inside an expectation check.
    private var pendingOutcome: Outcome?
    /// mpv's last error-level log line, for a failure message.
    private var lastMPVError: String?
    /// Whether mpv has started loading a file (before that, mpv is idle as it starts).
    private var fileStarted = false
    /// How the last file ended; the outcome once mpv has nothing left to play.
    private var lastEnd: Outcome?

    /// The most reads of the touch source in one turn of the loop (each reads up to
    /// 64 KiB of records).
    static let readsPerTurn = 16

    /// The monotonic clock (`TouchDevice.now`; a test's own to make the loop wake late).
    private let monotonicNow: () -> Instant

    /// The longest an `expect` waits for a seek in flight to finish.
    static let seekSettleLimit: Duration = .seconds(3)

    /// A loop over the given parts; `script` and `touchInput` are exclusive. `clock` reads
    /// CLOCK_MONOTONIC, the clock the kernel stamps touch events with.
    init(
        client: MPVClient, player: MPVPlayerDelegate, layer: PlayerGestureLayer, signals: FileDescriptor,
        touchInput: LiveTouchInput?, script: ScriptPlayback?,
        check: @escaping (Expectation) -> Void, note: @escaping (String) -> Void,
        clock: @escaping () -> Instant = TouchDevice.now
    ) {
        monotonicNow = clock
        self.client = client
        self.player = player
        self.layer = layer
        self.signals = signals
        self.touchInput = touchInput
        self.script = script
        self.check = check
        self.note = note
        origin = script == nil ? clock() : nil
    }

    /// Now on the gesture clock (time 0 until the origin is set).
    private var now: Instant {
        guard let origin else { return .zero }
        return Instant(microseconds: monotonicNow().microseconds &- origin.microseconds)
    }

    /// Notes that `commands` were sent, to know when a seek is in flight.
    func noteCommands(_ commands: [PlayerCommand]) {
        if commands.contains(where: { if case .seek = $0 { true } else { false } }) { seekPending = true }
    }

    /// Runs until playback ends, the script ends, mpv fails or quits, or a signal comes.
    ///
    /// Playback has ended when mpv goes idle (`idle-active`) after a file started: the
    /// media may be a playlist whose entries each end with their own end-file event. The
    /// last entry's end decides the outcome: an error is a failure, anything else is not.
    func run() -> Outcome {
        do throws(MPVError) {
            try client.observe("idle-active", format: .flag)
        } catch {
            return .playbackFailed(error.description)
        }
        while true {
            if let outcome = pendingOutcome { return outcome }
            let descriptors = [signals, client.wakeupDescriptor] + (touchInput?.descriptor.map { [$0] } ?? [])
            let ready = Poller.wait(for: descriptors, until: nextDeadline(), now: now)
            if ready.contains(signals), let signal = SignalPipe.caughtSignal(on: signals) {
                return .signal(signal)
            }
            if ready.contains(client.wakeupDescriptor), let outcome = handle(client.drainEvents()) {
                return outcome
            }
            guard origin != nil else { continue }
            let time = now
            deliverWaitingTouches()
            if let outcome = advanceClocks(to: time) { return outcome }
        }
    }

    /// Reads and delivers the touch frames waiting in the source (at most
    /// `readsPerTurn` reads, so that mpv's events are not held up behind a long file),
    /// before the clocks move to now: each frame moves the gesture clock to its own time,
    /// firing only the deadlines before it. Were the clock moved first, a loop woken late
    /// would fire a deadline (the double tap's 300 ms) before a second tap stamped inside
    /// it: two single taps instead of a double tap.
    private func deliverWaitingTouches() {
        guard let touchInput else { return }
        for _ in 0..<Self.readsPerTurn {
            guard let descriptor = touchInput.descriptor,
                !Poller.wait(for: [descriptor], until: .zero, now: .zero).isEmpty
            else { return }
            readTouches(from: touchInput)
        }
    }

    /// Moves every clock to `time`: script events, recognizer deadlines, the controls'
    /// auto-hide, a reopen attempt. Returns `.scriptEnded` when the script is done.
    private func advanceClocks(to time: Instant) -> Outcome? {
        if let script {
            script.advance(to: time) { expectation in
                player.advance(to: expectation.time)
                if expectation.key == .position { settleSeek() }
                check(expectation)
            }
        }
        layer.advance(to: time)
        player.advance(to: time)
        if let line = touchInput?.retryIfDue(now: time) { note(line) }
        if let script, script.nextTime == nil { return .scriptEnded }
        return nil
    }

    /// The earliest moment something is due, or nil to sleep until input.
    private func nextDeadline() -> Instant? {
        guard origin != nil else { return nil }
        let candidates = [layer.nextDeadline, player.nextDeadline, script?.nextTime, touchInput?.retryDeadline]
        return candidates.compactMap { $0 }.min()
    }

    /// Delivers what the touch source has; a lost source cancels the touches down.
    private func readTouches(from input: LiveTouchInput) {
        let time = now
        switch input.read(now: time) {
        case .frames(let frames):
            for frame in frames {
                layer.send(TouchFrame(time: shifted(frame.time, reading: time), updates: frame.updates))
            }
        case .lost(let reason):
            layer.cancelAllTouches()
            note("touch input lost: \(reason)")
        }
    }

    /// A frame's monotonic time on the gesture clock; a time that is not near the
    /// reading time (a file's recorded stamps) becomes the reading time.
    private func shifted(_ frameTime: Instant, reading: Instant) -> Instant {
        guard let origin else { return reading }
        let time = Instant(microseconds: frameTime.microseconds &- origin.microseconds)
        let skew = time.microseconds &- reading.microseconds
        return (-10_000_000...0).contains(skew) ? time : reading
    }

    /// Reacts to a batch of mpv's events in order; returns the outcome of the first one
    /// that ends the loop, completed by `completed(_:after:)`.
    private func handle(_ events: [MPVEvent]) -> Outcome? {
        for (index, event) in events.enumerated() {
            if let outcome = handle(event) { return completed(outcome, after: events[(index + 1)...]) }
        }
        return nil
    }

    /// `outcome`, a failure's mpv reason followed by mpv's last error line, e.g. "loading
    /// failed (Failed to open FILE.)". libmpv hands out its queued events before its log
    /// lines, so the line that explains a failed load, though logged before end-file,
    /// comes after it when the loop woke late (under load); the reason is therefore put
    /// together only when the outcome is decided, after the rest of the batch and
    /// whatever libmpv still holds have been read for log lines.
    private func completed(_ outcome: Outcome, after rest: ArraySlice<MPVEvent>) -> Outcome {
        guard case .playbackFailed(let reason) = outcome else { return outcome }
        for case .logMessage(let message) in Array(rest) + client.drainEvents() {
            lastMPVError = message.trimmedText
        }
        return .playbackFailed(lastMPVError.map { "\(reason) (\($0))" } ?? reason)
    }

    /// Reacts to one mpv event; returns an outcome when it ends the loop (a failure with
    /// mpv's reason only: `completed(_:after:)` adds mpv's error line).
    private func handle(_ event: MPVEvent) -> Outcome? {
        switch event {
        case .playbackRestarted:
            seekPending = false
            if origin == nil { origin = monotonicNow() }
        case .startFile:
            fileStarted = true
        case .endFile(let end):
            switch end.reason {
            case .endOfFile: lastEnd = .endOfFile
            case .error: lastEnd = .playbackFailed(end.error?.reason ?? "unknown error")
            case .stopped, .quit: lastEnd = .shutdown
            case .redirect, .unknown: break
            }
        case .propertyChanged(name: "idle-active", value: .flag(true), observerID: _) where fileStarted:
            return lastEnd ?? .endOfFile
        case .shutdown:
            return .shutdown
        case .logMessage(let message):
            lastMPVError = message.trimmedText
        default:
            break
        }
        return nil
    }

    /// Waits (draining mpv's events) until a seek in flight has finished, so that an
    /// `expect position` reads where the seek landed; bounded by `seekSettleLimit`.
    private func settleSeek() {
        let limit = ContinuousClock.now + Self.seekSettleLimit
        while seekPending, pendingOutcome == nil, ContinuousClock.now < limit {
            if let outcome = handle(client.waitForEvents(timeout: limit - ContinuousClock.now)), pendingOutcome == nil {
                pendingOutcome = outcome
            }
        }
    }
}
