import Gestures

/// A script's `expect KEY VALUE [~TOL]`: the player's state it checks, and when.
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

        /// Whether the key takes a number (else a yes/no or visible/hidden word).
        public var isNumeric: Bool { self != .paused && self != .controls }
    }

    public enum Value: Hashable, Sendable {
        /// A number, met when the actual value is within `tolerance` of it.
        case number(Double, tolerance: Double)
        /// A yes/no (`paused`) or visible/hidden (`controls`) state.
        case flag(Bool)
    }

    /// When to check, from the script's start.
    public var time: Instant
    public var key: Key
    public var value: Value
    /// The script's file name, for the failure message.
    public var file: String
    /// The `expect` line, for the failure message.
    public var line: Int

    public init(time: Instant, key: Key, value: Value, file: String, line: Int) {
        self.time = time
        self.key = key
        self.value = value
        self.file = file
        self.line = line
    }

    /// Whether `actual` meets a numeric expectation: |actual − value| ≤ tolerance, with
    /// 1e-9 of slack for floating-point noise (a tolerance of 0 means "equal").
    public func isMet(byNumber actual: Double) -> Bool {
        guard case .number(let expected, let tolerance) = value else { return false }
        return abs(actual - expected) <= tolerance + 1e-9
    }

    /// Whether `actual` meets a yes/no or visible/hidden expectation.
    public func isMet(byFlag actual: Bool) -> Bool {
        guard case .flag(let expected) = value else { return false }
        return actual == expected
    }

    /// The wanted value as a script writes it: "55", "55 ~2", "yes", "hidden".
    public var valueText: String {
        switch value {
        case .number(let number, let tolerance):
            tolerance > 0 ? "\(CompactNumber.format(number)) ~\(CompactNumber.format(tolerance))" : CompactNumber.format(number)
        case .flag(let flag):
            key == .controls ? (flag ? "visible" : "hidden") : (flag ? "yes" : "no")
        }
    }

    /// The text of a failure with the actual value: `FILE:LINE: expected KEY VALUE, got ACTUAL`.
    public func failureMessage(got actual: String) -> String {
        "\(file):\(line): expected \(key.rawValue) \(valueText), got \(actual)"
    }

    /// `KEY VALUE` as the script wrote it.
    public var description: String { "\(key.rawValue) \(valueText)" }
}
