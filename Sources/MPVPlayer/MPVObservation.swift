/// The ids touchmpv observes mpv's properties under, in one table: an id is what
/// `mpv_unobserve_property` stops, so two observers sharing one would stop each other.
public enum MPVObservation: UInt64 {
    /// `idle-active`, whose change `PlaybackProgress` reads as the end of playback, and
    /// `MPVPlaybackStatus` as mpv having nothing to play.
    case playbackEnd = 0
    /// The status the controls show (`MPVPlaybackStatus`), for the whole run.
    case status = 1
    /// `time-pos`, only while the controls show it, so that it alone can be stopped.
    case position = 2
    /// `eof-reached`, the kiosk's chosen title at its end (`keep-open` holds it there).
    case kioskTitleEnd = 3

    /// Observes what says that playback is over (mpv reports its value at once).
    public static func observePlaybackEnd(on client: MPVClient) throws(MPVError) {
        try client.observe("idle-active", format: .flag, id: playbackEnd.rawValue)
    }
}
