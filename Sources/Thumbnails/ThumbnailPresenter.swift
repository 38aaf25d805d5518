import ConfigurationFiles
import Gestures
import MPVPlayer
import PlayerModel
import PlayerUI
import SystemCalls
import TextFormats

/// Seek previews' pictures on the playing core: a `ThumbnailCore` made for the playing
/// file at its first preview (its player started on a thread of its own, the target
/// asked for once it is up), asked for each preview's target, its pictures shown with
/// `overlay-add` where the layout puts them and removed when the preview ends; the core is
/// released `idle` after the last preview, and when another file plays. Nothing here
/// waits for the second core: the loop polls `descriptor` and calls `handleEvents`.
public final class ThumbnailPresenter {
    private let client: MPVClient
    private let settings: ThumbnailSettings
    private let layout: ControlsLayout
    private let duration: () -> Double?
    /// How many fingers are down on the panel now.
    private let fingersDown: () -> Int
    /// The storyboard of the file at a path, as the playing core names it; nil without one.
    private let storyboard: (String) -> StoryboardStore?
    /// The file whose storyboard was walked to its end by the core (its release time set once).
    private var covered: String?
    /// The playing file's storyboard as read back, or as the core released last knew it:
    /// what answers previews while there is no core.
    private var shelf: (path: String, store: StoryboardStore, map: KeyFrameMap)?
    /// Called with a line for the user when a file gives no pictures, once per file.
    private let note: (String) -> Void
    private var core: ThumbnailCore?
    /// The player of the core for `path`, while it starts.
    private var starting: (start: MPVClientStart, path: String, storyboard: StoryboardStore?)?
    /// The target a preview rests on while the core starts.
    private var waiting: Double?
    /// The failure already reported for the core's file.
    private var reported: String?
    /// Whether a preview is on, and whether it is the seek track's.
    private var previewing = false
    private var onTrack = false
    /// The fingers down when the preview began: its own.
    private var previewFingers = 0
    /// Whether another gesture's action came during the preview, and decoding ahead waits
    /// until the fingers down are back to the preview's own.
    private var holdingAhead = false
    /// When the core is released (the last preview ended `idle` before).
    public private(set) var nextDeadline: Instant?
    /// Whether the last preview ended since the last `advance`, which starts the idle time.
    private var endedUnclocked = false
    /// The target whose picture a preview's action showed from memory, not yet taken.
    private var shownFromMemory: Double?
    /// The picture on screen, in touchmpv's memory (mpv reads it at `overlay-add`); the
    /// core's cache leaves room for it in `thumbnail-memory`.
    private var pixels: UnsafeMutableRawBufferPointer?
    /// The target whose picture is on screen.
    private var onScreen: Double?
    /// The shutdown of the last core released, under way on a thread of its own so that
    /// the loop does not wait for it; joined at the next release and at the end.
    private var shutdown: BackgroundThread?

    /// Called with the target and the time of each picture shown.
    public var shown: (Double, Instant) -> Void = { _, _ in }

    /// `overlay-add`'s id for the picture (touchmpv's ASS overlay is `osd-overlay`'s, apart).
    static let overlayID = "0"

    public init(
        client: MPVClient, settings: ThumbnailSettings, layout: ControlsLayout, duration: @escaping () -> Double?,
        fingersDown: @escaping () -> Int, storyboard: @escaping (String) -> StoryboardStore? = { _ in nil },
        note: @escaping (String) -> Void
    ) {
        self.storyboard = storyboard
        self.client = client
        self.settings = settings
        self.layout = layout
        self.duration = duration
        self.fingersDown = fingersDown
        self.note = note
    }

    deinit {
        pixels?.deallocate()
        shutdown?.join()
    }

    /// The second core's wakeup while there is one, else its start's.
    public var descriptor: FileDescriptor? { core?.wakeupDescriptor ?? starting?.start.descriptor }

