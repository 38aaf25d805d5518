import Gestures
import PlayerGestures

/// The kiosk's chooser (docs/behaviour.md, "The kiosk") as views above everything else:
/// a full-screen shield that takes every touch while the chooser shows, the back button
/// at its top left, and the tiles in a `ScrollView` that the finger drags and flings. A
/// tile's tap (`ButtonGestureRecognizer`) chooses its title; a drag past the scroll
/// view's slop makes the tile's tap fail, so a scroll never chooses.
///
/// As the menus' rows, only the tiles that can show at once have views: a pool of
/// `ChooserLayout.tilesOnScreen`, tile t in view t mod the pool's size, placed again at
/// each touch-down from the number of titles then, so a finger lands on the tile drawn
/// and a library of any size costs the tiles on screen.
public final class ChooserPanel {
    public let layout: ChooserLayout
    /// The scrolling grid.
    public let grid: ScrollView
    private let isShown: () -> Bool
    private let titleCount: () -> Int
    private let choose: (Int) -> Void
    private var tileViews: [View] = []
    private var tileIndices: [Int?] = []

    /// The chooser on `layer`'s screen, above the views already there, showing while
    /// `isShown` holds `titleCount()` tiles; a tile's tap calls `choose` with its index, the
    /// back button `back`.
    public init(
        layer: PlayerGestureLayer, columns: Int?, isShown: @escaping () -> Bool, titleCount: @escaping () -> Int,
        choose: @escaping (Int) -> Void, back: @escaping () -> Void
    ) {
        let screen = layer.window.bounds.size
        layout = ChooserLayout(screen: screen, columns: columns)
        self.isShown = isShown
        self.titleCount = titleCount
        self.choose = choose
        grid = ScrollView(frame: layout.grid)
        let shieldShown = { [weak self] () -> Bool in
            guard let self, isShown() else { return false }
            refresh()
            return true
        }
        let shield = TouchControlView(frame: Rect(origin: .zero, size: screen), onScreenAt: .zero, screen: screen, isShown: shieldShown)
        let backButton = TouchControlView(frame: layout.backButton, onScreenAt: .zero, screen: screen) { true }
        backButton.addGestureRecognizer(Self.button("chooserBack", back))
        shield.addSubview(backButton)
        shield.addSubview(grid)
        addTileViews()
        layer.addControlsView(shield)
    }

    /// How far the grid is scrolled, in points from its top.
    public var offset: Double { grid.contentOffset.y }

    /// Scrolls back to the first tile (the chooser opening for a new visitor).
    public func scrollToTop() { grid.contentOffset = .zero }

    /// Sizes the grid's content to the titles now and puts the tile views on those that
    /// show.
    public func refresh() {
        let count = titleCount()
        grid.contentSize = Size(width: layout.grid.width, height: layout.contentHeight(of: count))
        var indices = [Int?](repeating: nil, count: tileViews.count)
        for index in layout.visibleTiles(of: count, offset: offset) {
            indices[index % tileViews.count] = index
        }
        for (slot, view) in tileViews.enumerated() {
            view.isHidden = indices[slot] == nil
            if let index = indices[slot] { view.frame = layout.tile(index) }
        }
        tileIndices = indices
    }

    private func addTileViews() {
        for slot in 0..<layout.tilesOnScreen {
            let view = TouchControlView(frame: layout.tile(0), onScreenAt: Point(x: 0, y: layout.grid.minY), screen: layout.screen) { true }
            view.isHidden = true
            view.addGestureRecognizer(Self.button("chooserTile") { [weak self] in self?.tapped(slot: slot) })
            grid.addSubview(view)
            tileViews.append(view)
        }
        tileIndices = Array(repeating: nil, count: tileViews.count)
    }

    /// A tile's tap: the title at the view's place, if the library still has it.
    private func tapped(slot: Int) {
        guard slot < tileIndices.count, let index = tileIndices[slot], index < titleCount() else { return }
        choose(index)
    }

    private static func button(_ name: String, _ action: @escaping () -> Void) -> ButtonGestureRecognizer {
        let recognizer = ButtonGestureRecognizer()
        recognizer.name = name
        recognizer.addTarget { if $0.state == .ended { action() } }
        return recognizer
    }
}
