import Gestures
import PlayerGestures
import PlayerModel
import PlayerUI

/// The kiosk carried out on one run: `KioskFlow`'s decisions taken at the run's times, the
/// touchscreen's frames let through it, the chooser shown while it is open, and its
/// changes applied to the player (the loop, a title) and to the controls (nothing of a
/// visitor left for the next). The same for `simulate`, on virtual time, and for `play`.
public final class KioskKeeper {
    /// What the keeper acts on: the player.
    public struct Host {
        /// Plays the loop again (or, without one, stops the title), resetting speed and
        /// zoom and setting the loop's volume, at the given time.
        public var playLoop: (Instant) -> Void
        /// Plays the title at this index of the chooser's order, at the given time.
        public var playTitle: (Int, Instant) -> Void
        /// Whether the chosen title is paused at the given time.
        public var isPaused: (Instant) -> Bool
        /// When the chosen title will end, seen at the given time, if the host knows it
        /// ahead (`simulate`); `play` hears the end from mpv instead (`titleEnded`).
        public var titleEnd: (Instant) -> Instant?

        public init(
            playLoop: @escaping (Instant) -> Void, playTitle: @escaping (Int, Instant) -> Void, isPaused: @escaping (Instant) -> Bool,
            titleEnd: @escaping (Instant) -> Instant? = { _ in nil }
        ) {
            self.playLoop = playLoop
            self.playTitle = playTitle
            self.isPaused = isPaused
            self.titleEnd = titleEnd
        }
    }

    private var flow: KioskFlow
    private let host: Host
    private let controls: TouchControls?
    /// How many titles the chooser shows now.
    public let titleCount: () -> Int
    /// The chooser's views; set once, in the initializer.
    public private(set) var chooser: ChooserPanel?

    /// A kiosk on `layer` (above its `controls`) with `settings`, starting at `time` in its
    /// loop (or, without one, in the chooser), with `titleCount()` titles to choose from.
    public init(
        layer: PlayerGestureLayer, controls: TouchControls?, hasLoop: Bool, idleReturn: Duration?, columns: Int?,
        titleCount: @escaping () -> Int, host: Host, at time: Instant = .zero
    ) {
        flow = KioskFlow(hasLoop: hasLoop, idleReturn: idleReturn, at: time)
        self.host = host
        self.controls = controls
        self.titleCount = titleCount
        chooser = ChooserPanel(
            layer: layer, columns: columns, isShown: { [unowned self] in flow.mode == .chooser }, titleCount: titleCount,
            choose: { [unowned self, unowned layer] in play(index: $0, at: layer.clock.now) },
            back: { [unowned self, unowned layer] in backToLoop(at: layer.clock.now) })
        layer.kioskCommandHandler = { [unowned self, unowned layer] command in
            switch command {
            case .play(let number): play(index: number - 1, at: layer.clock.now)
            case .attract: backToLoop(at: layer.clock.now)
            }
        }
    }

    public var mode: KioskMode { flow.mode }

    /// How long the chooser or a paused title waits for a touch; nil for ever.
    public var idleReturn: Duration? {
        get { flow.idleReturn }
        set { flow.idleReturn = newValue }
    }

    /// How many titles the chooser shows: all the library's while it is open, else none.
    public var titlesShown: Int { flow.mode == .chooser ? titleCount() : 0 }

    /// Whether `frame` goes on to the gesture layer: not in the loop, where the first
    /// touch's lift opens the chooser.
    public func admit(_ frame: TouchFrame) -> Bool {
        let (passes, change) = flow.admit(frame)
        if let change { apply(change, at: frame.time) }
        return passes
    }

    /// Counts `key` as a visitor's activity; keys always go on to their bindings.
    public func admit(_ key: KeyEvent) {
        flow.admit(key)
    }

    /// Plays title `index` (from 0), when the library has it.
    public func play(index: Int, at time: Instant) {
        guard (0..<titleCount()).contains(index) else { return }
        apply(flow.choose(index, at: time), at: time)
    }

    /// Back to the loop (the back button, `touchmpv/attract`).
    public func backToLoop(at time: Instant) {
        if let change = flow.returnToLoop(at: time) { apply(change, at: time) }
    }

    /// The chosen title ended (mpv said so).
    public func titleEnded(at time: Instant) {
        guard flow.mode == .playing else { return }
        backToLoop(at: time)
    }

    /// Moves to `time`: a title's end, the idle return.
    public func advance(to time: Instant) {
        if flow.mode == .playing, let end = host.titleEnd(time), end <= time {
            backToLoop(at: time)
        }
        if let change = flow.update(at: time, isPaused: flow.mode == .playing && host.isPaused(time)) {
            apply(change, at: time)
        }
    }

    /// When the keeper next needs a turn with no touch, seen at `now`.
    public func nextDeadline(at now: Instant) -> Instant? {
        let end = flow.mode == .playing ? host.titleEnd(now) : nil
        return [flow.nextDeadline, end].compactMap { $0 }.min()
    }

    private func apply(_ change: KioskFlow.Change, at time: Instant) {
        switch change {
        case .openChooser:
            chooser?.scrollToTop()
        case .play(let index):
            controls?.clearForNextVisitor()
            host.playTitle(index, time)
        case .returnToLoop:
            controls?.clearForNextVisitor()
            chooser?.scrollToTop()
            host.playLoop(time)
        }
    }
}
