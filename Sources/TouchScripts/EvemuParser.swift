import Gestures
import TextFormats
import TouchInput

/// Parses evemu recordings (evemu-record's text format, versions 1.1 to 1.3).
///
/// Header lines: `N: NAME`, `I: BUS VENDOR PRODUCT VERSION` (hex), `P: BYTES` (the
/// property bitmask, 8 hex bytes a line, lines concatenated), `B: TYPE BYTES` (each
/// type's code bitmask, likewise), `A: CODE MIN MAX FUZZ FLAT [RESOLUTION]` (CODE in
/// hex; 1.1 has no resolution). `L:` and `S:` lines (LEDs, switches) are skipped.
/// Events: `E: SEC.USEC TYPE CODE VALUE`, TYPE and CODE in hex, VALUE decimal, zero
/// padded or not (`0340`, `-001`, `6097`). `#` starts a comment.
///
/// Event times never run backwards: an E: line stamped before the one above it is
/// refused at its line (a recording edited or spliced by hand; replayed, it would
/// squeeze a gesture into no time).
///
/// A header that names one position axis of a pair (`ABS_MT_POSITION_X`/`_Y`,
/// `ABS_X`/`ABS_Y`) without an A: line for both is refused at the line of the one it has.
public enum EvemuParser {
    /// Parses `bytes` (a recording, or just its header, or just its events).
    ///
    /// - Parameter header: a description from a separate `--desc` file; it replaces any
    ///   header in `bytes`. Without either, the recording is an error.
    public static func parse(bytes: [UInt8], fileName: String, header: DeviceDescription? = nil) throws(ScriptError) -> EvemuRecording {
        var builder = HeaderBuilder()
        var events: [InputEvent] = []
        var firstLine: ScriptLine?
        for line in try ScriptText.lines(of: bytes, file: fileName) {
            firstLine = firstLine ?? line
            let tag = line.tokens[0]
            switch tag.text {
            case "E:":
                let event = try event(line, file: fileName)
                if let previous = events.last, event.time < previous.time {
                    throw ScriptError(
                        file: fileName, line: line.number, column: line.tokens[1].column,
                        message: "time runs backwards: E: \(line.tokens[1].text) is before the previous event at "
                            + Self.stamp(previous.time))
                }
                events.append(event)
            case "N:":
                builder.name = String(line.text.drop { $0 != ":" }.dropFirst().drop(while: \.isWhitespace).prefix { $0 != "#" })
                    .trimmingTrailingWhitespace()
            case "I:": try builder.identity(line, file: fileName)
            case "P:": builder.properties += try hexBytes(line.tokens.dropFirst(), line: line, file: fileName)
            case "B:": try builder.bits(line, file: fileName)
            case "A:": try builder.axis(line, file: fileName)
            case "L:", "S:": break
            default:
                throw ScriptError(
                    file: fileName, line: line.number, column: tag.column,
                    message: "not an evemu line: '\(ErrorExcerpt.of(tag.text))' (expected N:, I:, P:, B:, A: or E:)")
            }
        }
        guard let description = header ?? builder.description else {
            throw ScriptError(
                file: fileName, line: firstLine?.number ?? 0, column: 1,
                message: "no device description: the recording has no N:/A: header; give one with --desc FILE")
        }
        if header == nil, let missing = description.missingPositionAxis {
            let (line, column) = builder.axisLocations[missing.partner] ?? builder.absoluteBitsLocation ?? (firstLine?.number ?? 0, 1)
            throw ScriptError(
                file: fileName, line: line, column: column,
                message: "no A: line for \(Self.axisName(missing.axis)): a touch position needs it beside \(Self.axisName(missing.partner))"
            )
        }
        return EvemuRecording(description: description, events: events)
    }

    /// Parses a `--desc` file: an evemu header with no events.
    public static func parseDescription(bytes: [UInt8], fileName: String) throws(ScriptError) -> DeviceDescription {
        try parse(bytes: bytes, fileName: fileName).description
    }

