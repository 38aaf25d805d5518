/// The mpv commands the simulated player models, for gestures bound to mpv commands
/// (docs/behaviour.md, "The simulated mpv"): what they do to its `PlayerState`, as mpv
/// would do it. Every other command changes nothing (`simulate` still reports it).
///
/// - `seek TARGET [FLAGS]`: relative (the default), `absolute` (negative: from the end),
///   `absolute-percent`, `relative-percent`; `exact`/`keyframes` change nothing here. The
///   target is seconds or `[[H:]M:]S`; the position stays within the media.
/// - `set`, `add` (1 when no value is given) and `cycle [up|down|STEP]` of `volume` (`set`
///   −1…1000, `add` and `cycle` 0…`volumeMax`, a 32-bit float), `brightness` (−100…100,
///   an integer), `speed` (0.01…100) and `video-zoom` (−20…20, a 32-bit float), as mpv's
///   numeric properties: `set` out of range is refused, `add` stops at the ends, `cycle`
///   steps by 1 (or STEP) and wraps around; of `pause`: `set pause yes|no`, `cycle pause`.
/// - `playlist-next`, `playlist-prev`: the next or previous entry of the simulated
///   playlist, from `entryStart` (mpv's `start` applies to every entry); nothing at its
///   ends (mpv's `weak`). `playlist-play-index N`: entry N (from 0), if there is one.
/// - `set aid N|no`, `set sid N|no`: a track the file has, by its id from 1, or none;
///   `set chapter N`: to chapter N's start (from 0), if there is one. What the menus send.
struct SimulatedMPVCommands {
    let settings: PlayerSettings
    /// How many entries the simulated playlist has.
    let playlistCount: Int
    /// Where each entry starts playing, in seconds.
    let entryStart: Double
    /// The file's tracks and chapters.
    let offering: MediaChoices

    /// Applies the commands of `text` (input.conf syntax, `;`-separated) to `state`.
    func apply(_ text: String, to state: inout PlayerState) {
        for words in MPVCommandText.commands(in: text) {
            apply(words, to: &state)
        }
    }

    private func apply(_ words: [String], to state: inout PlayerState) {
        let arguments = Array(words.dropFirst())
        switch words.first {
        case "seek":
            if let target = seekTarget(arguments, state) { state.position = target }
        case "set" where ["aid", "sid", "chapter"].contains(arguments.first):
            setChoice(arguments[0], arguments.dropFirst().first, in: &state)
        case "set", "add", "cycle":
            guard let name = arguments.first else { return }
            if case .flag(let path)? = PlayerStateField.modelling(name)?.value {
                if words[0] == "cycle" { state[keyPath: path].toggle() }
                if words[0] == "set", let flag = Self.flag(arguments.dropFirst().first) { state[keyPath: path] = flag }
            } else if let property = NumericProperty(name, settings: settings) {
                let current = property.value(in: state)
                if let value = property.change(current, words[0], arguments.dropFirst().first) { property.set(value, in: &state) }
            }
        case "playlist-next", "playlist-prev", "playlist-play-index":
            let next =
                words[0] == "playlist-play-index"
                ? arguments.first.flatMap { Int($0) } : state.playlistPosition + (words[0] == "playlist-next" ? 1 : -1)
            guard let next, (0..<playlistCount).contains(next) else { return }
            state.playlistPosition = next
            state.position = entryStart
        default:
            break
        }
    }

    /// `set aid|sid|chapter VALUE`: a track of the file by id, `no` for none, or a chapter
    /// by index (playback jumps to its start); mpv refuses any other value.
    private func setChoice(_ name: String, _ value: String?, in state: inout PlayerState) {
        guard let value else { return }
        switch name {
        case "chapter":
            guard let index = Int(value), offering.chapters.indices.contains(index) else { return }
            state.position = offering.chapters[index].start
        default:
            let kind: MediaChoices.Track.Kind = name == "aid" ? .audio : .sub
            let path: WritableKeyPath<PlayerState, Int?> = name == "aid" ? \.audioTrack : \.subtitleTrack
            if value == "no" {
                state[keyPath: path] = nil
            } else if let id = Int(value), offering.tracks(kind).contains(where: { $0.id == id }) {
                state[keyPath: path] = id
            }
        }
    }

