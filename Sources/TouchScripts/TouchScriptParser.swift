import Gestures
import PlayerModel
import TextFormats

/// Parses the native `.touch` script format (docs/behaviour.md, "The native script format")
/// into a `TouchScript`.
///
/// Header statements (`screen WxH`, `duration S`, `start S`, `playlist N`, `tracks …`,
/// `chapters …`, `clock HH:MM:SS`) come before the first
/// timed statement. Timed statements are `@T COMMAND ...` (from the start) or
/// `+T COMMAND ...` (after the last event of the previous timed statement: for
/// `tap ... 2` its last lift, for `wait 500` the end of the wait); T is a number with
/// `ms` (the default) or `s`. A statement may not start before the previous one
/// started ("time runs backwards"); statements may overlap, so a `hold` can keep one
/// finger down while a later `tap` adds another. Optional arguments are given in order
/// or as `name=value`.
///
/// Every bound is in `ScriptLimits`; every error is a `ScriptError` at the offending
/// word, and no input makes the parser trap.
public enum TouchScriptParser {
    /// Parses the script text in `bytes`, read from the file named `fileName`.
    public static func parse(bytes: [UInt8], fileName: String) throws(ScriptError) -> TouchScript {
        var state = ScriptParserState(file: fileName)
        for line in try ScriptText.lines(of: bytes, file: fileName, quotes: true) {
            try state.parse(line)
        }
        return try state.finish()
    }

    /// Parses script `text` from the file named `fileName`.
    public static func parse(text: String, fileName: String) throws(ScriptError) -> TouchScript {
        try parse(bytes: Array(text.utf8), fileName: fileName)
    }
}

/// What the parser knows between lines: of a file (`TouchScriptParser`), or of the
/// statements a control-socket client sends (`ScriptStatementStream`).
struct ScriptParserState {
    /// The statements that may only come before the first timed one.
    static let headerStatements: Set<Substring> = [
        "screen", "duration", "start", "playlist", "tracks", "chapters", "clock", "library",
    ]

    let file: String
    /// Whether statements arrive one at a time, each timed from its arrival (the control
    /// socket): then header statements are refused.
    var isLive = false
    var screen: Size?
    var duration = 600.0
    var start = 0.0
    var playlistCount = 1
    var tracks: (audio: [String], subtitles: [String])?
    var chapters: [(start: Double, title: String)] = []
    var library: [(title: String, duration: Double)]?
    /// The local time of day at the script's start (`clock`), microseconds from midnight.
    var clock: Int64?
    var startLine: ScriptLine?
    var sawTimedStatement = false
    var previousStart: Int64 = 0
    var previousEnd: Int64 = 0
    /// The latest end of any statement: the script's end (statements may overlap).
    var latestEnd: Int64 = 0
    var expander = ScriptGestureExpander()
    var expectations: [Expectation] = []

    init(file: String) {
        self.file = file
    }

    func error(_ line: ScriptLine, _ token: ScriptToken, _ message: String) -> ScriptError {
        ScriptError(file: file, line: line.number, column: token.column, message: message)
    }

    mutating func parse(_ line: ScriptLine) throws(ScriptError) {
        let first = line.tokens[0]
        if first.text.hasPrefix("@") || first.text.hasPrefix("+") {
            try parseTimed(line)
        } else if isLive && Self.headerStatements.contains(first.text) {
            throw error(
                line, first, "header statement '\(first.text)' is for script files; send timed statements, like +0 tap 640 360")
        } else if Self.headerStatements.contains(first.text) {
            guard !sawTimedStatement else {
                throw error(line, first, "header statement '\(ErrorExcerpt.of(first.text))' after the first timed statement")
            }
            try parseHeader(line)
        } else {
            let expected = isLive ? "a time like +0 or @0 then a command" : "a header statement, or a time like @100 or +50 then a command"
            throw error(line, first, "unknown statement '\(ErrorExcerpt.of(first.text))' (\(expected))")
        }
    }

