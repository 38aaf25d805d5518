/// Numbers as touchmpv prints them, every format in one place so that the same value
/// prints the same wherever it appears.
///
/// - `format`: the shortest text that reads back as the same `Double`, integers without
///   a trailing ".0" (`60`, `1.234`, `-0.5`, `1e-05`): `--json` output and OSD messages,
///   so that a number a user sees is the number the program computed.
/// - `compact`: rounded to six decimals, written out without an exponent and without
///   trailing zeros (`1280`, `0.25`, `-3.5`): traces, scripts and their error messages,
///   whose text is read back by people and by the script parser.
/// - `fixedPoint`: an integer count of a fraction of a unit (microseconds, milliseconds)
///   as a decimal, exactly: times, which are integers and must not pass through `Double`.
/// - `signed` and `clock`: offsets with their sign and media positions, for people.
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

    /// `value` rounded to `decimals` places, as `format` prints it: -33.333 for
    /// −33.333333333333314 at 3 places, 2 for 2.0000001.
    public static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return format(value) }
        let rounded = rounded(value, decimals: decimals)
        return format(rounded.isFinite ? rounded : value)
    }

    /// `value` rounded to `decimals` places (at most six) as compact text; non-finite
    /// values print as 0, so that a trace or a written script never holds a word the
    /// parser refuses.
    public static func compact(_ value: Double, decimals: Int = 6) -> String {
        // At six places the rounding below is the only one.
        let value = decimals < 6 ? rounded(value, decimals: decimals) : value
        guard value.isFinite else { return "0" }
        let scaled = (value * 1_000_000).rounded()
        guard abs(scaled) < 9e18 else { return String(value) }
        return fixedPoint(Int64(scaled), places: 6)
    }

    /// `units` of 10^-`places` as a decimal: 1234 at 3 places is "1.234"; with
    /// `trimmed`, trailing zeros (and a fraction of zero) are dropped ("1.2", "2"),
    /// without it every place is written ("1.200", "2.000").
    public static func fixedPoint(_ units: Int64, places: Int, trimmed: Bool = true) -> String {
        let sign = units < 0 ? "-" : ""
        let magnitude = units.magnitude
        let scale = (0..<places).reduce(UInt64(1)) { scale, _ in scale * 10 }
        var fraction = String(magnitude % scale)
        if places == 0 || (trimmed && fraction == "0") { return "\(sign)\(magnitude / scale)" }
        fraction = String(repeating: "0", count: places - fraction.count) + fraction
        if trimmed {
            while fraction.hasSuffix("0") { fraction.removeLast() }
        }
        return "\(sign)\(magnitude / scale).\(fraction)"
    }

    /// `value` rounded to `decimals` places with a "+" before a positive value ("+30",
    /// "-12.5"); with `plusBeforeZero` also before a value that rounds to zero ("+0"),
    /// as an OSD offset shows it.
    public static func signed(_ value: Double, decimals: Int, plusBeforeZero: Bool = false) -> String {
        let text = format(value, decimals: decimals)
        return (value > 0 || plusBeforeZero && text == "0" ? "+" : "") + text
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

    private static func rounded(_ value: Double, decimals: Int) -> Double {
        let scale = (0..<decimals).reduce(1.0) { scale, _ in scale * 10 }
        return (value * scale).rounded() / scale
    }
}
