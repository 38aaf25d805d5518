import Gestures
import Kiosk
import MPVPlayer
import SystemCalls
import Thumbnails

/// A part of `play` the run loop serves beside the touches, the control socket, the
/// script and mpv itself: what it waits on, when it next needs a turn, and what it does
/// when woken. Each is one type conforming here (the service manager's notifications,
/// the resume record, seek previews' pictures, the screen schedule), handed to the loop
/// in `PlaySession`'s list, so a new part touches neither the loop nor its initializer.
///
/// A turn calls, in this order: `handle` with mpv's events; `serve` with the ready
/// descriptors, before the turn's touches and control lines (so that what a part changes,
/// a screen switched on, is what a line checked in the same turn sees); `advance` once
/// the clocks have moved to now. Each does nothing by default, so a participant's own
/// method of the same name (`ResumeKeeper.finish`) must be public where the type lives in
/// another target: an internal one would leave the default in its place, silently.
protocol LoopParticipant: AnyObject {
    /// What it waits to read.
    var descriptors: [FileDescriptor] { get }
    /// Whether its deadlines and `serve` count before playback has started (the
    /// watchdog's pings); the others wait for the gesture clock.
    var actsBeforePlayback: Bool { get }
    /// When it next needs a turn, given the loop's `now`; nil for none.
    func nextDeadline(at now: Instant) -> Instant?
    /// mpv's events, in order, as the loop drains them.
    func handle(_ events: [MPVEvent])
    /// Its ready descriptors (possibly none: it is called every turn); `now` is nil until
    /// playback has started.
    func serve(ready: Set<FileDescriptor>, now: Instant?)
    /// Playback started: the gesture clock's zero is at `time`.
    func playbackStarted(at time: Instant)
    /// The clocks have moved to `time`.
    func advance(to time: Instant)
    /// The run ended with `outcome`.
    func finish(_ outcome: PlaybackOutcome)
}

extension LoopParticipant {
    var descriptors: [FileDescriptor] { [] }
    var actsBeforePlayback: Bool { false }
    func nextDeadline(at now: Instant) -> Instant? { nil }
    func handle(_ events: [MPVEvent]) {}
    func serve(ready: Set<FileDescriptor>, now: Instant?) {}
    func playbackStarted(at time: Instant) {}
    func advance(to time: Instant) {}
    func finish(_ outcome: PlaybackOutcome) {}
}

/// The watchdog pings and the status line, from the first turn on.
extension ServiceNotifier: LoopParticipant {
    var actsBeforePlayback: Bool { true }
    func nextDeadline(at now: Instant) -> Instant? { timeUntilDue().map { now + $0 } }
    func serve(ready: Set<FileDescriptor>, now: Instant?) { turn() }
}

/// The position saved as playback goes on, and once more at the end.
extension ResumeKeeper: LoopParticipant {
    func nextDeadline(at now: Instant) -> Instant? { nextDeadline }
    func advance(to time: Instant) { saveIfDue(at: time) }
}

/// The second core's events, and the pictures it decoded or had in memory.
extension ThumbnailPresenter: LoopParticipant {
    var descriptors: [FileDescriptor] { descriptor.map { [$0] } ?? [] }
    func nextDeadline(at now: Instant) -> Instant? { nextDeadline }
    func handle(_ events: [MPVEvent]) { handlePlayingCore(events) }

    func serve(ready: Set<FileDescriptor>, now: Instant?) {
        guard let core = descriptor, ready.contains(core), let target = handleEvents() else { return }
        shown(target, now ?? .zero)
    }

    func advance(to time: Instant) {
        releaseAheadIfLifted()
        walkIfIdle(at: time)
        releaseIfIdle(at: time)
        if let target = takeShownFromMemory() { shown(target, time) }
    }
}

/// The schedule's wall-clock timer and the zone file's watch, and its quiet time.
extension PlayScreen: LoopParticipant {
    func nextDeadline(at now: Instant) -> Instant? { keeper.nextDeadline(at: now) }

    func serve(ready: Set<FileDescriptor>, now: Instant?) {
        if service(readable: ready), let now { keeper.advance(to: now) }
    }

    func advance(to time: Instant) { keeper.advance(to: time) }
}

/// The kiosk: a chosen title's end heard from mpv, the idle return.
extension KioskPlayback: LoopParticipant {
    func nextDeadline(at now: Instant) -> Instant? { keeper.nextDeadline(at: now) }
}

/// The chooser's pictures: the core's start and events, the composed picture after each
/// turn's scroll.
extension ChooserPictures: LoopParticipant {
    func advance(to time: Instant) { compose() }
}
