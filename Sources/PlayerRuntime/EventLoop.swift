import Gestures
import MPVPlayer
import PlayerGestures
import PlayerUI
import SystemCalls
import TouchInput
import TouchScripts

/// The one thread of `touchmpv play`: it sleeps in `poll()` on the touch source (or,
/// while a device is missing, the watch on its folder), mpv's wakeup pipe (and the
/// thumbnails' core's, while it runs), the signal
/// pipe and the control socket and its clients, with the earliest deadline as the
/// timeout — a recognizer's (double-tap timeout, long press), the controls' auto-hide,
/// the overlay's next change (the HUD's linger, the unlock button, a fading trail), the
/// script's or the control clients' next event, a missing device's next reopen attempt
/// where its folder cannot be watched, the service watchdog's next ping, the next save
/// of the position (`resume = yes`), the release of the thumbnails' core, the screen
/// schedule's next switch or quiet time's end — or no timeout at all; the schedule's
/// wall-clock timer is one more descriptor, readable at the switch or when the clock is set,
/// and the zone file's folder watch another, readable when the time zone changes. Idle
/// means asleep: nothing wakes the loop that has no work for it.
///
/// Each turn: wait; then read the signal pipe and drain mpv's events; then serve the
/// control socket (new lines are timed from now); then take CLOCK_MONOTONIC's now, read
/// the touch frames waiting by then and hand them to the gesture layer (each at its own
/// time), then the control clients' frames due by then, and only then move the gesture
/// clock to now, firing what is due, and replay the script events due by then; last, the
/// overlay is composed and sent if it changed.
///
/// What mpv's events mean is `PlaybackProgress`'s business and where the gesture clock's
/// zero lies `GestureTimeBase`'s; both are pure. The loop reads from the player only what
/// it exposes (`seeksSent`); nothing calls back into the loop.
final class EventLoop {
    private let client: MPVClient
    /// The delegate carrying actions out on mpv.
    private let player: MPVPlayerDelegate
    private let layer: PlayerGestureLayer
    /// touchmpv's controls, HUD and touch rings over the video, when any is drawn.
    private let overlay: OverlayPresenter?
    /// mpv's observed playback status, when the overlay or the screen schedule reads it.
    private let status: MPVPlaybackStatus?
    /// The live touch source, when there is one (not with `--script`).
    private let touchInput: LiveTouchInput?
    /// The script being replayed, when there is one.
    private let script: ScriptPlayback?
    /// The control socket, when there is one (`--control`).
    private let control: ControlInput?
    /// The service manager's notifications, when one started `play` (`$NOTIFY_SOCKET`).
    private let service: ServiceNotifier?
    /// What a reload signal does, when `play` takes one (under a service manager).
    private let reload: SettingsReload?
    /// Saves where playback is (`resume = yes`).
    private let resume: ResumeKeeper?
    /// Seek previews' pictures, from a second mpv core.
    private let thumbnails: ThumbnailPresenter?
    /// The screen schedule, when one is set: touches pass through it first.
    private let screen: PlayScreen?
    /// Called with the target and the time of each picture shown.
    private let thumbnailShown: (Double, Instant) -> Void
    /// What `expect` lines read: mpv, through the player.
    private let subjects: ExpectationSubjects
    /// The read end of a pipe whose bytes are signal numbers (`SignalPipe`'s, or a test's
    /// own pipe): a byte there ends the loop.
    private let signals: FileDescriptor
    /// Called with each of the script's expectations once checked at its time, and its
    /// failure message (nil when it held).
    private let checked: (Expectation, String?) -> Void
    /// Called with lines for the user about the input (lost, back).
    private let note: (String) -> Void
    /// CLOCK_MONOTONIC (a test's own, to make the loop wake late).
    private let monotonicNow: () -> Instant

    private var timeBase: GestureTimeBase
    private var progress = PlaybackProgress()
    /// An outcome met while waiting for a seek inside an expectation check, returned at
    /// the next turn.
    private var pendingOutcome: PlaybackOutcome?

    /// The most reads of the touch source in one turn of the loop (each reads up to
    /// 64 KiB of records), so that mpv's events are not held up behind a long file.
    static let readsPerTurn = 16

    /// The longest an `expect` waits for a seek in flight to finish.
    static let seekSettleLimit: Duration = .seconds(3)

