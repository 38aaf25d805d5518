import PlayerModel

extension PlaybackStatus {
    /// The mpv properties the touch controls show, and the format each is observed in.
    /// The lists and current items of the menus are among them: each changes only when a
    /// track, chapter or entry comes or goes, or another is chosen (by a menu, a key or a
    /// binding), so an open menu follows mpv without polling.
    static let observedProperties: [(name: String, format: MPVFormat)] = [
        ("pause", .flag), ("duration", .double), ("media-title", .string), ("track-list", .string), ("chapter-list", .string),
        ("chapter", .int64), ("playlist", .string), ("playlist-pos", .int64), ("speed", .double),
    ]
    /// The position, observed only while the controls show it (it changes every frame).
    static let positionProperty = (name: "time-pos", format: MPVFormat.double)

    /// Takes in one of mpv's events: a change of an observed property; others change nothing.
    mutating func update(with event: MPVEvent) {
        guard case .propertyChanged(let name, let value, _) = event else { return }
        switch (name, value) {
        case ("pause", .flag(let paused)): self.paused = paused
        case ("duration", .double(let duration)): self.duration = duration
        case ("duration", _): self.duration = nil
        case ("media-title", .string(let title)): self.title = title
        case ("time-pos", .double(let position)): self.position = position
        case ("time-pos", _): self.position = nil
        case ("track-list", .string(let json)): choices.tracks = MediaChoicesJSON.tracks(json)
        case ("track-list", _): choices.tracks = []
        case ("chapter-list", .string(let json)): choices.chapters = MediaChoicesJSON.chapters(json)
        case ("chapter-list", _): choices.chapters = []
        case ("chapter", .int64(let chapter)): choices.chapter = chapter >= 0 ? Int(clamping: chapter) : nil
        case ("chapter", _): choices.chapter = nil
        case ("playlist", .string(let json)): choices.playlist = MediaChoicesJSON.playlist(json)
        case ("playlist", _): choices.playlist = []
        case ("playlist-pos", .int64(let entry)): choices.playlistPosition = entry >= 0 ? Int(clamping: entry) : nil
        case ("playlist-pos", _): choices.playlistPosition = nil
        case ("speed", .double(let speed)): choices.speed = speed
        default: break
        }
    }
}
