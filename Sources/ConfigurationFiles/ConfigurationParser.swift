import TextFormats

/// Reads the `touchmpv.conf` format: one `key = value` per line, `#` starts a comment
/// wherever it stands (to the end of the line), blank lines are ignored; lines end as
/// `TextLines` has it. Keys not given keep their
/// built-in defaults; a key given twice takes its last value, as in mpv's config files.
public enum ConfigurationParser {
    /// The configuration `text` describes (read from `file`, used in error messages),
    /// over the built-in defaults.
    public static func parse(_ text: String, file: String) throws(ConfigurationError) -> Configuration {
        var configuration = Configuration()
        var lineOfKey: [String: Int] = [:]
        for numbered in TextLines.lines(of: text, comment: .hashToEndOfLine) {
            let (line, content) = (numbered.number, numbered.content)
            guard let equals = content.firstIndex(of: "=") else {
                throw ConfigurationError(file: file, line: line, message: "expected KEY = VALUE, got '\(ErrorExcerpt.of(content))'")
            }
            let key = String(TextLines.trimmingBlanks(content[..<equals]))
            let valueText = TextLines.trimmingBlanks(content[content.index(after: equals)...])
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
                let column = numbered.column(of: valueText)
                throw ConfigurationError(file: file, line: line, column: column, message: "bad value for \(key): \(error.message)")
            }
            lineOfKey[key] = line
        }
        for pair in ConfigurationKeys.orders where !pair.holds(configuration) {
            let line = max(lineOfKey[pair.low] ?? 0, lineOfKey[pair.high] ?? 0)
            throw ConfigurationError(file: file, line: line, message: "\(pair.low) \(pair.rule) \(pair.high)")
        }
        return configuration
    }
}
