/// What the media offers to choose from, as mpv lists it (`track-list`, `chapter-list`,
/// `playlist`, `chapter`, `speed`): the menus' rows and which of them is current.
public struct MediaChoices: Hashable, Sendable {
    /// One audio, video or subtitle track of `track-list`.
    public struct Track: Hashable, Sendable {
        public enum Kind: String, Hashable, Sendable {
            case audio, video, sub
        }

        public var kind: Kind
        /// mpv's id, from 1 within its kind: what `set aid N` takes.
        public var id: Int
        public var title: String?
        public var language: String?
        /// The codec and channels in small type ("aac 2ch"); nil when mpv gives neither.
        public var detail: String?
        public var isSelected: Bool

        public init(kind: Kind, id: Int, title: String? = nil, language: String? = nil, detail: String? = nil, isSelected: Bool = false) {
            self.kind = kind
            self.id = id
            self.title = title
            self.language = language
            self.detail = detail
            self.isSelected = isSelected
        }
    }

    /// One chapter of `chapter-list`.
    public struct Chapter: Hashable, Sendable {
        public var title: String?
        /// Its start in seconds.
        public var start: Double

        public init(title: String? = nil, start: Double) {
            self.title = title
            self.start = start
        }
    }

    /// One entry of `playlist`.
    public struct Entry: Hashable, Sendable {
        public var title: String?
        /// The file name or URL as mpv was given it.
        public var filename: String

        public init(title: String? = nil, filename: String) {
            self.title = title
            self.filename = filename
        }
    }

    public var tracks: [Track]
    public var chapters: [Chapter]
    /// The chapter playing (mpv's `chapter`, from 0); nil before the first or without any.
    public var chapter: Int?
    public var playlist: [Entry]
    /// The entry playing (mpv's `playlist-pos`, from 0); nil when none is.
    public var playlistPosition: Int?
    public var speed: Double

    public init(
        tracks: [Track] = [], chapters: [Chapter] = [], chapter: Int? = nil, playlist: [Entry] = [], playlistPosition: Int? = nil,
        speed: Double = 1
    ) {
        self.tracks = tracks
        self.chapters = chapters
        self.chapter = chapter
        self.playlist = playlist
        self.playlistPosition = playlistPosition
        self.speed = speed
    }

    /// The tracks of `kind`, in mpv's order.
    public func tracks(_ kind: Track.Kind) -> [Track] { tracks.filter { $0.kind == kind } }

    /// The chapter a `position` (seconds) falls in: the last one starting at or before it.
    public func chapter(at position: Double) -> Int? {
        chapters.lastIndex { $0.start <= position }
    }
}
