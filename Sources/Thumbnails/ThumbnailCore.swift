import ConfigurationFiles
import MPVPlayer
import SystemCalls

/// The second libmpv core that decodes the pictures of seek previews: the same file as
/// the playing core, no window (`vo=null`), no sound, paused, its video scaled down to the
/// thumbnail's width by its own filter chain (`vf=scale`), so that mpv's threads decode
/// and scale and touchmpv only copies a small picture (`screenshot-raw`). Every command
/// is asynchronous and every answer an event on its wakeup descriptor, so the run loop
/// never waits for it; `ThumbnailRequests` decides what it works on, and which of the
/// pictures it took it keeps to answer from memory.
public final class ThumbnailCore {
    /// The file it decodes, as the playing core named it.
    public let path: String
    private let client: MPVClient
    private let exact: Bool
    private var requests: ThumbnailRequests
    /// The pictures kept, by the key frame they show (`requests.keyFrames.kept`).
    private var pictures: [Double: MPVRawFrame] = [:]
    /// Why it gives no pictures, once it cannot (it then gives none for this file).
    public private(set) var failure: String?
    /// The latest values of the properties that rule thumbnails out.
    private var seekable: MPVValue = .none
    private var coverArt: MPVValue = .none
    /// Whether the seek under way ended at the end of the stream rather than on a frame.
    private var landedAtEnd = false
    /// Where the seek under way landed (`time-pos`), once mpv said.
    private var landed: Double?
    /// Targets whose seek found no frame, not yet taken by `takeUndecodableTargets`.
    private var undecodable: [Double] = []
    /// Where the pictures go and come back from at the next start; nil without one, or
    /// once it could not be written.
    private var storyboard: StoryboardStore?
    /// The storyboard it reads and writes, while it can write it.
    public var storyboardStore: StoryboardStore? { storyboard }
    /// Lines for the user not yet taken by `takeNotes`.
    private var notes: [String] = []
    /// Where the seek sent last stands: mpv answered it (its command executed), and then
    /// began it (`MPV_EVENT_SEEK`); nil when none is under way. A seek that ends at the
    /// end of the stream is followed by mpv's own seek back to the last frame
    /// (`keep-open`), whose restart may come after the next seek was sent: only a restart
    /// after our seek began is its landing, else the picture would be the stale one under
    /// the new seek's time.
    private var seekUnderWay: (answered: Bool, began: Bool)?

    private static let seekID: UInt64 = 1
    private static let captureID: UInt64 = 2
    private static let endID: UInt64 = 3
    private static let positionID: UInt64 = 4
    /// Starts the core's player, for pictures `width` pixels wide (the height from the
    /// video's aspect), and of at most a quarter of `memory` bytes (`maximumPixels`), on a
    /// thread of its own at nice `nice`, which every thread of the player inherits.
    public static func start(width: Int, memory: Int) throws(MPVError) -> MPVClientStart {
        try MPVClientStart(options: options(width: width, maximumPixels: maximumPixels(memory: memory)), nice: nice)
    }

    /// The nice value of the core's threads. At nice 19 a core beside a build on both
    /// processors got about 1.5 % of one, and the previews' end-to-end tests failed on a
    /// busy machine; nice 10 has seven times nice 19's weight in the kernel's scheduler
    /// (about a tenth of a processor beside one busy thread at nice 0), and the run loop
    /// and the playing core (nice 0) nine times its own. It is set once, at the start: an
    /// unprivileged process cannot lower a nice value again (`RLIMIT_NICE` is 0 by
    /// default), so the core cannot be raised for the target a finger rests on and lowered
    /// for its decoding ahead.
    public static let nice: Int32 = 10

    /// The most pixels a picture has: a quarter of `memory` at 4 bytes a pixel, whatever
    /// width is asked, so that the picture on screen, one kept beside it and the one being
    /// handed over fit, rows' padding included.
    static func maximumPixels(memory: Int) -> Int { memory / 4 / 4 }

    /// Opens `path` in `client`, a player `start` gave; `exact` decodes the frame at the
    /// target rather than the key frame before it, and otherwise `keptPictures` key
    /// frames' pictures are kept and decoded ahead (0: every target decodes its own,
    /// nothing ahead), as many as fit in `memory` bytes beside the one on screen.
    /// `storyboard` holds the pictures of the file's key frames decoded before, and takes
    /// those decoded now (none with `exact`, which keeps nothing).
    public init(
        path: String, client: MPVClient, exact: Bool, keptPictures: Int, memory: Int, storyboard: StoryboardStore? = nil
    ) throws(MPVError) {
        self.path = path
        self.exact = exact
        self.client = client
        requests = ThumbnailRequests(keptPictures: exact ? 0 : keptPictures, memory: memory)
        if let storyboard, !exact, keptPictures > 0 {
            self.storyboard = storyboard
            var ignored: [String] = []
            for picture in storyboard.pictures(ignored: { ignored.append($0) }) {
                requests.restore(picture.keyFrame, next: picture.next, first: picture.first)
            }
            notes = ignored
        }
        try client.observe("seekable", format: .flag)
        try client.observe("current-tracks/video/albumart", format: .flag)
        try client.commandAsync(["loadfile", path], requestID: 0)
    }

