import Gestures
import MPVPlayer
import PlayerUI
import SystemCalls

/// The kiosk chooser's pictures (docs/behaviour.md, "The kiosk"): made one title at a time
/// by a libmpv core of its own (as seek previews' `ThumbnailCore`: no window, no sound,
/// paused, its filter scaling to the tile's picture), from the title's sidecar image
/// (`NAME.jpg` or `NAME.png` beside it) when there is one, else from the title itself a
/// tenth into it (`start=10%`), which for audio is its cover art; loading the title also
/// gives its metadata's title, which the chooser shows instead of the file's name. Every command is
/// asynchronous and every answer an event on the core's descriptor, so the loop, the
/// chooser and its scroll never wait for a picture: a tile shows its place until its
/// picture comes.
///
/// The tiles that show come first, then the others by their distance from them, as many
/// as `memory` holds beside the composed picture; pictures farthest from the tiles shown
/// go first. The tiles' pictures are composed into one picture of the grid, shown with one
/// `overlay-add` (mpv has 64 slots), over the chooser's places and under nothing else; on a
/// panel turned by `display-rotation` the grid is laid out on the viewer's screen and its
/// picture turned onto the panel, as the overlay's events are.
public final class ChooserPictures {
    /// What the chooser shows now: every title's path in its order, the tiles that show
    /// (nil: the chooser is closed), how far the grid is scrolled, and its layout.
    public struct View {
        public var paths: [String]
        public var shown: Range<Int>?
        public var offset: Double
        public var layout: ChooserLayout

        public init(paths: [String], shown: Range<Int>?, offset: Double, layout: ChooserLayout) {
            self.paths = paths
            self.shown = shown
            self.offset = offset
            self.layout = layout
        }
    }

    /// The playing core, which shows the composed picture.
    private let client: MPVClient
    private let view: () -> View
    private let memory: Int
    /// How the viewer's screen is turned onto the panel.
    private let panelTurn: QuarterTurn
    private var starting: MPVClientStart?
    private var core: MPVClient?
    /// The title the core is making a picture of.
    private var working: String?
    private var pictures: [String: MPVRawFrame] = [:]
    /// The titles the core could not open, with why.
    private var failures: [String: String] = [:]
    /// What the composed picture on screen was made of; nil when none shows.
    private var composedKey: [Int]?
    private var composed: UnsafeMutableRawBufferPointer?
    private var shutdown: BackgroundThread?
    /// The titles and the first tile shown when nothing was left to make; the wanted
    /// pictures are not looked for again until either changes.
    private var settled: [Int]?
    /// Called once for each title the core cannot open, with why.
    public var failed: (String, String) -> Void = { _, _ in }
    /// Called with a title's path and the title its metadata gives, when it gives one.
    public var titled: (String, String) -> Void = { _, _ in }

    /// `overlay-add`'s id for the composed picture (seek previews' is 0).
    static let overlayID = "1"
    private static let captureID: UInt64 = 2
    private static let titleID: UInt64 = 3

    /// Pictures for the chooser `view` describes, shown on `client` turned by `panelTurn`,
    /// in at most `memory` bytes.
    public init(client: MPVClient, memory: Int, panelTurn: QuarterTurn = .none, view: @escaping () -> View) {
        self.client = client
        self.memory = memory
        self.panelTurn = panelTurn
        self.view = view
    }

    deinit {
        composed?.deallocate()
        shutdown?.join()
    }

    /// What the loop waits on: the core's start, then its events.
    public var descriptors: [FileDescriptor] {
        if let starting { return [starting.descriptor] }
        return core.map { [$0.wakeupDescriptor] } ?? []
    }

    /// The picture of a tile, in pixels: its picture's place in points at mpv's scale.
    private func pixelSize(_ layout: ChooserLayout) -> (width: Int, height: Int) {
        let scale = pixelsPerPoint(layout)
        let width = Int((layout.tileWidth * scale / 2).rounded(.down)) * 2
        let height = Int(((layout.tileHeight - layout.titleHeight) * scale / 2).rounded(.down)) * 2
        return (max(2, width), max(2, height))
    }

    /// mpv's pixels per point, once it has a window to say (a kiosk's does not change
    /// size): asked at every frame, it would be a round trip to mpv's core in each.
    private var knownScale: Double?

    private func pixelsPerPoint(_ layout: ChooserLayout) -> Double {
        if let knownScale { return knownScale }
        let osdWidth = (try? client.property("osd-width", as: Int64.self)) ?? 0
        guard osdWidth > 0 else { return 1 }
        knownScale = Double(osdWidth) / panelTurn.turnedScreen(of: layout.screen).width
        return knownScale ?? 1
    }

    /// Takes in the core's start and events; then starts the next picture, and shows the
    /// composed picture as the chooser is now.
    public func serve(ready: Set<FileDescriptor>, now: Instant?) {
        if let start = starting, ready.contains(start.descriptor) {
            starting = nil
            core = try? start.finish()
            if core == nil { return }
        }
        if let core, ready.contains(core.wakeupDescriptor) { handle(core.drainEvents()) }
        if working == nil { startNext() }
        compose()
    }

    /// The picture of the title at `path`, once made (`bgra`, opaque).
    public func picture(of path: String) -> MPVRawFrame? { pictures[path] }

    /// Shows the composed picture as the chooser is now (after a scroll).
    public func compose() {
        let current = view()
        guard let shown = current.shown, current.layout.screen.width > 0 else {
            hide()
            return
        }
        let key = [Int(current.offset.rounded())] + shown.map { pictures[current.paths[$0]] == nil ? -1 : $0 }
        guard key != composedKey else { return }
        composedKey = key
        show(current, shown: shown)
    }

