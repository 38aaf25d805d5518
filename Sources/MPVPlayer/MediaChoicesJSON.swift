import FoundationEssentials
import PlayerModel

/// mpv's lists as the client API gives them in `MPV_FORMAT_STRING`: JSON arrays
/// (`track-list`, `chapter-list`, `playlist`), read into `MediaChoices`' rows. A list mpv
/// sends in a shape this does not know reads as empty: the menus then offer nothing of it,
/// and playback is untouched.
enum MediaChoicesJSON {
    private struct Track: Decodable {
        var id: Int
        var type: String
        var title: String?
        var lang: String?
        var codec: String?
        var channels: Int?
        var selected: Bool?

        enum CodingKeys: String, CodingKey {
            case id, type, title, lang, codec, selected
            case channels = "demux-channel-count"
        }
    }

    private struct Chapter: Decodable {
        var title: String?
        var time: Double
    }

    private struct Entry: Decodable {
        var filename: String
        var title: String?
    }

    /// `track-list`'s tracks.
    static func tracks(_ json: String) -> [MediaChoices.Track] {
        decode([Track].self, json).compactMap { track in
            guard let kind = MediaChoices.Track.Kind(rawValue: track.type) else { return nil }
            let detail = [track.codec, track.channels.map { "\($0)ch" }].compactMap { $0 }.joined(separator: " ")
            return MediaChoices.Track(
                kind: kind, id: track.id, title: track.title, language: track.lang, detail: detail.isEmpty ? nil : detail,
                isSelected: track.selected ?? false)
        }
    }

    /// `chapter-list`'s chapters.
    static func chapters(_ json: String) -> [MediaChoices.Chapter] {
        decode([Chapter].self, json).map { MediaChoices.Chapter(title: $0.title, start: $0.time) }
    }

    /// `playlist`'s entries.
    static func playlist(_ json: String) -> [MediaChoices.Entry] {
        decode([Entry].self, json).map { MediaChoices.Entry(title: $0.title, filename: $0.filename) }
    }

    private static func decode<T: Decodable>(_ type: [T].Type, _ json: String) -> [T] {
        (try? JSONDecoder().decode(type, from: Data(json.utf8))) ?? []
    }
}
