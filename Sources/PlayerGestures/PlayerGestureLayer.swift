import Gestures
import PlayerModel

/// The player's gesture layer (docs/behaviour.md, "The player layer" and "Gesture
/// bindings"): one full-screen view carrying a recognizer for each bound gesture
/// (`PlayerGestureSet`, from `GestureBindings`; the defaults are "The default gestures"),
/// all set from `GestureSettings`. It owns the `TouchRouter` that feeds them, reports each
/// recognized `PlayerAction` and each bound mpv command (`GestureCommand`) to its delegate,
/// and after every frame tells the delegate how many fingers remain down.
///
/// How the player layer's rules map onto the default recognizers:
/// - taps: `TapGestureRecognizer`s with the tap and double-tap limits; the single tap
///   fires when the double tap fails (at `doubleTapMaximumInterval` after the first lift,
///   or at once when a second touch-down disqualifies it). A second touch-down exactly
///   `doubleTapMaximumInterval` after the lift comes too late, since the failure deadline
///   has passed by then; exactly `doubleTapMinimumInterval` is in time. Without a
///   double-tap binding there is no double-tap recognizer, and the single tap fires on
///   its lift. A `touchmpv/seek-taps` double tap opens a run: each tap landing on its
///   region within `SeekTapsRun.interval` of the previous lift reports `seekTaps` on its
///   own lift, at once (`SeekTapsRecognizer`); the double tap first tells the delegate
///   that the run began (`TouchSequenceEvent.seekTapsRunBegan`).
/// - pans: one finger, locked to an axis once past `panThreshold` from the touch-down
///   point (`PlayerPanGestureRecognizer`); the vertical ones on the left and right halves
///   (views of their own), the horizontal one anywhere. Their moves go through
///   `PanActionTracker` (levels, commit). A second finger or a cancelled touch cancels
///   them (`seekCancel` when seeking).
/// - long press: `holdBegan` after `longPressDuration` within `longPressAllowableMovement`,
///   `holdEnded` when it ends or is cancelled (lift, a second finger, a cancelled touch);
///   once it began, the pans have failed, so moving does not start one.
/// - pinch: begins once the distance differs from its value at the second touch-down by
///   more than `pinchThreshold`; each frame with a move then fires `zoom` carrying
///   log2(distance / starting distance). It may follow a cancelled pan or hold in the
///   same sequence (it recognizes simultaneously with them), but nothing else does until
///   every finger has lifted.
///
/// The view tree: `window`, the router's root, holds the player's full-screen `view`
/// first; the touch controls (`PlayerUI`) add their views above it with
/// `addControlsView(_:)` and report their actions through `report(_:payload:)`, so hit
/// testing decides where a touch goes and every action reaches the player the same way.
/// The layer owns the controls' visibility (`ControlsVisibility`): `toggleControls`,
/// from whichever gesture is bound to it, toggles it; the controls' views ask it before
/// taking a touch; and the delegate is told of each change
/// (`TouchSequenceEvent.controls(visible:)`).
public final class PlayerGestureLayer {
    /// The numbers the recognizers are set from.
    public private(set) var settings: GestureSettings
    /// What each gesture does.
    public private(set) var bindings: GestureBindings
    /// The root of the view tree: the player's view, with the controls' views above it.
    public let window: View
    /// The player's full-screen view carrying the recognizers.
    public let view: View
    /// The router that turns input frames into touches for the recognizers.
    public let router: TouchRouter
    /// How the screen the views fill is turned on the panel (`display-rotation`): input
    /// frames come in the panel's points and are turned onto the views' screen.
    public let panelTurn: QuarterTurn
    /// The panel, in points: the screen before the turn.
    public let panel: Size
    /// Who is told about recognized actions and touch progress. Held unowned, so whoever
    /// sets it keeps it alive for as long as the layer may report (frames, deadlines, keys,
    /// the controls); a report after it is gone traps instead of going nowhere. Not weak:
    /// a weakly held object's every retain and release, and every load of the reference,
    /// take the runtime's slow path, and the layer reports after every frame. Not strong:
    /// a delegate may hold the layer (`play`'s player reaches it through the overlay).
    public var delegate: (any PlayerGesturesDelegate)? {
        get { delegateReference }
        set { delegateReference = newValue }
    }

    /// Whether the controls show, and when they hide.
    public var controls: ControlsVisibility { visibility }