    /// A loop over the given parts; `script` and `touchInput` are exclusive. `clock` reads
    /// CLOCK_MONOTONIC, the clock the kernel stamps touch events with. Without a script
    /// the gesture clock's zero is `origin` (by default now): `play` gives the moment
    /// before it opened the touch source, so that no frame the source gives, read in the
    /// loop's first turn, is stamped before zero.
    init(
        client: MPVClient, player: MPVPlayerDelegate, layer: PlayerGestureLayer, controls: TouchControls? = nil,
        overlay: OverlayPresenter? = nil, status: MPVPlaybackStatus? = nil,
        signals: FileDescriptor, touchInput: LiveTouchInput?, script: ScriptPlayback?, control: ControlInput? = nil,
        service: ServiceNotifier? = nil, reload: SettingsReload? = nil, resume: ResumeKeeper? = nil,
        thumbnails: ThumbnailPresenter? = nil, thumbnailShown: @escaping (Double, Instant) -> Void = { _, _ in },
        screen: PlayScreen? = nil,
        checked: @escaping (Expectation, String?) -> Void,
        note: @escaping (String) -> Void,
        clock: @escaping () -> Instant = TouchDevice.now, origin: Instant? = nil
    ) {
        monotonicNow = clock
        self.client = client
        self.player = player
        self.layer = layer
        self.overlay = overlay
        self.status = status
        self.signals = signals
        self.touchInput = touchInput
        self.script = script
        self.control = control
        self.service = service
        self.reload = reload
        self.resume = resume
        self.thumbnails = thumbnails
        self.thumbnailShown = thumbnailShown
        self.screen = screen
        subjects = .mpv(player, layer: layer, controls: controls, screen: screen?.keeper)
        self.checked = checked
        self.note = note
        timeBase = GestureTimeBase(origin: script == nil ? origin ?? clock() : nil)
    }

    /// Now on the gesture clock (time 0 until the origin is set).
    private var now: Instant { timeBase.time(at: monotonicNow()) }

    /// Runs until playback ends, the script ends, mpv fails or quits, or a signal comes.
    func run() -> PlaybackOutcome {
        let outcome = turns()
        resume?.finish(outcome)
        return outcome
    }

    /// The loop's turns, until one has an outcome.
    private func turns() -> PlaybackOutcome {
        do throws(MPVError) {
            try MPVObservation.observePlaybackEnd(on: client)
            try status?.start()
        } catch {
            return .playbackFailed(error.description)
        }
        while true {
            if let outcome = pendingOutcome { return outcome }
            let optionalDescriptors: [FileDescriptor?] = [touchInput?.descriptor, thumbnails?.descriptor]
            let descriptors: [FileDescriptor] =
                [signals, client.wakeupDescriptor] + optionalDescriptors.compactMap { $0 } + (control?.readDescriptors ?? [])
                + (screen?.descriptors ?? [])
            let ready = Poller.wait(
                for: descriptors, writable: control?.writeDescriptors ?? [], hangUp: control?.hangUpDescriptors ?? [],
                until: nextDeadline(), now: now)
            if ready.readable.contains(signals), let signal = SignalPipe.caughtSignal(on: signals) {
                guard signal == SettingsReload.signal, let reload else { return .signal(signal) }
                reload.request()
            }
            reload?.applyIfDue(to: layer)
            if ready.readable.contains(client.wakeupDescriptor), let outcome = handle(client.drainEvents()) {
                return outcome
            }
            if let thumbnails, let core = thumbnails.descriptor, ready.readable.contains(core), let target = thumbnails.handleEvents() {
                thumbnailShown(target, now)
            }
            // A switch, a set clock or a new zone is applied before any control line of this
            // turn is checked, so that a line sent after the change sees it.
            if let screen, screen.service(readable: ready.readable), timeBase.origin != nil { screen.keeper.advance(to: now) }
            control?.service(readable: ready.readable, writable: ready.writable, hungUp: ready.hungUp, now: now)
            service?.turn()
            guard timeBase.origin != nil else { continue }
            let time = now
            deliverWaitingTouches()
            playControlEvents(until: time)
            if let outcome = advanceClocks(to: time) { return outcome }
            if let target = thumbnails?.takeShownFromMemory() { thumbnailShown(target, time) }
            reload?.applyIfDue(to: layer)
            overlay?.update(at: time)
        }
    }

    /// Hands mpv's `events` to the status and `progress`; the first playback restart
    /// starts a script's gesture clock.
    private func handle(_ events: [MPVEvent]) -> PlaybackOutcome? {
        status?.handle(events)
        service?.handle(events)
        thumbnails?.handlePlayingCore(events)
        let outcome = progress.handle(events, seeksSent: player.seeksSent, pending: client.drainEvents)
        if progress.hasStarted {
            timeBase.start(at: monotonicNow())
            resume?.playbackStarted(at: now)
        }
        return outcome
    }

