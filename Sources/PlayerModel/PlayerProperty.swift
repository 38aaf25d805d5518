/// The mpv properties a `PlayerState` models, by mpv's names: what `expect mpv:NAME`
/// can read in `touchmpv simulate`, where there is no mpv to ask.
public enum PlayerProperty: String, Sendable, CaseIterable {
    case volume
    case brightness
    case speed
    case videoZoom = "video-zoom"
    case pause
    case timePos = "time-pos"
    case duration
    case playlistPos = "playlist-pos"

    /// What a property holds, in the type mpv gives it.
    public enum Value: Hashable, Sendable {
        case number(Double)
        case flag(Bool)
        /// mpv has no value now (`duration` of media without one).
        case unavailable
    }

    /// Whether the property is a yes/no flag (else a number).
    public var isFlag: Bool { self == .pause }

    /// The property's value in `state`.
    public func value(in state: PlayerState) -> Value {
        switch self {
        case .volume: .number(state.volume)
        case .brightness: .number(state.brightness)
        case .speed: .number(state.speed)
        case .videoZoom: .number(state.zoom)
        case .pause: .flag(state.paused)
        case .timePos: .number(state.position)
        case .duration: state.duration.map { .number($0) } ?? .unavailable
        case .playlistPos: .number(Double(state.playlistPosition))
        }
    }
}