    /// What the player did for an action: a preview asks for its target, its end removes
    /// the picture, and another gesture's action during it holds the decoding ahead.
    public func record(_ event: PlayerGestureEvent, commands: [PlayerCommand]) {
        if previewing, !Self.previewActions.contains(event.action), !holdingAhead {
            holdingAhead = true
            core?.holdAhead()
        }
        for command in commands {
            switch command {
            case .showSeekPreview(_, let target, _):
                if !previewing { previewFingers = fingersDown() }
                previewing = true
                onTrack = event.action == .seekBarPreview
                nextDeadline = nil
                guard let core else {
                    // A storyboard's picture needs no core (nor a start's, for a target left).
                    if showFromShelf(target) {
                        waiting = nil
                        continue
                    }
                    waiting = target
                    if starting == nil, let path: String = try? client.property("path") {
                        startCore(for: path, storyboard: storyboard(for: path))
                    }
                    continue
                }
                // A core that failed stays, so that one file is not tried at every preview.
                reportFailure()
                if core.failure == nil, let kept = core.request(target) {
                    show(kept.frame, of: kept.target)
                    shownFromMemory = kept.target
                }
            case .hideSeekPreview:
                guard previewing else { continue }
                previewing = false
                holdingAhead = false
                waiting = nil
                core?.cancel()
                hide()
                endedUnclocked = true
            default: continue
            }
        }
    }

    /// The actions of a preview itself, which leave its decoding ahead going.
    static let previewActions: Set<PlayerAction> = [
        .seekPreview, .seekForward, .seekBackward, .seekCancel, .seekBarPreview, .seekBarCommit,
    ]

    /// Lets the decoding ahead go on once the fingers of the other gesture lifted.
    public func releaseAheadIfLifted() {
        guard holdingAhead, fingersDown() <= previewFingers else { return }
        holdingAhead = false
        core?.releaseAhead()
    }

    /// The playing core's events: another file releases the core made for the last, and
    /// a file loaded gets a core that walks its storyboard.
    public func handlePlayingCore(_ events: [MPVEvent]) {
        if events.contains(.startFile) {
            release()
            covered = nil
            shelf = nil
        }
        if events.contains(.fileLoaded), core == nil, starting == nil, let path: String = try? client.property("path"),
            let board = storyboard(for: path)
        {
            shelve(board, of: path)
            // A file whose storyboard is whole gets a core only for a target it lacks.
            if shelf?.map.walk() == nil { covered = path } else { startCore(for: path, storyboard: board) }
        }
    }

    /// Lets the core walk the storyboard while no finger is down and no preview is on;
    /// once it is walked to its end, the core is released `idle` later.
    public func walkIfIdle(at time: Instant) {
        guard let core, core.failure == nil else { return }
        core.walk(!previewing && fingersDown() == 0)
        for line in core.takeNotes() { note(line) }
        if core.storyboardCovered, covered != core.path, !previewing {
            covered = core.path
            if nextDeadline == nil { nextDeadline = time + settings.idle }
        }
    }

    /// Takes in the second core's events; the target whose picture now shows, if one does.
    public func handleEvents() -> Double? {
        guard let core else {
            finishStart()
            return nil
        }
        let ready = core.handleEvents()
        reportFailure()
        for target in core.takeUndecodableTargets() {
            note("no seek thumbnail for \(core.path) at \(NumberText.clock(target)): no frame decodes there")
            // The picture on screen is of another target.
            if previewing { hide() }
        }
        guard previewing, let ready else { return nil }
        show(ready.frame, of: ready.target)
        return ready.target
    }

    /// Says why the core's file gives no pictures, once, when a preview asks for one (a
    /// core made for the storyboard of an audio file says nothing).
    private func reportFailure() {
        guard previewing, let core, let failure = core.failure, failure != reported else { return }
        reported = failure
        note("no seek thumbnails for \(core.path): \(failure)")
    }

    /// The target whose picture the last actions showed from the core's memory, once.
    public func takeShownFromMemory() -> Double? {
        defer { shownFromMemory = nil }
        return shownFromMemory
    }

    /// Starts the idle time of a preview that ended, and releases the core when it is over.
    public func releaseIfIdle(at time: Instant) {
        if endedUnclocked {
            endedUnclocked = false
            nextDeadline = time + settings.idle
        }
        guard let deadline = nextDeadline, time >= deadline else { return }
        // A storyboard still walked keeps its core; the walk's end sets the time again.
        if core?.storyboardCovered == false {
            nextDeadline = nil
        } else {
            release()
        }
    }

    /// The storyboard of `path`, when there are storyboards.
    private func storyboard(for path: String) -> StoryboardStore? {
        settings.storage > 0 && !settings.exact && settings.cache > 0 ? storyboard(path) : nil
    }

    /// Starts the player of a core for `path`, the file playing now; its storyboard answers
    /// previews meanwhile.
    private func startCore(for path: String, storyboard: StoryboardStore?) {
        if let storyboard, shelf?.path != path { shelve(storyboard, of: path) }
        do throws(MPVError) {
            starting = (try ThumbnailCore.start(width: pixelWidth, memory: settings.memory), path, storyboard)
        } catch {
            note("no seek thumbnails: cannot start the second mpv core: \(error)")
        }
    }

