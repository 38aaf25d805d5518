/// Which target the thumbnail core works on, which of its frames may be shown, and what it
/// decodes ahead while the finger rests: the coalescing of seek previews, pure so that it
/// is tested without mpv.
///
/// The core does one thing at a time — opening the file, seeking, taking the picture —
/// and only ever for the latest target the finger rests on: targets passed while it was
/// busy are never decoded, and a picture taken for a target the finger has left (or
/// lifted from) is never shown. With key-frame seeks (`keyFrames`), the pictures it took
/// are kept by the key frame they show, and a target whose key frame's picture is kept is
/// answered from memory at once. While the finger rests on a shown picture, the core
/// decodes the key frames around it (`KeyFrameMap.prefetch`), so that a finger moving on
/// nearby finds its picture decoded; a new target waits for at most the one step under
/// way.
public struct ThumbnailRequests: Sendable, Equatable {
    /// What the core is to do next.
    public enum Step: Sendable, Equatable {
        /// A seek to this time (key-frame or exact, as the core is set up).
        case seek(Double)
        /// A forward key-frame search this many seconds past the core's position.
        case seekForward(Double)
        case capture
        /// The picture just taken is of this target: show it.
        case show(Double)
        /// The kept picture of `keyFrame` is that of `target`: show it.
        case showKept(target: Double, keyFrame: Double)
        case nothing
    }

    private enum Job: Sendable, Equatable {
        case target(Double)
        case prefetch(KeyFrameMap.Prefetch)
    }

    private enum Work: Sendable, Equatable {
        case opening
        case seeking(Job)
        case capturing(Job)
    }

    /// The target the finger rests on, if a preview is on.
    public private(set) var wanted: Double?
    /// The target whose picture is on screen.
    public private(set) var shown: Double?
    /// What is known of the file's key frames and which pictures are kept (none with
    /// exact seeks, whose every target has its own picture).
    public private(set) var keyFrames: KeyFrameMap
    private var work: Work? = .opening
    /// Where the core stands after its last picture, while known.
    private var position: Double?
    /// The target whose seek found no frame, not tried again while the finger stays on it.
    private var missed: Double?
    /// Prefetching stopped until the next target: a search did not land as it should.
    private var stalled = false
    /// Whether decoding ahead waits: a finger drives another gesture (`holdAhead`).
    public private(set) var aheadHeld = false
    /// Whether the storyboard is walked while no preview is on (`walk`).
    public private(set) var walking = false

    /// `keptPictures` pictures are kept and prefetched (0 for exact seeks), as many as
    /// fit in `memory` bytes beside the one on screen (`KeyFrameMap`).
    public init(keptPictures: Int = 0, memory: Int = .max) {
        keyFrames = KeyFrameMap(capacity: keptPictures, memory: memory)
    }

    /// A preview asks for `target`.
    public mutating func request(_ target: Double) -> Step {
        guard target != wanted else { return .nothing }
        wanted = target
        stalled = false
        if let keyFrame = keyFrames.picture(for: target) {
            // From memory, whatever the core is doing.
            shown = target
            return .showKept(target: target, keyFrame: keyFrame)
        }
        return work == nil ? next() : .nothing
    }

    /// The core is idle (nothing asked of it is under way): what to do next, decoding
    /// ahead around the shown picture when there is nothing else.
    public mutating func resume() -> Step {
        work == nil ? next() : .nothing
    }

    /// Another gesture is driven while the preview rests: nothing more is decoded ahead
    /// (the step under way ends) until `releaseAhead`, so that the second core's decoding
    /// does not compete with that gesture's commands. The target the finger rests on is
    /// still sought.
    public mutating func holdAhead() {
        aheadHeld = true
    }

    /// The other gesture ended: decoding ahead goes on; what to do next.
    public mutating func releaseAhead() -> Step {
        aheadHeld = false
        return resume()
    }

    /// Whether nothing asked of the core is under way.
    public var idle: Bool { work == nil }

    /// Whether the storyboard is walked while no preview is on: no finger is down, and the
    /// pictures have a storyboard to go to. Then what to do next.
    public mutating func walk(_ on: Bool) -> Step {
        walking = on
        return resume()
    }

    /// The storyboard is walked no more (it cannot be written); the step under way ends.
    public mutating func stopWalking() {
        walking = false
    }

    /// The storyboard's picture of `keyFrame` could not be read back: it is forgotten,
    /// and a target it was to answer is sought.
    public mutating func lost(_ keyFrame: Double) -> Step {
        keyFrames.unstore(keyFrame)
        if let wanted, keyFrames.keyFrame(showing: wanted) == keyFrame, !keyFrames.kept.contains(keyFrame) { shown = nil }
        return resume()
    }

    /// A storyboard's picture read back (`KeyFrameMap.restore`).
    public mutating func restore(_ keyFrame: Double, next: Double, first: Bool) {
        keyFrames.restore(keyFrame, next: next, first: first)
    }

    /// The key frame's picture went into the storyboard.
    public mutating func stored(_ keyFrame: Double) {
        keyFrames.store(keyFrame)
    }

