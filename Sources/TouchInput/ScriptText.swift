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

    /// Splits at ASCII spaces and tabs, up to a `#`. Columns count Unicode characters.
    private static func tokenize(_ text: Substring) -> [ScriptToken] {
        var tokens: [ScriptToken] = []
        let utf8 = text.utf8
        let isASCII = utf8.allSatisfy { $0 < 0x80 }
        func column(_ index: Substring.Index) -> Int {
            isASCII
                ? utf8.distance(from: utf8.startIndex, to: index) + 1 : text.unicodeScalars.distance(from: text.startIndex, to: index) + 1
        }
        var start: Substring.Index?
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "#") { break }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C {
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
}
