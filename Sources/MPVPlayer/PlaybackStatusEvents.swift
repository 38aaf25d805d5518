import PlayerModel

extension PlaybackStatus {
    /// The mpv properties the touch controls show, and the format each is observed in.
    static let observedProperties: [(name: String, format: MPVFormat)] = [
        ("pause", .flag), ("duration", .double), ("media-title", .string),
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
        default: break
        }
    }
}
