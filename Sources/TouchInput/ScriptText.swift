/// One whitespace-separated word of a script line, with the column it starts at.
struct ScriptToken: Sendable {
    /// The word.
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
enum ScriptText {
    /// The lines of `bytes` that have words (comments start with `#`; CR LF is accepted).
    static func lines(of bytes: [UInt8], file: String) throws(ScriptError) -> [ScriptLine] {
        var lines: [ScriptLine] = []
        var lineNumber = 0
        var start = 0
        while start <= bytes.count {
            lineNumber += 1
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let raw = bytes[start..<end]
            if let text = try decode(raw, line: lineNumber, file: file) {
                let tokens = tokenize(text)
                if !tokens.isEmpty {
                    lines.append(ScriptLine(number: lineNumber, tokens: tokens, text: text))
                }
            }
            if end == bytes.count { break }
            start = end + 1
        }
        return lines
    }

    private static func decode(_ raw: ArraySlice<UInt8>, line: Int, file: String) throws(ScriptError) -> Substring? {
        var column = 1
        var iterator = raw.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var scalars = String.UnicodeScalarView()
        decoding: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if scalar.value == 0 {
                    throw ScriptError(file: file, line: line, column: column, message: "binary data (a NUL byte) in a text file")
                }
                scalars.append(scalar)
                column += 1
            case .emptyInput:
                break decoding
            case .error:
                throw ScriptError(file: file, line: line, column: column, message: "binary data (bytes that are not UTF-8) in a text file")
            }
        }
        var text = Substring(String(scalars))
        if text.hasSuffix("\r") { text = text.dropLast() }
        return text
    }

    private static func tokenize(_ text: Substring) -> [ScriptToken] {
        var tokens: [ScriptToken] = []
        var column = 1
        var current: Substring.Index?
        var currentColumn = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "#" { break }
            if character.isWhitespace {
                if let begin = current {
                    tokens.append(ScriptToken(text: text[begin..<index], column: currentColumn))
                    current = nil
                }
            } else if current == nil {
                current = index
                currentColumn = column
            }
            column += 1
            index = text.index(after: index)
        }
        if let begin = current {
            tokens.append(ScriptToken(text: text[begin..<index], column: currentColumn))
        }
        return tokens
    }
}
