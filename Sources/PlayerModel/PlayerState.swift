/// What the player is doing, in the units the action mapping computes with.
///
/// The simulated player holds one and applies commands to it; the mpv side reads the
/// same fields from mpv's properties before asking the mapping what to do. What each
/// field is outside the struct (its mpv property, its JSON key) is its row of
/// `PlayerStateField.all`.
public struct PlayerState: Hashable, Sendable {
    /// mpv's `volume`, 0…`volume-max`.
    public var volume: Double
    /// mpv's `brightness` (or the backlight mapped onto the same scale), −100…100.
    public var brightness: Double
    /// mpv's `speed`, 1 for normal playback.
    public var speed: Double
    /// mpv's `video-zoom`: log2 of the scale factor, 0 for none, 1 for twice the size.
    public var zoom: Double
    /// mpv's `pause`.
    public var paused: Bool
    /// mpv's `time-pos`, in seconds.
    public var position: Double
    /// mpv's `duration`, in seconds; `nil` when the media has none (a live stream).
    public var duration: Double?
    /// mpv's `playlist-pos`: the entry playing, from 0.
    public var playlistPosition: Int
    /// mpv's `aid`: the audio track playing, by its id from 1; nil for none (`no`).
    public var audioTrack: Int?
    /// mpv's `sid`: the subtitle track shown; nil for none (`no`).
    public var subtitleTrack: Int?
    /// mpv's `chapter`: the chapter playing, from 0; nil when the media has none.
    public var chapter: Int?

    /// Creates a state; the defaults are mpv's at start-up over 600 s of media with one
    /// audio track and no subtitles or chapters.
    public init(
        volume: Double = 100, brightness: Double = 0, speed: Double = 1, zoom: Double = 0,
        paused: Bool = false, position: Double = 0,
        duration: Double? = 600, playlistPosition: Int = 0, audioTrack: Int? = 1, subtitleTrack: Int? = nil, chapter: Int? = nil
    ) {
        self.audioTrack = audioTrack
        self.subtitleTrack = subtitleTrack
        self.chapter = chapter
        self.volume = volume
        self.brightness = brightness
        self.speed = speed
        self.zoom = zoom
        self.paused = paused
        self.position = position
        self.duration = duration
        self.playlistPosition = playlistPosition
    }
}
