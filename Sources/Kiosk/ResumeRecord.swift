import TextFormats

/// Where playback was, as `resume = yes` saves it: the entry (its file by path, size and
/// modification time, and its index in the playlist) and the position in it.
///
/// The text is one `KEY VALUE` line per field in a fixed order, between a first line that
/// names the format and a last line `end`: a file cut while written (which the atomic
/// replacement should never leave, but a disk may) lacks its `end` line, and anything
/// else is refused line by line rather than half believed.
public struct ResumeRecord: Equatable, Sendable {
    /// The entry's file.
    public var media: MediaIdentity
    /// The entry's index in the playlist (from 0).
    public var entry: Int
    /// Seconds into the entry.
    public var position: Double

    public init(media: MediaIdentity, entry: Int, position: Double) {
        self.media = media
        self.entry = entry
        self.position = position
    }

    static let header = "touchmpv resume 1"

    /// The file's text; nil for a path that cannot be written on one line.
    public var text: String? {
        guard !media.path.contains(where: \.isNewline) else { return nil }
        return [
            Self.header, "path \(media.path)", "size \(media.size)", "modified \(media.modified)", "entry \(entry)",
            "position \(NumberText.format(position, decimals: 3))", "end",
        ].map { $0 + "\n" }.joined()
    }

    /// Reads `text` as `text` writes it; anything else is refused with the line it fails at.
    public init(parsing text: String) throws(ResumeRecordError) {
        guard !text.isEmpty else { throw ResumeRecordError(line: 1, problem: "is missing (an empty file)") }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.last == "" else {
            throw ResumeRecordError(line: lines.count, problem: "does not end with a line break (cut while written?)")
        }
        lines.removeLast()
        guard lines.first == Self.header else {
            throw ResumeRecordError(line: 1, problem: "is not '\(Self.header)'")
        }
        func value(_ key: String, at index: Int) throws(ResumeRecordError) -> String {
            guard index < lines.count else {
                throw ResumeRecordError(line: index, problem: "is the last (no '\(key)' line: cut while written?)")
            }
            guard lines[index].hasPrefix(key + " ") else {
                throw ResumeRecordError(line: index + 1, problem: "is not '\(key) …': '\(ErrorExcerpt.of(lines[index]))'")
            }
            return String(lines[index].dropFirst(key.count + 1))
        }
        func number<Number: LosslessStringConvertible>(_ key: String, at index: Int, _ valid: (Number) -> Bool) throws(ResumeRecordError)
            -> Number
        {
            let text = try value(key, at: index)
            guard let number = Number(text), valid(number) else {
                throw ResumeRecordError(line: index + 1, problem: "has no valid \(key): '\(ErrorExcerpt.of(text))'")
            }
            return number
        }
        let path = try value("path", at: 1)
        guard path.hasPrefix("/") else { throw ResumeRecordError(line: 2, problem: "has no absolute path") }
        media = MediaIdentity(
            path: path, size: try number("size", at: 2) { (size: Int64) in size >= 0 },
            modified: try number("modified", at: 3) { (_: Int64) in true })
        entry = try number("entry", at: 4) { (entry: Int) in entry >= 0 }
        position = try number("position", at: 5) { (position: Double) in position.isFinite && position >= 0 }
        guard lines.count > 6 else { throw ResumeRecordError(line: 6, problem: "is the last (no 'end' line: cut while written?)") }
        guard lines[6] == "end", lines.count == 7 else {
            throw ResumeRecordError(line: 7, problem: "is not the last line 'end'")
        }
    }

    /// The entry of `playlist` (its files; nil for what is no file) to resume and where:
    /// the saved index when that entry is still the saved file, else the first entry that
    /// is (the playlist was reordered or grew); nil when no entry is the file it was.
    public func start(in playlist: [MediaIdentity?]) -> (entry: Int, position: Double)? {
        if playlist.indices.contains(entry), playlist[entry] == media { return (entry, position) }
        return playlist.firstIndex(of: media).map { ($0, position) }
    }
}

/// Why a saved position was not believed: the line (from 1) and what is wrong with it.
public struct ResumeRecordError: Error, Equatable, CustomStringConvertible {
    public let line: Int
    public let problem: String

    public var description: String { "line \(line) \(problem)" }
}
