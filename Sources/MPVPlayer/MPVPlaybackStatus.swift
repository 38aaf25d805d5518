import PlayerModel

/// The playback status the touch controls show, as mpv reports it: `pause`, `duration`
/// and `media-title` observed for the whole run (they change rarely), and `time-pos` only
/// while the controls show it (it changes with every frame, and a playing player with
/// hidden controls should not wake touchmpv for it). Paused, none of them changes, so
/// the observations cost no wakeup.
public final class MPVPlaybackStatus {
    public private(set) var status = PlaybackStatus()
    private let client: MPVClient
    private var followsPosition = false

    public init(client: MPVClient) {
        self.client = client
    }

    /// Starts observing the status properties (mpv reports each one's value at once).
    public func start() throws(MPVError) {
        for property in PlaybackStatus.observedProperties {
            try client.observe(property.name, format: property.format, id: MPVObservation.status.rawValue)
        }
    }

    public func handle(_ events: [MPVEvent]) {
        for event in events { status.update(with: event) }
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
