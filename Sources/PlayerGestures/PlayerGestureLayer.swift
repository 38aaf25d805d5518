import Gestures

#if canImport(Glibc)
    import Glibc
#endif

/// The player's gesture layer (SPEC §2, the seed's `ControlView`): one full-screen view
/// carrying a single tap (which requires the double tap to fail), a double tap, a
/// one-finger pan, a long press and a pinch, all set from `GestureSettings`. It owns the
/// `TouchRouter` that feeds them, reports each recognized `PlayerAction` to its delegate,
/// and after every frame tells the delegate how many fingers remain down.
///
/// How the rules map onto the recognizers:
/// - taps: `TapGestureRecognizer`s with the tap and double-tap limits; the single tap
///   fires when the double tap fails (at `doubleTapMaximumInterval` after the first lift,
///   or at once when a second touch-down disqualifies it). A second touch-down exactly
///   `doubleTapMaximumInterval` after the lift comes too late, since the failure deadline
///   has passed by then; exactly `doubleTapMinimumInterval` is in time.
/// - pan: at most one finger, begins past `panThreshold` from the touch-down point; its
///   moves go through `PanActionTracker` (lock, levels, commit). A second finger or a
///   cancelled touch cancels it (`seekCancel` when horizontal).
/// - long press: `holdBegan` after `longPressDuration` within `longPressAllowableMovement`,
///   `holdEnded` when it ends or is cancelled (lift, a second finger, a cancelled touch);
///   once it began, the pan has failed, so moving does not start one.
/// - pinch: begins once the distance differs from its value at the second touch-down by
///   more than `pinchThreshold`; each frame with a move then fires `zoom` with degree
///   log2(distance / starting distance). It may follow a cancelled pan or hold in the
///   same sequence (it recognizes simultaneously with them), but nothing else does until
///   every finger has lifted.
public final class PlayerGestureLayer {
    /// The numbers the recognizers are set from.
    public let settings: GestureSettings
    /// The full-screen view carrying the recognizers: the router's window.
    public let view: View
    /// The router that turns input frames into touches for the recognizers.
    public let router: TouchRouter
    /// Who is told about recognized actions and touch progress.
    public weak var delegate: (any PlayerGesturesDelegate)?

    /// The single tap: `toggleControls`.
    let singleTap = TapGestureRecognizer()
    /// The double tap: `togglePause`.
    let doubleTap = TapGestureRecognizer()
    /// The one-finger pan: volume, brightness and seeking.
    let pan: PlayerPanGestureRecognizer
    /// The long press: `holdBegan`/`holdEnded`.
    let longPress = LongPressGestureRecognizer()
    /// The two-finger pinch: `zoom`.
    let pinch = PinchGestureRecognizer()

    /// The current pan's rules, from its start to its end.
    private var panTracker: PanActionTracker?
    /// Lets the pinch recognize alongside a pan or hold it cancels.
    private let simultaneity = PinchSimultaneity()

    /// A layer over a `screen`-sized view, with recognizers set from `settings`, timed by `clock`.
    public init(screen: Size, settings: GestureSettings = GestureSettings(), clock: ManualClock = ManualClock()) {
        self.settings = settings
        self.view = PlayerGestureView(frame: Rect(origin: .zero, size: screen))
        self.router = TouchRouter(window: view, clock: clock)
        self.pan = PlayerPanGestureRecognizer(threshold: settings.panThreshold)
        configureRecognizers()
        attachActions()
    }

    /// The clock the recognizers' deadlines run on.
    public var clock: ManualClock { router.clock }

    /// The earliest pending recognizer deadline (double-tap timeout, long press), if any.
    public var nextDeadline: Instant? { router.clock.nextDeadline }

    public var fingersDown: Int { router.activeTouchCount }

    /// Delivers one input frame (firing the deadlines due by its time first), then tells
    /// the delegate how many fingers remain down.
    public func send(_ frame: TouchFrame) {
        router.send(frame)
        reportTouches()
    }

    /// Moves time on to `time`, firing the recognizer deadlines due by then.
    public func advance(to time: Instant) {
        router.advance(to: time)
    }

    /// Cancels every finger that is down, now (end of scripted input, lost input, a
    /// device gone); does nothing when none is.
    public func cancelAllTouches() {
        guard router.activeTouchCount > 0 else { return }
        router.cancelAllTouches()
        reportTouches()
    }