    private static func event(_ line: ScriptLine, file: String) throws(ScriptError) -> InputEvent {
        let tokens = line.tokens
        guard tokens.count >= 5 else {
            let column = tokens.last.map { $0.column + $0.text.count } ?? 1
            throw ScriptError(file: file, line: line.number, column: column, message: "E: needs SEC.USEC TYPE CODE VALUE")
        }
        if tokens.count > 5 {
            throw ScriptError(
                file: file, line: line.number, column: tokens[5].column,
                message: "E: unexpected '\(ErrorExcerpt.of(tokens[5].text))' after the value")
        }
        let stamp = tokens[1]
        let parts = stamp.text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let seconds = Int64(parts[0]), seconds >= 0, (1...6).contains(parts[1].count),
            parts[1].allSatisfy(\.isASCII), parts[1].allSatisfy(\.isNumber), var fraction = Int64(parts[1])
        else {
            throw ScriptError(
                file: file, line: line.number, column: stamp.column,
                message: "E: time must be SECONDS.MICROSECONDS, not '\(ErrorExcerpt.of(stamp.text))'")
        }
        for _ in parts[1].count..<6 { fraction *= 10 }
        guard seconds <= Int64.max / 1_000_000 - 1 else {
            throw ScriptError(
                file: file, line: line.number, column: stamp.column, message: "E: time \(ErrorExcerpt.of(stamp.text)) is too large")
        }
        let type = try hex(tokens[2], as: UInt16.self, what: "type", line: line, file: file)
        let code = try hex(tokens[3], as: UInt16.self, what: "code", line: line, file: file)
        guard let value = Int32(tokens[4].text) else {
            throw ScriptError(
                file: file, line: line.number, column: tokens[4].column,
                message: "E: value must be a decimal 32-bit integer, not '\(ErrorExcerpt.of(tokens[4].text))'")
        }
        return InputEvent(seconds: seconds, microseconds: fraction, type: type, code: code, value: value)
    }

    /// `time` as an E: line writes it, SECONDS.MICROSECONDS.
    private static func stamp(_ time: Instant) -> String {
        NumberText.fixedPoint(time.microseconds, places: 6, trimmed: false)
    }

    /// "ABS_MT_POSITION_X (0x35)": the name and the code as A: lines write it.
    private static func axisName(_ code: UInt16) -> String {
        let digits = String(code, radix: 16)
        return "\(EventCodes.positionAxisName(code)) (0x\(digits.count < 2 ? "0" : "")\(digits))"
    }

    static func hex<T: FixedWidthInteger>(_ token: ScriptToken, as: T.Type, what: String, line: ScriptLine, file: String)
        throws(ScriptError) -> T
    {
        let digits = token.text.hasPrefix("0x") ? token.text.dropFirst(2) : token.text
        guard let value = T(digits, radix: 16) else {
            throw ScriptError(
                file: file, line: line.number, column: token.column,
                message: "\(line.tokens[0].text) \(what) must be hexadecimal, not '\(ErrorExcerpt.of(token.text))'")
        }
        return value
    }

    static func hexBytes(_ tokens: ArraySlice<ScriptToken>, line: ScriptLine, file: String) throws(ScriptError) -> [UInt8] {
        var bytes: [UInt8] = []
        for token in tokens {
            bytes.append(try hex(token, as: UInt8.self, what: "byte", line: line, file: file))
        }
        return bytes
    }

    static func decimal(_ token: ScriptToken, what: String, line: ScriptLine, file: String) throws(ScriptError) -> Int32 {
        guard let value = Int32(token.text) else {
            throw ScriptError(
                file: file, line: line.number, column: token.column,
                message: "A: \(what) must be a decimal 32-bit integer, not '\(ErrorExcerpt.of(token.text))'")
        }
        return value
    }
}

