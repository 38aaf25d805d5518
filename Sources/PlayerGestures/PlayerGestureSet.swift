import Gestures
import PlayerModel

#if canImport(Glibc)
    import Glibc
#endif

/// The player view's recognizers, built from the bindings (docs/behaviour.md, "Gesture
/// bindings"): one recognizer for each bound gesture, on the view of its region
/// (`RegionViews`) or on the player view itself, and none for an unbound gesture — so an
/// unbound double tap lets a single tap fire on its lift, and an unbound gesture cannot
/// take touches from a bound one.
///
/// How they are tied together:
/// - a tap waits for the double taps of as many fingers to fail, and for the further taps
///   of a `touchmpv/seek-taps` run (`SeekTapsRecognizer`, beside its double tap), which
///   fail as a finger lands outside a run and recognize on the lift within one;
/// - a regional binding wins over a plain one, and a third's over a half's: a recognizer
///   waits for the more specific recognizers of the same gesture to fail, which never
///   touched the finger when it landed elsewhere (so nothing waits there);
/// - a stroke from a bound screen edge wins over a pan of as many fingers: the pan waits
///   until the edge stroke has failed, at once for a touch-down away from the edges;
/// - a pinch may recognize alongside gestures of fewer fingers (a pan or hold that its
///   second finger cancels: the pinch's delegate allows it);
/// - the player's finger rule (docs/behaviour.md, "A second finger, a cancel, the end of
///   input"): a gesture of N fingers does not recognize in a sequence that has had more
///   than N fingers down, and one that is running is cancelled when the N+1st lands. A
///   recognizer on the player view sees every finger and applies the rule itself; a
///   regional one sees only its region's fingers, so the set applies it for them (the
///   recognizers' delegate, and `prepare(for:down:)`).
///
/// What a binding does when its recognizer reports is `attach(_:of:to:)`'s: a built-in
/// reports player actions, an mpv command a `GestureCommand` (once, when the gesture is
/// recognized: a discrete one at its end, a continuous one when it begins).
final class PlayerGestureSet: GestureRecognizerDelegate {
    /// Where the set reports to (the layer).
    struct Output {
        /// A player action with its payload.
        let action: (PlayerAction, ActionPayload) -> Void
        /// A bound mpv command.
        let command: (GestureCommand) -> Void
        /// A pan bound to a pan action began: the moment a seek is relative to.
        let panBegan: () -> Void
        /// A double tap opened a run of seeking taps: the moment the run's seeks are
        /// relative to (the player cannot tell it from the totals: two bindings' runs may
        /// follow each other with any totals).
        let seekTapsRunBegan: () -> Void
        /// A gesture bound to a command of the views above the layer was recognized.
        let controlsCommand: (ControlsCommand) -> Void
        /// A gesture bound to a kiosk's command was recognized.
        let kioskCommand: (KioskCommand) -> Void
    }

    /// The recognizers, in the order they were added, with their gestures.
    private(set) var recognizers: [(gesture: BoundGesture, recognizer: GestureRecognizer)] = []
    private var gestures: [ObjectIdentifier: BoundGesture] = [:]
    private let root: View
    private var settings: GestureSettings
    /// What each recognizer's binding does, in the order of `recognizers`, until
    /// `connect(to:)` attaches it.
    private var commands: [BindingCommand] = []
    /// The most fingers down at once since none was.
    private var fingersInSequence = 0
    /// The recognizers of runs of seeking taps, by the identity of the double tap that
    /// opens each run.
    private var seekTapRuns: [ObjectIdentifier: SeekTapsRecognizer] = [:]
    /// Whether the frame being delivered lands a finger.
    private var frameLands = false

    /// Installs the recognizers `bindings` need on `root` (and regional views it adds to
    /// `root`), set from `settings`; they report once `connect(to:)` says where.
    init(bindings: GestureBindings, settings: GestureSettings, root: View) {
        self.root = root
        self.settings = settings
        install(bindings)
    }

