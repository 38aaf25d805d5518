/// One line of a text file that holds something: its number, the whole line, and what
/// is left of it once its format's comment and the blanks around it are removed.
public struct NumberedLine: Sendable {
    /// The line number, from 1.
    public var number: Int
    /// The whole line, without its line break.
    public var text: Substring
    /// The line without its comment and without leading and trailing spaces and tabs:
    /// never empty, and a part of `text`, so that `column(of:)` finds its words.
    public var content: Substring

    /// The column, from 1, at which `part` (a part of `text`) starts.
    public func column(of part: Substring) -> Int {
        text.distance(from: text.startIndex, to: part.startIndex) + 1
    }
}

/// Where a format's comment starts: what is left of a line before it.
public struct CommentRule: Sendable {
    /// The line up to its comment.
    public let content: @Sendable (Substring) -> Substring

    /// `content` gives a line up to its comment, a part of the line it was given.
    public init(content: @escaping @Sendable (Substring) -> Substring) {
        self.content = content
    }

    /// `#` starts a comment wherever it stands, to the end of the line.
    public static let hashToEndOfLine = CommentRule { $0.prefix { $0 != "#" } }
}

/// The one reader of touchmpv's line-based files, with one line-break rule per kind:
/// - the `key = value` and binding files (`touchmpv.conf`, `touch-input.conf`) are read
///   as text: lines end at any line break a `String` knows (LF, CR LF, a lone CR,
///   vertical tab, form feed, NEL, U+2028, U+2029), so a line's number counts them all,
///   and a line with nothing but blanks and its format's comment (`CommentRule`) is left
///   out;
/// - scripts and recordings (`.touch`, evemu) are read as bytes, because each line is
///   checked for binary data before it is decoded: lines end at LF, as the control
///   socket's lines do, so that a script sent line by line over the socket reads as the
///   same file. Their comment (`#` outside quotes) is the script tokenizer's.
///
/// docs/behaviour.md says which rule each format follows.
public enum TextLines {
    /// The lines of a script's `bytes`, numbered from 1, each without its LF (a CR before
    /// it is the decoder's to drop); a byte-order mark at the start is skipped.
    public static func lines(of bytes: [UInt8]) -> [(number: Int, bytes: ArraySlice<UInt8>)] {
        var lines: [(number: Int, bytes: ArraySlice<UInt8>)] = []
        var start = bytes.starts(with: ByteOrderMark.bytes) ? ByteOrderMark.bytes.count : 0
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            lines.append((lines.count + 1, bytes[start..<end]))
            start = end + 1
        }
        return lines
    }

    /// The lines of `text` that hold something besides a comment, as `comment` has it.
    public static func lines(of text: String, comment: CommentRule) -> [NumberedLine] {
        var lines: [NumberedLine] = []
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let content = trimmingBlanks(comment.content(line))
            if !content.isEmpty { lines.append(NumberedLine(number: index + 1, text: line, content: content)) }
        }
        return lines
    }

    /// `text` without leading and trailing spaces and tabs.
    public static func trimmingBlanks(_ text: Substring) -> Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) }) else {
            return text[text.endIndex...]
        }
        return text[first...last]
    }
}
