import Gestures

/// Script statements that arrive one line at a time — what a client of `play --control`
/// sends — timed from their arrival: `+0 tap 640 360` taps at once, `+200ms expect
/// volume 50` checks 200 ms after the line came.
///
/// Times read as in a file whose start is the line's arrival: `@T` is T after the line
/// arrived, `+T` is T after the end of the previous statement — which, for a client that
/// sends one line and waits, has ended long before: then it is T after the arrival too.
/// So lines sent together play one after the other, as the same lines in a file would
/// (`+0 tap …` then `+600 expect …` then `+0 expect …` checks twice, 600 ms after the
/// tap), and `@T` lets a statement overlap one still going (a tap during a hold).
///
/// Each line is parsed by the rules of a script file, with the same errors
/// (`FILE:LINE:COLUMN`, where FILE names the stream and LINE counts its lines, blank ones
/// included). A line is all or nothing: one that is refused changes nothing, and the
/// lines after it go on. As in a file, a statement may not start before the previous one
/// started. The fingers a line names by ID (`down`, `move`, `up`) are checked against
/// the fingers down after every earlier line's events, and `cancel` lifts this stream's
/// fingers only. Header statements belong to files and are refused.
public struct ScriptStatementStream: Sendable {
    /// The name errors and failures give as FILE.
    public let file: String
    private var parser: ScriptParserState
    private var builder = ScriptTimelineBuilder()
    /// The lines read so far.
    public private(set) var lineCount = 0
    /// When the previous statement started and ended, on the clock `parse` is given
    /// arrivals on.
    private var previous: (start: Instant, end: Instant)?

    public init(file: String) {
        self.file = file
        parser = ScriptParserState(file: file)
        parser.isLive = true
    }

    /// Parses the next line (its bytes, without the line break), which arrived at
    /// `arrival`: its frames, keys and expectations, timed on the same clock as `arrival`,
    /// in time order (frames, then keys, first at equal times). A blank line or a comment makes none.
    /// A line that would make more than `eventRoom` touch events is refused before they
    /// are made.
    public mutating func parse(line bytes: ArraySlice<UInt8>, arrival: Instant, eventRoom: Int = ScriptLimits.maximumEvents)
        throws(ScriptError) -> [TouchScript.Event]
    {
        lineCount += 1
        guard let line = try ScriptText.line(bytes, number: lineCount, file: file, quotes: true) else { return [] }
        var state = parser
        state.expander.maximumEvents = eventRoom
        state.previousStart = previous.map { max(0, $0.start.microseconds - arrival.microseconds) } ?? 0
        state.previousEnd = previous.map { max(0, $0.end.microseconds - arrival.microseconds) } ?? 0
        try state.parse(line)
        let events = state.expander.events.map { event in
            var shifted = event
            shifted.time += arrival.microseconds
            return shifted
        }
        var builder = self.builder
        let frames = try builder.frames(from: events, file: file)
        let expectations = state.expectations.map { expectation in
            var shifted = expectation
            shifted.time = arrival + .microseconds(expectation.time.microseconds)
            return shifted
        }
        let keys = state.expander.keys.map { key in
            var shifted = key
            shifted.time = arrival + .microseconds(key.time.microseconds)
            return shifted
        }
        previous = (arrival + .microseconds(state.previousStart), arrival + .microseconds(state.previousEnd))
        state.expander.removeEvents()
        state.expectations.removeAll()
        parser = state
        self.builder = builder
        return ScriptTimelineBuilder.merge(frames: frames, keys: keys, expectations: expectations)
    }

    /// Counts a line that is not parsed (too long to be read, or refused after parsing)
    /// and returns its number.
    @discardableResult
    public mutating func skipLine() -> Int {
        lineCount += 1
        return lineCount
    }

    /// Whether the statements so far left a finger down (a `down` with no `up` yet).
    public var hasFingersDown: Bool { !builder.fingersDown.isEmpty }

    /// The frame that cancels every finger this stream's statements left down, at `time`
    /// (the client went away, or fell silent); nil when none is down.
    public mutating func cancelFingersDown(at time: Instant) -> TouchFrame? {
        guard !builder.fingersDown.isEmpty else { return nil }
        let cancel = ScriptTouchEvent(time: time.microseconds, kind: .cancelAll, line: lineCount, column: 1)
        return (try? builder.frames(from: [cancel], file: file))?.first
    }
}
