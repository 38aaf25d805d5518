import Gestures
import PlayerGestures
import PlayerModel

/// touchmpv's touch controls and lock (docs/behaviour.md, "The touch controls") as views
/// with recognizers in the layer's view tree, above the player's full-screen view.
/// `simulate` and `play` install the same controls, so a script sees the same actions from
/// both.
///
/// - While the layer says the controls are visible (it owns that), a touch that lands in
///   the top or bottom bar goes to them; anywhere else it goes to the player's view as
///   before, where a single tap hides them. The top bar (the title) takes touches and
///   does nothing. Hidden, they take none.
/// - Play/pause and lock act on the lift, as a `UIButton` (`ButtonGestureRecognizer`):
///   `togglePause`, `lock`.
/// - The seek track: touch-down and each move report `seekBarPreview` with the target in
///   seconds (the finger's fraction of the track × the duration), the lift
///   `seekBarCommit` with the last target, a cancelled touch `seekCancel`. With no
///   duration known (a live stream) the track does nothing.
/// - The top bar's menu buttons (tracks, chapters, playlist, speed, each shown when the
///   media has something to offer: `MenuRows.menusShown`) open their menu
///   (`MenuPanel`); with more than one playlist entry the bottom bar gains previous and
///   next, which run mpv's `playlist-prev` and `playlist-next` as bound commands of the
///   gestures `previousButton` and `nextButton` would. The buttons' places follow the
///   choices, checked at each touch-down, so a finger lands on what is drawn.
/// - Locked: a full-screen shield above everything takes every touch, so no gesture
///   reaches the player; a tap on it (the layer's tap limits) shows the unlock button in
///   the lock button's place for `unlockButtonDuration`, and a tap on that button
///   unlocks. Locking hides the controls and shows the unlock button at once, so the user
///   sees where it is; unlocking shows the controls again.
public final class TouchControls {
    /// The layout now: with the previous and next buttons while the playlist has more
    /// than one entry.
    public var layout: ControlsLayout { screenLayout.with(playlistButtons: choices().playlist.count > 1) }
    private let screenLayout: ControlsLayout
    /// How long the unlock button stays up after a tap while locked.
    public static let unlockButtonDuration: Duration = .seconds(3)

    public private(set) var isLocked = false
    /// The seek track's target (seconds) while a finger is on it.
    public private(set) var seekBarTarget: Double?
    /// Until when the unlock button shows; nil when it does not.
    private var unlockButtonUntil: Instant?

    private weak var layer: PlayerGestureLayer?
    /// The media's duration now (the player's), for the seek track.
    private let duration: () -> Double?
    /// What the media offers now (the player's), for the menus and their buttons.
    private let choices: () -> MediaChoices
    private var menu: MenuPanel?
    /// The views whose places follow the layout: each with the area it takes.
    private var placedViews: [(view: View, area: (ControlsLayout) -> Rect)] = []
    private var menuButtons: [MenuName: TouchControlView] = [:]

    /// Builds the controls for `layer`'s screen and puts them above its player's view;
    /// `duration` tells the seek track the media's length in seconds (nil: unknown), and
    /// `choices` the menus what the media offers.
    public init(layer: PlayerGestureLayer, duration: @escaping () -> Double?, choices: @escaping () -> MediaChoices) {
        self.layer = layer
        self.duration = duration
        self.choices = choices
        screenLayout = ControlsLayout(screen: layer.window.bounds.size, panelTurn: layer.panelTurn)
        buildBars(in: layer)
        menu = MenuPanel(layer: layer, layout: screenLayout, choices: choices)
        buildLock(in: layer)
        layer.controlsCommandHandler = { [weak self] command in
            switch command {
            case .lock: self?.lock()
            case .openMenu(let name): self?.menu?.open(name)
            }
        }
    }

    /// The menu open now, if any.
    public var openMenu: MenuName? { menu?.openMenu }

    /// The open menu's rows that show through its list scrolled `offset` points, with
    /// the position of the first; the list's views are brought up to date with them.
    public func visibleMenuRows(offset: Double) -> (first: Int, rows: [MenuRow]) {
        guard let menu, let rows = menu.rows else { return (0, []) }
        menu.refresh()
        let shown = menu.visiblePositions(of: rows, offset: offset)
        return (shown.lowerBound, shown.map { rows[$0] })
    }