    /// Sets every recognizer's numbers from the settings and ties them together.
    private func configureRecognizers() {
        for tap in [singleTap, doubleTap] {
            tap.numberOfTouchesRequired = 1
            tap.allowableMovement = settings.tapAllowableMovement
            tap.maximumPressDuration = settings.tapMaximumDuration
            tap.minimumTapInterval = settings.doubleTapMinimumInterval
            tap.maximumTapInterval = settings.doubleTapMaximumInterval
            tap.maximumTapDistance = settings.doubleTapMaximumDistance
        }
        singleTap.numberOfTapsRequired = 1
        doubleTap.numberOfTapsRequired = 2
        singleTap.require(toFail: doubleTap)
        longPress.minimumPressDuration = settings.longPressDuration
        longPress.allowableMovement = settings.longPressAllowableMovement
        longPress.numberOfTouchesRequired = 1
        pinch.minimumDistanceChange = settings.pinchThreshold
        pinch.delegate = simultaneity
        simultaneity.pinch = pinch
        let named: [(GestureRecognizer, String)] = [
            (doubleTap, "doubleTap"), (singleTap, "singleTap"), (longPress, "longPress"), (pan, "pan"), (pinch, "pinch"),
        ]
        for (recognizer, name) in named {
            recognizer.name = name
            view.addGestureRecognizer(recognizer)
        }
    }

    /// Turns the recognizers' state changes into player actions.
    private func attachActions() {
        singleTap.addTarget { [weak self] recognizer in
            if recognizer.state == .ended { self?.report(.toggleControls, degree: nil) }
        }
        doubleTap.addTarget { [weak self] recognizer in
            if recognizer.state == .ended { self?.report(.togglePause, degree: nil) }
        }
        longPress.addTarget { [weak self] recognizer in
            switch recognizer.state {
            case .began: self?.report(.holdBegan, degree: nil)
            case .ended, .cancelled: self?.report(.holdEnded, degree: nil)
            default: break
            }
        }
        pan.addTarget { [weak self] _ in self?.panChanged() }
        pinch.addTarget { [weak self] _ in self?.pinchChanged() }
    }

    /// The pan's action: start, follow, commit or cancel the tracker.
    private func panChanged() {
        let location = pan.location(in: nil)
        switch pan.state {
        case .began:
            let origin = pan.touchDownLocation ?? location
            panTracker = PanActionTracker(origin: origin, width: view.bounds.width, settings: settings)
            delegate?.playerGestures(self, didObserve: .panBegan, at: router.clock.now)
            fire(panTracker?.move(to: location) ?? [])
        case .changed:
            fire(panTracker?.move(to: location) ?? [])
        case .ended:
            fire(panTracker?.end(at: location) ?? [])
            panTracker = nil
        case .cancelled:
            fire(panTracker?.cancel() ?? [])
            panTracker = nil
        case .possible, .failed:
            break
        }
    }

    /// The pinch's action: one zoom per frame with a move, degree log2 of the scale.
    private func pinchChanged() {
        guard pinch.state == .began || pinch.state == .changed else { return }
        report(.zoom, degree: log2(pinch.scale))
    }

    /// Reports pan actions in order.
    private func fire(_ actions: [(action: PlayerAction, degree: Double)]) {
        for (action, degree) in actions {
            report(action, degree: degree)
        }
    }

    /// Tells the delegate about `action` at the clock's time.
    private func report(_ action: PlayerAction, degree: Double?) {
        delegate?.playerGestures(self, didRecognize: action, degree: degree, at: router.clock.now)
    }

    /// Tells the delegate how many fingers remain down.
    private func reportTouches() {
        delegate?.playerGestures(self, didObserve: .touches(fingersDown: router.activeTouchCount), at: router.clock.now)
    }
}

/// The pinch's recognizer delegate: lets the pinch recognize simultaneously with the
/// one-finger recognizers, so that a pan or hold begun by the first finger does not keep a
/// second finger from pinching (the second finger cancels them instead).
private final class PinchSimultaneity: GestureRecognizerDelegate {
    /// The pinch this delegate serves.
    weak var pinch: GestureRecognizer?

    /// True for the pinch with any other recognizer.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        recognizer === pinch
    }
}
