/// Estimated text widths for sizing labels before libass draws them: advance widths of
/// DejaVu Sans (the font Debian's fontconfig gives mpv's `sans-serif`) in ems of the ASS
/// font size, which is the font's line height (ascent + descent, 1.16 em for DejaVu).
/// Estimates err on the wide side, so text sized with them fits.
enum TextWidth {
    /// The width of `text` in units of the font size.
    static func ems(of text: String) -> Double {
        max(0.01, text.reduce(0) { $0 + ems(of: $1) })
    }

    /// One character's advance in units of the font size.
    private static func ems(of character: Character) -> Double {
        switch character {
        case "0"..."9": 0.55
        case ":", ".", " ": 0.29
        case "-", "+", "−": 0.73
        case "%": 0.82
        default: 0.6
        }
    }
}
