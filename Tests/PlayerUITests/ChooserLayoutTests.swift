import Gestures
import PlayerUI
import Testing

/// The chooser's grid on the screen.
struct ChooserLayoutTests {
    @Test func autoColumnsFitTilesAtLeastOneAndAHalfBarsWideAndEveryTileIsAtLeastABarHigh() {
        let layout = ChooserLayout(screen: Size(width: 1280, height: 720), columns: nil)
        #expect(layout.bar == 86)
        #expect(layout.columns == 9)
        #expect(layout.tileWidth >= ChooserLayout.autoTileWidth * layout.bar)
        #expect(layout.tileHeight >= layout.bar)
        let narrow = ChooserLayout(screen: Size(width: 1280, height: 720), columns: 64)
        #expect(narrow.tileHeight == narrow.bar)
    }

    @Test func tilesFillRowsLeftToRightAndTheVisibleOnesFollowTheScroll() {
        let layout = ChooserLayout(screen: Size(width: 1280, height: 720), columns: 4)
        let first = layout.tile(0)
        let fifth = layout.tile(4)
        #expect(first.minX == layout.gap && first.minY == layout.gap)
        #expect(layout.tile(3).maxX == 1280 - layout.gap)
        #expect(fifth.minX == first.minX && fifth.minY == first.minY + layout.rowPitch)
        #expect(layout.visibleTiles(of: 1000, offset: 0).lowerBound == 0)
        let scrolled = layout.visibleTiles(of: 1000, offset: layout.rowPitch * 10 + layout.gap)
        #expect(scrolled.lowerBound == 40)
        #expect(scrolled.count <= layout.tilesOnScreen)
        #expect(layout.visibleTiles(of: 3, offset: 0) == 0..<3)
        #expect(layout.contentHeight(of: 5) == layout.gap + 2 * layout.rowPitch)
    }
}
