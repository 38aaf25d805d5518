import TouchInput

/// Parsers for the value kinds of `touchmpv.conf`; each returns the value or throws a
/// message that says what was expected.
enum ConfigurationValue {
    /// Why a value was refused, worded for the user.
    struct Invalid: Error {
        /// What was expected instead.
        var message: String
    }

    /// A finite decimal number within `range`.
    static func number(_ text: String, in range: ClosedRange<Double>, _ what: String) throws(Invalid) -> Double {
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw Invalid(message: "expected \(what), got '\(ErrorExcerpt.of(text))'")
        }
        return value
    }

    /// A positive finite number.
    static func positive(_ text: String) throws(Invalid) -> Double {
        let value = try number(text, in: 0...Double.greatestFiniteMagnitude, "a positive number")
        guard value > 0 else { throw Invalid(message: "expected a positive number, got '\(ErrorExcerpt.of(text))'") }
        return value
    }

    /// A non-negative finite number.
    static func nonNegative(_ text: String) throws(Invalid) -> Double {
        try number(text, in: 0...Double.greatestFiniteMagnitude, "a number of 0 or more")
    }

    /// A non-negative time: a number with an optional unit, `ms` (the default) or `s`,
    /// as in `.touch` scripts: `500`, `500ms`, `3s`, `0.5s`. At most one day.
    static func duration(_ text: String) throws(Invalid) -> Duration {
        var digits = Substring(text)
        var scale = 1_000.0  // microseconds per unit
        if digits.hasSuffix("ms") {
            digits = digits.dropLast(2)
        } else if digits.hasSuffix("s") {
            digits = digits.dropLast(1)
            scale = 1_000_000
        }
        guard let value = Double(digits), value.isFinite, value >= 0, value * scale <= 86_400e6 else {
            throw Invalid(message: "expected a time such as 300ms or 3s, got '\(ErrorExcerpt.of(text))'")
        }
        return .microseconds(Int64((value * scale).rounded()))
    }

    /// `yes` or `no`, as mpv writes flags.
    static func flag(_ text: String) throws(Invalid) -> Bool {
        switch text {
        case "yes": return true
        case "no": return false
        default: throw Invalid(message: "expected yes or no, got '\(ErrorExcerpt.of(text))'")
        }
    }

    /// A size `WxH` in points, both positive.
    static func size(_ text: String) throws(Invalid) -> (width: Double, height: Double) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite, width > 0, height > 0, width <= 1e6, height <= 1e6
        else { throw Invalid(message: "expected a size such as 1280x720, got '\(ErrorExcerpt.of(text))'") }
        return (width, height)
    }

    /// Exactly `count` finite numbers separated by blanks.
    static func numbers(_ text: String, count: Int) throws(Invalid) -> [Double] {
        let values = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }.filter(\.isFinite)
        guard values.count == count, text.split(whereSeparator: \.isWhitespace).count == count else {
            throw Invalid(message: "expected \(count) numbers, got '\(ErrorExcerpt.of(text))'")
        }
        return values
    }

    /// An axis range `MIN MAX` in device units (MIN < MAX), or `auto` for none.
    static func axisRange(_ text: String) throws(Invalid) -> ClosedRange<Int32>? {
        if text == "auto" { return nil }
        let parts = text.split(whereSeparator: \.isWhitespace)
        guard parts.count == 2, let low = Int32(parts[0]), let high = Int32(parts[1]), low < high else {
            throw Invalid(message: "expected auto or two integers MIN MAX with MIN < MAX, got '\(ErrorExcerpt.of(text))'")
        }
        return low...high
    }

    /// One word of `choices`.
    static func choice(_ text: String, _ choices: [String]) throws(Invalid) -> String {
        guard choices.contains(text) else {
            throw Invalid(message: "expected \(choices.joined(separator: " or ")), got '\(ErrorExcerpt.of(text))'")
        }
        return text
    }
}
