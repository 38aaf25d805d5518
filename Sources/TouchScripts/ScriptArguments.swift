/// A command's arguments bound to their names: required ones by position, optional
/// ones by position after them or as `name=value` (`tap 10 20 count=2` or `tap 10 20 2`;
/// a quoted word is never `name=value`),
/// with typed readers that check ranges and refuse NaN, infinities and non-numbers.
import TextFormats

struct ScriptArguments {
    private let file: String
    private let line: Int
    private let command: String
    private var values: [String: ScriptToken] = [:]

    /// Binds `tokens` (the words after the command) to `required` then `optional` names.
    init(
        _ tokens: ArraySlice<ScriptToken>, command: String, required: [String], optional: [String] = [],
        file: String, line: ScriptLine
    ) throws(ScriptError) {
        self.file = file
        self.line = line.number
        self.command = command
        let names = required + optional
        var position = 0
        var sawNamed = false
        for token in tokens {
            // A quoted word is a value, whatever it holds.
            let isQuoted = token.text.hasPrefix("\"")
            if !isQuoted, let equals = token.text.firstIndex(of: "="), optional.contains(String(token.text[..<equals])) {
                let name = String(token.text[..<equals])
                guard values[name] == nil else {
                    throw ScriptError(file: file, line: line.number, column: token.column, message: "\(command): \(name) given twice")
                }
                let valueText = token.text[token.text.index(after: equals)...]
                let offset = token.text.distance(from: token.text.startIndex, to: equals) + 1
                values[name] = ScriptToken(text: valueText, column: token.column + offset)
                sawNamed = true
                continue
            }
            if !isQuoted, token.text.contains("=") {
                throw ScriptError(
                    file: file, line: line.number, column: token.column,
                    message:
                        "\(command): unknown option '\(ErrorExcerpt.of(token.text.prefix { $0 != "=" }))' (options: \(optional.joined(separator: ", ")))"
                )
            }
            guard !sawNamed, position < names.count else {
                throw ScriptError(
                    file: file, line: line.number, column: token.column,
                    message: "\(command): unexpected argument '\(ErrorExcerpt.of(token.text))'")
            }
            if values[names[position]] != nil {
                throw ScriptError(
                    file: file, line: line.number, column: token.column, message: "\(command): \(names[position]) given twice")
            }
            values[names[position]] = ScriptToken(text: token.text, column: token.column)
            position += 1
        }
        for name in required where values[name] == nil {
            let column = (tokens.last ?? line.tokens.last).map { $0.column + $0.text.count } ?? 1
            throw ScriptError(file: file, line: line.number, column: column, message: "\(command): missing argument \(name)")
        }
    }

    private func error(_ token: ScriptToken, _ message: String) -> ScriptError {
        ScriptError(file: file, line: line, column: token.column, message: "\(command): \(message)")
    }

    /// The token of argument `name`, if given.
    func token(_ name: String) -> ScriptToken? { values[name] }

    /// A finite number within `range`, or `fallback` when the optional argument is absent.
    func number(_ name: String, in range: ClosedRange<Double>, default fallback: Double? = nil) throws(ScriptError) -> Double {
        guard let token = values[name] else { return fallback ?? 0 }
        return try ScriptNumbers.number(token, in: range, what: name, file: file, line: line, command: command)
    }

    /// A whole number within `range`.
    func count(_ name: String, in range: ClosedRange<Int>, default fallback: Int) throws(ScriptError) -> Int {
        guard let token = values[name] else { return fallback }
        guard let value = Int(token.text), range.contains(value) else {
            throw error(
                token,
                "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(ErrorExcerpt.of(token.text))'")
        }
        return value
    }

    /// One of `Choice`'s cases, named by its raw value (`tool=pen`), or `fallback` when the
    /// optional argument is absent.
    func choice<Choice: CaseIterable & RawRepresentable>(_ name: String, default fallback: Choice) throws(ScriptError) -> Choice
    where Choice.RawValue == String {
        guard let token = values[name] else { return fallback }
        guard let value = Choice(rawValue: String(token.text)) else {
            let names = Choice.allCases.map(\.rawValue).joined(separator: " or ")
            throw error(token, "\(name) must be \(names), not '\(ErrorExcerpt.of(token.text))'")
        }
        return value
    }

    /// A duration (`300`, `300ms`, `0.3s`) in microseconds, within 0...24 h.
    func duration(_ name: String, default fallback: Int64) throws(ScriptError) -> Int64 {
        guard let token = values[name] else { return fallback }
        return try ScriptNumbers.duration(token, what: name, file: file, line: line, command: command)
    }
}

/// Reading numbers and durations out of script words.
enum ScriptNumbers {
    /// A finite decimal number (digits, sign, point, exponent only: no `nan`, `inf` or hex).
    static func number(_ token: ScriptToken, in range: ClosedRange<Double>, what: String, file: String, line: Int, command: String)
        throws(ScriptError) -> Double
    {
        let prefix = command.isEmpty ? "" : "\(command): "
        guard let value = decimal(token.text) else {
            throw ScriptError(
                file: file, line: line, column: token.column,
                message: "\(prefix)\(what) must be a finite number, not '\(ErrorExcerpt.of(token.text))'")
        }
        guard range.contains(value) else {
            throw ScriptError(
                file: file, line: line, column: token.column,
                message:
                    "\(prefix)\(what) \(ErrorExcerpt.of(token.text)) is out of range \(NumberText.compact(range.lowerBound))...\(NumberText.compact(range.upperBound))"
            )
        }
        return value
    }

    /// `text` as a finite decimal number, or nil.
    static func decimal(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ "0123456789+-.eE".contains($0) }), text.contains(where: \.isNumber),
            let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    /// A time or duration: a number with an optional unit, `ms` (the default) or `s`,
    /// from 0 to 24 h, rounded to whole microseconds.
    static func duration(_ token: ScriptToken, what: String, file: String, line: Int, command: String) throws(ScriptError) -> Int64 {
        var text = token.text
        var scale = 1000.0
        if text.hasSuffix("ms") {
            text = text.dropLast(2)
        } else if text.hasSuffix("s") {
            text = text.dropLast()
            scale = 1_000_000
        }
        let prefix = command.isEmpty ? "" : "\(command): "
        guard let value = decimal(text) else {
            throw ScriptError(
                file: file, line: line, column: token.column,
                message: "\(prefix)\(what) must be a time like 300, 300ms or 0.3s, not '\(ErrorExcerpt.of(token.text))'")
        }
        let micros = (value * scale).rounded()
        guard micros >= 0, micros <= Double(ScriptLimits.maximumMicroseconds) else {
            throw ScriptError(
                file: file, line: line, column: token.column,
                message: "\(prefix)\(what) \(ErrorExcerpt.of(token.text)) is out of range 0...24h")
        }
        return Int64(micros)
    }
}
