/// Numbers as touchmpv prints them: the shortest text that reads back as the same
/// `Double`, integers without a trailing ".0" (`60`, `1.234`, `-0.5`, `1e-05`).
///
/// This is the format of `--json` output and of OSD messages, so that a number a user
/// sees is the number the program computed.
public enum NumberText {
    /// The shortest round-trip text of `value`; integral values have no fraction part.
    /// Not-a-number and infinities print as `null`, which JSON readers accept.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        // An integer below 1e16 prints the same as an Int, which is much cheaper to print
        // than a Double (volume and brightness steps, seek offsets); from 1e16 on, a
        // Double prints in exponent notation.
        if value.rounded(.towardZero) == value && abs(value) < 1e16 {
            return String(Int(value))
        }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// A media position as `M:SS` (or `H:MM:SS` from one hour on), rounded down to the second.
    public static func clock(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "-:--" }
        let sign = seconds < 0 ? "-" : ""
        let total = Int(min(abs(seconds), 1e9))
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0
            ? "\(sign)\(hours):\(twoDigits(minutes)):\(twoDigits(secs))"
            : "\(sign)\(minutes):\(twoDigits(secs))"
    }

    /// `value` rounded to `decimals` places, as `format` prints it: -33.333 for
    /// −33.333333333333314 at 3 places, 2 for 2.0000001.
    public static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return format(value) }
        let scale = (0..<decimals).reduce(1.0) { scale, _ in scale * 10 }
        let rounded = (value * scale).rounded() / scale
        return format(rounded.isFinite ? rounded : value)
    }
}