    /// Stored privately (as every property the frames reach), so that the compiler proves
    /// exclusive access statically. It does not for an unowned reference, and checked it at
    /// run time on every load; every access to this one is a single load or store, which
    /// cannot overlap another, so it is not checked.
    @exclusivity(unchecked) private unowned var delegateReference: (any PlayerGesturesDelegate)?
    private var visibility: ControlsVisibility
    /// What carries out the built-in commands that belong to the views above this layer
    /// (`touchmpv/lock`: the lock is the touch controls'): the layer recognizes the
    /// gesture and hands the command on, and knows nothing of what it does. Without a
    /// handler (no touch controls) such a binding does nothing.
    public var controlsCommandHandler: ((ControlsCommand) -> Void)?
    /// What carries out the kiosk's commands (`touchmpv/play N`, `touchmpv/attract`), as
    /// `controlsCommandHandler` the controls'; without a kiosk they do nothing.
    public var kioskCommandHandler: ((KioskCommand) -> Void)?
    /// Told of every key change `press` takes, before its command runs (`--trace`).
    public var onKey: ((KeyEvent) -> Void)?
    /// The recognizers of the bound gestures.
    private let gestureSet: PlayerGestureSet
    /// The fingers down after the last frame, as `controls` was told.
    private var fingersReported = 0
    /// A turned frame's updates, kept for their capacity: no allocation per frame.
    private var turnedUpdates: [TouchUpdate] = []

    /// A layer over a `screen`-sized panel turned by `panelTurn` (its views fill the
    /// turned screen), with a recognizer for each gesture of `bindings`, set from
    /// `settings`, timed by `clock`.
    public init(
        screen: Size, panelTurn: QuarterTurn = .none, settings: GestureSettings = GestureSettings(),
        bindings: GestureBindings = .defaults, clock: ManualClock = ManualClock()
    ) {
        self.settings = settings
        self.bindings = bindings
        self.panelTurn = panelTurn
        panel = screen
        let bounds = Rect(origin: .zero, size: panelTurn.turnedScreen(of: screen))
        self.window = PlayerGestureView(frame: bounds)
        self.view = PlayerGestureView(frame: bounds)
        window.addSubview(view)
        self.router = TouchRouter(window: window, clock: clock)
        self.visibility = ControlsVisibility(hideDelay: settings.controlsHideDelay)
        gestureSet = PlayerGestureSet(bindings: bindings, settings: settings, root: view)
        gestureSet.connect(to: output)
    }

    /// Where the recognizers report: this layer, unretained (see `deinit`).
    private var output: PlayerGestureSet.Output {
        PlayerGestureSet.Output(
            action: { [unowned(unsafe) self] in report($0, payload: $1) },
            command: { [unowned(unsafe) self] in report($0) },
            panBegan: { [unowned(unsafe) self] in reportAnchor(.panBegan) },
            seekTapsRunBegan: { [unowned(unsafe) self] in reportAnchor(.seekTapsRunBegan) },
            controlsCommand: { [unowned(unsafe) self] in controlsCommandHandler?($0) },
            kioskCommand: { [unowned(unsafe) self] in kioskCommandHandler?($0) })
    }

    /// Whether `rebind` may run now: no finger is down and no recognizer waits for a
    /// deadline (a tap waiting for its double tap to fail), so no gesture is cut short.
    public var isBetweenSequences: Bool { router.activeTouchCount == 0 && router.clock.nextDeadline == nil }

    /// Replaces the recognizers with those of `bindings`, set from `settings` (a reload),
    /// when `isBetweenSequences`: the next touch sequence meets the new ones. The touch
    /// controls keep the settings they were made with.
    public func rebind(_ bindings: GestureBindings, settings: GestureSettings) {
        precondition(isBetweenSequences, "rebind while a touch sequence is under way")
        self.bindings = bindings
        self.settings = settings
        gestureSet.reinstall(bindings: bindings, settings: settings, output: output)
    }

    /// Takes the actions off the recognizers, which may outlive the layer (someone may
    /// hold its view or router): they refer to the layer without retaining it (no cycle
    /// through the recognizers, and no weak reference, which would slow every retain of
    /// the layer).
    deinit {
        for (_, recognizer) in gestureSet.recognizers {
            recognizer.removeAllTargets()
        }
    }

    /// The clock the recognizers' deadlines run on.
    public var clock: ManualClock { router.clock }

    /// The earliest pending recognizer deadline (double-tap timeout, long press), if any.
    /// The controls' auto-hide is `controls.hideDeadline`: it does not keep a script's
    /// input going.
    public var nextDeadline: Instant? { router.clock.nextDeadline }

    public var fingersDown: Int { router.activeTouchCount }

    /// Whether the controls show.
    public var controlsVisible: Bool { visibility.isVisible }

    /// Every recognizer the bindings installed, with its gesture, in the order added.
    public var recognizers: [(gesture: BoundGesture, recognizer: GestureRecognizer)] { gestureSet.recognizers }

    /// Delivers one input frame, in the panel's points (firing the deadlines due by its
    /// time first, the controls' auto-hide included), then tells the delegate how many
    /// fingers remain down.
    public func send(_ frame: TouchFrame) {
        guard panelTurn != .none else { return deliver(frame) }
        var updates = turnedUpdates
        turnedUpdates = []
        updates.removeAll(keepingCapacity: true)
        for var update in frame.updates {
            update.location = panelTurn.screenPoint(update.location, onPanel: panel)
            updates.append(update)
        }
        deliver(TouchFrame(time: frame.time, updates: updates))
        turnedUpdates = updates
    }