    mutating func parseHeader(_ line: ScriptLine) throws(ScriptError) {
        let name = String(line.tokens[0].text)
        switch name {
        case "tracks": return try parseTracks(line)
        case "chapters": return try parseChapters(line)
        case "library": return try parseLibrary(line)
        default: break
        }
        let arguments = try ScriptArguments(line.tokens.dropFirst(), command: name, required: ["value"], file: file, line: line)
        switch name {
        case "screen":
            guard let token = arguments.token("value") else { return }
            let parts = token.text.split(separator: "x", omittingEmptySubsequences: false)
            let side = 1...ScriptLimits.maximumScreenSide
            guard parts.count == 2, let width = ScriptNumbers.decimal(parts[0]), let height = ScriptNumbers.decimal(parts[1]) else {
                throw error(line, token, "screen must be WIDTHxHEIGHT in points, like 1280x720, not '\(ErrorExcerpt.of(token.text))'")
            }
            guard side.contains(width), side.contains(height) else {
                throw error(
                    line, token,
                    "screen \(ErrorExcerpt.of(token.text)) is out of range: each side must be 1...\(Int(ScriptLimits.maximumScreenSide)) points"
                )
            }
            screen = Size(width: width, height: height)
        case "duration":
            duration = try arguments.number("value", in: 0.001...86_400)
        case "clock":
            guard let token = arguments.token("value") else { return }
            guard let time = Self.timeOfDay(token.text) else {
                throw error(line, token, "clock must be a local time HH:MM:SS, like 21:59:30, not '\(ErrorExcerpt.of(token.text))'")
            }
            clock = time
        case "playlist":
            let count = try arguments.number("value", in: 1...Double(ScriptLimits.maximumPlaylistEntries))
            guard count == count.rounded() else {
                throw error(line, arguments.token("value") ?? line.tokens[0], "playlist takes a whole number of entries")
            }
            playlistCount = Int(count)
        default:
            start = try arguments.number("value", in: 0...86_400)
            startLine = line
        }
    }

