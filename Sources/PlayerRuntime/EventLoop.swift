import Gestures
import Kiosk
import MPVPlayer
import PlayerGestures
import PlayerUI
import SystemCalls
import TouchInput
import TouchScripts

/// The one thread of `touchmpv play`: it sleeps in `poll()` on the touch source (or,
/// while a device is missing, the watch on its folder), the key devices (and `auto`'s
/// watch of their folder), mpv's wakeup pipe (and the
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
/// time), then the keys of the key devices that were ready, then the control clients'
/// frames due by then, and only then move the gesture
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
    /// The key devices, when any is read.
    private let keyInput: LiveKeyInput?
    /// The script being replayed, when there is one.
    private let script: ScriptPlayback?
    /// The control socket, when there is one (`--control`).
    private let control: ControlSocketInput?
    /// What a reload signal does, when `play` takes one (under a service manager).
    private let reload: SettingsReload?
    /// The other parts the loop serves (`LoopParticipant`), in the order they are served.
    private let participants: [any LoopParticipant]
    /// Whether a touch frame reaches the layer: the screen schedule keeps the touch that
    /// wakes a dark screen.
    private let admits: (TouchFrame) -> Bool
    /// Whether a key reaches the layer: the screen schedule keeps the press that wakes a
    /// dark screen.
    private let admitsKey: (KeyEvent) -> Bool
    /// What `expect` lines read: mpv, through the player.
    private let subjects: ExpectationSubjects
    /// The read end of a pipe whose bytes are signal numbers (`SignalPipe`'s, or a test's
    /// own pipe): a byte there ends the loop.
    private let signals: FileDescriptor
    /// Called with each of the script's expectations once checked at its time, and its
    /// failure message (nil when it held).
    private let checked: (Expectation, String?) -> Void
    /// Called with each of the control clients' expectations once checked, and its
    /// failure message (nil when it held), as its answer goes to the client.
    private let controlChecked: (Expectation, String?) -> Void
    /// Called with lines for the user about the input (lost, back).
    private let note: (String) -> Void
    /// CLOCK_MONOTONIC (a test's own, to make the loop wake late).
    private let monotonicNow: () -> Instant

    private var timeBase: GestureTimeBase
    private var progress: PlaybackProgress
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
        client: MPVClient, player: MPVPlayerDelegate, layer: PlayerGestureLayer, snapshots: SnapshotReader? = nil,
        overlay: OverlayPresenter? = nil, status: MPVPlaybackStatus? = nil,
        signals: FileDescriptor, touchInput: LiveTouchInput?, keyInput: LiveKeyInput? = nil, script: ScriptPlayback?,
        control: ControlSocketInput? = nil,
        reload: SettingsReload? = nil, participants: [any LoopParticipant] = [], admits: @escaping (TouchFrame) -> Bool = { _ in true },
        admitsKey: @escaping (KeyEvent) -> Bool = { _ in true },
        checked: @escaping (Expectation, String?) -> Void,
        controlChecked: @escaping (Expectation, String?) -> Void = { _, _ in },
        note: @escaping (String) -> Void,
        clock: @escaping () -> Instant = TouchDevice.now, origin: Instant? = nil, endsWhenIdle: Bool = true
    ) {
        progress = PlaybackProgress(endsWhenIdle: endsWhenIdle)
        monotonicNow = clock
        self.client = client
        self.player = player
        self.layer = layer
        self.overlay = overlay
        self.status = status
        self.signals = signals
        self.touchInput = touchInput
        self.keyInput = keyInput
        self.script = script
        self.control = control
        self.reload = reload
        self.participants = participants
        self.admits = admits
        self.admitsKey = admitsKey
        subjects = .mpv(
            player,
            reader: snapshots ?? SnapshotReader(state: { player.currentState(reading: $0) }, layer: layer, controls: nil, screen: nil))
        self.checked = checked
        self.controlChecked = controlChecked
        self.note = note
        timeBase = GestureTimeBase(origin: script == nil ? origin ?? clock() : nil)
    }

    /// Now on the gesture clock (time 0 until the origin is set).
    private var now: Instant { timeBase.time(at: monotonicNow()) }

    /// Runs until playback ends, the script ends, mpv fails or quits, or a signal comes.
    func run() -> PlaybackOutcome {
        let outcome = turns()
        for participant in participants { participant.finish(outcome) }
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
            var descriptors = [signals, client.wakeupDescriptor]
            if let touch = touchInput?.descriptor { descriptors.append(touch) }
            descriptors += keyInput?.descriptors ?? []
            descriptors += control?.readDescriptors ?? []
            for participant in participants { descriptors += participant.descriptors }
            let ready: (readable: Set<FileDescriptor>, writable: Set<FileDescriptor>, hungUp: Set<FileDescriptor>)
            do throws(Errno) {
                ready = try Poller.wait(
                    for: descriptors, writable: control?.writeDescriptors ?? [], hangUp: control?.hangUpDescriptors ?? [],
                    until: nextDeadline(), now: now)
            } catch {
                return .waitFailed(error)
            }
            if ready.readable.contains(signals), let signal = SignalPipe.caughtSignal(on: signals) {
                guard signal == SettingsReload.signal, let reload else { return .signal(signal) }
                reload.request()
            }
            reload?.applyIfDue(to: layer)
            if ready.readable.contains(client.wakeupDescriptor), let outcome = handle(client.drainEvents()) {
                return outcome
            }
            // Before any control line of this turn is checked, so that a line sent after a
            // change (the screen schedule's switch, a set clock, a new zone) sees it.
            let started = timeBase.origin != nil ? now : nil
            for participant in participants { participant.serve(ready: ready.readable, now: started) }
            control?.service(readable: ready.readable, writable: ready.writable, hungUp: ready.hungUp, now: now)
            guard timeBase.origin != nil else { continue }
            let time = now
            deliverWaitingTouches()
            deliverKeys(ready: ready.readable, readAt: time)
            playControlSocketEvents(until: time)
            if let outcome = advanceClocks(to: time) { return outcome }
            reload?.applyIfDue(to: layer)
            overlay?.update(at: time)
        }
    }

    /// Hands mpv's `events` to the status and `progress`; the first playback restart
    /// starts a script's gesture clock and is reported to the participants.
    private func handle(_ events: [MPVEvent]) -> PlaybackOutcome? {
        status?.handle(events)
        for participant in participants { participant.handle(events) }
        let outcome = progress.handle(events, seeksSent: player.seeksSent, pending: client.drainEvents)
        if progress.hasStarted {
            timeBase.start(at: monotonicNow())
            for participant in participants { participant.playbackStarted(at: now) }
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
                (try? Poller.wait(for: [descriptor], until: .zero, now: .zero))?.isEmpty == false
            else { return }
            readTouches(from: touchInput)
        }
    }

    /// Reads the key devices that `poll` found `ready` and hands their keys to the layer,
    /// each at its own time, as the touch frames before them.
    private func deliverKeys(ready: Set<FileDescriptor>, readAt time: Instant) {
        guard let keyInput else { return }
        let (keys, notes) = keyInput.read(ready: ready, now: time)
        notes.forEach(note)
        for key in keys { press(KeyEvent(time: timeBase.frameTime(key.time, readAt: time), key: key.key, change: key.change)) }
    }

    /// Hands the control clients' frames due by `time` to the gesture layer, as the
    /// touchscreen's are, and checks their `expect` lines at their time.
    private func playControlSocketEvents(until time: Instant) {
        control?.playDue(by: time, send: send, press: press) { expectation in
            let failure = check(expectation)
            controlChecked(expectation, failure)
            return failure
        }
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
    /// auto-hide, a reopen attempt, then the participants'. Returns `.scriptEnded` when the
    /// script is done.
    private func advanceClocks(to time: Instant) -> PlaybackOutcome? {
        if let script {
            script.advance(to: time) { expectation in checked(expectation, check(expectation)) }
        }
        layer.advance(to: time)
        if let line = touchInput?.retryIfDue(now: time) { note(line) }
        keyInput?.retryIfDue(now: time).forEach(note)
        for participant in participants { participant.advance(to: time) }
        if let script, script.nextTime == nil { return .scriptEnded }
        return nil
    }

    /// The earliest moment something is due, or nil to sleep until input.
    private func nextDeadline() -> Instant? {
        let time = now
        let started = timeBase.origin != nil
        var candidates = participants.filter { started || $0.actsBeforePlayback }.map { $0.nextDeadline(at: time) }
        if started {
            candidates += [
                layer.nextDeadline, layer.controls.hideDeadline, overlay?.nextDeadline(after: time), script?.nextTime, control?.nextTime,
                touchInput?.retryDeadline, keyInput?.retryDeadline,
            ]
        }
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
        case .keys:
            break  // the touch source is not read for keys
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
        if admits(frame) { layer.send(frame) }
    }

    /// Hands a key device's or a control client's `key` to the gesture layer, unless the
    /// screen schedule keeps it (the press that wakes a dark screen).
    private func press(_ key: KeyEvent) {
        if admitsKey(key) { layer.press(key) }
    }

    /// Waits (draining mpv's events) until a seek in flight has finished, so that an
    /// `expect position` reads where the seek landed; bounded by `seekSettleLimit`.
    private func settleSeek() {
        // The real clock, not the loop's (a test's may stand still): this waits on mpv.
        let limit = TouchDevice.now() + Self.seekSettleLimit
        while progress.isSeekInFlight(seeksSent: player.seeksSent), pendingOutcome == nil, TouchDevice.now() < limit {
            pendingOutcome = handle(client.waitForEvents(timeout: limit - TouchDevice.now()))
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
