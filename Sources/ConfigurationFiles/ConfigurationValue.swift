import Gestures
import PlayerModel
import TextFormats

/// How a `touchmpv.conf` value's text becomes a value of its kind, or why it cannot: each
/// parser's error says what was expected, quoting the text (`ErrorExcerpt`).
struct ConfigurationValue<Value>: Sendable {
    let parse: @Sendable (String) throws(InvalidConfigurationValue) -> Value
}

/// Why a value was refused, worded for the user: "expected …, got '…'".
struct InvalidConfigurationValue: Error {
    var message: String

    init(message: String) {
        self.message = message
    }

    init(expected: String, got text: String) {
        message = "expected \(expected), got '\(ErrorExcerpt.of(text))'"
    }
}

extension ConfigurationValue where Value == Double {
    /// A finite decimal number within `range`, described as `what` ("a speed from 0.01 to 100").
    static func number(in range: ClosedRange<Double>, _ what: String) -> Self {
        Self { text throws(InvalidConfigurationValue) in
            guard let value = Double(text), value.isFinite, range.contains(value) else {
                throw InvalidConfigurationValue(expected: what, got: text)
            }
            return value
        }
    }

    /// A positive finite number.
    static var positive: Self {
        Self { text throws(InvalidConfigurationValue) in
            guard let value = Double(text), value.isFinite, value > 0 else {
                throw InvalidConfigurationValue(expected: "a positive number", got: text)
            }
            return value
        }
    }

    /// A finite number of 0 or more.
    static var nonNegative: Self { number(in: 0...Double.greatestFiniteMagnitude, "a number of 0 or more") }
}

extension ConfigurationValue where Value == Int {
    /// A whole number in decimal digits within `range`, described as `what`.
    static func integer(in range: ClosedRange<Int>, _ what: String) -> Self {
        Self { text throws(InvalidConfigurationValue) in
            guard let value = Int(text), range.contains(value) else { throw InvalidConfigurationValue(expected: what, got: text) }
            return value
        }
    }
}

extension ConfigurationValue where Value == Int {
    /// A whole number of MiB within `range`, described as `what`, as bytes.
    static func mebibytes(in range: ClosedRange<Int>, _ what: String) -> Self {
        Self { text throws(InvalidConfigurationValue) in try integer(in: range, what).parse(text) << 20 }
    }
}

extension ConfigurationValue where Value == Duration {
    /// A time of at most a day: a number with an optional unit, `ms` (the default) or
    /// `s`, as in `.touch` scripts: `500`, `500ms`, `3s`, `0.5s`.
    static var duration: Self {
        Self { text throws(InvalidConfigurationValue) in
            var digits = Substring(text)
            var scale = 1_000.0  // microseconds per unit
            if digits.hasSuffix("ms") {
                digits = digits.dropLast(2)
            } else if digits.hasSuffix("s") {
                digits = digits.dropLast(1)
                scale = 1_000_000
            }
            guard let value = Double(digits), value.isFinite, value >= 0, value * scale <= 86_400e6 else {
                throw InvalidConfigurationValue(expected: "a time such as 300ms or 3s", got: text)
            }
            return .microseconds(Int64((value * scale).rounded()))
        }
    }
}

extension ConfigurationValue where Value == Duration {
    /// A time as `duration` reads it, of at least `minimum` (whole seconds).
    static func duration(atLeast minimum: Duration) -> Self {
        Self { text throws(InvalidConfigurationValue) in
            let value = try duration.parse(text)
            guard value >= minimum else {
                throw InvalidConfigurationValue(expected: "a time of at least \(minimum.components.seconds)s", got: text)
            }
            return value
        }
    }
}

extension ConfigurationValue where Value == Bool {
    /// `yes` or `no`, as mpv writes flags.
    static var flag: Self {
        Self { text throws(InvalidConfigurationValue) in
            switch text {
            case "yes": return true
            case "no": return false
            default: throw InvalidConfigurationValue(expected: "yes or no", got: text)
            }
        }
    }
}

extension ConfigurationValue where Value == String {
    /// Any text (a device path, `auto`).
    static var text: Self { Self { $0 } }

    /// A path: any text but an empty one.
    static var path: Self {
        Self { text throws(InvalidConfigurationValue) in
            guard !text.isEmpty else { throw InvalidConfigurationValue(expected: "a path", got: text) }
            return text
        }
    }
}

extension ConfigurationValue where Value == [String] {
    /// `auto`, `none` (no device: `[]`), or device paths separated by blanks.
    static var devices: Self {
        Self { text throws(InvalidConfigurationValue) in
            let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
            if words == ["none"] { return [] }
            guard !words.isEmpty, words == ["auto"] || !words.contains(where: { $0 == "auto" || $0 == "none" }) else {
                throw InvalidConfigurationValue(expected: "auto, none, or device paths separated by blanks", got: text)
            }
            return words
        }
    }
}

extension ConfigurationValue where Value == Size {
    /// `WxH` in points, both sides positive and at most a million.
    static var size: Self {
        Self { text throws(InvalidConfigurationValue) in
            let parts = text.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
                width.isFinite, height.isFinite, width > 0, height > 0, width <= 1e6, height <= 1e6
            else { throw InvalidConfigurationValue(expected: "a size such as 1280x720", got: text) }
            return Size(width: width, height: height)
        }
    }
}

