/// What mpv's events have said about playback so far, as `play` needs it: whether
/// playback has started (a script's `@0` is the first frame shown), whether a seek sent
/// is still in flight (an `expect position` waits for it to land), mpv's last error line,
/// and when playback is over, why. Pure: it is fed `MPVEvent` values in order, so it is
/// tested without mpv.
///
/// Playback is over when mpv goes idle (`idle-active`) after a file started: the media may
/// be a playlist whose entries each end with their own end-file event, and the last
/// entry's end decides the outcome. An entry that fails to load once another has played
/// is skipped, as mpv skips it (a folder's text files); a failure is an entry that
/// stopped with an error after it began playing, or the last of entries none of which
/// could be played.
public struct PlaybackProgress {
    /// Whether mpv going idle ends playback once something played: not for a kiosk, which
    /// loads its loop again after a title that could not play, and ends only when told
    /// to (idle before anything played, a loop that cannot play, still ends it).
    private let endsWhenIdle: Bool

    public init(endsWhenIdle: Bool = true) {
        self.endsWhenIdle = endsWhenIdle
    }

    /// Whether mpv has restarted playback once (the first frame is shown).
    public private(set) var hasStarted = false
    /// How many of the player's seeks mpv had been sent when it last restarted playback:
    /// those are done.
    private var seeksSettled = 0
    /// Whether mpv has started loading a file (before that, mpv is idle as it starts).
    private var fileStarted = false
    /// Whether the playlist entry mpv is on has begun playing.
    private var entryHasPlayed = false
    /// How the last file ended; the outcome once mpv has nothing left to play.
    private var lastEnd: PlaybackOutcome?
    /// mpv's last error-level log line, for a failure message. FFmpeg's lines are left
    /// out: FFmpeg has one log per process, which libmpv gives to the first core made, so
    /// the thumbnail core's decoder lines arrive on the playing core's log.
    private var lastError: String?

    /// Takes in one event, given how many seeks the player had sent by the time it was
    /// read (`MPVPlayerDelegate.seeksSent`); returns the outcome when the event ends
    /// playback (a failure with mpv's reason only; the batch form adds mpv's error line).
    private mutating func handle(_ event: MPVEvent, seeksSent: Int) -> PlaybackOutcome? {
        switch event {
        case .playbackRestarted:
            seeksSettled = seeksSent
            hasStarted = true
            entryHasPlayed = true
        case .startFile:
            fileStarted = true
            entryHasPlayed = false
        case .endFile(let end):
            switch end.reason {
            case .endOfFile: lastEnd = .endOfFile
            case .error where hasStarted && !entryHasPlayed: lastEnd = .endOfFile
            case .error: lastEnd = .playbackFailed(end.error?.reason ?? "unknown error")
            case .stopped, .quit: lastEnd = .shutdown
            case .redirect, .unknown: break
            }
        case .propertyChanged(name: "idle-active", value: .flag(true), observerID: _) where fileStarted && (endsWhenIdle || !hasStarted):
            return lastEnd ?? .endOfFile
        case .shutdown:
            return .shutdown
        case .logMessage(let message) where !message.isFFmpegs:
            lastError = message.trimmedText
        default:
            break
        }
        return nil
    }

    /// Takes in `events` in order; returns the outcome of the first one that ends
    /// playback, completed with the events after it and then those `pending` still holds
    /// (libmpv's queue, read only for a failure).
    public mutating func handle(_ events: [MPVEvent], seeksSent: Int, pending: () -> [MPVEvent]) -> PlaybackOutcome? {
        for (index, event) in events.enumerated() {
            if let outcome = handle(event, seeksSent: seeksSent) {
                return completed(outcome) { Array(events[(index + 1)...]) + pending() }
            }
        }
        return nil
    }

    /// Whether a seek the player sent has not been followed by mpv's restart yet.
    public func isSeekInFlight(seeksSent: Int) -> Bool {
        seeksSent > seeksSettled
    }

    /// `outcome`, a failure's mpv reason followed by mpv's last error line, e.g. "loading
    /// failed (Failed to open FILE.)". libmpv hands out its queued events before its log
    /// lines, so the line that explains a failed load, though logged before end-file,
    /// comes after it when the loop woke late (under load); the reason is therefore put
    /// together only when the outcome is decided, from the events `later` gives: the rest
    /// of the batch and whatever libmpv still holds.
    private mutating func completed(_ outcome: PlaybackOutcome, after later: () -> [MPVEvent]) -> PlaybackOutcome {
        guard case .playbackFailed(let reason) = outcome else { return outcome }
        for case .logMessage(let message) in later() where !message.isFFmpegs {
            lastError = message.trimmedText
        }
        return .playbackFailed(lastError.map { "\(reason) (\($0))" } ?? reason)
    }
}
