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
        // CJK ideographs, kana and Hangul, and full-width forms, are a whole em wide.
        case "\u{1100}"..."\u{115F}", "\u{2E80}"..."\u{A4CF}", "\u{AC00}"..."\u{D7A3}", "\u{F900}"..."\u{FAFF}",
            "\u{FE30}"..."\u{FE4F}", "\u{FF00}"..."\u{FF60}", "\u{FFE0}"..."\u{FFE6}", "\u{20000}"..."\u{3FFFD}":
            1.0
        default: 0.6
        }
    }
}