extension ConfigurationValue where Value == [Double] {
    /// Exactly `count` finite numbers separated by blanks.
    static func numbers(count: Int) -> Self {
        Self { text throws(InvalidConfigurationValue) in
            let words = text.split(whereSeparator: \.isWhitespace)
            let values = words.compactMap { Double($0) }.filter(\.isFinite)
            guard values.count == count, words.count == count else {
                throw InvalidConfigurationValue(expected: "\(count) numbers", got: text)
            }
            return values
        }
    }
}

extension ConfigurationValue where Value == [Double] {
    /// The largest magnitude of a calibration entry: a real panel's matrix scales and
    /// shifts by a few screens at most; beyond this a touch lands nowhere near the screen
    /// (and 1e308 overflows to infinity).
    static let maximumCalibrationEntry = 1000.0
    /// The smallest magnitude of a calibration matrix's determinant (a·e − b·d): below it
    /// the matrix squeezes the whole panel onto a line or a point (all zeros put every
    /// touch at the top left), which cannot be undone.
    static let minimumCalibrationDeterminant = 1e-6

    /// A libinput calibration matrix `a b c d e f`: six numbers of at most
    /// `maximumCalibrationEntry` whose linear part can be inverted.
    static var calibrationMatrix: Self {
        Self { text throws(InvalidConfigurationValue) in
            let values = try numbers(count: 6).parse(text)
            guard values.allSatisfy({ abs($0) <= maximumCalibrationEntry }) else {
                throw InvalidConfigurationValue(
                    expected: "6 numbers from -\(Int(maximumCalibrationEntry)) to \(Int(maximumCalibrationEntry))", got: text)
            }
            guard abs(values[0] * values[4] - values[1] * values[3]) >= minimumCalibrationDeterminant else {
                throw InvalidConfigurationValue(
                    expected: "a matrix that can be inverted (a·e − b·d is 0: every touch would land on one line or point)",
                    got: text)
            }
            return values
        }
    }
}

extension ConfigurationValue {
    /// `word` (nil), or a value as `value` reads it.
    static func word<Wrapped>(_ word: String, or value: ConfigurationValue<Wrapped>) -> Self where Value == Wrapped? {
        Self { text throws(InvalidConfigurationValue) in
            if text == word { return nil }
            do throws(InvalidConfigurationValue) {
                return try value.parse(text)
            } catch {
                throw InvalidConfigurationValue(message: "expected \(word) or " + error.message.dropFirst("expected ".count))
            }
        }
    }
}

extension ConfigurationValue where Value == Double? {
    /// `auto` (nil: the default chosen where it is used), or a number as `number` reads it.
    static func autoOr(_ number: ConfigurationValue<Double>) -> Self {
        word("auto", or: number)
    }
}

extension ConfigurationValue where Value == ClosedRange<Int32>? {
    /// An axis range `MIN MAX` in device units (MIN < MAX), or `auto` for none.
    static var axisRange: Self {
        Self { text throws(InvalidConfigurationValue) in
            if text == "auto" { return nil }
            let parts = text.split(whereSeparator: \.isWhitespace)
            guard parts.count == 2, let low = Int32(parts[0]), let high = Int32(parts[1]), low < high else {
                throw InvalidConfigurationValue(expected: "auto or two integers MIN MAX with MIN < MAX", got: text)
            }
            return low...high
        }
    }
}

extension ConfigurationValue
where
    Value: CaseIterable & RawRepresentable & Sendable, Value.AllCases: Sendable,
    Value.RawValue: LosslessStringConvertible & Sendable
{
    /// One of the cases, written as its raw value (`90`, `idle`).
    static var choice: Self {
        Self { text throws(InvalidConfigurationValue) in
            guard let raw = Value.RawValue(text), let value = Value(rawValue: raw), String(describing: raw) == text else {
                let words = Value.allCases.map { String(describing: $0.rawValue) }
                throw InvalidConfigurationValue(expected: words.joined(separator: " or "), got: text)
            }
            return value
        }
    }
}

extension ConfigurationValue where Value == BrightnessBackend {
    /// `mpv`, or `backlight:NAME` for `/sys/class/backlight/NAME` (NAME a plain file name).
    static var brightnessBackend: Self {
        Self { text throws(InvalidConfigurationValue) in
            if text == "mpv" { return .mpv }
            let prefix = "backlight:"
            let name = text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : ""
            guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else {
                throw InvalidConfigurationValue(expected: "mpv or backlight:NAME (a device in /sys/class/backlight)", got: text)
            }
            return .backlight(name: name)
        }
    }
}

extension ConfigurationValue where Value == DailySpan? {
    /// `always` (nil), or `HH:MM-HH:MM`: two times of day of 00:00…23:59.
    static var dailySpan: Self {
        Self { text throws(InvalidConfigurationValue) in
            if text == "always" { return nil }
            let ends = text.split(separator: "-", omittingEmptySubsequences: false).map(minuteOfDay)
            guard ends.count == 2, let start = ends[0], let end = ends[1] else {
                throw InvalidConfigurationValue(expected: "always or a span of local time HH:MM-HH:MM, such as 08:00-22:00", got: text)
            }
            return DailySpan(start: start, end: end)
        }
    }

    /// The minutes from midnight of `HH:MM` (two digits each), or nil.
    private static func minuteOfDay(_ text: Substring) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy { ("0"..."9").contains($0) } }),
            let hours = Int(parts[0]), let minutes = Int(parts[1]), (0..<24).contains(hours), (0..<60).contains(minutes)
        else { return nil }
        return hours * 60 + minutes
    }
}
