import Gestures
import MPVPlayer
import SystemCalls

/// `resume = yes` while `play` runs: every `interval` of playback and when the loop ends,
/// the entry mpv plays and its position go to the `ResumeStore` (only when they changed:
/// a paused kiosk writes nothing), and the playlist's end removes the file so that the
/// next start begins it anew. The run loop treats `nextDeadline` as any other deadline.
public final class ResumeKeeper {
    /// How often the position is saved: a power cut loses at most this much (and the time
    /// a write takes).
    static let interval: Duration = .seconds(10)

    private let store: ResumeStore
    private let client: MPVClient
    /// The folder `play` started in: mpv's `path` is relative to it when the operand was.
    private let workingFolder: String
    /// Whether mpv's `playlist-start` and `start` were set to the saved entry and position,
    /// to be unset once it has started (the playlist's next entries begin at 0).
    private var startIsSet: Bool
    private let note: (String) -> Void
    public private(set) var nextDeadline: Instant?
    private var lastSaved: ResumeRecord?
    /// The last failure reported, so that a full disk is said once, not every 10 s.
    private var lastProblem: String?

    /// Saves to `store` what `client` plays; `startIsSet` when mpv's `playlist-start` and
    /// `start` hold the saved entry and position; `note` tells the user of a failure.
    public init(store: ResumeStore, client: MPVClient, workingFolder: String, startIsSet: Bool, note: @escaping (String) -> Void) {
        self.store = store
        self.client = client
        self.workingFolder = workingFolder
        self.startIsSet = startIsSet
        self.note = note
    }

    /// Playback has started (mpv's first playback restart): the saved start is spent, and
    /// the first save is `interval` from `time`.
    public func playbackStarted(at time: Instant) {
        guard nextDeadline == nil else { return }
        if startIsSet {
            startIsSet = false
            do throws(MPVError) {
                try client.setProperty("start", "none")
                try client.setProperty("playlist-start", "auto")
            } catch {
                report("cannot unset the saved start: \(error)")
            }
        }
        nextDeadline = time + Self.interval
    }

    /// Saves when the deadline has come, and sets the next.
    public func saveIfDue(at time: Instant) {
        guard let deadline = nextDeadline, time >= deadline else { return }
        save()
        nextDeadline = time + Self.interval
    }

    /// The loop ended with `outcome`: the end of the playlist forgets the position, any
    /// other end saves it.
    public func finish(_ outcome: PlaybackOutcome) {
        if case .endOfFile = outcome {
            store.remove()
        } else if nextDeadline != nil {
            save()
        }
    }

    /// Writes where mpv is, when it plays a file and that changed since the last write.
    private func save() {
        guard let record = currentRecord(), record != lastSaved else { return }
        do throws(Errno) {
            try store.save(record)
            lastSaved = record
            lastProblem = nil
        } catch {
            report("cannot save the position to \(store.path): \(error) (errno \(error.rawValue))")
        }
    }

    /// The entry mpv plays and its position; nil when it plays no file (a URL, the
    /// built-in source's lavfi, nothing loaded).
    private func currentRecord() -> ResumeRecord? {
        do throws(MPVError) {
            let path: String = try client.property("path")
            let entry: Int64 = try client.property("playlist-pos")
            let position: Double = try client.property("time-pos")
            guard entry >= 0, let media = ResumeStore.identity(of: path, relativeTo: workingFolder) else { return nil }
            return ResumeRecord(media: media, entry: Int(entry), position: max(position, 0))
        } catch {
            return nil
        }
    }

    private func report(_ problem: String) {
        guard problem != lastProblem else { return }
        lastProblem = problem
        note(problem)
    }
}
