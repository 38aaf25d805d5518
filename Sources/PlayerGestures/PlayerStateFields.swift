/// A set of `PlayerState` fields: what `ActionMapping` reads for a given action or event,
/// so that a host whose state is expensive to read (mpv's synchronous property reads)
/// reads only those and leaves the others at any value.
public struct PlayerStateFields: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates a set from its raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// `PlayerState.volume`.
    public static let volume = PlayerStateFields(rawValue: 1 << 0)
    /// `PlayerState.brightness`.
    public static let brightness = PlayerStateFields(rawValue: 1 << 1)
    /// `PlayerState.speed`.
    public static let speed = PlayerStateFields(rawValue: 1 << 2)
    /// `PlayerState.zoom`.
    public static let zoom = PlayerStateFields(rawValue: 1 << 3)
    /// `PlayerState.paused`.
    public static let paused = PlayerStateFields(rawValue: 1 << 4)
    /// `PlayerState.controlsVisible`.
    public static let controlsVisible = PlayerStateFields(rawValue: 1 << 5)
    /// `PlayerState.position`.
    public static let position = PlayerStateFields(rawValue: 1 << 6)
    /// `PlayerState.duration`.
    public static let duration = PlayerStateFields(rawValue: 1 << 7)
    /// Every field.
    public static let all: PlayerStateFields = [.volume, .brightness, .speed, .zoom, .paused, .controlsVisible, .position, .duration]
}
