import Gestures
import PlayerGestures
import PlayerModel

/// The open menu (docs/behaviour.md, "Menus") as views above the bars: a shield over the
/// whole screen, whose tap closes the menu and does nothing else, and on it the panel —
/// the header with the close button, and the rows in a `ScrollView` that the finger drags
/// and flings. A row's tap (`ButtonGestureRecognizer`) chooses it; a drag of the list
/// past the 10-point slop, or a touch that catches it moving, makes the list's pan begin
/// and the row's tap fail, so a scroll never chooses.
///
/// The rows follow the media's choices: they are rebuilt whenever the choices give other
/// rows (a track added, the current chapter changed), at the next touch-down or the next
/// `refresh()` the overlay asks for, so a finger always lands on the row it sees.
final class MenuPanel {
    private(set) var openMenu: MenuName?
    private(set) var rows: [MenuRow] = []
    /// The scrolling list of rows.
    let list: ScrollView
    private let layout: ControlsLayout
    private weak var layer: PlayerGestureLayer?
    private let choices: () -> MediaChoices
    private var rowViews: [View] = []

    /// The panel's views for `layer`'s screen, added above the views already there.
    init(layer: PlayerGestureLayer, layout: ControlsLayout, choices: @escaping () -> MediaChoices) {
        self.layer = layer
        self.layout = layout
        self.choices = choices
        let screen = layout.screen
        let panelArea = layout.menuPanel
        list = ScrollView(
            frame: Rect(x: 0, y: layout.menuList.minY - panelArea.minY, width: panelArea.width, height: layout.menuList.height))
        let isOpen = { [weak self] () -> Bool in
            guard let self, openMenu != nil else { return false }
            refresh()
            return true
        }
        let shield = ControlView(frame: Rect(origin: .zero, size: screen), onScreenAt: .zero, screen: screen, isShown: isOpen)
        shield.addGestureRecognizer(Self.button("menuShield") { [weak self] in self?.close() })
        let panel = ControlView(frame: panelArea, onScreenAt: panelArea.origin, screen: screen, isShown: isOpen)
        let header = layout.menuHeader
        let headerView = ControlView(
            frame: Rect(x: 0, y: 0, width: header.width, height: header.height), onScreenAt: header.origin, screen: screen
        ) { true }
        let closeArea = layout.menuCloseButton
        let close = ControlView(
            frame: Rect(x: closeArea.minX - header.minX, y: 0, width: closeArea.width, height: closeArea.height),
            onScreenAt: closeArea.origin, screen: screen
        ) { true }
        close.addGestureRecognizer(Self.button("menuClose") { [weak self] in self?.close() })
        headerView.addSubview(close)
        panel.addSubview(headerView)
        panel.addSubview(list)
        layer.addControlsView(shield)
        layer.addControlsView(panel)
    }

    /// Opens `menu` (another open one is replaced), scrolled to its top, and holds the
    /// controls up while it is open.
    func open(_ menu: MenuName) {
        guard let layer else { return }
        openMenu = menu
        rows = []
        refresh()
        list.contentOffset = .zero
        layer.setControlsVisible(true)
        layer.holdControls(true)
        layer.report(MenuEvent(menu: menu, kind: .open))
    }

    /// Closes the open menu without a choice.
    func close() {
        guard let menu = openMenu else { return }
        dismiss()
        layer?.report(MenuEvent(menu: menu, kind: .close))
    }

    /// Takes the menu away without a word: what a choice and the lock do.
    func dismiss() {
        openMenu = nil
        list.contentOffset = .zero
        layer?.holdControls(false)
    }

    /// Rebuilds the rows if the choices now give other rows than those shown.
    func refresh() {
        guard let menu = openMenu else { return }
        let current = MenuRows.rows(of: menu, choices())
        guard current != rows else { return }
        rows = current
        for view in rowViews { view.removeFromSuperview() }
        rowViews = []
        let bar = layout.bar
        let width = list.frame.width
        for (position, row) in rows.enumerated() {
            guard case .item(let index, let command) = row.kind else { continue }
            let frame = Rect(x: 0, y: Double(position) * bar, width: width, height: bar)
            let view = ControlView(frame: frame, onScreenAt: Point(x: layout.menuList.minX, y: 0), screen: layout.screen) { true }
            view.addGestureRecognizer(
                Self.button("menuRow") { [weak self] in self?.choose(index: index, command: command, in: menu) })
            list.addSubview(view)
            rowViews.append(view)
        }
        list.contentSize = Size(width: width, height: Double(rows.count) * bar)
    }

    private func choose(index: Int, command: String, in menu: MenuName) {
        dismiss()
        layer?.report(MenuEvent(menu: menu, kind: .select(item: index, command: command)))
    }

    /// A button recognizer named `name` that calls `action` when it recognizes.
    private static func button(_ name: String, _ action: @escaping () -> Void) -> ButtonGestureRecognizer {
        let recognizer = ButtonGestureRecognizer()
        recognizer.name = name
        recognizer.addTarget { if $0.state == .ended { action() } }
        return recognizer
    }
}