    /// Reads and delivers the touch frames waiting in the source (at most
    /// `readsPerTurn` reads), before the clocks move to now: each frame moves the gesture
    /// clock to its own time, firing only the deadlines before it. Were the clock moved
    /// first, a loop woken late would fire a deadline (the double tap's 300 ms) before a
    /// second tap stamped inside it: two single taps instead of a double tap.
    private func deliverWaitingTouches() {
        guard let touchInput else { return }
        for _ in 0..<Self.readsPerTurn {
            guard let descriptor = touchInput.descriptor,
                !Poller.wait(for: [descriptor], until: .zero, now: .zero).isEmpty
            else { return }
            readTouches(from: touchInput)
        }
    }

    /// Hands the control clients' frames due by `time` to the gesture layer, as the
    /// touchscreen's are, and checks their `expect` lines at their time.
    private func playControlEvents(until time: Instant) {
        control?.playDue(by: time, send: send, check: check)
    }

    /// Checks `expectation` against mpv, once the layer and the player have reached its
    /// time (and a seek in flight has landed, for what a seek changes); the failure
    /// message, or nil when it held.
    private func check(_ expectation: Expectation) -> String? {
        layer.advance(to: expectation.time)
        if expectation.waitsForSeek { settleSeek() }
        return ExpectationCheck.failure(of: expectation, reading: subjects)
    }

    /// Moves every clock to `time`: script events, recognizer deadlines, the controls'
    /// auto-hide, a reopen attempt, a save of the position. Returns `.scriptEnded` when the script is done.
    private func advanceClocks(to time: Instant) -> PlaybackOutcome? {
        if let script {
            script.advance(to: time) { expectation in checked(expectation, check(expectation)) }
        }
        layer.advance(to: time)
        screen?.keeper.advance(to: time)
        if let line = touchInput?.retryIfDue(now: time) { note(line) }
        resume?.saveIfDue(at: time)
        thumbnails?.advance(to: time)
        if let script, script.nextTime == nil { return .scriptEnded }
        return nil
    }

    /// The earliest moment something is due, or nil to sleep until input.
    private func nextDeadline() -> Instant? {
        let time = now
        let watchdog = service?.timeUntilDue().map { time + $0 }
        guard timeBase.origin != nil else { return watchdog }
        let candidates = [
            layer.nextDeadline, layer.controls.hideDeadline, overlay?.nextDeadline(after: time), script?.nextTime,
            control?.nextTime, touchInput?.retryDeadline, resume?.nextDeadline, thumbnails?.nextDeadline,
            screen?.keeper.nextDeadline(at: time), watchdog,
        ]
        return candidates.compactMap { $0 }.min()
    }

    /// Delivers what the touch source has; a lost source cancels the touches down.
    private func readTouches(from input: LiveTouchInput) {
        let time = now
        switch input.read(now: time) {
        case .frames(let frames):
            for frame in frames {
                send(TouchFrame(time: timeBase.frameTime(frame.time, readAt: time), updates: frame.updates))
            }
        case .lost(let reason):
            layer.cancelAllTouches()
            note("touch input lost: \(reason)")
        case .connected(let line):
            note(line)
        }
    }

    /// Hands a touchscreen's or a control client's `frame` to the gesture layer, unless
    /// the screen schedule keeps it (the touch that wakes a dark screen).
    private func send(_ frame: TouchFrame) {
        if screen?.keeper.admit(frame) ?? true { layer.send(frame) }
    }

    /// Waits (draining mpv's events) until a seek in flight has finished, so that an
    /// `expect position` reads where the seek landed; bounded by `seekSettleLimit`.
    private func settleSeek() {
        let limit = ContinuousClock.now + Self.seekSettleLimit
        while progress.isSeekInFlight(seeksSent: player.seeksSent), pendingOutcome == nil, ContinuousClock.now < limit {
            pendingOutcome = handle(client.waitForEvents(timeout: limit - ContinuousClock.now))
        }
    }
}

extension Expectation {
    /// Whether the check waits for a seek in flight to land: `position`, and any mpv
    /// property (a seek changes many: `time-pos`, `percent-pos`, the frame shown).
    fileprivate var waitsForSeek: Bool {
        switch subject {
        case .player(let key): key == .position
        case .mpv: true
        }
    }
}
