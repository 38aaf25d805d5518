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
/// The rows follow the media's choices: they are read from the choices (`MenuList`)
/// whenever they are drawn or a finger lands, so a finger always lands on the row it
/// sees, and an emptied menu has no row to tap. Only the rows that show have views: a pool
/// of as many as the list can show at once, row p in view p mod the pool's size, placed
/// again at each touch-down, so that a list of any length costs the rows on screen.
final class MenuPanel {
    private(set) var openMenu: MenuName?
    /// The scrolling list of rows.
    let list: ScrollView
    private let layout: ControlsLayout
    private weak var layer: PlayerGestureLayer?
    private let choices: () -> MediaChoices
    /// The row views, and the position in the list each shows (nil: none, hidden).
    private var rowViews: [View] = []
    private var rowPositions: [Int?] = []

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
        let shield = TouchControlView(frame: Rect(origin: .zero, size: screen), onScreenAt: .zero, screen: screen, isShown: isOpen)
        shield.addGestureRecognizer(Self.button("menuShield") { [weak self] in self?.close() })
        let panel = TouchControlView(frame: panelArea, onScreenAt: panelArea.origin, screen: screen, isShown: isOpen)
        let header = layout.menuHeader
        let headerView = TouchControlView(
            frame: Rect(x: 0, y: 0, width: header.width, height: header.height), onScreenAt: header.origin, screen: screen
        ) { true }
        let closeArea = layout.menuCloseButton
        let close = TouchControlView(
            frame: Rect(x: closeArea.minX - header.minX, y: 0, width: closeArea.width, height: closeArea.height),
            onScreenAt: closeArea.origin, screen: screen
        ) { true }
        close.addGestureRecognizer(Self.button("menuClose") { [weak self] in self?.close() })
        headerView.addSubview(close)
        panel.addSubview(headerView)
        panel.addSubview(list)
        addRowViews()
        layer.addControlsView(shield)
        layer.addControlsView(panel)
    }

    /// Opens `menu` (another open one is replaced), scrolled to its top, and holds the
    /// controls up while it is open.
    func open(_ menu: MenuName) {
        guard let layer else { return }
        openMenu = menu
        list.contentOffset = .zero
        refresh()
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

    /// The open menu's rows as the choices give them now.
    var rows: MenuList? { openMenu.map { MenuList($0, choices()) } }

    /// The positions of the rows that show through the list at `offset`.
    func visiblePositions(of rows: MenuList, offset: Double) -> Range<Int> {
        rows.visiblePositions(offset: offset, height: list.frame.height, rowHeight: layout.bar)
    }

    /// Sizes the list's content to the rows the choices give now and puts the row views
    /// on those that show.
    func refresh() {
        guard let rows else { return }
        let bar = layout.bar
        let width = list.frame.width
        list.contentSize = Size(width: width, height: Double(rows.count) * bar)
        let shown = visiblePositions(of: rows, offset: list.contentOffset.y)
        var positions = [Int?](repeating: nil, count: rowViews.count)
        for position in shown where rows[position].kind != .section {
            positions[position % rowViews.count] = position
        }
        for (slot, view) in rowViews.enumerated() {
            view.isHidden = positions[slot] == nil
            if let position = positions[slot] { view.frame = Rect(x: 0, y: Double(position) * bar, width: width, height: bar) }
        }
        rowPositions = positions
    }

    /// The row views: as many as rows can show through the list at once (one more than
    /// fit, for a list scrolled part of a row), each choosing the row it is placed on.
    private func addRowViews() {
        let count = layout.bar > 0 ? Int((list.frame.height / layout.bar).rounded(.up)) + 1 : 0
        for slot in 0..<count {
            // Made a row's size, so that it knows the list's right edge is the screen's.
            let frame = Rect(x: 0, y: 0, width: list.frame.width, height: layout.bar)
            let view = TouchControlView(frame: frame, onScreenAt: Point(x: layout.menuList.minX, y: 0), screen: layout.screen) { true }
            view.isHidden = true
            view.addGestureRecognizer(Self.button("menuRow") { [weak self] in self?.choose(slot: slot) })
            list.addSubview(view)
            rowViews.append(view)
        }
        rowPositions = Array(repeating: nil, count: count)
    }

    /// A row's tap: the item at the view's place, as the choices give it at the lift.
    private func choose(slot: Int) {
        guard let menu = openMenu, let rows, slot < rowPositions.count, let position = rowPositions[slot], position < rows.count,
            case .item(let index, let command) = rows[position].kind
        else { return }
        choose(index: index, command: command, in: menu)
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
