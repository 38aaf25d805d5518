import PlayerModel

/// Everything touchmpv draws over the video at one moment, as it looks: texts as they
/// read and geometry in whole points, so that two models are equal exactly when the
/// screen would look the same. The overlay is sent to mpv only when the model changed.
public struct OverlayModel: Hashable, Sendable {
    /// The bars, when the controls are visible.
    public struct Controls: Hashable, Sendable {
        public var title: String
        public var paused: Bool
        /// The position label, e.g. "1:23"; the seek track's target while a finger is on it.
        public var position: String
        /// The duration label, e.g. "10:00"; "-:--" when unknown.
        public var duration: String
        /// The knob's distance from the track's left end in points; nil with no duration.
        public var knob: Double?
        /// Whether a finger is on the track (the knob is drawn larger).
        public var isSeeking: Bool
        /// The top bar's menu buttons that show, right to left from its edge.
        public var menuButtons: [MenuName]
        /// The speed menu's button reads the speed ("1×", "1.5×").
        public var speed: String
        /// Whether the bottom bar has the previous and next buttons.
        public var playlistButtons: Bool
        /// Each chapter's start as a distance from the track's left end, in points.
        public var chapterMarks: [Double]

        public init(
            title: String, paused: Bool, position: String, duration: String, knob: Double?, isSeeking: Bool,
            menuButtons: [MenuName] = [], speed: String = "1×", playlistButtons: Bool = false, chapterMarks: [Double] = []
        ) {
            self.title = title
            self.paused = paused
            self.position = position
            self.duration = duration
            self.knob = knob
            self.isSeeking = isSeeking
            self.menuButtons = menuButtons
            self.speed = speed
            self.playlistButtons = playlistButtons
            self.chapterMarks = chapterMarks
        }
    }

    /// The open menu.
    public struct Menu: Hashable, Sendable {
        /// The header's title ("Tracks").
        public var title: String
        /// The rows that show through the list, from the list's row `firstRow` on (the
        /// rows scrolled out of sight are not drawn, so they are not in the model).
        public var rows: [MenuRow]
        public var firstRow: Int
        /// How far the list is scrolled, in whole points from its top.
        public var offset: Double

        public init(title: String, rows: [MenuRow], firstRow: Int, offset: Double) {
            self.title = title
            self.rows = rows
            self.firstRow = firstRow
            self.offset = offset
        }
    }

    /// The gesture feedback.
    public enum HUD: Hashable, Sendable {
        /// A vertical gauge at the right (volume) or left (brightness) edge: its caption,
        /// the value's text, and how many points of the gauge are filled.
        case gauge(atRightEdge: Bool, caption: String, value: String, filled: Double)
        /// A seek: the target time, the signed offset, how many points of the progress
        /// bar are filled (nil with no duration), and the target's chapter, if any.
        case seek(target: String, offset: String, filled: Double?, chapter: String?)
        /// The speed badge of a hold, e.g. "2×".
        case hold(String)
        /// The zoom factor, e.g. "1.41×".
        case zoom(String)
        /// A run of seeking taps' total, e.g. "+30 s".
        case seekTaps(String)
    }

    /// The kiosk's chooser, drawn over everything but the fingers.
    public struct Chooser: Hashable, Sendable {
        /// How many titles the library has.
        public var count: Int
        /// The titles of the tiles that show, from tile `firstTile` on.
        public var titles: [String]
        /// Whether each of those tiles has its picture.
        public var pictured: [Bool]
        public var firstTile: Int
        /// How far the grid is scrolled, in whole points from its top.
        public var offset: Double
        /// The chooser's columns.
        public var columns: Int

        public init(count: Int, titles: [String], pictured: [Bool], firstTile: Int, offset: Double, columns: Int) {
            self.count = count
            self.titles = titles
            self.pictured = pictured
            self.firstTile = firstTile
            self.offset = offset
            self.columns = columns
        }
    }

    /// For media with no picture (no video track, no cover art): the title on a plain
    /// background, under everything else.
    public var background: String?
    public var controls: Controls?
    public var menu: Menu?
    /// Whether the unlock button shows (locked, after a tap).
    public var unlockButton = false
    public var hud: HUD?
    /// `show-touches`: the fingers' rings and trails.
    public var touches: [TouchTrails.Mark] = []
    public var chooser: Chooser?

    public init(
        background: String? = nil, controls: Controls? = nil, menu: Menu? = nil, unlockButton: Bool = false, hud: HUD? = nil,
        touches: [TouchTrails.Mark] = [], chooser: Chooser? = nil
    ) {
        self.chooser = chooser
        self.background = background
        self.controls = controls
        self.menu = menu
        self.unlockButton = unlockButton
        self.hud = hud
        self.touches = touches
    }
}
