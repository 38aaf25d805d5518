import Gestures
import PlayerModel
import TextFormats

/// A script's `expect KEY VALUE [~TOL]` or `expect mpv:PROPERTY VALUE [~TOL]`: what it
/// checks, and when.
public struct Expectation: Hashable, Sendable, CustomStringConvertible {
    /// The player state an expectation reads.
    public enum Key: String, Sendable, CaseIterable {
        /// Volume, 0...100.
        case volume
        /// Brightness, −100...100.
        case brightness
        /// Playback speed (1 = normal).
        case speed
        /// `video-zoom` (log2 of the scale).
        case zoom
        /// Playback position in seconds.
        case position
        /// Whether playback is paused (`yes`/`no`).
        case paused
        /// Whether the controls are shown (`visible`/`hidden`).
        case controls
        /// The menu open (`tracks`, …, or `none`).
        case menu
        /// Whether the screen is lit (`on`/`off`).
        case screen
        /// Where a kiosk is (`attract`, `chooser`, `playing`).
        case mode
        /// How many titles the kiosk's chooser shows.
        case chooser

        /// Whether the key takes a number (else a word).
        public var isNumeric: Bool { ![.paused, .controls, .menu, .screen, .mode].contains(self) }

        /// The words of a yes/no key: true's, then false's.
        public var flagWords: (yes: String, no: String) {
            switch self {
            case .controls: ("visible", "hidden")
            case .screen: ("on", "off")
            default: ("yes", "no")
            }
        }
    }

    /// What is checked: one of touchmpv's own keys, or an mpv property by name.
    public enum Subject: Hashable, Sendable, CustomStringConvertible {
        case player(Key)
        /// `mpv:NAME`: any property mpv has (`play`); in `simulate`, those the simulated
        /// player models.
        case mpv(String)

        /// As a script writes it: `volume`, `mpv:time-pos`.
        public var description: String {
            switch self {
            case .player(let key): key.rawValue
            case .mpv(let name): "mpv:" + name
            }
        }
    }

    public enum Value: Hashable, Sendable {
        /// A number, met when the actual value is within `tolerance` of it.
        case number(Double, tolerance: Double)
        /// A yes/no (`paused`) or visible/hidden (`controls`) state.
        case flag(Bool)
        /// The open menu (`menu`); nil for `none`.
        case menu(MenuName?)
        /// Where a kiosk is (`mode`).
        case mode(KioskMode)
        /// An mpv property's wanted value: met by mpv's string form equal to `text`, or,
        /// when `text` is a number (`number`) and mpv reads the property as one, by a
        /// number within `tolerance` of it.
        case property(text: String, number: Double?, tolerance: Double)
    }

    /// When to check, from the script's start.
    public var time: Instant
    public var subject: Subject
    public var value: Value
    /// The script's file name, for the failure message.
    public var file: String
    /// The `expect` line, for the failure message.
    public var line: Int
    /// The columns of the subject's and the value's words, for errors found after
    /// parsing (`simulate` refusing a property its player does not model).
    public var subjectColumn: Int
    public var valueColumn: Int

    public init(
        time: Instant, subject: Subject, value: Value, file: String, line: Int, subjectColumn: Int = 0, valueColumn: Int = 0
    ) {
        self.time = time
        self.subject = subject
        self.value = value
        self.file = file
        self.line = line
        self.subjectColumn = subjectColumn
        self.valueColumn = valueColumn
    }

    /// An expectation of one of touchmpv's own keys.
    public init(time: Instant, key: Key, value: Value, file: String, line: Int) {
        self.init(time: time, subject: .player(key), value: value, file: file, line: line)
    }

    /// Whether `actual` meets a numeric expectation: |actual − value| ≤ tolerance, with
    /// 1e-9 of slack for floating-point noise (a tolerance of 0 means "equal").
    public func isMet(byNumber actual: Double) -> Bool {
        let wanted: (number: Double, tolerance: Double)
        switch value {
        case .number(let number, let tolerance): wanted = (number, tolerance)
        case .property(_, let number?, let tolerance): wanted = (number, tolerance)
        case .flag, .menu, .mode, .property(_, nil, _): return false
        }
        return abs(actual - wanted.number) <= wanted.tolerance + 1e-9
    }

    /// Whether `actual` meets a yes/no or visible/hidden expectation.
    public func isMet(byFlag actual: Bool) -> Bool {
        guard case .flag(let expected) = value else { return false }
        return actual == expected
    }

    /// Whether `actual`, a property's string form, meets an mpv property expectation.
    public func isMet(byText actual: String) -> Bool {
        guard case .property(let text, _, _) = value else { return false }
        return actual == text
    }

    /// The wanted value as a script writes it: "55", "55 ~2", "yes", "hidden", `"a b"`.
    public var valueText: String {
        switch value {
        case .number(let number, let tolerance):
            Self.withTolerance(NumberText.compact(number), tolerance)
        case .flag(let flag):
            if case .player(let key) = subject { flag ? key.flagWords.yes : key.flagWords.no } else { flag ? "yes" : "no" }
        case .menu(let menu):
            menu?.rawValue ?? "none"
        case .mode(let mode):
            mode.rawValue
        case .property(let text, _, let tolerance):
            Self.withTolerance(Self.word(text), tolerance)
        }
    }

    private static func withTolerance(_ value: String, _ tolerance: Double) -> String {
        tolerance > 0 ? "\(value) ~\(NumberText.compact(tolerance))" : value
    }

    /// `text` as one word of a script: as it is, or in double quotes (with `"` and `\`
    /// escaped) when it would not read back as itself: empty, holding spaces or `#`, or
    /// starting with a quote.
    public static func word(_ text: String) -> String {
        let needsQuotes = text.isEmpty || text.hasPrefix("\"") || text.contains { $0 == " " || $0 == "\t" || $0 == "#" }
        guard needsQuotes else { return text }
        return "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    /// The text of a failure with the actual value: `FILE:LINE: expected KEY VALUE, got ACTUAL`,
    /// each of KEY, VALUE and ACTUAL quoted as `ErrorExcerpt` quotes input: the wanted
    /// value is the script's and the actual one may be the media's (a title).
    public func failureMessage(got actual: String) -> String {
        let wanted: String
        switch value {
        case .property(let text, _, let tolerance): wanted = Self.withTolerance(ErrorExcerpt.of(Self.word(text)), tolerance)
        case .number, .flag, .menu, .mode: wanted = valueText
        }
        return "\(file):\(line): expected \(ErrorExcerpt.of(subject.description)) \(wanted), got \(ErrorExcerpt.of(actual))"
    }

    /// `KEY VALUE` as the script wrote it.
    public var description: String { "\(subject) \(valueText)" }
}
