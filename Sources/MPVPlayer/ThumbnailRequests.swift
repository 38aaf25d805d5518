/// Which target the thumbnail core works on, and which of its frames may be shown: the
/// coalescing of seek previews, pure so that it is tested without mpv.
///
/// The core does one thing at a time — opening the file, seeking to a target, taking the
/// picture — and only ever for the latest target the finger rests on: targets passed
/// while it was busy are never decoded, and a picture taken for a target the finger has
/// left (or lifted from) is never shown.
public struct ThumbnailRequests: Sendable, Equatable {
    /// What the core is to do next.
    public enum Step: Sendable, Equatable {
        case seek(Double)
        case capture
        case show(Double)
        case nothing
    }

    private enum Work: Sendable, Equatable {
        case opening
        case seeking(Double)
        case capturing(Double)
    }

    /// The target the finger rests on, if a preview is on.
    public private(set) var wanted: Double?
    /// The target whose picture is on screen.
    public private(set) var shown: Double?
    private var work: Work? = .opening

    public init() {}

    /// A preview asks for `target`.
    public mutating func request(_ target: Double) -> Step {
        guard target != wanted else { return .nothing }
        wanted = target
        return work == nil ? next() : .nothing
    }

    /// The preview ended (commit, cancel, lift): its picture goes, and nothing under way
    /// is shown.
    public mutating func cancel() {
        wanted = nil
        shown = nil
    }

    /// The core restarted playback: the file is open and its first frame decoded, or the
    /// seek under way has landed.
    public mutating func restarted() -> Step {
        switch work {
        case .opening: return next()
        case .seeking(let target) where target == wanted:
            work = .capturing(target)
            return .capture
        case .seeking: return next()
        case .capturing, nil: return .nothing
        }
    }

    /// The seek or the picture under way failed: not tried again for the same target; the
    /// next target tries.
    public mutating func failed() {
        work = nil
    }

    /// The picture under way is not of its target: the seek found no frame to decode
    /// there (mpv stopped at the end of the stream instead). Its target, not tried again
    /// while the finger stays on it, and what to do next: the latest target, if the
    /// finger moved on.
    public mutating func missed() -> (target: Double, next: Step)? {
        guard case .capturing(let target) = work else { return nil }
        work = nil
        return (target, target == wanted ? .nothing : next())
    }

    /// The picture under way was taken.
    public mutating func captured() -> Step {
        guard case .capturing(let target) = work else { return .nothing }
        guard target == wanted else { return next() }
        work = nil
        shown = target
        return .show(target)
    }

    /// Starts on the latest target, if it is not on screen already.
    private mutating func next() -> Step {
        guard let wanted, wanted != shown else {
            work = nil
            return .nothing
        }
        work = .seeking(wanted)
        return .seek(wanted)
    }
}