    /// Replaces every recognizer and regional view with those of `bindings`, set from
    /// `settings`, reporting to `output` (a reload, between two touch sequences: no
    /// recognizer holds a touch).
    func reinstall(bindings: GestureBindings, settings: GestureSettings, output: Output) {
        for (_, recognizer) in recognizers {
            recognizer.removeAllTargets()
            recognizer.view?.removeGestureRecognizer(recognizer)
        }
        for view in root.subviews { view.removeFromSuperview() }
        recognizers = []
        gestures = [:]
        seekTapRuns = [:]
        fingersInSequence = 0
        self.settings = settings
        install(bindings)
        connect(to: output)
    }

    /// Installs the recognizers of `bindings` (see `init`).
    private func install(_ bindings: GestureBindings) {
        let installed = bindings.ordered
        let regionViews = RegionViews(regions: Set(installed.compactMap(\.gesture.region)), in: root)
        for (gesture, command) in installed {
            for view in gesture.region.map(regionViews.views(for:)) ?? [root] {
                let recognizer = makeRecognizer(for: gesture)
                add(recognizer, named: gesture.description, for: gesture, doing: command, on: view)
                if case .seekTaps(let step) = command {
                    // Its run's further taps: a recognizer of its own on the same view, a
                    // double tap's for the rules between recognizers (taps wait for it).
                    let run = SeekTapsRecognizer(step: step)
                    configure(run, taps: 1, fingers: gesture.fingers)
                    add(run, named: gesture.description + " run", for: gesture, doing: command, on: view)
                    seekTapRuns[ObjectIdentifier(recognizer)] = run
                }
            }
        }
        for (gesture, recognizer) in recognizers {
            for (other, otherRecognizer) in recognizers where Self.waits(gesture, for: other) {
                recognizer.require(toFail: otherRecognizer)
            }
        }
    }

    /// Puts `recognizer`, named `name`, on `view` for `gesture`, which does `command`.
    private func add(
        _ recognizer: GestureRecognizer, named name: String, for gesture: BoundGesture, doing command: BindingCommand, on view: View
    ) {
        recognizer.name = name
        // The rules below that a recognizer does not apply itself: the finger rule for a
        // regional one, simultaneity for a pinch. The others go without a delegate, which
        // the arena would otherwise ask at every decision.
        if gesture.region != nil || gesture.name == .pinch { recognizer.delegate = self }
        view.addGestureRecognizer(recognizer)
        recognizers.append((gesture, recognizer))
        commands.append(command)
        gestures[ObjectIdentifier(recognizer)] = gesture
    }

    /// A recognizer does not hold its delegate, and its view may keep it after the set.
    deinit {
        for (_, recognizer) in recognizers {
            recognizer.delegate = nil
        }
    }

    /// Makes each recognizer carry out its binding, reporting to `output`. Apart from
    /// `init`, so that the layer can hold the set in a constant and still be the output
    /// (a variable would be retained and released around every use, every frame).
    func connect(to output: Output) {
        for ((gesture, recognizer), command) in zip(recognizers, commands) {
            attach(command, of: gesture, to: recognizer, output: output)
        }
        commands = []
    }

    /// Applies the finger rule to a frame about to be delivered, with the fingers
    /// `down` before it (read only when the frame lands one): counts the fingers the
    /// frame lands, and cancels running regional recognizers that now have too many
    /// fingers on the screen.
    func prepare(for frame: TouchFrame, down: () -> [Int]) {
        frameLands = frame.updates.contains(where: { $0.phase == .began })
        guard frameLands else { return }
        let before = down()
        let landing = Set(frame.updates.filter { $0.phase == .began }.map(\.id)).subtracting(before)
        let fingers = before.count + landing.count
        fingersInSequence = max(fingersInSequence, fingers)
        for (gesture, recognizer) in recognizers
        where recognizer.view !== root && (recognizer.state == .began || recognizer.state == .changed) && fingers > gesture.fingers {
            // Disabling a recognizer is UIKit's way to cancel it from outside.
            recognizer.isEnabled = false
            recognizer.isEnabled = true
        }
    }

