import Gestures

/// Where the chooser's parts go on the screen (docs/behaviour.md, "The kiosk"): a top bar
/// B high with the back button at its left, and below it a grid of tiles, each a picture
/// above its title, scrolled when they do not fit. Pure: sizes from the screen, the
/// controls' bar height B and the number of columns.
public struct ChooserLayout: Hashable, Sendable {
    public let screen: Size
    /// B, the controls' bar height: the back button's side, the least height of a tile.
    public let bar: Double
    public let columns: Int

    /// The least width of a tile with `columns = auto`, in units of B.
    public static let autoTileWidth = 1.5
    /// The gap around tiles, in units of B.
    public static let gapFraction = 0.125

    /// The layout on `screen` with `columns` (nil: as many tiles as fit at
    /// `autoTileWidth`·B wide, at least one).
    public init(screen: Size, columns: Int?) {
        self.screen = screen
        bar = ControlsLayout(screen: screen).bar
        let gap = (Self.gapFraction * bar).rounded()
        let fitting = Int(((screen.width - gap) / (Self.autoTileWidth * bar + gap)).rounded(.down))
        self.columns = max(1, columns ?? fitting)
    }

    /// The gap between tiles and around the grid.
    public var gap: Double { (Self.gapFraction * bar).rounded() }

    /// The back button, at the top left.
    public var backButton: Rect { Rect(x: 0, y: 0, width: bar, height: bar) }
    /// The top bar, with the back button and the count of titles.
    public var topBar: Rect { Rect(x: 0, y: 0, width: screen.width, height: bar) }
    /// The area the grid scrolls in: the screen below the top bar.
    public var grid: Rect { Rect(x: 0, y: bar, width: screen.width, height: max(0, screen.height - bar)) }

    /// A tile's width: the columns share the screen's width, gaps between and around.
    public var tileWidth: Double { max(1, (screen.width - gap * Double(columns + 1)) / Double(columns)) }
    /// The picture's height, 16:9 of the tile's width.
    public var pictureHeight: Double { (tileWidth * 9 / 16).rounded(.down) }
    /// The title's line under the picture: half of B.
    public var titleHeight: Double { (bar / 2).rounded() }
    /// A tile's height: its picture and its title, never less than B.
    public var tileHeight: Double { max(bar, pictureHeight + titleHeight) }
    /// From one row's top to the next's.
    public var rowPitch: Double { tileHeight + gap }

    /// The rows `count` tiles take.
    public func rows(of count: Int) -> Int { (count + columns - 1) / columns }
    /// The height of the grid's content for `count` tiles.
    public func contentHeight(of count: Int) -> Double { gap + Double(rows(of: count)) * rowPitch }

    /// Tile `index`'s frame in the grid's content (from its top left, unscrolled).
    public func tile(_ index: Int) -> Rect {
        let column = index % columns
        let row = index / columns
        return Rect(
            x: gap + Double(column) * (tileWidth + gap), y: gap + Double(row) * rowPitch, width: tileWidth, height: tileHeight)
    }

    /// The tiles that show, at least in part, through the grid scrolled `offset` points.
    public func visibleTiles(of count: Int, offset: Double) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        let firstRow = max(0, Int(((offset - gap) / rowPitch).rounded(.down)))
        let lastRow = max(firstRow, Int(((offset + grid.height) / rowPitch).rounded(.down)))
        return min(count, firstRow * columns)..<min(count, (lastRow + 1) * columns)
    }

    /// How many tiles can show at once: the views a grid of any length needs.
    public var tilesOnScreen: Int { (Int((grid.height / rowPitch).rounded(.up)) + 1) * columns }
}
