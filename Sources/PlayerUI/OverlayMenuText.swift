import Gestures
import PlayerModel

/// The menus' part of the overlay's ASS (`OverlayText` draws the rest): the top bar's menu
/// buttons, the playlist's previous and next icons, and the open menu's panel — its header
/// with the close button, and the rows that show through the list, clipped to it as they
/// scroll. The current row has an accent bar at its left edge and its text in the accent
/// colour, which stands out on a bright picture and a dark one alike (the panel under it
/// is black at 85 %).
enum OverlayMenuText {
    /// The panel's opacity: darker than the bars, so that rows read on any picture.
    static let panelOpacity = 0.85

    /// The menu buttons that show, each an icon in its B×B slot.
    static func menuButtons(_ controls: OverlayModel.Controls, _ layout: ControlsLayout) -> [String] {
        layout.menuButtons(controls.menuButtons).map { menu, area in
            switch menu {
            case .tracks: tracksIcon(in: area)
            case .chapters: chaptersIcon(in: area)
            case .playlist: playlistIcon(in: area)
            case .speed:
                ASS.text(controls.speed, at: Point(x: area.midX, y: area.midY), anchor: 5, size: layout.labelSize(for: controls.speed))
            }
        }
    }

    /// ⏮ or ⏭: a triangle against a bar.
    static func skipIcon(in area: Rect, forward: Bool) -> String {
        let (x, y, size) = (area.midX, area.midY, area.width)
        let direction = forward ? 1.0 : -1.0
        let tip = x + direction * 0.14 * size
        let back = x - direction * 0.16 * size
        let triangle = [Point(x: back, y: y - 0.2 * size), Point(x: tip, y: y), Point(x: back, y: y + 0.2 * size)]
        let barX = forward ? tip : tip - 0.07 * size
        let bar = Rect(x: barX, y: y - 0.2 * size, width: 0.07 * size, height: 0.4 * size)
        return ASS.shape(ASS.polygon(triangle) + " " + ASS.rectangle(bar), fill: ASS.white)
    }

    /// The open menu: the panel, its header, and the rows inside the list.
    static func panel(_ menu: OverlayModel.Menu, _ layout: ControlsLayout) -> [String] {
        let (bar, header, list) = (layout.bar, layout.menuHeader, layout.menuList)
        let close = layout.menuCloseButton
        let cross = 0.18 * close.width
        let crossPath = [
            [Point(x: -1, y: -1), Point(x: 1, y: 1)], [Point(x: 1, y: -1), Point(x: -1, y: 1)],
        ].compactMap { line in
            ASS.line(
                from: Point(x: close.midX + line[0].x * cross, y: close.midY + line[0].y * cross),
                to: Point(x: close.midX + line[1].x * cross, y: close.midY + line[1].y * cross), width: max(2, 0.05 * bar))
        }.joined(separator: " ")
        var events = [
            ASS.shape(ASS.rectangle(layout.menuPanel), fill: ASS.black, opacity: panelOpacity),
            ASS.text(
                ASS.fitted(menu.title, size: layout.titleSize, width: header.width - close.width - 0.3 * bar),
                at: Point(x: header.minX + 0.3 * bar, y: header.midY), anchor: 4, size: layout.titleSize),
            ASS.shape(crossPath, fill: ASS.white),
            ASS.shape(ASS.rectangle(Rect(x: list.minX, y: list.minY - 1, width: list.width, height: 1)), fill: ASS.white, opacity: 0.3),
        ]
        for (position, row) in zip(menu.firstRow..., menu.rows) {
            let top = list.minY + Double(position) * bar - menu.offset
            guard top < list.maxY, top + bar > list.minY else { continue }
            let area = Rect(x: list.minX, y: top, width: list.width, height: bar)
            events += self.row(row, in: area, layout).map { ASS.clipped($0, to: list, layout) }
        }
        return events
    }

