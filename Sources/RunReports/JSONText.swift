/// Text made safe for a JSON string in `simulate --json` lines (a bound command as its
/// user wrote it): quotes, backslashes and control characters escaped, so that a line
/// stays one JSON object whatever the text holds.
enum JSONText {
    /// `text` as a JSON string: quoted, with quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
