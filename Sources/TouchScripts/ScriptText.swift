import TextFormats

/// One whitespace-separated word of a script line, with the column it starts at.
struct ScriptToken: Sendable {
    var text: Substring
    /// Its first character's column, from 1.
    var column: Int
}

/// One non-blank line of a text file, split into words, comment removed.
struct ScriptLine: Sendable {
    /// The line number, from 1.
    var number: Int
    /// The words before any `#`.
    var tokens: [ScriptToken]
    /// The whole line, without its line break.
    var text: Substring
}

/// Splits a text file (a `.touch` script, an evemu recording) into lines of words,
/// refusing binary garbage: a NUL byte or bytes that are not UTF-8 is an error at the
/// first offending line and column, instead of being read as text.
///
/// With `quotes`, a word may be written in double quotes so that it can hold spaces and
/// `#` (`expect mpv:media-title "Big Buck Bunny"`); `\"` and `\\` inside stand for `"`
/// and `\`. The word keeps its quotes (errors quote it as written); `unquoted` reads it.
/// Evemu recordings are read without: a device name may hold a lone `"`.
enum ScriptText {
    /// The lines of `bytes` that have words (comments start with `#`; CR LF is accepted;
    /// a byte-order mark at the start is skipped).
    static func lines(of bytes: [UInt8], file: String, quotes: Bool = false) throws(ScriptError) -> [ScriptLine] {
        var lines: [ScriptLine] = []
        for (number, raw) in TextLines.lines(of: bytes) {
            if let line = try line(raw, number: number, file: file, quotes: quotes) { lines.append(line) }
        }
        return lines
    }

    /// One line's bytes (without its line break) as line `number`, or nil when it has
    /// no words.
    static func line(_ raw: ArraySlice<UInt8>, number: Int, file: String, quotes: Bool) throws(ScriptError) -> ScriptLine? {
        guard let text = try decode(raw, line: number, file: file) else { return nil }
        let tokens = try tokenize(text, quotes: quotes, line: number, file: file)
        return tokens.isEmpty ? nil : ScriptLine(number: number, tokens: tokens, text: text)
    }

    /// A word as it stands for: without its double quotes and escapes when it has them.
    static func unquoted(_ word: Substring) -> String {
        guard word.count >= 2, word.hasPrefix("\""), word.hasSuffix("\"") else { return String(word) }
        var text = ""
        var escaped = false
        for character in word.dropFirst().dropLast() {
            if !escaped && character == "\\" {
                escaped = true
                continue
            }
            if escaped && character != "\"" && character != "\\" { text.append("\\") }
            text.append(character)
            escaped = false
        }
        return text
    }

    private static func decode(_ raw: ArraySlice<UInt8>, line: Int, file: String) throws(ScriptError) -> Substring? {
        var bytes = raw
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        if !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) {
            return Substring(text)
        }
        // Locate the offending byte: a NUL, or the first byte that is not UTF-8.
        var column = 1
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if Unicode.UTF8.decode(encoded).value == 0 {
                    throw ScriptError(file: file, line: line, column: column, message: "binary data (a NUL byte) in a text file")
                }
                column += 1
            case .emptyInput:
                return nil
            case .error:
                throw ScriptError(file: file, line: line, column: column, message: "binary data (bytes that are not UTF-8) in a text file")
            }
        }
    }

    /// Splits at ASCII spaces and tabs, up to a `#` (outside quotes, with `quotes`).
    /// Columns count Unicode characters.
    private static func tokenize(_ text: Substring, quotes: Bool, line: Int, file: String) throws(ScriptError) -> [ScriptToken] {
        var tokens: [ScriptToken] = []
        let utf8 = text.utf8
        let isASCII = utf8.allSatisfy { $0 < 0x80 }
        func column(_ index: Substring.Index) -> Int {
            isASCII
                ? utf8.distance(from: utf8.startIndex, to: index) + 1 : text.unicodeScalars.distance(from: text.startIndex, to: index) + 1
        }
        func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C
        }
        var start: Substring.Index?
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if quotes, start == nil, byte == UInt8(ascii: "\"") {
                let end = try closingQuote(in: text, after: index, line: line, file: file, column: column(index))
                let next = utf8.index(after: end)
                guard next == utf8.endIndex || isSpace(utf8[next]) || utf8[next] == UInt8(ascii: "#") else {
                    throw ScriptError(
                        file: file, line: line, column: column(next),
                        message: "a quoted word ends at its closing quote: put a space after it")
                }
                tokens.append(ScriptToken(text: text[index..<next], column: column(index)))
                index = next
                continue
            }
            if byte == UInt8(ascii: "#") { break }
            if isSpace(byte) {
                if let begin = start {
                    tokens.append(ScriptToken(text: text[begin..<index], column: column(begin)))
                    start = nil
                }
            } else if start == nil {
                start = index
            }
            index = utf8.index(after: index)
        }
        if let begin = start {
            tokens.append(ScriptToken(text: text[begin..<index], column: column(begin)))
        }
        return tokens
    }

    /// The index of the `"` that closes the quote opened at `opening`.
    private static func closingQuote(in text: Substring, after opening: Substring.Index, line: Int, file: String, column: Int)
        throws(ScriptError) -> Substring.Index
    {
        let utf8 = text.utf8
        var index = utf8.index(after: opening)
        var escaped = false
        while index < utf8.endIndex {
            let byte = utf8[index]
            if !escaped && byte == UInt8(ascii: "\"") { return index }
            escaped = !escaped && byte == UInt8(ascii: "\\")
            index = utf8.index(after: index)
        }
        throw ScriptError(
            file: file, line: line, column: column, message: "this quote is not closed: a quoted word ends with \" on its line")
    }
}