    private func show(_ current: View, shown: Range<Int>) {
        let layout = current.layout
        let scale = pixelsPerPoint(layout)
        let grid = layout.grid
        let width = Int((grid.width * scale).rounded())
        let height = Int((grid.height * scale).rounded())
        guard width > 0, height > 0 else { return }
        let canvas = TurnedCanvas(width: width, height: height, turn: panelTurn)
        let count = width * height * 4
        if composed?.count != count {
            composed?.deallocate()
            composed = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 64)
        }
        guard let buffer = composed else { return }
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
        for index in shown {
            guard let picture = pictures[current.paths[index]] else { continue }
            let tile = layout.tile(index)
            let place = Rect(x: tile.minX, y: tile.minY - current.offset, width: tile.width, height: tile.height - layout.titleHeight)
            let left = Int((place.minX * scale).rounded()) + (Int((place.width * scale).rounded()) - picture.width) / 2
            let top = Int((place.minY * scale).rounded()) + (Int((place.height * scale).rounded()) - picture.height) / 2
            canvas.draw(picture, left: left, top: top, into: buffer)
        }
        let panel = panelTurn.panelRect(grid, onPanel: panelTurn.turnedScreen(of: layout.screen))
        let address = UInt(bitPattern: buffer.baseAddress)
        try? client.command([
            "overlay-add", Self.overlayID, String(Int((panel.minX * scale).rounded())), String(Int((panel.minY * scale).rounded())),
            "&\(address)", "0", "bgra", String(canvas.panelWidth), String(canvas.panelHeight), String(canvas.panelWidth * 4),
        ])
    }

    private func hide() {
        guard composedKey != nil else { return }
        composedKey = nil
        try? client.command(["overlay-remove", Self.overlayID])
    }

    private func handle(_ events: [MPVEvent]) {
        for event in events {

            switch event {
            case .fileLoaded:
                // The title's own metadata (a sidecar picture has none of the title's).
                if let path = working, Self.source(of: path) == path {
                    try? core?.requestProperty("metadata/by-key/title", format: .string, id: Self.titleID)
                }
            case .propertyReply("metadata/by-key/title", .string(let title), Self.titleID):
                if let path = working, !title.isEmpty { titled(path, title) }
            case .playbackRestarted where working != nil:
                try? core?.commandAsync(["screenshot-raw", "video"], requestID: Self.captureID)
            case .commandReply(Self.captureID, let code, let frame):
                if let path = working, code >= 0, let frame { pictures[path] = frame.opaqueBGRA() }
                working = nil
            case .endFile(let end) where end.reason == .error:
                if let path = working {
                    let reason = end.foundNothingToPlay ? nil : "cannot open: \(end.error.map(\.reason) ?? "an error")"
                    failures[path] = reason ?? "no picture"
                    if let reason { failed(path, reason) }
                }
                working = nil
            default: continue
            }
        }
    }

    /// The titles in the order their pictures are wanted, as many as memory holds.
    private func wanted(_ current: View) -> [String] {
        let focus = current.shown?.lowerBound ?? 0
        let ordered = current.paths.indices.sorted { abs($0 - focus) < abs($1 - focus) }
        let size = pixelSize(current.layout)
        let gridBytes = Int(current.layout.grid.width * current.layout.grid.height * 4 * 4)
        let fitting = max(1, (memory - gridBytes) / max(1, size.width * size.height * 4))
        return ordered.prefix(fitting).map { current.paths[$0] }
    }

    private func startNext() {
        let current = view()
        let key = [current.paths.count, current.shown?.lowerBound ?? 0, current.paths.first?.hashValue ?? 0]
        guard key != settled else { return }
        let wanted = wanted(current)
        let keep = Set(wanted)
        pictures = pictures.filter { keep.contains($0.key) }
        guard let next = wanted.first(where: { pictures[$0] == nil && failures[$0] == nil }) else {
            settled = key
            release()
            return
        }
        settled = nil
        guard let core else {
            if starting == nil {
                let size = pixelSize(current.layout)
                starting = try? MPVClientStart(options: Self.options(width: size.width, height: size.height), nice: ThumbnailCore.nice)
            }
            return
        }
        working = next
        do throws(MPVError) {
            try core.commandAsync(["loadfile", Self.source(of: next), "replace"], requestID: 1)
        } catch {
            failures[next] = "\(error)"
            working = nil
        }
    }

    /// The sidecar picture beside `path` (`NAME.jpg`, `NAME.png`), else `path` itself.
    static func source(of path: String) -> String {
        let base = path.lastIndex(of: ".").map { String(path[..<$0]) } ?? path
        return ["jpg", "png"].map { base + "." + $0 }.first { FileSystem.exists($0) } ?? path
    }

    /// The core's options: `ThumbnailCore`'s, but scaled to fit the tile's picture, a
    /// tenth into each file, with still images held.
    static func options(width: Int, height: Int) -> [(String, String)] {
        ThumbnailCore.options(width: width, maximumPixels: width * height).filter { $0.0 != "vf" } + [
            ("vf", "scale=w=\(width):h=\(height):force_original_aspect_ratio=decrease:flags=fast_bilinear"), ("start", "10%"),
            ("image-display-duration", "inf"),
        ]
    }

    /// Lets the core go (all pictures made), on a thread of its own.
    private func release() {
        guard let core else { return }
        shutdown?.join()
        shutdown = core.terminateInBackground()
        self.core = nil
    }
}
