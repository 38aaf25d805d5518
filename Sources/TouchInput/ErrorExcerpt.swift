/// How an error message quotes a word of the input: whole when it is short, else its
/// first `maximumLength` characters and "…", so that a million-character token gives
/// a one-line error instead of a megabyte of standard error.
public enum ErrorExcerpt {
    /// The most characters of a word an error message quotes.
    public static let maximumLength = 40

    /// `text` whole if it has at most `limit` characters, else its first `limit`
    /// characters followed by "…".
    public static func of<Text: StringProtocol>(_ text: Text, limit: Int = maximumLength) -> String {
        let head = text.prefix(limit)
        return head.endIndex == text.endIndex ? String(text) : String(head) + "…"
    }
}
