import TextFormats

/// Reads the `touchmpv.conf` format: one `key = value` per line, `#` starts a comment
/// (to the end of the line), blank lines are ignored; LF or CRLF line ends. Keys not given keep their
/// built-in defaults; a key given twice takes its last value, as in mpv's config files.
public enum ConfigurationParser {
    /// The configuration `text` describes (read from `file`, used in error messages),
    /// over the built-in defaults.
    public static func parse(_ text: String, file: String) throws(ConfigurationError) -> Configuration {
        var configuration = Configuration()
        var lineOfKey: [String: Int] = [:]
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = index + 1
            let content = rawLine.prefix { $0 != "#" }.trimmingBlanks()
            if content.isEmpty { continue }
            guard let equals = content.firstIndex(of: "=") else {
                throw ConfigurationError(file: file, line: line, message: "expected KEY = VALUE, got '\(ErrorExcerpt.of(content))'")
            }
            let key = String(content[..<equals].trimmingBlanks())
            let valueText = content[content.index(after: equals)...].trimmingBlanks()
            let value = String(valueText)
            guard let setting = ConfigurationKeys.byName[key] else {
                throw ConfigurationError(file: file, line: line, message: "unknown key '\(ErrorExcerpt.of(key))'")
            }
            guard !value.isEmpty else {
                throw ConfigurationError(file: file, line: line, message: "\(key) has no value")
            }
            do {
                try setting.set(value, &configuration)
            } catch {
                let column = rawLine.distance(from: rawLine.startIndex, to: valueText.startIndex) + 1
                throw ConfigurationError(file: file, line: line, column: column, message: "bad value for \(key): \(error.message)")
            }
            lineOfKey[key] = line
        }
        for pair in ConfigurationKeys.orders where !pair.holds(configuration) {
            let line = max(lineOfKey[pair.low] ?? 0, lineOfKey[pair.high] ?? 0)
            throw ConfigurationError(file: file, line: line, message: "\(pair.low) must not be above \(pair.high)")
        }
        return configuration
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    fileprivate func trimmingBlanks() -> Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
