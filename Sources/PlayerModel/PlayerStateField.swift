/// One field of `PlayerState` as everything outside the struct sees it. `all` is the one
/// list of the fields: reading the state from mpv (`MPVPlayerDelegate`), the properties
/// `expect mpv:NAME` reads in `simulate`, the mpv commands the simulated player models and
/// the `--json` state all go through it, so a new field is its stored property, its bit
/// in `PlayerStateFields` and one row here.
public struct PlayerStateField: Sendable {
    /// How the field is held, which says how mpv gives it and how it is written out.
    public enum Value: Sendable {
        /// A number mpv gives as a double; JSON rounds it to `decimals` places.
        case number(WritableKeyPath<PlayerState, Double> & Sendable, decimals: Int)
        /// A number mpv may have no value for (nil, JSON's null).
        case optionalNumber(WritableKeyPath<PlayerState, Double?> & Sendable, decimals: Int)
        /// A yes/no flag.
        case flag(WritableKeyPath<PlayerState, Bool> & Sendable)
        /// A count or an index, which mpv gives as a 64-bit integer.
        case integer(WritableKeyPath<PlayerState, Int> & Sendable)
        /// An index or id mpv may have none of: nil, which mpv's string form writes as
        /// `none` (`no` for a track turned off), or has no value for when `none` is nil
        /// (no chapters); JSON's null.
        case optionalInteger(WritableKeyPath<PlayerState, Int?> & Sendable, none: String?)
    }

    /// The field's bit, in what `ActionMapping` says it reads.
    public let bit: PlayerStateFields
    /// The field's name in the `--json` state.
    public let key: String
    /// The mpv property the field models, by mpv's name.
    public let property: String
    public let value: Value

    private init(_ bit: PlayerStateFields, _ key: String, mpv property: String, _ value: Value) {
        self.bit = bit
        self.key = key
        self.property = property
        self.value = value
    }

    /// Every field, in the order the `--json` state lists them. Levels and zoom are
    /// written to 0.001, times to the microsecond.
    public static let all = [
        PlayerStateField(.volume, "volume", mpv: "volume", .number(\.volume, decimals: 3)),
        PlayerStateField(.brightness, "brightness", mpv: "brightness", .number(\.brightness, decimals: 3)),
        PlayerStateField(.speed, "speed", mpv: "speed", .number(\.speed, decimals: 3)),
        PlayerStateField(.zoom, "zoom", mpv: "video-zoom", .number(\.zoom, decimals: 3)),
        PlayerStateField(.paused, "paused", mpv: "pause", .flag(\.paused)),
        PlayerStateField(.position, "position", mpv: "time-pos", .number(\.position, decimals: 6)),
        PlayerStateField(.duration, "duration", mpv: "duration", .optionalNumber(\.duration, decimals: 6)),
        PlayerStateField(.playlistPosition, "playlistPosition", mpv: "playlist-pos", .integer(\.playlistPosition)),
        PlayerStateField(.audioTrack, "audioTrack", mpv: "aid", .optionalInteger(\.audioTrack, none: "no")),
        PlayerStateField(.subtitleTrack, "subtitleTrack", mpv: "sid", .optionalInteger(\.subtitleTrack, none: "no")),
        PlayerStateField(.chapter, "chapter", mpv: "chapter", .optionalInteger(\.chapter, none: nil)),
    ]

    /// The field that models mpv's `property`, if one does.
    public static func modelling(_ property: String) -> PlayerStateField? {
        all.first { $0.property == property }
    }

    /// Whether mpv's property is a yes/no flag (else a number).
    public var isFlag: Bool {
        if case .flag = value { true } else { false }
    }

    /// The word mpv's string form has for "none" (`no`), when the field may be none.
    public var noneWord: String? {
        if case .optionalInteger(_, let none) = value { none } else { nil }
    }
}