    /// The preview ended (commit, cancel, lift): its picture goes, and nothing under way
    /// is shown.
    public mutating func cancel() {
        wanted = nil
        shown = nil
        missed = nil
        aheadHeld = false
    }

    /// The core restarted playback: the file is open and its first frame decoded, or the
    /// seek under way has landed.
    public mutating func restarted() -> Step {
        switch work {
        case .opening: return next()
        case .seeking(.target(let target)) where target != wanted:
            position = nil
            return next()
        case .seeking(.prefetch) where wanted != shown:
            // A new target waits: the prefetched picture is not taken.
            position = nil
            return next()
        case .seeking(let job):
            work = .capturing(job)
            return .capture
        case .capturing, nil: return .nothing
        }
    }

    /// The seek or the picture under way failed: not tried again for the same target; the
    /// next target tries.
    public mutating func failed() {
        switch work {
        case .seeking(.prefetch), .capturing(.prefetch): stalled = true
        default: break
        }
        work = nil
        position = nil
    }

    /// The seek under way ended at the end of the stream, not on a frame. For a target,
    /// its picture is not of it (the seek found no frame to decode there): the target,
    /// not tried again while the finger stays on it. After a forward search, the key frame
    /// it started from is the last. Then what to do next.
    public mutating func landedAtEnd() -> (undecodable: Double?, next: Step) {
        guard case .capturing(let job) = work else { return (nil, .nothing) }
        work = nil
        position = nil
        switch job {
        case .target(let target):
            missed = target
            return (target, next())
        case .prefetch(.after(let keyFrame)):
            keyFrames.link(keyFrame, to: nil)
        case .prefetch:
            stalled = true
        }
        return (nil, next())
    }

    /// The picture under way was taken, `bytes` long, `landed` seconds into the stream
    /// (nil: not known): what to do next. The picture is worth keeping when
    /// `keyFrames.kept` holds `landed`.
    public mutating func captured(landed: Double?, bytes: Int) -> Step {
        guard case .capturing(let job) = work else { return .nothing }
        work = nil
        position = landed
        switch job {
        case .target(let target):
            if let landed, landed <= target, keyFrames.capacity > 0 {
                keyFrames.landed(on: landed, seeking: target)
                keyFrames.keep(landed, bytes: bytes, near: wanted ?? target)
            }
            guard target == wanted else { return next() }
            shown = target
            return .show(target)
        case .prefetch(let prefetch):
            learn(prefetch, landed: landed, bytes: bytes)
            return next()
        }
    }

    /// What a prefetch's landing tells; prefetching stops when it is not what it should be.
    private mutating func learn(_ prefetch: KeyFrameMap.Prefetch, landed: Double?, bytes: Int) {
        guard let landed else {
            stalled = true
            return
        }
        let near = wanted ?? landed
        switch prefetch {
        case .keyFrame(let keyFrame) where landed == keyFrame:
            keyFrames.keep(landed, bytes: bytes, near: near)
        case .after(let keyFrame) where landed > keyFrame:
            keyFrames.link(keyFrame, to: landed)
            keyFrames.keep(landed, bytes: bytes, near: near)
        case .before(let keyFrame) where landed < keyFrame:
            keyFrames.link(landed, to: keyFrame)
            keyFrames.keep(landed, bytes: bytes, near: near)
        case .before(let keyFrame) where landed >= keyFrame:
            keyFrames.markFirst(keyFrame)
        case .first:
            keyFrames.markFirst(landed)
            keyFrames.keep(landed, bytes: bytes, near: near)
        default:
            stalled = true
        }
    }

    /// Starts on the latest target, if it is not on screen already; else decodes ahead
    /// around it.
    private mutating func next() -> Step {
        work = nil
        guard let wanted else {
            guard walking, !stalled, !aheadHeld, keyFrames.capacity > 0, let step = keyFrames.walk() else { return .nothing }
            return decode(step)
        }
        if wanted != shown {
            guard wanted != missed else { return .nothing }
            if let keyFrame = keyFrames.picture(for: wanted) {
                shown = wanted
                return .showKept(target: wanted, keyFrame: keyFrame)
            }
            work = .seeking(.target(wanted))
            return .seek(wanted)
        }
        guard !stalled, !aheadHeld, let prefetch = keyFrames.prefetch(around: wanted) else { return .nothing }
        return decode(prefetch)
    }

    /// The step that decodes `prefetch`.
    private mutating func decode(_ prefetch: KeyFrameMap.Prefetch) -> Step {
        switch prefetch {
        case .first:
            work = .seeking(.prefetch(prefetch))
            return .seek(0)
        case .keyFrame(let keyFrame):
            work = .seeking(.prefetch(prefetch))
            return .seek(keyFrame)
        case .before(let keyFrame):
            work = .seeking(.prefetch(prefetch))
            return .seek(keyFrame - KeyFrameMap.epsilon)
        case .after(let keyFrame):
            guard let position, position <= keyFrame else {
                // A forward search starts where the core stands: first stand on the key frame.
                work = .seeking(.prefetch(.keyFrame(keyFrame)))
                return .seek(keyFrame)
            }
            work = .seeking(.prefetch(prefetch))
            return .seekForward(keyFrame + KeyFrameMap.epsilon - position)
        }
    }
}
