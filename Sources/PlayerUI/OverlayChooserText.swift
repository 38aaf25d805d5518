import Gestures

/// The kiosk's chooser as ASS events (docs/behaviour.md, "The kiosk"): an opaque slate
/// over the whole screen, the top bar with the back button and the number of titles, and
/// each tile that shows: its picture's place (grey until its picture comes, then black
/// under it: mpv's software blending of `overlay-add` pictures over the OSD adds them to
/// what is below, so they show true only over black) and its title under it, cut with an ellipsis, the tiles clipped to the grid as they scroll.
enum OverlayChooserText {
    /// The slate's colour.
    static let slate: UInt32 = 0x1E2530
    /// A picture's place before its picture comes.
    static let placeholder: UInt32 = 0x3A4454

    static func events(_ chooser: OverlayModel.Chooser, _ controls: ControlsLayout) -> [String] {
        let layout = ChooserLayout(screen: controls.screen, columns: chooser.columns)
        let bar = layout.bar
        let size = controls.titleSize
        var events = [
            ASS.shape(ASS.rectangle(Rect(origin: .zero, size: layout.screen)), fill: slate),
            ASS.shape(ASS.rectangle(layout.topBar), fill: ASS.black, opacity: OverlayText.panelOpacity),
            backIcon(in: layout.backButton),
            ASS.text(
                chooser.count == 1 ? "1 title" : "\(chooser.count) titles", at: Point(x: layout.screen.width - 0.3 * bar, y: bar / 2),
                anchor: 6, size: size),
        ]
        let grid = layout.grid
        let titleSize = (0.6 * layout.titleHeight).rounded()
        for (offset, title) in chooser.titles.enumerated() {
            let tile = layout.tile(chooser.firstTile + offset)
            let top = grid.minY + tile.minY - chooser.offset
            let picture = Rect(x: tile.minX, y: top, width: tile.width, height: tile.height - layout.titleHeight)
            let caption = Point(x: tile.minX + tile.width / 2, y: picture.maxY + layout.titleHeight / 2)
            events += [
                ASS.shape(ASS.rectangle(picture), fill: chooser.pictured[offset] ? ASS.black : placeholder),
                ASS.text(ASS.fitted(title, size: titleSize, width: tile.width - 4), at: caption, anchor: 5, size: titleSize),
            ].map { ASS.clipped($0, to: grid, controls) }
        }
        return events
    }

    /// A "‹" chevron in the back button.
    private static func backIcon(in area: Rect) -> String {
        let side = 0.4 * area.height
        let centre = Point(x: area.midX, y: area.midY)
        let points = [
            Point(x: centre.x + side / 4, y: centre.y - side / 2),
            Point(x: centre.x + side / 4 + side / 5, y: centre.y - side / 2 + side / 5),
            Point(x: centre.x - side / 10, y: centre.y), Point(x: centre.x + side / 4 + side / 5, y: centre.y + side / 2 - side / 5),
            Point(x: centre.x + side / 4, y: centre.y + side / 2), Point(x: centre.x - side / 3, y: centre.y),
        ]
        return ASS.shape(ASS.polygon(points), fill: ASS.white)
    }
}