    /// `send`, on the views' screen.
    private func deliver(_ frame: TouchFrame) {
        // The hide's order among the recognizers' deadlines matters only when it is due
        // by the frame, or when a deadline before the frame may set it due by the frame
        // (the time since the clock last moved exceeds the delay).
        if visibility.hideDeadline != nil || frame.time >= visibility.hideTime(after: router.clock.now) {
            advance(to: frame.time)
        } else {
            router.advance(to: frame.time)
        }
        gestureSet.prepare(for: frame, down: { [router] in router.activeTouchIDs })
        router.send(frame)
        gestureSet.finish(down: router.activeTouchCount)
        reportTouches()
    }

    /// Moves time on to `time`, firing the recognizer deadlines and the controls' auto-hide
    /// due by then, each at its own instant and in order.
    public func advance(to time: Instant) {
        // Deadline by deadline: a recognizer's (a single tap showing the controls) may set
        // the hide's, and the hide may come before the next recognizer's. At the same
        // instant the recognizer's comes first.
        while true {
            let timer = router.clock.nextDeadline.flatMap { $0 <= time ? $0 : nil }
            if let hide = visibility.hideDeadline, hide <= time, timer.map({ hide < $0 }) ?? true {
                router.advance(to: hide)
                _ = visibility.hideIfDue(at: hide)
                delegate?.playerGestures(didObserve: .controls(visible: false), at: router.clock.now)
            } else if let timer {
                router.advance(to: timer)
            } else {
                break
            }
        }
        router.advance(to: time)
    }

    /// Holds the controls up (no auto-hide) while `held`: a menu of theirs is open. Let
    /// go, they hide `controls-hide-delay` later.
    public func holdControls(_ held: Bool) {
        visibility.hold(held, at: router.clock.now)
    }

    /// Shows or hides the controls now and tells the delegate, if that changes them (the
    /// controls' own buttons: locking hides them, unlocking shows them).
    public func setControlsVisible(_ visible: Bool) {
        guard visibility.set(visible, at: router.clock.now) else { return }
        delegate?.playerGestures(didObserve: .controls(visible: visible), at: router.clock.now)
    }

    /// Puts `controlsView` above the player's view and the controls added before: a touch
    /// that lands on it (as its hit testing decides) no longer reaches the player's view.
    public func addControlsView(_ controlsView: View) {
        window.addSubview(controlsView)
    }

    /// Cancels every finger that is down, now (end of scripted input, lost input, a
    /// device gone); does nothing when none is.
    public func cancelAllTouches() {
        guard router.activeTouchCount > 0 else { return }
        router.cancelAllTouches()
        gestureSet.finish(down: router.activeTouchCount)
        reportTouches()
    }

    /// Hands a key device's `key` change to its binding (docs/behaviour.md, "Keys"): a
    /// press runs the bound command, as its gesture's recognition would, and so does a
    /// repeat of a `repeatable` key; a release, a repeat of another key and an unbound key
    /// do nothing. The deadlines due by the key's time fire first, as before a frame.
    public func press(_ key: KeyEvent) {
        advance(to: key.time)
        onKey?(key)
        guard let binding = bindings.keys[key.key], binding.runs(on: key.change) else { return }
        PlayerGestureSet.perform(binding.command, from: KeyBinding.source(of: key.key), output: output)
    }

    /// Tells the delegate about `action` (with its `payload`, see `PlayerAction`) at the
    /// clock's time: the bound gestures and the controls' views report through here.
    /// `toggleControls` first toggles the controls, so the delegate hears of the change
    /// before the action that caused it.
    public func report(_ action: PlayerAction, payload: ActionPayload) {
        if action == .toggleControls { setControlsVisible(!controlsVisible) }
        delegate?.playerGestures(didRecognize: action, payload: payload, at: router.clock.now)
    }

    /// Tells the delegate about what was done with a menu, at the clock's time (the touch
    /// controls' menus report through here).
    public func report(_ menu: MenuEvent) {
        delegate?.playerGestures(didUse: menu, at: router.clock.now)
    }

    /// Tells the delegate about an mpv command at the clock's time: a bound gesture's, or
    /// a control's that runs one (the playlist buttons).
    public func report(_ command: GestureCommand) {
        delegate?.playerGestures(didRequest: command, at: router.clock.now)
    }

    /// Tells the delegate that a pan or a run of seeking taps began: the moment its seeks
    /// are relative to.
    private func reportAnchor(_ event: TouchSequenceEvent) {
        delegate?.playerGestures(didObserve: event, at: router.clock.now)
    }

    /// Tells the delegate how many fingers remain down (after the auto-hide took note of a
    /// change in their number).
    private func reportTouches() {
        let fingers = router.activeTouchCount
        let time = router.clock.now
        if fingers != fingersReported {
            fingersReported = fingers
            visibility.fingers(fingers, at: time)
        }
        delegate?.playerGestures(didObserve: .touches(fingersDown: fingers), at: time)
    }
}