    deinit { client.terminate() }

    /// Shuts the core down on a thread of its own (`MPVClient.terminateInBackground`).
    public func terminateInBackground() -> BackgroundThread? {
        client.terminateInBackground()
    }

    /// What the core is set up with: nothing of the user's mpv configuration, nothing but
    /// the video decoded, little read ahead (it only ever needs one frame), and the
    /// decoder's and scaler's shortcuts, whose loss of quality a picture a fifth of the
    /// screen wide does not show: no deblocking (`skiploopfilter`), libavcodec's `fast`
    /// flag, a bilinear scaler. `untimed` ends a seek at its first frame rather than after
    /// decoding the next one to time it, which a paused core never needs (it still waits
    /// until the frame is the one `screenshot-raw` takes, which `video-latency-hacks`,
    /// as fast otherwise, does not).
    /// One decoding thread: with frame threads libavcodec gives a seek's first frame out
    /// only once the next packets are in, and on a small machine the other core stays
    /// free for the run loop and the playing core. The width is cut down, the aspect kept,
    /// where the picture would have more than `maximumPixels` (lavfi's expression, quoted
    /// with mpv's `[…]` for its commas): the height's `-2` then follows it.
    static func options(width: Int, maximumPixels: Int) -> [(String, String)] {
        [
            ("config", "no"), ("load-scripts", "no"), ("osc", "no"), ("input-default-bindings", "no"), ("terminal", "no"),
            ("vo", "null"), ("ao", "null"), ("audio", "no"), ("sub", "no"), ("pause", "yes"), ("keep-open", "always"),
            ("idle", "yes"), ("hwdec", "no"), ("cache", "no"), ("demuxer-readahead-secs", "0"),
            ("demuxer-max-bytes", "4MiB"), ("vd-lavc-threads", "1"), ("vd-lavc-skiploopfilter", "all"), ("vd-lavc-fast", "yes"),
            ("sws-scaler", "fast-bilinear"),
            (
                "vf",
                "scale=w=[min(\(width),2*trunc(sqrt(\(maximumPixels)*iw/ih)/2))]:h=-2:flags=fast_bilinear"
            ), ("untimed", "yes"),
        ]
    }

    /// Polled by the run loop beside the playing core's.
    public var wakeupDescriptor: FileDescriptor { client.wakeupDescriptor }

    /// A preview rests on `target` seconds; its picture, when one kept in memory is it.
    public func request(_ target: Double) -> (target: Double, frame: MPVRawFrame)? {
        guard failure == nil else { return nil }
        let kept = perform(requests.request(target))
        _ = perform(requests.resume())
        return kept
    }

    /// The preview ended: nothing under way is shown.
    public func cancel() {
        requests.cancel()
    }

    /// Another gesture is driven while a preview rests: nothing more is decoded ahead
    /// until `releaseAhead` (`ThumbnailRequests.holdAhead`).
    public func holdAhead() {
        requests.holdAhead()
    }

    /// The other gesture ended: decoding ahead goes on.
    public func releaseAhead() {
        guard failure == nil else { return }
        _ = perform(requests.releaseAhead())
    }

    /// Whether nothing asked of the core is under way (its file opened, no seek or picture
    /// pending).
    public var idle: Bool { requests.idle }

    /// Walks the storyboard while no preview is on, when `on` (no finger is down) and it
    /// has a storyboard to fill.
    public func walk(_ on: Bool) {
        guard failure == nil, on != requests.walking else { return }
        _ = perform(requests.walk(on && storyboard != nil))
    }

    /// Whether there is nothing to walk: every key frame's picture is in the storyboard, or
    /// there is no storyboard.
    public var storyboardCovered: Bool { storyboard == nil || failure != nil || requests.keyFrames.walk() == nil }

    /// The lines for the user since the last call: storyboard pictures that did not read
    /// back, a storyboard that could not be written or is full.
    public func takeNotes() -> [String] {
        defer { notes.removeAll() }
        return notes
    }

