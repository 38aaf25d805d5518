import PlayerModel
import TextFormats

/// The rows of one menu over the media's choices, each made when it is read: a playlist
/// of 10,000 entries costs the rows on screen, not 10,000 rows, at every touch-down and
/// every redraw (docs/behaviour.md, "Menus"). Making the list costs the tracks' filter.
public struct MenuList: RandomAccessCollection, Sendable {
    public let menu: MenuName
    private let choices: MediaChoices
    private let audio: [MediaChoices.Track]
    private let subtitles: [MediaChoices.Track]
    public let endIndex: Int

    /// The rows of `menu` over `choices`.
    public init(_ menu: MenuName, _ choices: MediaChoices) {
        self.menu = menu
        self.choices = choices
        audio = menu == .tracks ? choices.tracks(.audio) : []
        subtitles = menu == .tracks ? choices.tracks(.sub) : []
        endIndex =
            switch menu {
            case .tracks: (audio.isEmpty ? 0 : 1 + audio.count) + (subtitles.isEmpty ? 0 : 2 + subtitles.count)
            case .chapters: choices.chapters.count
            case .playlist: choices.playlist.count
            case .speed: MenuRows.speeds.count
            }
    }

    public var startIndex: Int { 0 }

    /// The row at `position` in the list (headings counted).
    public subscript(position: Int) -> MenuRow {
        switch menu {
        case .tracks: trackRow(at: position)
        case .chapters:
            MenuRow(
                kind: .item(index: position, command: "set chapter \(position)"),
                label: MenuRows.label(ofChapter: position, choices.chapters[position]),
                detail: NumberText.clock(choices.chapters[position].start), isCurrent: choices.chapter == position)
        case .playlist:
            MenuRow(
                kind: .item(index: position, command: "playlist-play-index \(position)"),
                label: MenuRows.label(of: choices.playlist[position]), isCurrent: choices.playlistPosition == position)
        case .speed:
            speedRow(MenuRows.speeds[position], at: position)
        }
    }

    /// The positions of the rows that show, wholly or in part, through a list `height`
    /// points high scrolled `offset` points from its top, each row `rowHeight` high.
    public func visiblePositions(offset: Double, height: Double, rowHeight: Double) -> Range<Int> {
        guard rowHeight > 0, offset.isFinite, height > 0 else { return 0..<0 }
        let count = Double(endIndex)
        let first = Swift.min(count, Swift.max(0, (offset / rowHeight).rounded(.down)))
        let end = Swift.min(count, Swift.max(first, ((offset + height) / rowHeight).rounded(.up)))
        return Int(first)..<Int(end)
    }

    /// Audio's heading and tracks, then the subtitles' heading, tracks and "Off"; items
    /// are numbered across both.
    private func trackRow(at position: Int) -> MenuRow {
        var position = position
        if !audio.isEmpty {
            if position == 0 { return MenuRow(kind: .section, label: "Audio") }
            if position <= audio.count { return trackItem(audio[position - 1], index: position - 1, property: "aid") }
            position -= 1 + audio.count
        }
        if position == 0 { return MenuRow(kind: .section, label: "Subtitles") }
        let index = audio.count + position - 1
        guard position <= subtitles.count else {
            return MenuRow(
                kind: .item(index: index, command: "set sid no"), label: "Off", isCurrent: !subtitles.contains(where: \.isSelected))
        }
        return trackItem(subtitles[position - 1], index: index, property: "sid")
    }

    private func trackItem(_ track: MediaChoices.Track, index: Int, property: String) -> MenuRow {
        MenuRow(
            kind: .item(index: index, command: "set \(property) \(track.id)"), label: MenuRows.label(of: track), detail: track.detail,
            isCurrent: track.isSelected)
    }

    private func speedRow(_ speed: Double, at position: Int) -> MenuRow {
        let text = NumberText.format(speed)
        return MenuRow(kind: .item(index: position, command: "set speed \(text)"), label: text + "×", isCurrent: choices.speed == speed)
    }
}