    /// How far the open menu's list is scrolled, in points from its top.
    public var menuOffset: Double { menu?.list.contentOffset.y ?? 0 }

    /// The menus whose buttons show now.
    public var menusShown: [MenuName] { MenuRows.menusShown(for: choices()) }

    /// Puts the bottom bar's buttons where the layout has them now.
    private func placeBottomViews() {
        let layout = self.layout
        for (view, area) in placedViews {
            guard let parent = view.superview else { continue }
            let area = area(layout)
            let origin = parent.convert(Point(x: area.minX, y: area.minY), from: nil)
            view.frame = Rect(x: origin.x, y: origin.y, width: area.width, height: area.height)
        }
    }

    /// Puts the top bar's menu buttons where the layout has those that show now (the top
    /// bar's coordinates are the screen's).
    private func placeMenuButtons() {
        let buttons = Dictionary(uniqueKeysWithValues: screenLayout.menuButtons(menusShown).map { ($0.menu, $0.area) })
        for (name, view) in menuButtons {
            view.frame = buttons[name] ?? Rect.zero
        }
    }

    /// Whether the unlock button is up at `time`.
    public func unlockButtonShown(at time: Instant) -> Bool {
        guard isLocked, let until = unlockButtonUntil else { return false }
        return time < until
    }

    /// When the unlock button goes away, if it is up and that is after `time`.
    public func unlockButtonDeadline(after time: Instant) -> Instant? {
        unlockButtonShown(at: time) ? unlockButtonUntil : nil
    }

    /// Whether the bars show: the layer's visibility, never while locked.
    private var barsShown: Bool {
        !isLocked && (layer?.controlsVisible ?? false)
    }

    private var now: Instant { layer?.clock.now ?? .zero }

    // MARK: Views

    private func buildBars(in layer: PlayerGestureLayer) {
        let layout = screenLayout
        let screen = layout.screen
        /// Whether the bars take a touch now; if so, `place` first puts their buttons where
        /// they are drawn.
        func isShown(placing place: @escaping (TouchControls) -> Void) -> () -> Bool {
            { [weak self] in
                guard let self, barsShown else { return false }
                place(self)
                return true
            }
        }
        let top = TouchControlView(
            frame: layout.topBar, onScreenAt: layout.topBar.origin, screen: screen, isShown: isShown { $0.placeMenuButtons() })
        for name in MenuName.allCases {
            // Placed at each touch-down (`placeMenuButtons`); one that does not show has no area.
            let view = TouchControlView(frame: Rect.zero, onScreenAt: Point(x: 0, y: 0), screen: screen) { true }
            view.addGestureRecognizer(buttonRecognizer("\(name.rawValue)Button") { $0.menu?.open(name) })
            top.addSubview(view)
            menuButtons[name] = view
        }
        let bottomFrame = layout.bottomBar
        let bottom = TouchControlView(
            frame: bottomFrame, onScreenAt: bottomFrame.origin, screen: screen, isShown: isShown { $0.placeBottomViews() })
        /// A subview of the bottom bar at `area` of the layout (screen coordinates; an empty
        /// one where the layout has none).
        func button(_ area: @escaping (ControlsLayout) -> Rect) -> TouchControlView {
            let place = area(layout.with(playlistButtons: true))
            let view = TouchControlView(frame: place, onScreenAt: place.origin, screen: screen) { true }
            bottom.addSubview(view)
            placedViews.append((view, area))
            return view
        }
        let play = button(\.playButton)
        play.addGestureRecognizer(buttonRecognizer("playButton") { $0.layer?.report(.togglePause, payload: .none) })
        let previous = button { $0.playlistButtons ? $0.previousButton : Rect.zero }
        previous.addGestureRecognizer(
            buttonRecognizer("previousButton") { $0.runPlaylistCommand("playlist-prev", gesture: "previousButton") })
        let next = button { $0.playlistButtons ? $0.nextButton : Rect.zero }
        next.addGestureRecognizer(buttonRecognizer("nextButton") { $0.runPlaylistCommand("playlist-next", gesture: "nextButton") })
        let track = button(\.track)
        let seekBar = SeekBarGestureRecognizer()
        seekBar.name = "seekBar"
        seekBar.addTarget { [weak self] recognizer in self?.seekBarChanged(recognizer) }
        track.addGestureRecognizer(seekBar)
        let lock = button(\.lockButton)
        lock.addGestureRecognizer(buttonRecognizer("lockButton") { $0.lock() })
        placeBottomViews()
        placeMenuButtons()
        layer.addControlsView(top)
        layer.addControlsView(bottom)
    }