    /// Notes that a frame was delivered and `down` fingers remain: with none, the next
    /// finger starts a new sequence. A finger it landed ends the runs of seeking taps that
    /// did not take it as their next tap.
    func finish(down: Int) {
        if down == 0 { fingersInSequence = 0 }
        if frameLands {
            frameLands = false
            for run in seekTapRuns.values { run.fingerLanded() }
        }
    }

    // MARK: GestureRecognizerDelegate

    /// The finger rule: no gesture of N fingers in a sequence that had more.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        fingersInSequence <= fingers(of: recognizer)
    }

    /// A pinch alongside gestures of fewer fingers.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        let (mine, theirs) = (fingers(of: recognizer), fingers(of: other))
        return (recognizer is PinchGestureRecognizer && theirs < mine) || (other is PinchGestureRecognizer && mine < theirs)
    }

    // MARK: Building

    private func fingers(of recognizer: GestureRecognizer) -> Int {
        gestures[ObjectIdentifier(recognizer)]?.fingers ?? 1
    }

    /// Whether `gesture`'s recognizer must wait for `other`'s to fail.
    private static func waits(_ gesture: BoundGesture, for other: BoundGesture) -> Bool {
        guard gesture.fingers == other.fingers else { return false }
        switch (gesture.name, other.name) {
        case (.tap, .doubleTap), (.pan, .edge):
            return true
        default:
            return gesture.name == other.name && specificity(of: other.region) > specificity(of: gesture.region)
                && overlap(gesture.region, other.region)
        }
    }

    /// 0 for anywhere, 1 for a half, 2 for a third.
    private static func specificity(of region: ScreenRegion?) -> Int {
        guard let region else { return 0 }
        return region.isThird ? 2 : 1
    }

    /// Whether two regions (nil: anywhere) share points.
    private static func overlap(_ first: ScreenRegion?, _ second: ScreenRegion?) -> Bool {
        guard let first, let second else { return true }
        return first.columns.overlaps(second.columns)
    }

    /// A recognizer for `gesture` with the numbers of `settings`.
    private func makeRecognizer(for gesture: BoundGesture) -> GestureRecognizer {
        let fingers = gesture.fingers
        switch gesture.name {
        case .tap, .doubleTap:
            let tap = TapGestureRecognizer()
            configure(tap, taps: gesture.name == .tap ? 1 : 2, fingers: fingers)
            return tap
        case .longPress:
            let press = LongPressGestureRecognizer()
            press.minimumPressDuration = settings.longPressDuration
            press.allowableMovement = settings.longPressAllowableMovement
            press.numberOfTouchesRequired = fingers
            return press
        case .pan(let axis):
            return PlayerPanGestureRecognizer(axis: axis, fingers: fingers, settings: settings)
        case .swipe(let direction):
            let swipe = PlayerSwipeGestureRecognizer()
            swipe.direction = direction
            swipe.numberOfTouchesRequired = fingers
            return swipe
        case .edge(let edge):
            let stroke = PlayerScreenEdgePanGestureRecognizer()
            stroke.edges = edge
            stroke.numberOfTouchesRequired = fingers
            return stroke
        case .pinch:
            let pinch = PinchGestureRecognizer()
            pinch.numberOfTouchesRequired = fingers
            pinch.minimumDistanceChange = settings.pinchThreshold
            return pinch
        }
    }

    /// Sets `tap` to need `taps` taps of `fingers` fingers, within the limits of `settings`.
    private func configure(_ tap: TapGestureRecognizer, taps: Int, fingers: Int) {
        tap.numberOfTapsRequired = taps
        tap.numberOfTouchesRequired = fingers
        tap.allowableMovement = settings.tapAllowableMovement
        tap.maximumPressDuration = settings.tapMaximumDuration
        tap.minimumTapInterval = settings.doubleTapMinimumInterval
        tap.maximumTapInterval = settings.doubleTapMaximumInterval
        tap.maximumTapDistance = settings.doubleTapMaximumDistance
    }

    /// Makes `recognizer` carry out `command`, the binding of `gesture`.
    private func attach(_ command: BindingCommand, of gesture: BoundGesture, to recognizer: GestureRecognizer, output: Output) {
        switch command {
        case .ignore:
            break  // never bound: `GestureBindings` removes the gesture instead
        case .mpv, .builtIn(.toggleControls), .builtIn(.togglePause), .builtIn(.lock), .openMenu, .playTitle, .builtIn(.attract):
            let source = gesture.description
            recognizer.addTarget { if Self.recognized($0) { Self.perform(command, from: source, output: output) } }
        case .builtIn(.menu):
            break  // never bound: a menu binding is `openMenu`, with the menu's name
        case .seekTaps:
            // Unretained: the set holds both recognizers, and the layer takes their
            // actions off before they go.
            if let run = recognizer as? SeekTapsRecognizer {
                run.addTarget { [unowned(unsafe) run] in if Self.recognized($0) { output.action(.seekTaps, .seconds(run.continueRun())) } }
            } else if let run = seekTapRuns[ObjectIdentifier(recognizer)] {
                recognizer.addTarget { [unowned(unsafe) run] in
                    guard Self.recognized($0) else { return }
                    output.seekTapsRunBegan()
                    output.action(.seekTaps, .seconds(run.beginRun()))
                }
            }
        case .builtIn(.seekTaps):
            break  // never bound: a seeking-taps binding is `seekTaps`, with its STEP
        case .builtIn(.play):
            break  // never bound: a title's binding is `playTitle`, with its number
        case .builtIn(.holdSpeed):
            recognizer.addTarget { recognizer in
                switch recognizer.state {
                case .began: output.action(.holdBegan, .none)
                case .ended, .cancelled: output.action(.holdEnded, .none)
                default: break
                }
            }
        case .builtIn(.zoom):
            guard let pinch = recognizer as? PinchGestureRecognizer else { return }
            // Unowned: the recognizer holds its actions, which must not hold it.
            pinch.addTarget { [unowned pinch] _ in
                if pinch.state == .began || pinch.state == .changed { output.action(.zoom, .zoomLog2(log2(pinch.scale))) }
            }
        case .builtIn(let panCommand):
            guard let pan = recognizer as? PlayerPanGestureRecognizer, let effect = PanActionTracker.Effect(panCommand) else { return }
            attachTracker(effect, to: pan, output: output)
        }
    }

    /// Carries out `command`, which acts once (a recognized gesture's, a pressed key's),
    /// bound to `source` (the gesture's or the key's text, which an mpv command is reported
    /// with). The commands that follow a gesture as it goes on are not bound to keys, and
    /// their gestures' recognizers carry them out (`attach`).
    static func perform(_ command: BindingCommand, from source: String, output: Output) {
        switch command {
        case .mpv(let text): output.command(GestureCommand(gesture: source, text: text))
        case .builtIn(.toggleControls): output.action(.toggleControls, .none)
        case .builtIn(.togglePause): output.action(.togglePause, .none)
        case .builtIn(.lock): output.controlsCommand(.lock)
        case .openMenu(let menu): output.controlsCommand(.openMenu(menu))
        case .playTitle(let number): output.kioskCommand(.play(number))
        case .builtIn(.attract): output.kioskCommand(.attract)
        case .ignore, .seekTaps, .builtIn(.menu), .builtIn(.seekTaps), .builtIn(.play), .builtIn(.holdSpeed), .builtIn(.zoom),
            .builtIn(.volumePan),
            .builtIn(.brightnessPan), .builtIn(.seekPan):
            break
        }
    }

    /// Drives a `PanActionTracker` from `pan`: start, follow, commit or cancel.
    private func attachTracker(_ effect: PanActionTracker.Effect, to pan: PlayerPanGestureRecognizer, output: Output) {
        let target = PanActionTarget(effect: effect, step: settings.panStep, output: output)
        // Unretained: the recognizer holds its actions, which must not hold it, and runs
        // them only while it lives.
        pan.addTarget { [unowned(unsafe) pan] _ in target.follow(pan) }
    }

    /// Whether `recognizer` has just recognized its gesture: a discrete one at its end, a
    /// continuous one when it begins.
    private static func recognized(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.state == (recognizer.kind == .discrete ? .ended : .began)
    }
}
