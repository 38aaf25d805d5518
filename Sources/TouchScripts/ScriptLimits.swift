/// The bounds a `.touch` script must stay within, so that a typo or a hostile file
/// gives an error instead of exhausting memory or overflowing arithmetic.
public enum ScriptLimits {
    /// The largest script, recording or `--desc` file, in bytes (16 MiB, five times the
    /// largest real recording shipped): reading stops and the file is refused beyond it.
    public static let maximumFileBytes = 16 << 20
    /// The largest screen side, in points.
    public static let maximumScreenSide = 100_000.0
    /// The largest coordinate magnitude, distance or radius, in points.
    public static let maximumCoordinate = 1_000_000.0
    /// The latest time and the longest duration: 24 hours, in microseconds.
    public static let maximumMicroseconds: Int64 = 24 * 3600 * 1_000_000
    /// The largest tap count.
    public static let maximumCount = 10_000
    /// The most tracks (`tracks`, audio and subtitles together) and chapters (`chapters`) a
    /// simulated file has.
    static let maximumTracks = 100
    static let maximumChapters = 1000
    /// The most entries a simulated playlist (`playlist N`) has.
    public static let maximumPlaylistEntries = 10_000
    /// The most fingers one command may put down.
    public static let maximumFingers = 100
    /// The most fingers a script may keep down at once, across overlapping statements.
    /// No real panel reports more than about 60 slots (the 3M recording has 60), and
    /// the router's work per frame grows with the fingers down, so overlapping
    /// statements may not pile up more than this. A finger lifting in the same frame as
    /// another lands does not count against it.
    public static let maximumFingersDown = 100
    /// The highest move rate of drag, pinch and rotate, in moves per second.
    public static let maximumHz = 1000.0
    /// The largest angle, in degrees (100 turns).
    public static let maximumDegrees = 36_000.0
    /// The most touch events (downs, moves, lifts) one script may generate.
    public static let maximumEvents = 1_000_000
    /// The most touch events one statement may make, in a file or on the control socket:
    /// each becomes part of a frame held until it is played, so one short line
    /// (`drag … fingers=100 hz=1000 duration=9900ms`, 990,000 events) may not take
    /// hundreds of megabytes. Ten fingers dragged at 1000 Hz for 10 s fit.
    public static let maximumStatementEvents = 100_000
    /// The largest finger ID a script may use in down/move/up. Commands that make their
    /// own fingers (tap, drag, hold, pinch, rotate) number them from
    /// `firstGeneratedID` upwards, so they never collide with the script's IDs.
    public static let maximumScriptID = 999_999
    /// The first touch id of fingers made by tap, drag, hold, pinch and rotate.
    public static let firstGeneratedID = 1_000_000
}
