import Gestures

/// A script ready to replay: touch frames in points and expectations, on one timeline
/// from the script's start (time 0). Both the native `.touch` format and evemu
/// recordings load into this.
public struct TouchScript: Sendable {
    public enum Event: Hashable, Sendable {
        /// An input frame: what fingers did at one moment.
        case frame(TouchFrame)
        /// A key of a key device pressed, repeated or released (`key`).
        case key(KeyEvent)
        /// A check of the player's state.
        case expectation(Expectation)

        /// When the event happens, from the script's start.
        public var time: Instant {
            switch self {
            case .frame(let frame): frame.time
            case .key(let key): key.time
            case .expectation(let expectation): expectation.time
            }
        }
    }

    /// The file the script came from, as the user named it.
    public var fileName: String
    /// The screen the script's points refer to (`screen WxH`), nil when it does not say.
    public var screen: Size?
    /// The simulated media's length in seconds (`duration`, default 600).
    public var duration: Double
    /// The simulated start position in seconds (`start`, default 0), of every playlist entry.
    public var start: Double
    /// How many entries the simulated playlist has (`playlist`, default 1), all `duration` long.
    public var playlistCount: Int
    /// The simulated file's tracks (`tracks audio "A" … sub "B" …`): their titles, ids
    /// from 1 in this order; nil when the script does not say (one untitled audio track).
    public var tracks: (audio: [String], subtitles: [String])?
    /// The simulated file's chapters (`chapters 0 "Opening" 65.5 "The city" …`): each
    /// one's start in seconds and its title, in order.
    public var chapters: [(start: Double, title: String)] = []
    /// A kiosk's titles (`library "Harbour" 95 …`): each one's title and length in
    /// seconds, in the chooser's order; nil when the script does not say (no kiosk).
    public var library: [(title: String, duration: Double)]?
    /// The local time of day at the script's start (`clock HH:MM:SS`), microseconds from
    /// midnight; nil when the script does not say.
    public var clock: Int64?
    /// Frames, keys and expectations sorted by time; at equal times frames come first,
    /// then keys, so an `expect` sees the effect of the input of its own moment.
    public var timeline: [Event]
    /// When the script ends: its last time, a trailing `wait` included, so
    /// never before the last timeline event.
    public var endTime: Instant

    /// Creates a script; `endTime` defaults to the last event's time (time 0 for an empty
    /// timeline) and is never taken earlier than that.
    public init(
        fileName: String, screen: Size? = nil, duration: Double = 600, start: Double = 0, playlistCount: Int = 1,
        tracks: (audio: [String], subtitles: [String])? = nil, chapters: [(start: Double, title: String)] = [],
        library: [(title: String, duration: Double)]? = nil, clock: Int64? = nil,
        timeline: [Event],
        endTime: Instant = .zero
    ) {
        self.tracks = tracks
        self.chapters = chapters
        self.library = library
        self.clock = clock
        self.fileName = fileName
        self.screen = screen
        self.duration = duration
        self.start = start
        self.playlistCount = playlistCount
        self.timeline = timeline
        self.endTime = max(endTime, timeline.last?.time ?? .zero)
    }

    /// The frames only, in order.
    public var frames: [TouchFrame] {
        timeline.compactMap { if case .frame(let frame) = $0 { frame } else { nil } }
    }

    /// The expectations only, in order.
    public var expectations: [Expectation] {
        timeline.compactMap { if case .expectation(let expectation) = $0 { expectation } else { nil } }
    }
}
