import ConfigurationFiles
import Gestures
import MPVPlayer
import PlayerGestures
import PlayerUI
import SystemCalls

/// The kiosk on mpv (`play`): the loop loaded looped and gapless, a chosen title loaded
/// in its place, the loop loaded again when the keeper goes back, and a title's end heard
/// from mpv (`eof-reached`: `keep-open` holds a title at its last frame instead of
/// ending the run).
public final class KioskPlayback {
    public private(set) var keeper: KioskKeeper!
    private let client: MPVClient
    /// What the loop plays: an attract folder's files as they were when it last came back.
    private var loop: KioskContent.Loop
    /// The library's titles now, in the chooser's order.
    public private(set) var titles: [KioskTitle]
    private var loopVolume: Double
    /// The settings read at the start: what a reload cannot change is said to wait for
    /// the next start.
    private let started: KioskSettings
    /// The screen's size, for the blank loop's picture.
    private let screen: Size
    /// The chosen title's path, while it plays.
    private var playing: String?
    /// Whether mpv said the chosen title reached its end since the last turn.
    private var titleEnded = false
    private let note: (String) -> Void
    /// The library's folder, watched; nil for a playlist, or a folder that cannot be.
    private let watch: LibraryWatch?
    /// The loop's folder, watched likewise; its changes play from the loop's next return,
    /// so the loop playing is never cut.
    private let attractWatch: LibraryWatch?

    /// The kiosk of `content` on `client`, above `layer` and its `controls`, the chosen
    /// title's pause read from `status`; the loop plays at `loopVolume`. `note` takes the
    /// lines for the user (a command mpv refused).
    public init(
        client: MPVClient, content: KioskContent, settings: KioskSettings, loopVolume: Double, layer: PlayerGestureLayer,
        controls: TouchControls?, status: MPVPlaybackStatus, note: @escaping (String) -> Void
    ) {
        self.client = client
        loop = content.loop
        titles = content.library
        self.loopVolume = loopVolume
        started = settings
        self.note = note
        watch = content.libraryFolder.flatMap { LibraryWatch(folder: $0, alreadySaid: content.refused, note: note) }
        attractWatch = content.attractFolder.flatMap { LibraryWatch(folder: $0, alreadySaid: content.refused, note: note) }
        screen = layer.window.bounds.size
        let host = KioskKeeper.Host(
            playLoop: { [unowned self] _ in playLoop() }, playTitle: { [unowned self] index, _ in play(titles[index]) },
            isPaused: { _ in status.status.paused })
        keeper = KioskKeeper(
            layer: layer, controls: controls, hasLoop: settings.attract != nil, idleReturn: settings.idleReturn,
            columns: settings.chooserColumns,
            titleCount: { [unowned self] in titles.count }, host: host, at: layer.clock.now)
    }

    /// A reload's settings: `idle-return` and the loop's volume (`attract-volume`, else
    /// `startVolume`) from now on, the volume at the loop's next return; the paths and
    /// the columns wait for the next start, which is said.
    public func apply(_ settings: KioskSettings, startVolume: Double) {
        keeper.idleReturn = settings.idleReturn
        loopVolume = settings.attractVolume ?? startVolume
        if settings.attract != started.attract || settings.library != started.library
            || settings.chooserColumns != started.chooserColumns
        {
            note("kiosk: attract, library and chooser-columns change at the next start")
        }
    }

    /// Starts the loop (or the blank picture under the chooser) and listens for a title's
    /// end.
    public func start() throws(MPVError) {
        try client.observe("eof-reached", format: .flag, id: MPVObservation.kioskTitleEnd.rawValue)
        playLoop()
    }

    /// The titles that cannot be played, left out of the chooser.
    private var broken: Set<String> = []

    /// Leaves the title at `path` out of the chooser, saying why once.
    public func leaveOut(_ path: String, reason: String) {
        guard broken.insert(path).inserted else { return }
        note("kiosk: left out \(path): \(reason)")
        titles.removeAll { $0.path == path }
    }

