import PlayerModel

/// The playback status as mpv reports it, for the touch controls and the screen schedule:
/// `pause`, `duration` and `media-title` observed for the whole run (they change rarely),
/// and `time-pos` only while the controls show it (it changes with every frame, and a
/// playing player with hidden controls should not wake touchmpv for it). Paused, none of
/// them changes, so the observations cost no wakeup.
public final class MPVPlaybackStatus {
    public private(set) var status = PlaybackStatus()
    /// mpv's `idle-active`: nothing to play. Kept here, not in `PlaybackStatus`, which
    /// is what the controls show (they show no such thing); and taken from the run's one
    /// observation of it, `MPVObservation.playbackEnd`, which the run loop starts before
    /// anything else, rather than from a second one that would report each change twice.
    public private(set) var isIdleActive = false
    private let client: MPVClient
    private var followsPosition = false

    public init(client: MPVClient) {
        self.client = client
    }

    /// Whether playback is paused or mpv has nothing to play, as last reported: what the
    /// screen schedule counts as idle, known without asking mpv (a round trip through its
    /// core) at every turn of the run loop.
    public var isIdle: Bool { status.paused || isIdleActive }

    /// Starts observing the status properties (mpv reports each one's value at once, but
    /// a turn or more later): `pause` is read once first, so that the screen schedule's
    /// first decision (at start outside `screen-on`: pause what plays) sees a player
    /// started paused as paused.
    public func start() throws(MPVError) {
        status.paused = try client.property("pause", as: Bool.self)
        for property in PlaybackStatus.observedProperties {
            try client.observe(property.name, format: property.format, id: MPVObservation.status.rawValue)
        }
    }

    public func handle(_ events: [MPVEvent]) {
        for event in events {
            if case .propertyChanged("idle-active", let value, MPVObservation.playbackEnd.rawValue) = event {
                isIdleActive = value == .flag(true)
            }
            status.update(with: event)
        }
    }

    /// Observes `time-pos` while `needed`, reading it once at the start so the controls
    /// show the right time at once (the first change event comes a turn later).
    public func followPosition(_ needed: Bool) throws(MPVError) {
        guard needed != followsPosition else { return }
        let property = PlaybackStatus.positionProperty
        if needed {
            status.position = try? client.property(property.name, as: Double.self)
            try client.observe(property.name, format: property.format, id: MPVObservation.position.rawValue)
        } else {
            try client.unobserve(id: MPVObservation.position.rawValue)
        }
        // Only once mpv took it: a refused observation is tried again at the next update.
        followsPosition = needed
    }
}
