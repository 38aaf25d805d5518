/// Compact, deterministic number text for traces, scripts and messages: integers
/// without a fraction, others rounded to six decimals without trailing zeros
/// ("1280", "0.25", "-3.5"); the same value always prints the same.
public enum CompactNumber {
    /// `value` as compact text; non-finite values print as 0.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let scaled = (value * 1_000_000).rounded()
        guard abs(scaled) < 9e18 else { return String(value) }
        let micro = Int64(scaled)
        let sign = micro < 0 ? "-" : ""
        let magnitude = micro.magnitude
        let whole = magnitude / 1_000_000
        var fraction = String(magnitude % 1_000_000)
        if fraction == "0" { return "\(sign)\(whole)" }
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(sign)\(whole).\(fraction)"
    }
}
