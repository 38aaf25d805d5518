import PlayerModel
import TextFormats

/// One row of a menu's list: a section's heading, or an item a tap chooses.
public struct MenuRow: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// "Audio", "Subtitles": no tap.
        case section
        /// The item numbered `index` among the menu's items (headings not counted), which
        /// sends `command` to mpv.
        case item(index: Int, command: String)
    }

    public var kind: Kind
    public var label: String
    /// Small type under or beside the label (codec and channels, a chapter's start).
    public var detail: String?
    /// Whether it is what plays now (the track, chapter, entry or speed).
    public var isCurrent: Bool

    public init(kind: Kind, label: String, detail: String? = nil, isCurrent: Bool = false) {
        self.kind = kind
        self.label = label
        self.detail = detail
        self.isCurrent = isCurrent
    }
}

/// The rows of each menu, from what the media offers (docs/behaviour.md, "Menus"): pure,
/// so that `simulate`, `play` and the tests build the same list from the same choices.
public enum MenuRows {
    /// The speeds the speed menu offers.
    public static let speeds: [Double] = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 3]

    /// The menus whose buttons show: tracks when there is more than one audio track or
    /// any subtitle track, chapters when there are any, the playlist with more than one
    /// entry, speed always.
    public static func menusShown(for choices: MediaChoices) -> [MenuName] {
        MenuName.allCases.filter { menu in
            switch menu {
            case .tracks: choices.tracks(.audio).count > 1 || !choices.tracks(.sub).isEmpty
            case .chapters: !choices.chapters.isEmpty
            case .playlist: choices.playlist.count > 1
            case .speed: true
            }
        }
    }

    /// The header's title of `menu`.
    public static func title(of menu: MenuName) -> String {
        switch menu {
        case .tracks: "Tracks"
        case .chapters: "Chapters"
        case .playlist: "Playlist"
        case .speed: "Speed"
        }
    }

    /// The rows of `menu` over `choices`.
    public static func rows(of menu: MenuName, _ choices: MediaChoices) -> [MenuRow] {
        var rows: [MenuRow] = []
        func item(_ label: String, detail: String? = nil, current: Bool, command: String) {
            let index = rows.count { if case .item = $0.kind { true } else { false } }
            rows.append(MenuRow(kind: .item(index: index, command: command), label: label, detail: detail, isCurrent: current))
        }
        switch menu {
        case .tracks:
            let audio = choices.tracks(.audio)
            if !audio.isEmpty {
                rows.append(MenuRow(kind: .section, label: "Audio"))
                for track in audio {
                    item(label(of: track), detail: track.detail, current: track.isSelected, command: "set aid \(track.id)")
                }
            }
            let subtitles = choices.tracks(.sub)
            if !subtitles.isEmpty {
                rows.append(MenuRow(kind: .section, label: "Subtitles"))
                for track in subtitles {
                    item(label(of: track), detail: track.detail, current: track.isSelected, command: "set sid \(track.id)")
                }
                item("Off", current: !subtitles.contains(where: \.isSelected), command: "set sid no")
            }
        case .chapters:
            for (index, chapter) in choices.chapters.enumerated() {
                item(
                    label(ofChapter: index, chapter), detail: NumberText.clock(chapter.start), current: choices.chapter == index,
                    command: "set chapter \(index)")
            }
        case .playlist:
            for (index, entry) in choices.playlist.enumerated() {
                item(label(of: entry), current: choices.playlistPosition == index, command: "playlist-play-index \(index)")
            }
        case .speed:
            for speed in speeds {
                let text = NumberText.format(speed)
                item(text + "×", current: choices.speed == speed, command: "set speed \(text)")
            }
        }
        return rows
    }

    /// A track's name: its title, else its language, else "Track N".
    static func label(of track: MediaChoices.Track) -> String {
        nonEmpty(track.title) ?? nonEmpty(track.language) ?? "Track \(track.id)"
    }

    /// The name of chapter `index` (from 0): its title, else "Chapter N" (N from 1).
    static func label(ofChapter index: Int, _ chapter: MediaChoices.Chapter) -> String {
        nonEmpty(chapter.title) ?? "Chapter \(index + 1)"
    }

    /// An entry's name: its title, else its file name without the folder (a URL's last
    /// part), else the whole name.
    static func label(of entry: MediaChoices.Entry) -> String {
        if let title = nonEmpty(entry.title) { return title }
        let name = entry.filename.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init)
        return nonEmpty(name) ?? entry.filename
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