    /// Takes in the core's events; the picture to show, when one for the target the
    /// finger still rests on is ready.
    public func handleEvents() -> (target: Double, frame: MPVRawFrame)? {
        var ready: (target: Double, frame: MPVRawFrame)?
        for event in client.drainEvents() {
            switch event {
            case .propertyChanged("seekable", let value, _): seekable = value
            case .propertyChanged("current-tracks/video/albumart", let value, _): coverArt = value
            case .seekStarted:
                if seekUnderWay?.answered == true { seekUnderWay?.began = true }
            case .playbackRestarted:
                if let seek = seekUnderWay, !seek.began { continue }
                seekUnderWay = nil
                if let reason = unusable { fail(reason) } else { ready = perform(requests.restarted()) ?? ready }
            case .commandReply(Self.seekID, let code, _) where code < 0:
                seekUnderWay = nil
                requests.failed()
            case .commandReply(Self.seekID, _, _):
                seekUnderWay?.answered = true
            case .propertyReply("eof-reached", let value, Self.endID):
                landedAtEnd = value == .flag(true)
            case .propertyReply("time-pos", let value, Self.positionID):
                landed = Double(mpvValue: value)
            case .commandReply(Self.captureID, let code, let frame):
                guard code >= 0, let frame else {
                    requests.failed()
                    continue
                }
                if landedAtEnd {
                    // mpv answers with the last frame it decoded, from before the seek.
                    let (target, next) = requests.landedAtEnd()
                    undecodable += target.map { [$0] } ?? []
                    // The last key frame is known: its picture goes into the storyboard.
                    store()
                    ready = perform(next) ?? ready
                    continue
                }
                let step = requests.captured(landed: landed, bytes: frame.bytes.count)
                let kept = requests.keyFrames.kept
                if let landed, kept.contains(landed) { pictures[landed] = frame }
                pictures = pictures.filter { kept.contains($0.key) }
                store()
                if case .show(let target) = step { ready = (target, frame) } else { ready = perform(step) ?? ready }
            case .endFile(let end) where end.reason == .error:
                // With its audio off, the core has nothing to play in audio-only media.
                fail(end.foundNothingToPlay ? "no video" : "cannot open: \(end.error.map(\.reason) ?? "an error")")
            case .shutdown:
                fail("its core stopped")
            default: continue
            }
        }
        guard failure == nil else { return nil }
        return perform(requests.resume()) ?? ready
    }

    /// What it knows of the file's key frames, and whose pictures it keeps.
    public var keyFrames: KeyFrameMap { requests.keyFrames }

    /// The targets whose seek found no frame to decode since the last call (the video
    /// stream is corrupt or cut short there): no picture is shown for them.
    public func takeUndecodableTargets() -> [Double] {
        defer { undecodable.removeAll() }
        return undecodable
    }

    /// Why the open file gives no thumbnails, if it gives none. mpv delivers observed
    /// values after its queued events, so at a restart they may still be those from
    /// before the file opened (`.none`): only what is known rules the file out, at this
    /// restart or a later one. Media without video never gets here: with its audio off
    /// the core has nothing to play (`endFile`).
    private var unusable: String? {
        switch (coverArt, seekable) {
        case (.flag(true), _): "audio with cover art only"
        case (_, .flag(false)): "not seekable"
        default: nil
        }
    }

    private func fail(_ reason: String) {
        guard failure == nil else { return }
        failure = reason
        requests.cancel()
    }

    /// Puts into the storyboard the kept pictures not yet in it whose next key frame is
    /// known (which the file records); once it cannot take more, it takes none.
    private func store() {
        guard let board = storyboard else { return }
        let map = requests.keyFrames
        for keyFrame in map.kept.sorted() where !map.stored.contains(keyFrame) {
            guard let next = map.next(after: keyFrame), let frame = pictures[keyFrame] else { continue }
            do throws(Errno) {
                guard try board.store(StoryboardPicture(keyFrame: keyFrame, next: next, first: map.isFirst(keyFrame), frame: frame))
                else {
                    stopStoring("no more storyboard pictures for \(path): thumbnail-storage is full")
                    return
                }
                requests.stored(keyFrame)
            } catch {
                stopStoring("no more storyboard pictures for \(path): cannot write in \(board.folder): \(error)")
                return
            }
        }
    }

    private func stopStoring(_ reason: String) {
        notes.append(reason)
        storyboard = nil
        requests.stopWalking()
    }

    /// Sends what `step` asks of the core; the picture to show, when it is one kept.
    private func perform(_ step: ThumbnailRequests.Step) -> (target: Double, frame: MPVRawFrame)? {
        do throws(MPVError) {
            switch step {
            case .seek(let target):
                seekUnderWay = (false, false)
                try client.commandAsync(
                    ["seek", String(target), exact ? "absolute+exact" : "absolute+keyframes"], requestID: Self.seekID)
            case .seekForward(let seconds):
                // A forward relative key-frame seek lands on the first key frame after its
                // time; an absolute one lands on the last before.
                seekUnderWay = (false, false)
                try client.commandAsync(["seek", String(seconds), "relative+keyframes"], requestID: Self.seekID)
            case .capture:
                // mpv answers in the order asked: where the seek landed comes first.
                landedAtEnd = false
                landed = nil
                try client.requestProperty("eof-reached", format: .flag, id: Self.endID)
                try client.requestProperty("time-pos", format: .double, id: Self.positionID)
                try client.commandAsync(["screenshot-raw", "video"], requestID: Self.captureID)
            case .showKept(let target, let keyFrame):
                if let frame = pictures[keyFrame] { return (target, frame) }
                if let frame = storyboard?.picture(of: keyFrame, ignored: { notes.append($0) }) { return (target, frame) }
                return perform(requests.lost(keyFrame))
            case .show, .nothing:
                return nil
            }
        } catch {
            fail("\(error)")
        }
        return nil
    }
}
