/// How an error message or a report quotes text from the input (a word of a script, a
/// wanted value, a title mpv read from the media): whole when it is short, else its
/// first `maximumLength` characters and "…", so that a million-character token gives
/// a one-line error instead of a megabyte of standard error; and with its control
/// characters written as `\xHH`, so that an escape sequence in a file or a media title
/// cannot move the cursor, retitle or recolour the terminal that shows the error.
public enum ErrorExcerpt {
    /// The most characters of a word an error message quotes.
    public static let maximumLength = 40
    /// The most characters of a path, a name or a list of them the user gave (a media
    /// operand, `--config`, a touch device) that a message or the service's status
    /// quotes: longer than a word, since the end of a path tells files apart.
    public static let maximumPathLength = 160

    /// `text` whole if it has at most `limit` characters, else its first `limit`
    /// characters followed by "…"; control characters escaped.
    public static func of<Text: StringProtocol>(_ text: Text, limit: Int = maximumLength) -> String {
        let head = text.prefix(limit)
        return escaped(head) + (head.endIndex == text.endIndex ? "" : "…")
    }

    /// A path, a name or a list of them as messages quote it: `of(text)` cut at
    /// `maximumPathLength`.
    public static func path<Text: StringProtocol>(_ text: Text) -> String {
        of(text, limit: maximumPathLength)
    }

    /// `text` with each control character (C0, DEL, C1) as `\xHH`.
    public static func escaped<Text: StringProtocol>(_ text: Text) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return String(text) }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                let hex = String(scalar.value, radix: 16)
                result += "\\x" + (hex.count < 2 ? "0" : "") + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