/// Collects an evemu header's lines into a `DeviceDescription`.
private struct HeaderBuilder {
    var name: String?
    var identity: [UInt16] = []
    var properties: [UInt8] = []
    var bitmasks: [UInt16: [UInt8]] = [:]
    var axes: [UInt16: AbsInfo] = [:]
    /// Where each axis' A: line is (line, column of its code), for errors about it.
    var axisLocations: [UInt16: (line: Int, column: Int)] = [:]
    /// Where the first `B: 03` line (the absolute axes' bitmask) is.
    var absoluteBitsLocation: (line: Int, column: Int)?

    mutating func identity(_ line: ScriptLine, file: String) throws(ScriptError) {
        guard line.tokens.count == 5 else {
            throw ScriptError(file: file, line: line.number, column: line.tokens[0].column, message: "I: needs BUS VENDOR PRODUCT VERSION")
        }
        identity = []
        for token in line.tokens.dropFirst() {
            identity.append(try EvemuParser.hex(token, as: UInt16.self, what: "id", line: line, file: file))
        }
    }

    mutating func bits(_ line: ScriptLine, file: String) throws(ScriptError) {
        guard line.tokens.count >= 2 else {
            throw ScriptError(file: file, line: line.number, column: line.tokens[0].column, message: "B: needs TYPE and bitmask bytes")
        }
        let type = try EvemuParser.hex(line.tokens[1], as: UInt16.self, what: "type", line: line, file: file)
        guard type <= UInt16(EventCodes.typeMax) else {
            throw ScriptError(
                file: file, line: line.number, column: line.tokens[1].column,
                message: "B: event type \(ErrorExcerpt.of(line.tokens[1].text)) is beyond EV_MAX")
        }
        bitmasks[type, default: []] += try EvemuParser.hexBytes(line.tokens.dropFirst(2), line: line, file: file)
        if type == EventCodes.absolute, absoluteBitsLocation == nil {
            absoluteBitsLocation = (line.number, line.tokens[0].column)
        }
    }

    mutating func axis(_ line: ScriptLine, file: String) throws(ScriptError) {
        let tokens = line.tokens
        guard tokens.count == 6 || tokens.count == 7 else {
            throw ScriptError(
                file: file, line: line.number, column: tokens[0].column,
                message: "A: needs CODE MIN MAX FUZZ FLAT and, from evemu 1.2, RESOLUTION")
        }
        let code = try EvemuParser.hex(tokens[1], as: UInt16.self, what: "code", line: line, file: file)
        var numbers: [Int32] = []
        for (token, what) in zip(tokens.dropFirst(2), ["minimum", "maximum", "fuzz", "flat", "resolution"]) {
            numbers.append(try EvemuParser.decimal(token, what: what, line: line, file: file))
        }
        axes[code] = AbsInfo(
            minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3], resolution: numbers.count > 4 ? numbers[4] : 0)
        axisLocations[code] = (line.number, tokens[1].column)
    }

    /// The description, or nil when the file had no header at all.
    var description: DeviceDescription? {
        guard name != nil || !axes.isEmpty || !bitmasks.isEmpty else { return nil }
        var codes: [UInt16: Set<UInt16>] = [:]
        for (type, bytes) in bitmasks {
            codes[type] = Self.bitNumbers(bytes).reduce(into: Set<UInt16>()) { $0.insert(UInt16(truncatingIfNeeded: $1)) }
        }
        let id = identity + Array(repeating: 0, count: max(0, 4 - identity.count))
        return DeviceDescription(
            name: name ?? "", bus: id[0], vendor: id[1], product: id[2], version: id[3],
            properties: Set(Self.bitNumbers(properties)), codes: codes, axes: axes)
    }

    private static func bitNumbers(_ bytes: [UInt8]) -> [Int] {
        var numbers: [Int] = []
        for (index, byte) in bytes.enumerated() where byte != 0 {
            for bit in 0..<8 where byte & (1 << bit) != 0 {
                numbers.append(index * 8 + bit)
            }
        }
        return numbers
    }
}

extension String {
    /// The string without trailing spaces and tabs.
    fileprivate func trimmingTrailingWhitespace() -> String {
        var copy = self
        while copy.last?.isWhitespace == true { copy.removeLast() }
        return copy
    }
}