    /// Makes the core once its player started, and asks it for the target waiting.
    private func finishStart() {
        guard let (start, path, board) = starting else { return }
        starting = nil
        do throws(MPVError) {
            let core = try ThumbnailCore(
                path: path, client: start.finish(), exact: settings.exact, keptPictures: settings.cache, memory: settings.memory,
                storyboard: board)
            self.core = core
            // A new core answers from its storyboard at once (the shelf may have shown that
            // picture already); else its picture comes as an event.
            if holdingAhead { core.holdAhead() }
            if previewing, let waiting, let kept = core.request(waiting), kept.target != onScreen {
                show(kept.frame, of: kept.target)
                shownFromMemory = kept.target
            }
        } catch {
            note("no seek thumbnails: cannot start the second mpv core: \(error)")
        }
        waiting = nil
    }

    /// Reads back the storyboard of `path`, to answer from while there is no core.
    private func shelve(_ storyboard: StoryboardStore, of path: String) {
        var map = KeyFrameMap(capacity: 0)
        for picture in storyboard.pictures(ignored: note) {
            map.restore(picture.keyFrame, next: picture.next, first: picture.first)
        }
        shelf = (path, storyboard, map)
    }

    /// Shows the storyboard's picture of `target` while there is no core, when it has one;
    /// whether it did.
    private func showFromShelf(_ target: Double) -> Bool {
        guard let shelf, shelf.path == (try? client.property("path", as: String.self)),
            let keyFrame = shelf.map.keyFrame(showing: target), shelf.map.stored.contains(keyFrame),
            let frame = shelf.store.picture(of: keyFrame, ignored: note)
        else { return false }
        show(frame, of: target)
        shownFromMemory = target
        return true
    }

    /// Points to the OSD's pixels: the window's (`osd-width`), or one per point without one.
    private var pixelsPerPoint: Double {
        let osdWidth = (try? client.property("osd-width", as: Int64.self)) ?? 0
        return osdWidth > 0 ? Double(osdWidth) / layout.panel.width : 1
    }

    /// The picture's width in pixels, even (the scale filter's `-2` height wants it).
    private var pixelWidth: Int {
        let points = settings.width ?? (0.2 * layout.screen.width).rounded()
        return max(16, Int((points * pixelsPerPoint / 2).rounded()) * 2)
    }

    /// Shows `frame`, the picture of `target`, where the layout puts it.
    private func show(_ frame: MPVRawFrame, of target: Double) {
        let scale = pixelsPerPoint
        let size = Size(width: Double(frame.width) / scale, height: Double(frame.height) / scale)
        let fraction = onTrack ? duration().flatMap { $0 > 0 ? target / $0 : nil } : nil
        // Placed on the viewer's screen, drawn turned onto the panel as the overlay is.
        let place = layout.panelTurn.panelRect(layout.thumbnail(size, trackFraction: fraction), onPanel: layout.panel)
        let picture = frame.opaqueBGRA(turnedBy: layout.panelTurn)
        let bytes = picture.bytes
        pixels?.deallocate()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 64)
        buffer.copyBytes(from: bytes)
        pixels = buffer
        onScreen = target
        let address = UInt(bitPattern: buffer.baseAddress)
        do throws(MPVError) {
            try client.command([
                "overlay-add", Self.overlayID, String(Int((place.minX * scale).rounded())), String(Int((place.minY * scale).rounded())),
                "&\(address)", "0", "bgra", String(picture.width), String(picture.height), String(picture.stride),
            ])
        } catch {
            note("cannot show the seek thumbnail: \(error)")
        }
    }

    private func hide() {
        onScreen = nil
        guard pixels != nil else { return }
        try? client.command(["overlay-remove", Self.overlayID])
        pixels?.deallocate()
        pixels = nil
    }

    private func release() {
        if let core, let store = core.storyboardStore { shelf = (core.path, store, core.keyFrames) }
        hide()
        if core != nil || starting != nil {
            // The one before ended long ago: a core lives for a preview and `idle` after it.
            shutdown?.join()
            // A start under way (released within its 10 ms) is waited for, then shut down.
            shutdown = core?.terminateInBackground() ?? (try? starting?.start.finish())?.terminateInBackground()
        }
        core = nil
        starting = nil
        waiting = nil
        reported = nil
        nextDeadline = nil
    }
}