    /// What the loop waits on: the library's folder and the loop's.
    public var descriptors: [FileDescriptor] { [watch, attractWatch].compactMap { $0?.descriptor } }

    /// Takes in what changed in the library's folder (the chooser shows the titles there
    /// now) and the loop's (played from the loop's next return); what plays plays on.
    public func serve(ready: Set<FileDescriptor>, now: Instant?) {
        if let watch, ready.contains(watch.descriptor), let newTitles = watch.titlesIfChanged() {
            titles = newTitles.filter { !broken.contains($0.path) }
        }
        // An emptied folder keeps the loop it had: a kiosk never shows nothing.
        if let attractWatch, ready.contains(attractWatch.descriptor), let files = attractWatch.titlesIfChanged(), !files.isEmpty {
            loop = .titles(files)
        }
    }

    /// The titles' metadata titles, by path, as the chooser's pictures found them.
    private var metadataTitles: [String: String] = [:]

    /// The title `path`'s metadata gives: the chooser shows it instead of the file's name.
    public func setTitle(_ title: String, of path: String) {
        metadataTitles[path] = title
    }

    /// Whether a title's picture shows (the chooser's pictures say, once there are any).
    public var hasPicture: (String) -> Bool = { _ in false }

    /// The chooser as the overlay draws it now; nil while it does not show.
    public func chooserModel() -> OverlayModel.Chooser? {
        guard keeper.mode == .chooser, let chooser = keeper.chooser else { return nil }
        let offset = chooser.offset.rounded()
        let shown = chooser.layout.visibleTiles(of: titles.count, offset: offset)
        return OverlayModel.Chooser(
            count: titles.count, titles: shown.map { metadataTitles[titles[$0].path] ?? titles[$0].name },
            pictured: shown.map { hasPicture(titles[$0].path) },
            firstTile: shown.lowerBound, offset: offset,
            columns: chooser.layout.columns)
    }

    /// mpv's events: a chosen title's end, or its failure to play (the title then leaves
    /// the chooser).
    public func handle(_ events: [MPVEvent]) {
        for event in events where keeper.mode == .playing {
            switch event {
            case .propertyChanged("eof-reached", .flag(true), MPVObservation.kioskTitleEnd.rawValue):
                titleEnded = true
            case .endFile(let end) where end.reason == .error:
                titleEnded = true
                if let playing { leaveOut(playing, reason: "cannot play: \(end.error.map(\.reason) ?? "an error")") }
            default:
                continue
            }
        }
    }

    /// Moves the keeper to `time`, the title's end heard first.
    public func advance(to time: Instant) {
        if titleEnded {
            titleEnded = false
            keeper.titleEnded(at: time)
        }
        keeper.advance(to: time)
    }

    private func playLoop() {
        playing = nil
        let single: Bool
        switch loop {
        case .titles(let list): single = list.count == 1
        case .playlist: single = false
        case .blank: single = true
        }
        run([
            ["set", "loop-file", single ? "inf" : "no"], ["set", "loop-playlist", single ? "no" : "inf"],
            ["set", "volume", String(loopVolume)], ["set", "speed", "1"], ["set", "video-zoom", "0"], ["set", "pause", "no"],
        ])
        switch loop {
        case .titles(let list):
            run(list.enumerated().map { ["loadfile", $1.path, $0 == 0 ? "replace" : "append"] })
        case .playlist(let path):
            run([["loadlist", path, "replace"]])
        case .blank:
            let size = "\(Int(screen.width.rounded()))x\(Int(screen.height.rounded()))"
            run([["loadfile", "av://lavfi:color=c=black:s=\(size):r=1", "replace"]])
        }
    }

    private func play(_ title: KioskTitle) {
        playing = title.path
        run([["set", "loop-file", "no"], ["set", "loop-playlist", "no"], ["set", "pause", "no"], ["loadfile", title.path, "replace"]])
    }

    private func run(_ commands: [[String]]) {
        for command in commands {
            do throws(MPVError) {
                try client.command(command)
            } catch {
                note("kiosk: mpv refused \(command.joined(separator: " ")): \(error.reason)")
            }
        }
    }
}
