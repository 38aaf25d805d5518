/// The mpv commands the simulated player models, for gestures bound to mpv commands
/// (SPEC §8): what they do to its `PlayerState`, as mpv would do it. Every other command
/// changes nothing (`simulate` still reports it).
///
/// - `seek TARGET [FLAGS]`: relative (the default), `absolute` (negative: from the end),
///   `absolute-percent`, `relative-percent`; `exact`/`keyframes` change nothing here. The
///   target is seconds or `[[H:]M:]S`; the position stays within the media.
/// - `set`, `add` (1 when no value is given) and `cycle [up|down]` of `volume`
///   (0…`volumeMax`), `brightness` (−100…100) and `speed` (0.01…100), as mpv's numeric
///   properties: `set` out of range is refused, `add` stops at the ends, `cycle` steps by
///   1 and wraps around; of `pause`: `set pause yes|no`, `cycle pause`.
/// - `playlist-next`, `playlist-prev`: the next or previous entry of the simulated
///   playlist, from `entryStart` (mpv's `start` applies to every entry); nothing at its
///   ends (mpv's `weak`).
struct SimulatedMPVCommands {
    let settings: PlayerSettings
    /// How many entries the simulated playlist has.
    let playlistCount: Int
    /// Where each entry starts playing, in seconds.
    let entryStart: Double

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
        case "set", "add", "cycle":
            guard let name = arguments.first else { return }
            if name == "pause" {
                if words[0] == "cycle" { state.paused.toggle() }
                if words[0] == "set", let flag = Self.flag(arguments.dropFirst().first) { state.paused = flag }
            } else if let property = NumericProperty(name, settings: settings) {
                let current = property.value(in: state)
                if let value = property.change(current, words[0], arguments.dropFirst().first) { property.set(value, in: &state) }
            }
        case "playlist-next", "playlist-prev":
            let next = state.playlistPosition + (words[0] == "playlist-next" ? 1 : -1)
            guard (0..<playlistCount).contains(next) else { return }
            state.playlistPosition = next
            state.position = entryStart
        default:
            break
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

    /// A numeric property the model knows, with mpv's range for it.
    private struct NumericProperty {
        let path: WritableKeyPath<PlayerState, Double>
        let range: ClosedRange<Double>

        init?(_ name: String, settings: PlayerSettings) {
            switch name {
            case "volume": (path, range) = (\.volume, 0...max(0, settings.volumeMax))
            case "brightness": (path, range) = (\.brightness, -100...100)
            case "speed": (path, range) = (\.speed, 0.01...100)
            default: return nil
            }
        }

        func value(in state: PlayerState) -> Double { state[keyPath: path] }

        func set(_ value: Double, in state: inout PlayerState) { state[keyPath: path] = value }

        /// The value `verb` (set, add or cycle) with `argument` makes of `current`; nil
        /// when mpv would refuse it.
        func change(_ current: Double, _ verb: String, _ argument: String?) -> Double? {
            switch verb {
            case "set":
                guard let value = argument.flatMap(Double.init), range.contains(value) else { return nil }
                return value
            case "add":
                guard let amount = argument.map(Double.init) ?? 1, amount.isFinite else { return nil }
                return min(range.upperBound, max(range.lowerBound, current + amount))
            default:
                let step: Double? =
                    switch argument {
                    case nil, "up": 1
                    case "down": -1
                    default: nil
                    }
                guard let step else { return nil }
                let next = current + step
                return next > range.upperBound ? range.lowerBound : next < range.lowerBound ? range.upperBound : next
            }
        }
    }
}
