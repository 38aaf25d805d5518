import SystemCalls
import TextFormats

/// The titles of a kiosk's `library` or `attract` path (docs/behaviour.md, "The kiosk"):
/// a folder's media files in `NaturalOrder`, or a playlist's entries in its order.
/// Files that are not media (by their extension) are ignored; a file that cannot be
/// read, or is empty, is left out with its reason, which the caller says once.
public enum KioskLibrary {
    /// What the path names.
    public enum Source: Hashable, Sendable {
        case folder
        case playlist
        case file
    }

    /// The extensions of the files a folder's titles are taken from, in lower case.
    public static let mediaExtensions: Set<String> = [
        "mp4", "m4v", "mkv", "webm", "mov", "avi", "mpg", "mpeg", "ts", "m2ts", "ogv", "wmv", "flv",
        "mp3", "flac", "ogg", "opus", "m4a", "wav", "aac",
    ]
    /// The extensions of playlists mpv reads as one (`loadlist`).
    public static let playlistExtensions: Set<String> = ["m3u", "m3u8", "pls", "txt"]

    /// What `path` is: a folder, a playlist (by its extension) or a file.
    public static func source(of path: String) throws(Errno) -> Source {
        if try FileStatus(path: path).kind == .directory { return .folder }
        return playlistExtensions.contains(fileExtension(of: path)) ? .playlist : .file
    }

    /// A folder's titles in order, and the files left out with why.
    public static func folderTitles(_ folder: String) throws(Errno) -> (titles: [KioskTitle], refused: [(path: String, reason: String)]) {
        var titles: [KioskTitle] = []
        var refused: [(path: String, reason: String)] = []
        for name in NaturalOrder.sorted(try FileSystem.directoryEntries(folder)) where isMedia(name) && !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            if let reason = refusal(of: path) {
                refused.append((path, reason))
            } else {
                titles.append(KioskTitle(path: path))
            }
        }
        return (titles, refused)
    }

    /// A playlist's entries: its lines that are neither blank nor comments (`#…`),
    /// relative ones taken from the playlist's folder.
    public static func playlistTitles(_ playlist: String) throws(FileContentsError) -> [KioskTitle] {
        let bytes = try FileSystem.contents(of: playlist, limit: 1 << 20) ?? []
        let folder = playlist.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
            let entry = String(TextLines.trimmingBlanks(line))
            guard !entry.isEmpty, !entry.hasPrefix("#") else { return nil }
            let isAbsolute = entry.hasPrefix("/") || entry.contains("://")
            return KioskTitle(path: isAbsolute || folder.isEmpty ? entry : folder + "/" + entry)
        }
    }

    /// Whether a file's name says it is media.
    public static func isMedia(_ name: String) -> Bool { mediaExtensions.contains(fileExtension(of: name)) }

    /// Why the file at `path` cannot be a title (it cannot be read, or is empty), or nil.
    public static func refusal(of path: String) -> String? {
        do throws(Errno) {
            let status = try FileStatus(path: path)
            guard status.kind == .regular else { return "not a regular file" }
            guard status.size > 0 else { return "empty" }
            let descriptor = try FileDescriptor.open(path, .readOnly, options: .nonBlocking)
            descriptor.close()
            return nil
        } catch {
            return "\(error)"
        }
    }

    private static func fileExtension(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), !name[dot...].contains("/") else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
