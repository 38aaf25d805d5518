/// Text made safe for XML (the JUnit report, the SVG picture): the five special
/// characters as entities, and characters XML 1.0 cannot hold at all (control characters
/// but tab, line feed and carriage return) as U+FFFD, so that whatever a script or mpv
/// says (a title, a file name) never breaks the document.
enum XMLText {
    /// `text` escaped for an attribute value in double quotes or for element content.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && value != 0xFFFE && value != 0xFFFF
                result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return result
    }
}
