/// A set of `PlayerState` fields: what `ActionMapping` reads for a given action or event,
/// so that a host whose state is expensive to read (mpv's synchronous property reads)
/// reads only those and leaves the others at any value.
public struct PlayerStateFields: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16

    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    public static let volume = PlayerStateFields(rawValue: 1 << 0)
    public static let brightness = PlayerStateFields(rawValue: 1 << 1)
    public static let speed = PlayerStateFields(rawValue: 1 << 2)
    public static let zoom = PlayerStateFields(rawValue: 1 << 3)
    public static let paused = PlayerStateFields(rawValue: 1 << 4)
    public static let position = PlayerStateFields(rawValue: 1 << 5)
    public static let duration = PlayerStateFields(rawValue: 1 << 6)
    public static let playlistPosition = PlayerStateFields(rawValue: 1 << 7)
    public static let audioTrack = PlayerStateFields(rawValue: 1 << 8)
    public static let subtitleTrack = PlayerStateFields(rawValue: 1 << 9)
    public static let chapter = PlayerStateFields(rawValue: 1 << 10)
    /// Every field of `PlayerStateField.all`.
    public static let all = PlayerStateFields(PlayerStateField.all.map(\.bit))
}