    /// Where `seek ARGUMENTS` goes from `state`, within the media; nil when mpv would
    /// refuse the arguments.
    private func seekTarget(_ arguments: [String], _ state: PlayerState) -> Double? {
        guard let text = arguments.first, let amount = Self.seconds(text) else { return nil }
        let flags = Set((arguments.dropFirst().first ?? "relative").split(separator: "+").map(String.init))
        let end = state.duration ?? .greatestFiniteMagnitude
        let target: Double
        if flags.contains("absolute") {
            target = amount < 0 ? end + amount : amount
        } else if flags.contains("absolute-percent") {
            target = end * amount / 100
        } else if flags.contains("relative-percent") {
            target = state.position + end * amount / 100
        } else {
            target = state.position + amount
        }
        return max(0, min(end, target))
    }

    /// Seconds written as `S`, `M:S` or `H:M:S`, signed.
    private static func seconds(_ text: String) -> Double? {
        let negative = text.hasPrefix("-")
        let parts = text.drop { $0 == "-" || $0 == "+" }.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var total = 0.0
        for part in parts {
            guard let value = Double(part), value.isFinite, value >= 0 else { return nil }
            total = total * 60 + value
        }
        return negative ? -total : total
    }

    /// mpv's yes/no.
    private static func flag(_ text: String?) -> Bool? {
        switch text {
        case "yes": true
        case "no": false
        default: nil
        }
    }

    /// A numeric property the model knows: the state's field that models it
    /// (`PlayerStateField`), with mpv's ranges and storage type for it:
    /// `set` is checked against the option's range, `add` and `cycle` against the range
    /// mpv constricts the property to (`volume`: 0…`volume-max`, while `set` takes
    /// −1…1000); the sum is stored as mpv stores it (a 32-bit float, or an integer
    /// truncated toward zero).
    private struct NumericProperty {
        enum Storage { case float, double, integer }

        let path: WritableKeyPath<PlayerState, Double>
        let setRange: ClosedRange<Double>
        let stepRange: ClosedRange<Double>
        let storage: Storage

        init?(_ name: String, settings: PlayerSettings) {
            guard case .number(let path, _)? = PlayerStateField.modelling(name)?.value else { return nil }
            self.path = path
            switch name {
            case "volume": (setRange, stepRange, storage) = (-1...1000, 0...max(0, settings.volumeMax), .float)
            case "brightness": (setRange, stepRange, storage) = (-100...100, -100...100, .integer)
            case "speed": (setRange, stepRange, storage) = (0.01...100, 0.01...100, .double)
            case "video-zoom": (setRange, stepRange, storage) = (-20...20, -20...20, .float)
            default: return nil
            }
        }

        func value(in state: PlayerState) -> Double { state[keyPath: path] }

        func set(_ value: Double, in state: inout PlayerState) { state[keyPath: path] = value }

        /// `value` as mpv stores it.
        private func stored(_ value: Double) -> Double {
            switch storage {
            case .float: Double(Float(value))
            case .double: value
            case .integer: value.rounded(.towardZero)
            }
        }

        /// The value `verb` (set, add or cycle) with `argument` makes of `current`; nil
        /// when mpv would refuse it.
        func change(_ current: Double, _ verb: String, _ argument: String?) -> Double? {
            switch verb {
            case "set":
                let parsed = storage == .integer ? argument.flatMap(Int.init).map(Double.init) : argument.flatMap(Double.init)
                guard let value = parsed, setRange.contains(value) else { return nil }
                return stored(value)
            case "add":
                guard let amount = argument.map(Double.init) ?? 1, amount.isFinite else { return nil }
                return stored(min(stepRange.upperBound, max(stepRange.lowerBound, stored(current + amount))))
            default:
                let step: Double? =
                    switch argument {
                    case nil, "up": 1
                    case "down": -1
                    default: argument.flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
                    }
                guard let step else { return nil }
                let next = stored(current + step)
                return next > stepRange.upperBound ? stepRange.lowerBound : next < stepRange.lowerBound ? stepRange.upperBound : next
            }
        }
    }
}
