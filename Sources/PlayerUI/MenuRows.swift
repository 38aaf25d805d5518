import PlayerModel

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

/// What every menu shares, from what the media offers (docs/behaviour.md, "Menus"): which
/// menus show, their titles, the speeds and the rows' names; the rows are `MenuList`'s.
/// Pure, so that `simulate`, `play` and the tests build the same list from the same choices.
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
