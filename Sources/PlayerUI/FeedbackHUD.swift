import Gestures
import PlayerModel

/// The gesture feedback (docs/behaviour.md, "Layout, lock and feedback") — volume,
/// brightness, seek, hold, zoom — as a value: what the last such action set, taken from the
/// commands the player carried out (the values the shared `ActionMapping` computed), and
/// how long it stays.
///
/// One item at a time, the latest. It shows for as long as the gesture that drives it
/// goes on, then `linger` more: a hold until `holdEnded`; anything else until no finger is
/// down (`fingers(_:at:)`, told after every input), or from the action itself when it
/// came with no finger down. Nothing of it goes while a finger still drives it, except a
/// cancelled seek's preview, which goes at once: it would show a target nothing seeks to.
public struct FeedbackHUD: Sendable {
    /// What the HUD shows, in the player's units.
    public enum Item: Hashable, Sendable {
        /// mpv's `volume`, 0…`volumeMax`.
        case volume(Double)
        /// The brightness, `brightnessMin`…`brightnessMax`.
        case brightness(Double)
        /// A seek: where it goes, and how far from where it began (seconds).
        case seek(target: Double, offset: Double)
        case hold(speed: Double)
        /// mpv's `video-zoom` (log2 of the scale).
        case zoom(Double)
        /// A run of seeking taps' total, as the player's message says it (e.g. "+30 s").
        case seekTaps(String)
    }

    /// How long the HUD stays after its gesture ended; a run of seeking taps' total stays
    /// only while a tap may add to it (`SeekTapsRun.interval`).
    public static let linger: Duration = .seconds(1)

    /// The item, until it has gone.
    public private(set) var item: Item?
    /// When the gesture driving the item ended; nil while it goes on.
    private var endedAt: Instant?
    /// Whether a hold drives the item (it ends with `holdEnded`, not with the lift).
    private var holding = false

    public init() {}

    /// Takes in an action the player carried out at `event.time` with `commands`, with
    /// `fingersDown` fingers down just after it.
    public mutating func record(_ event: PlayerGestureEvent, commands: [PlayerCommand], fingersDown: Int) {
        if event.action == .holdEnded {
            if holding {
                holding = false
                endedAt = event.time
            }
            return
        }
        if event.action == .seekCancel {
            if case .seek = item {
                item = nil
                endedAt = nil
            }
            return
        }
        guard let shown = commands.lazy.compactMap({ Self.item(for: $0, of: event.action) }).last else { return }
        item = shown
        holding = event.action == .holdBegan
        endedAt = holding || fingersDown > 0 ? nil : event.time
    }

    /// Takes note of how many fingers are down at `time`: when none is, the gesture that
    /// drives the item (unless a hold) has ended.
    public mutating func fingers(_ count: Int, at time: Instant) {
        if count == 0 && item != nil && endedAt == nil && !holding {
            endedAt = time
        }
    }

    /// The item on screen at `time`, if any.
    public func item(at time: Instant) -> Item? {
        guard let endedAt, let item else { return item }
        return time < endedAt + Self.linger(of: item) ? item : nil
    }

    /// When the item goes, if it is on screen at `time` and its gesture has ended.
    public func deadline(after time: Instant) -> Instant? {
        guard let shown = item(at: time), let endedAt else { return nil }
        return endedAt + Self.linger(of: shown)
    }

    /// How long `item` stays after its gesture ended.
    private static func linger(of item: Item) -> Duration {
        if case .seekTaps = item { SeekTapsRun.interval } else { linger }
    }

    /// The item `command` shows for `action`; nil for commands without feedback.
    private static func item(for command: PlayerCommand, of action: PlayerAction) -> Item? {
        switch command {
        case .setVolume(let volume): .volume(volume)
        case .setBrightness(let brightness): .brightness(brightness)
        case .showSeekPreview(_, let target, let offset): .seek(target: target, offset: offset)
        case .setSpeed(let speed): action == .holdBegan ? .hold(speed: speed) : nil
        case .setZoom(let zoom): .zoom(zoom)
        case .showOSD(let message): message.seekTapsTotal == nil ? nil : .seekTaps(message.text)
        case .togglePause, .seek, .hideSeekPreview, .setControlsVisible, .runCommand: nil
        }
    }
}