    private static func row(_ row: MenuRow, in area: Rect, _ layout: ControlsLayout) -> [String] {
        let bar = layout.bar
        let margin = 0.3 * bar
        guard case .item = row.kind else {
            let size = layout.menuDetailSize
            return [ASS.text(row.label.uppercased(), at: Point(x: area.minX + margin, y: area.midY + 0.15 * bar), anchor: 4, size: size)]
        }
        let colour = row.isCurrent ? ASS.accent : ASS.white
        let detailWidth = row.detail.map { TextWidth.ems(of: $0) * layout.menuDetailSize + margin } ?? 0
        let labelWidth = max(0, area.width - 2 * margin - detailWidth)
        var events = [
            ASS.shape(
                ASS.rectangle(Rect(x: area.minX + margin, y: area.maxY - 1, width: area.width - 2 * margin, height: 1)),
                fill: ASS.white, opacity: 0.15),
            ASS.text(
                ASS.fitted(row.label, size: layout.menuTextSize, width: labelWidth), at: Point(x: area.minX + margin, y: area.midY),
                anchor: 4, size: layout.menuTextSize, colour: colour),
        ]
        if row.isCurrent {
            events.insert(
                ASS.shape(
                    ASS.rectangle(Rect(x: area.minX, y: area.minY, width: (0.08 * bar).rounded(), height: area.height)), fill: ASS.accent),
                at: 0)
        }
        if let detail = row.detail {
            events.append(
                ASS.text(detail, at: Point(x: area.maxX - margin, y: area.midY), anchor: 6, size: layout.menuDetailSize, colour: colour))
        }
        return events
    }

    /// A speech bubble with two lines of text in it: the tracks (audio and subtitles).
    private static func tracksIcon(in area: Rect) -> String {
        let (x, y, size) = (area.midX, area.midY, area.width)
        let outer = Rect(x: x - 0.24 * size, y: y - 0.18 * size, width: 0.48 * size, height: 0.3 * size)
        let tail = [
            Point(x: x - 0.12 * size, y: outer.maxY), Point(x: x - 0.14 * size, y: outer.maxY + 0.1 * size), Point(x: x, y: outer.maxY),
        ]
        let lines = [
            Rect(x: outer.minX + 0.06 * size, y: outer.minY + 0.07 * size, width: 0.36 * size, height: 0.05 * size),
            Rect(x: outer.minX + 0.06 * size, y: outer.minY + 0.17 * size, width: 0.24 * size, height: 0.05 * size),
        ]
        // The lines are cut out of the bubble: drawn in the reverse direction, they leave holes.
        let holes = lines.map { line in
            "m \(ASS.number(line.minX)) \(ASS.number(line.minY)) l \(ASS.number(line.minX)) \(ASS.number(line.maxY)) "
                + "\(ASS.number(line.maxX)) \(ASS.number(line.maxY)) \(ASS.number(line.maxX)) \(ASS.number(line.minY))"
        }
        return ASS.shape(([ASS.rectangle(outer), ASS.polygon(tail)] + holes).joined(separator: " "), fill: ASS.white)
    }

    /// A bookmark: the chapters.
    private static func chaptersIcon(in area: Rect) -> String {
        let (x, y, size) = (area.midX, area.midY, area.width)
        let points = [
            Point(x: x - 0.15 * size, y: y - 0.22 * size), Point(x: x + 0.15 * size, y: y - 0.22 * size),
            Point(x: x + 0.15 * size, y: y + 0.22 * size), Point(x: x, y: y + 0.1 * size), Point(x: x - 0.15 * size, y: y + 0.22 * size),
        ]
        return ASS.shape(ASS.polygon(points), fill: ASS.white)
    }

    /// Three lines with a dot before each: the playlist.
    private static func playlistIcon(in area: Rect) -> String {
        let (x, y, size) = (area.midX, area.midY, area.width)
        let rows = [-0.14, 0, 0.14].map { offset -> String in
            let top = y + offset * size - 0.025 * size
            return ASS.rectangle(Rect(x: x - 0.22 * size, y: top, width: 0.06 * size, height: 0.05 * size)) + " "
                + ASS.rectangle(Rect(x: x - 0.12 * size, y: top, width: 0.34 * size, height: 0.05 * size))
        }
        return ASS.shape(rows.joined(separator: " "), fill: ASS.white)
    }
}