    /// The microseconds from midnight of `HH:MM:SS` (two digits each, 00:00:00…23:59:59).
    static func timeOfDay(_ text: Substring) -> Int64? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy { ("0"..."9").contains($0) } }) else { return nil }
        let numbers = parts.compactMap { Int64($0) }
        guard numbers.count == 3, numbers[0] < 24, numbers[1] < 60, numbers[2] < 60 else { return nil }
        return ((numbers[0] * 60 + numbers[1]) * 60 + numbers[2]) * 1_000_000
    }

    /// `tracks audio "English" "Deutsch" sub "English" "Français"`: the audio tracks' and
    /// the subtitle tracks' titles, each section once, either may be left out.
    mutating func parseTracks(_ line: ScriptLine) throws(ScriptError) {
        var audio: [String]?
        var subtitles: [String]?
        var section: String?
        for token in line.tokens.dropFirst() {
            switch token.text {
            case "audio", "sub":
                guard (token.text == "audio" ? audio : subtitles) == nil else {
                    throw error(line, token, "tracks: the \(token.text) section is given twice")
                }
                section = String(token.text)
                if token.text == "audio" { audio = [] } else { subtitles = [] }
            default:
                guard let section else {
                    throw error(line, token, "tracks: a section comes first, audio or sub, not '\(ErrorExcerpt.of(token.text))'")
                }
                let count = (audio?.count ?? 0) + (subtitles?.count ?? 0)
                guard count < ScriptLimits.maximumTracks else {
                    throw error(line, token, "tracks: at most \(ScriptLimits.maximumTracks) tracks")
                }
                let title = ScriptText.unquoted(token.text)
                if section == "audio" { audio?.append(title) } else { subtitles?.append(title) }
            }
        }
        guard audio != nil || subtitles != nil else {
            throw error(line, line.tokens[0], "tracks needs a section: tracks audio \"English\" … sub \"English\" …")
        }
        tracks = (audio ?? [], subtitles ?? [])
    }

    /// `chapters 0 "Opening" 65.5 "The city" 300 "Credits"`: each chapter's start (seconds,
    /// in order) and title.
    mutating func parseChapters(_ line: ScriptLine) throws(ScriptError) {
        let words = Array(line.tokens.dropFirst())
        guard !words.isEmpty, words.count.isMultiple(of: 2) else {
            throw error(
                line, words.last ?? line.tokens[0], "chapters takes pairs of a start and a title: chapters 0 \"Opening\" 65.5 \"The city\"")
        }
        guard words.count / 2 <= ScriptLimits.maximumChapters else {
            throw error(line, words[2 * ScriptLimits.maximumChapters], "chapters: at most \(ScriptLimits.maximumChapters) chapters")
        }
        var parsed: [(start: Double, title: String)] = []
        for pair in stride(from: 0, to: words.count, by: 2) {
            let token = words[pair]
            guard let start = ScriptNumbers.decimal(token.text), (0...86_400).contains(start) else {
                throw error(line, token, "chapters: a start is seconds, 0…86400, not '\(ErrorExcerpt.of(token.text))'")
            }
            guard start >= (parsed.last?.start ?? 0) else {
                throw error(line, token, "chapters: starts come in order; \(ErrorExcerpt.of(token.text)) is before the one before it")
            }
            parsed.append((start, ScriptText.unquoted(words[pair + 1].text)))
        }
        chapters = parsed
    }

    /// `library "Harbour" 95 "Night train" 240`: a kiosk's titles in the chooser's order,
    /// each with its length in seconds.
    mutating func parseLibrary(_ line: ScriptLine) throws(ScriptError) {
        let words = Array(line.tokens.dropFirst())
        guard words.count.isMultiple(of: 2) else {
            throw error(
                line, words.last ?? line.tokens[0],
                "library takes pairs of a title and its seconds: library \"Harbour\" 95 \"Night train\" 240")
        }
        guard words.count / 2 <= ScriptLimits.maximumPlaylistEntries else {
            throw error(
                line, words[2 * ScriptLimits.maximumPlaylistEntries], "library: at most \(ScriptLimits.maximumPlaylistEntries) titles")
        }
        var parsed: [(title: String, duration: Double)] = []
        for pair in stride(from: 0, to: words.count, by: 2) {
            let token = words[pair + 1]
            guard let seconds = ScriptNumbers.decimal(token.text), (0.001...86_400).contains(seconds) else {
                throw error(line, token, "library: a title's length is seconds, 0.001…86400, not '\(ErrorExcerpt.of(token.text))'")
            }
            parsed.append((ScriptText.unquoted(words[pair].text), seconds))
        }
        library = parsed
    }

    mutating func parseTimed(_ line: ScriptLine) throws(ScriptError) {
        let timeToken = line.tokens[0]
        let isRelative = timeToken.text.hasPrefix("+")
        let offsetToken = ScriptToken(text: timeToken.text.dropFirst(), column: timeToken.column + 1)
        let offset = try ScriptNumbers.duration(offsetToken, what: "time", file: file, line: line.number, command: "")
        let time = (isRelative ? previousEnd : 0) + offset
        guard time <= ScriptLimits.maximumMicroseconds else {
            throw error(line, timeToken, "time \(ErrorExcerpt.of(timeToken.text)) is past the 24 h a script may last")
        }
        guard !sawTimedStatement || time >= previousStart else {
            let when =
                isLive
                ? "\(Self.milliseconds(time)) ms after this line arrived, before the previous statement starts (\(Self.milliseconds(previousStart)) ms after)"
                : "\(Self.milliseconds(time)) ms, before the previous statement at \(Self.milliseconds(previousStart)) ms"
            throw error(line, timeToken, "time runs backwards: \(ErrorExcerpt.of(timeToken.text)) is \(when)")
        }
        guard line.tokens.count > 1 else {
            throw ScriptError(
                file: file, line: line.number, column: timeToken.column + timeToken.text.count, message: "missing command after the time")
        }
        sawTimedStatement = true
        expander.line = line.number
        expander.column = line.tokens[1].column
        let end = try command(line, at: time)
        guard end <= ScriptLimits.maximumMicroseconds else {
            throw error(line, line.tokens[1], "this statement runs past the 24 h a script may last")
        }
        previousStart = time
        previousEnd = end
        latestEnd = max(latestEnd, end)
    }

    static func milliseconds(_ micros: Int64) -> String { NumberText.fixedPoint(micros, places: 3) }

    /// Runs one command at `time` and returns the time of its last event.
    mutating func command(_ line: ScriptLine, at time: Int64) throws(ScriptError) -> Int64 {
        let commandToken = line.tokens[1]
        let name = String(commandToken.text)
        let rest = line.tokens.dropFirst(2)
        let coordinate = -ScriptLimits.maximumCoordinate...ScriptLimits.maximumCoordinate
        let limit = ScriptLimits.maximumMicroseconds
        func arguments(_ required: [String], _ optional: [String] = []) throws(ScriptError) -> ScriptArguments {
            try ScriptArguments(rest, command: name, required: required, optional: optional, file: file, line: line)
        }
        func fingerID(_ arguments: ScriptArguments) throws(ScriptError) -> Int {
            try arguments.count("ID", in: 0...ScriptLimits.maximumScriptID, default: 0)
        }
        func point(_ arguments: ScriptArguments, _ x: String, _ y: String) throws(ScriptError) -> Point {
            Point(x: try arguments.number(x, in: coordinate), y: try arguments.number(y, in: coordinate))
        }
        func budget(_ needed: Int) throws(ScriptError) {
            guard needed <= ScriptLimits.maximumStatementEvents else {
                throw error(
                    line, commandToken,
                    "\(name) would make \(needed) touch events (one statement may make at most \(ScriptLimits.maximumStatementEvents))")
            }
            guard needed <= expander.remainingEvents else {
                guard !isLive else {
                    throw error(
                        line, commandToken,
                        "\(name) would make \(needed) touch events; at most \(expander.remainingEvents) more may wait to be played now")
                }
                throw error(
                    line, commandToken, "\(name) would make too many touch events (a script may make at most \(ScriptLimits.maximumEvents))"
                )
            }
        }
        func checkEnd(_ end: Int64) throws(ScriptError) {
            guard end <= limit else { throw error(line, commandToken, "\(name) runs past the 24 h a script may last") }
        }

        switch name {
        case "down", "move":
            let args = try arguments(["ID", "X", "Y"], name == "down" ? ["tool"] : [])
            let id = try fingerID(args)
            let location = try point(args, "X", "Y")
            try budget(1)
            expander.tool = try args.choice("tool", default: TouchType.finger)
            expander.append(time, name == "down" ? .down(id, location, expander.tool) : .move(id, location))
            return time
        case "up":
            let id = try fingerID(try arguments(["ID"]))
            try budget(1)
            expander.append(time, .up(id))
            return time
        case "cancel":
            _ = try arguments([])
            try budget(1)
            expander.append(time, .cancelAll)
            return time
        case "wait":
            let wait = try arguments(["T"]).duration("T", default: 0)
            try checkEnd(time + wait)
            return time + wait
        case "tap":
            let args = try arguments(["X", "Y"], ["count", "fingers", "press", "gap", "tool"])
            let location = try point(args, "X", "Y")
            let count = try args.count("count", in: 1...ScriptLimits.maximumCount, default: 1)
            let fingers = try args.count("fingers", in: 1...ScriptLimits.maximumFingers, default: 1)
            let press = try args.duration("press", default: 50_000)
            let gap = try args.duration("gap", default: 150_000)
            let end = time + Int64(count - 1) * (press + gap) + press
            try checkEnd(end)
            try budget(count * fingers * 2)
            expander.tool = try args.choice("tool", default: TouchType.finger)
            expander.tap(at: time, location, count: count, fingers: fingers, press: press, gap: gap)
            return end
        case "hold":
            let args = try arguments(["X", "Y"], ["duration", "tool"])
            let location = try point(args, "X", "Y")
            let duration = try args.duration("duration", default: 800_000)
            try checkEnd(time + duration)
            try budget(2)
            expander.tool = try args.choice("tool", default: TouchType.finger)
            expander.hold(at: time, location, duration: duration)
            return time + duration
        case "drag":
            let args = try arguments(["X1", "Y1", "X2", "Y2"], ["duration", "fingers", "hz", "tool"])
            let from = try point(args, "X1", "Y1")
            let to = try point(args, "X2", "Y2")
            let duration = try args.duration("duration", default: 300_000)
            let fingers = try args.count("fingers", in: 1...ScriptLimits.maximumFingers, default: 1)
            let moves = ScriptGestureExpander.moveCount(duration: duration, hz: try positiveHz(args, line, commandToken))
            try checkEnd(time + duration)
            try budget(fingers * (moves + 2))
            expander.tool = try args.choice("tool", default: TouchType.finger)
            expander.drag(at: time, from: from, to: to, duration: duration, fingers: fingers, moves: moves)
            return time + duration
        case "pinch":
            let args = try arguments(["CX", "CY", "D1", "D2"], ["duration", "hz", "angle", "tool"])
            let center = try point(args, "CX", "CY")
            let from = try args.number("D1", in: 0...ScriptLimits.maximumCoordinate)
            let to = try args.number("D2", in: 0...ScriptLimits.maximumCoordinate)
            let duration = try args.duration("duration", default: 300_000)
            let moves = ScriptGestureExpander.moveCount(duration: duration, hz: try positiveHz(args, line, commandToken))
            let angle = try args.number("angle", in: -ScriptLimits.maximumDegrees...ScriptLimits.maximumDegrees, default: 0)
            try checkEnd(time + duration)
            try budget(2 * (moves + 2))
            expander.tool = try args.choice("tool", default: TouchType.finger)
            expander.pinch(at: time, center: center, from: from, to: to, duration: duration, moves: moves, degrees: angle)
            return time + duration
        case "rotate":
            let args = try arguments(["CX", "CY", "DEG"], ["radius", "duration", "hz", "tool"])
            let center = try point(args, "CX", "CY")
            let degrees = try args.number("DEG", in: -ScriptLimits.maximumDegrees...ScriptLimits.maximumDegrees)
            let radius = try args.number("radius", in: 0...ScriptLimits.maximumCoordinate, default: 100)
            let duration = try args.duration("duration", default: 300_000)
            let moves = ScriptGestureExpander.moveCount(duration: duration, hz: try positiveHz(args, line, commandToken))
            try checkEnd(time + duration)
            try budget(2 * (moves + 2))
            expander.tool = try args.choice("tool", default: TouchType.finger)
            expander.rotate(at: time, center: center, degrees: degrees, radius: radius, duration: duration, moves: moves)
            return time + duration
        case "key":
            let args = try arguments(["KEY"], ["hold"])
            guard let nameToken = args.token("KEY") else { return time }
            guard let key = KeyCode(name: nameToken.text) else {
                let near = KeyCode.nearestName(to: nameToken.text).map { "; did you mean \($0)?" } ?? ""
                throw error(
                    line, nameToken,
                    "key: unknown key '\(ErrorExcerpt.of(nameToken.text))' (a KEY_ name of linux/input-event-codes.h, e.g. KEY_PLAYPAUSE)\(near)"
                )
            }
            let hold = try args.duration("hold", default: 0)
            try checkEnd(time + hold)
            try budget(ScriptGestureExpander.keyEventCount(hold: hold))
            expander.append(ScriptGestureExpander.keyEvents(key, at: time, hold: hold))
            return time + hold
        case "expect":
            try expect(line, at: time)
            return time
        default:
            throw error(
                line, commandToken,
                "unknown command '\(ErrorExcerpt.of(name))' (down, move, up, cancel, tap, drag, hold, pinch, rotate, key, wait, expect)")
        }
    }

    /// `hz`, which must be above 0 (and at most `ScriptLimits.maximumHz`).
    func positiveHz(_ args: ScriptArguments, _ line: ScriptLine, _ commandToken: ScriptToken) throws(ScriptError) -> Double {
        let value = try args.number("hz", in: 0...ScriptLimits.maximumHz, default: 60)
        guard value > 0 else {
            throw error(line, args.token("hz") ?? commandToken, "\(commandToken.text): hz must be above 0")
        }
        return value
    }

    mutating func expect(_ line: ScriptLine, at time: Int64) throws(ScriptError) {
        let commandToken = line.tokens[1]
        let args = try ScriptArguments(
            line.tokens.dropFirst(2), command: "expect", required: ["KEY", "VALUE"], optional: ["TOL"], file: file, line: line)
        guard let keyToken = args.token("KEY"), let valueToken = args.token("VALUE") else {
            throw error(line, commandToken, "expect: missing KEY and VALUE")
        }
        let subject: Expectation.Subject
        let value: Expectation.Value
        if keyToken.text.hasPrefix(Self.mpvPrefix) {
            let name = keyToken.text.dropFirst(Self.mpvPrefix.count)
            guard !name.isEmpty else { throw error(line, keyToken, "expect: mpv: needs a property name, like mpv:time-pos") }
            subject = .mpv(String(name))
            // A quoted value is always text: `"1"` compares mpv's string form with 1.
            let number = valueToken.text.hasPrefix("\"") ? nil : ScriptNumbers.decimal(valueToken.text)
            let tolerance = try args.token("TOL").map { (token) throws(ScriptError) -> Double in
                guard number != nil else {
                    throw error(
                        line, token, "expect: a tolerance needs a number to compare, not '\(ErrorExcerpt.of(valueToken.text))'")
                }
                return try self.tolerance(token, line)
            }
            value = .property(text: ScriptText.unquoted(valueToken.text), number: number, tolerance: tolerance ?? 0)
        } else {
            guard let key = Expectation.Key(rawValue: String(keyToken.text)) else {
                let keys = Expectation.Key.allCases.map(\.rawValue).joined(separator: ", ")
                throw error(line, keyToken, "expect: unknown key '\(ErrorExcerpt.of(keyToken.text))' (\(keys), or mpv:PROPERTY)")
            }
            subject = .player(key)
            value = try playerValue(of: key, valueToken, tolerance: args.token("TOL"), line)
        }
        expectations.append(
            Expectation(
                time: Instant(microseconds: time), subject: subject, value: value, file: file, line: line.number,
                subjectColumn: keyToken.column, valueColumn: valueToken.column))
    }

    /// How an mpv property is named in `expect`.
    static let mpvPrefix = "mpv:"

    /// The value of `expect KEY VALUE [~TOL]` for one of touchmpv's own keys.
    func playerValue(of key: Expectation.Key, _ valueToken: ScriptToken, tolerance toleranceToken: ScriptToken?, _ line: ScriptLine)
        throws(ScriptError) -> Expectation.Value
    {
        if key.isNumeric {
            let number = try ScriptNumbers.number(
                valueToken, in: -1e12...1e12, what: key.rawValue, file: file, line: line.number, command: "expect")
            return .number(number, tolerance: try toleranceToken.map { (token) throws(ScriptError) in try tolerance(token, line) } ?? 0)
        }
        if let toleranceToken {
            throw error(line, toleranceToken, "expect: \(key.rawValue) takes no tolerance")
        }
        if key == .mode {
            guard let mode = KioskMode(rawValue: String(valueToken.text)) else {
                let names = KioskMode.allCases.map(\.rawValue).joined(separator: ", ")
                throw error(line, valueToken, "expect: mode is one of \(names), not '\(ErrorExcerpt.of(valueToken.text))'")
            }
            return .mode(mode)
        }
        if key == .menu {
            if valueToken.text == "none" { return .menu(nil) }
            guard let menu = MenuName(rawValue: String(valueToken.text)) else {
                let names = (MenuName.allCases.map(\.rawValue) + ["none"]).joined(separator: ", ")
                throw error(line, valueToken, "expect: menu is one of \(names), not '\(ErrorExcerpt.of(valueToken.text))'")
            }
            return .menu(menu)
        }
        let words = key.flagWords
        switch valueToken.text {
        case Substring(words.yes): return .flag(true)
        case Substring(words.no): return .flag(false)
        default:
            throw error(
                line, valueToken, "expect: \(key.rawValue) is \(words.yes) or \(words.no), not '\(ErrorExcerpt.of(valueToken.text))'")
        }
    }

    /// `~TOL`: a number from 0.
    func tolerance(_ token: ScriptToken, _ line: ScriptLine) throws(ScriptError) -> Double {
        guard token.text.hasPrefix("~") else {
            throw error(line, token, "expect: a tolerance is written ~TOL, like ~0.5, not '\(ErrorExcerpt.of(token.text))'")
        }
        let bare = ScriptToken(text: token.text.dropFirst(), column: token.column + 1)
        return try ScriptNumbers.number(bare, in: 0...1e12, what: "tolerance", file: file, line: line.number, command: "expect")
    }

    func finish() throws(ScriptError) -> TouchScript {
        if let startLine, start > duration {
            throw error(
                startLine, startLine.tokens[0],
                "start \(NumberText.compact(start)) s is after the end of the \(NumberText.compact(duration)) s media")
        }
        var builder = ScriptTimelineBuilder()
        let frames = try builder.frames(from: expander.events, file: file)
        return TouchScript(
            fileName: file, screen: screen, duration: duration, start: start, playlistCount: playlistCount, tracks: tracks,
            chapters: chapters, library: library, clock: clock,
            timeline: ScriptTimelineBuilder.merge(frames: frames, keys: expander.keys, expectations: expectations),
            endTime: Instant(microseconds: latestEnd))
    }
}
