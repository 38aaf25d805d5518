/// What the controls show about playback, as the player reports it: mpv's observed
/// properties in `play`.
public struct PlaybackStatus: Hashable, Sendable {
    /// The media's title (mpv's `media-title`: the file name when it has none).
    public var title: String
    public var paused: Bool
    /// The position in seconds; nil before a file is loaded.
    public var position: Double?
    /// The duration in seconds; nil when unknown (a live stream).
    public var duration: Double?
    /// What the menus offer.
    public var choices: MediaChoices

    public init(
        title: String = "", paused: Bool = false, position: Double? = nil, duration: Double? = nil, choices: MediaChoices = MediaChoices()
    ) {
        self.title = title
        self.paused = paused
        self.position = position
        self.duration = duration
        self.choices = choices
    }
}
