import Gestures

/// The player's gesture layer (SPEC §2 and §8, the seed's `ControlView`): one full-screen
/// view carrying a recognizer for each bound gesture (`PlayerGestureSet`, from
/// `GestureBindings`; the defaults are SPEC §2's), all set from `GestureSettings`. It owns
/// the `TouchRouter` that feeds them, reports each recognized `PlayerAction` and each
/// bound mpv command (`GestureCommand`) to its delegate, and after every frame tells the
/// delegate how many fingers remain down.
///
/// How SPEC §2's rules map onto the default recognizers:
/// - taps: `TapGestureRecognizer`s with the tap and double-tap limits; the single tap
///   fires when the double tap fails (at `doubleTapMaximumInterval` after the first lift,
///   or at once when a second touch-down disqualifies it). A second touch-down exactly
///   `doubleTapMaximumInterval` after the lift comes too late, since the failure deadline
///   has passed by then; exactly `doubleTapMinimumInterval` is in time. Without a
///   double-tap binding there is no double-tap recognizer, and the single tap fires on
///   its lift.
/// - pans: one finger, locked to an axis once past `panThreshold` from the touch-down
///   point (`PlayerPanGestureRecognizer`); the vertical ones on the left and right halves
///   (views of their own), the horizontal one anywhere. Their moves go through
///   `PanActionTracker` (levels, commit). A second finger or a cancelled touch cancels
///   them (`seekCancel` when seeking).
/// - long press: `holdBegan` after `longPressDuration` within `longPressAllowableMovement`,
///   `holdEnded` when it ends or is cancelled (lift, a second finger, a cancelled touch);
///   once it began, the pans have failed, so moving does not start one.
/// - pinch: begins once the distance differs from its value at the second touch-down by
///   more than `pinchThreshold`; each frame with a move then fires `zoom` with degree
///   log2(distance / starting distance). It may follow a cancelled pan or hold in the
///   same sequence (it recognizes simultaneously with them), but nothing else does until
///   every finger has lifted.
public final class PlayerGestureLayer {
    /// The numbers the recognizers are set from.
    public let settings: GestureSettings
    /// What each gesture does.
    public let bindings: GestureBindings
    /// The full-screen view carrying the recognizers: the router's window.
    public let view: View
    /// The router that turns input frames into touches for the recognizers.
    public let router: TouchRouter
    /// Who is told about recognized actions and touch progress; held weakly.
    public var delegate: (any PlayerGesturesDelegate)? {
        get { delegateReference }
        set { delegateReference = newValue }
    }

    /// Stored privately (as every property the frames reach), so that the compiler proves
    /// exclusive access statically.
    private weak var delegateReference: (any PlayerGesturesDelegate)?
    /// The recognizers of the bound gestures.
    private var gestureSet: PlayerGestureSet!

    /// A layer over a `screen`-sized view, with a recognizer for each gesture of
    /// `bindings`, set from `settings`, timed by `clock`.
    public init(
        screen: Size, settings: GestureSettings = GestureSettings(), bindings: GestureBindings = .defaults,
        clock: ManualClock = ManualClock()
    ) {
        self.settings = settings
        self.bindings = bindings
        self.view = PlayerGestureView(frame: Rect(origin: .zero, size: screen))
        self.router = TouchRouter(window: view, clock: clock)
        gestureSet = PlayerGestureSet(
            bindings: bindings, settings: settings, root: view,
            output: PlayerGestureSet.Output(
                action: { [unowned(unsafe) self] in report($0, degree: $1) },
                command: { [unowned(unsafe) self] in reportCommand($0) },
                panBegan: { [unowned(unsafe) self] in reportPanBegan() }))
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
    public var nextDeadline: Instant? { router.clock.nextDeadline }

    public var fingersDown: Int { router.activeTouchCount }

    /// Every recognizer the bindings installed, with its gesture, in the order added.
    public var recognizers: [(gesture: BoundGesture, recognizer: GestureRecognizer)] { gestureSet.recognizers }

    /// Delivers one input frame (firing the deadlines due by its time first), then tells
    /// the delegate how many fingers remain down.
    public func send(_ frame: TouchFrame) {
        router.advance(to: frame.time)
        gestureSet.prepare(for: frame, down: { [router] in router.activeTouchIDs })
        router.send(frame)
        gestureSet.finish(down: router.activeTouchCount)
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
        gestureSet.finish(down: router.activeTouchCount)
        reportTouches()
    }

    /// Tells the delegate about `action` at the clock's time.
    private func report(_ action: PlayerAction, degree: Double?) {
        delegate?.playerGestures(self, didRecognize: action, degree: degree, at: router.clock.now)
    }

    /// Tells the delegate about a bound mpv command at the clock's time.
    private func reportCommand(_ command: GestureCommand) {
        delegate?.playerGestures(self, didRequest: command, at: router.clock.now)
    }

    /// Tells the delegate that a pan began, the moment a seek is relative to.
    private func reportPanBegan() {
        delegate?.playerGestures(self, didObserve: .panBegan, at: router.clock.now)
    }

    /// Tells the delegate how many fingers remain down.
    private func reportTouches() {
        delegate?.playerGestures(self, didObserve: .touches(fingersDown: router.activeTouchCount), at: router.clock.now)
    }
}