    private func buildLock(in layer: PlayerGestureLayer) {
        let layout = screenLayout
        let screen = layout.screen
        let whole = Rect(origin: .zero, size: screen)
        let shield = TouchControlView(frame: whole, onScreenAt: .zero, screen: screen) { [weak self] in self?.isLocked ?? false }
        let tap = TapGestureRecognizer()
        tap.name = "lockedTap"
        tap.allowableMovement = layer.settings.tapAllowableMovement
        tap.maximumPressDuration = layer.settings.tapMaximumDuration
        tap.addTarget { [weak self] recognizer in
            guard recognizer.state == .ended, let self else { return }
            unlockButtonUntil = now + Self.unlockButtonDuration
        }
        shield.addGestureRecognizer(tap)
        let unlock = TouchControlView(frame: layout.lockButton, onScreenAt: layout.lockButton.origin, screen: screen) { [weak self] in
            guard let self else { return false }
            return unlockButtonShown(at: now)
        }
        unlock.addGestureRecognizer(buttonRecognizer("unlockButton") { $0.unlock() })
        shield.addSubview(unlock)
        layer.addControlsView(shield)
    }

    /// A button recognizer named `name` that calls `action` when it recognizes.
    private func buttonRecognizer(_ name: String, _ action: @escaping (TouchControls) -> Void) -> ButtonGestureRecognizer {
        let recognizer = ButtonGestureRecognizer()
        recognizer.name = name
        recognizer.addTarget { [weak self] recognizer in
            if recognizer.state == .ended, let self { action(self) }
        }
        return recognizer
    }

    // MARK: Actions

    /// The seek track's finger: preview on touch-down and moves, commit on the lift.
    private func seekBarChanged(_ recognizer: GestureRecognizer) {
        guard let layer, let duration = duration(), duration > 0, duration.isFinite else { return }
        let target = layout.trackFraction(atX: recognizer.location(in: nil).x) * duration
        switch recognizer.state {
        case .began, .changed:
            guard target != seekBarTarget else { return }
            seekBarTarget = target
            layer.report(.seekBarPreview, payload: .seconds(target))
        case .ended:
            seekBarTarget = nil
            layer.report(.seekBarCommit, payload: .seconds(target))
        case .cancelled:
            seekBarTarget = nil
            layer.report(.seekCancel, payload: .seconds(target))
        case .possible, .failed:
            break
        }
    }

    /// Runs a playlist button's mpv command, reported as a bound command of the button.
    private func runPlaylistCommand(_ text: String, gesture: String) {
        layer?.report(GestureCommand(gesture: gesture, text: text))
    }

    /// Locks: an open menu closes, the controls hide, the unlock button shows for a while.
    private func lock() {
        guard let layer else { return }
        menu?.close()
        isLocked = true
        unlockButtonUntil = now + Self.unlockButtonDuration
        layer.setControlsVisible(false)
        layer.report(.lock, payload: .none)
    }

    /// Leaves nothing of one visitor for the next (the kiosk going back to its loop): no
    /// menu, no lock, the controls hidden; nothing is reported, the HUD shows nothing.
    public func clearForNextVisitor() {
        menu?.dismiss()
        isLocked = false
        unlockButtonUntil = nil
        layer?.setControlsVisible(false)
    }

    /// Unlocks: the controls show again.
    private func unlock() {
        guard let layer else { return }
        isLocked = false
        unlockButtonUntil = nil
        layer.setControlsVisible(true)
        layer.report(.unlock, payload: .none)
    }
}
