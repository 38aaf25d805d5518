import Gestures
import PlayerModel

/// The further taps of a run of seeking taps (`touchmpv/seek-taps STEP`, docs/behaviour.md,
/// "Gesture bindings"): a one-tap recognizer beside the binding's double tap, on the same
/// view, that takes part only while a run is open.
///
/// The double tap opens the run (`beginRun()`). A tap whose first finger lands before the
/// run closes (`SeekTapsRun.interval` after the previous lift: a timer on the recognizers'
/// clock, which fires before a frame of the same instant) is recognized on its lift, as a
/// plain tap, without waiting for any double tap to fail: it seeks at once, and by
/// recognizing it makes the taps and double taps sharing its touches fail, so a run's tap
/// neither toggles the controls nor starts a new double tap. Outside a run it fails as its
/// first finger lands, so that nothing waiting for it waits longer.
///
/// Whatever else happens ends the run: no tap in time, a touch of the run that does not
/// become a tap (it moved, pressed too long, had a finger too many), or a finger landing
/// elsewhere (`fingerLanded()`, from the set, which sees every frame).
final class SeekTapsRecognizer: TapGestureRecognizer {
    private let step: Double
    /// The run's total so far, while the run is open or a tap of it is under way.
    private var total: Double?
    /// The timer that closes the run, while it is open and no tap of it is under way.
    private var closing: TimerToken?
    /// Whether the current sequence is a tap of the run, not yet recognized.
    private var tapUnderWay = false

    /// A recognizer whose every tap adds `step` seconds.
    init(step: Double) {
        self.step = step
        super.init()
    }

    /// A pending timer refers to the recognizer without retaining it.
    deinit {
        if let closing { clock?.cancel(closing) }
    }

    /// Opens a run as the double tap seeks its first step; returns the total (one step).
    func beginRun() -> Double {
        tapUnderWay = false
        return open(with: SeekTapsRun.total(0, adding: step))
    }

    /// The run's tap was recognized: one step more; returns the total.
    func continueRun() -> Double {
        tapUnderWay = false
        return open(with: SeekTapsRun.total(total ?? 0, adding: step))
    }

    /// A finger landed somewhere: unless this recognizer took it as a tap of the run, it
    /// landed elsewhere, and the run ends.
    func fingerLanded() {
        guard !tapUnderWay, total != nil else { return }
        close()
    }

    /// The first finger of a sequence: a tap of the run if the run is open, else nothing
    /// for this recognizer.
    override func touchesBegan(_ touches: Touches, with event: TouchEvent) {
        if state == .possible && !tapUnderWay {
            guard total != nil else {
                state = .failed
                return
            }
            tapUnderWay = true
            if let closing { clock?.cancel(closing) }
            closing = nil
        }
        super.touchesBegan(touches, with: event)
    }

    /// A tap of the run that was not recognized ends the run.
    override func reset() {
        super.reset()
        if tapUnderWay {
            tapUnderWay = false
            close()
        }
    }

    /// Keeps the run open with `total` until `SeekTapsRun.interval` from now (without a
    /// clock, which a recognizer has from its first touch, no run can close, so none opens).
    private func open(with total: Double) -> Double {
        close()
        if let clock {
            self.total = total
            closing = clock.schedule(at: clock.now + SeekTapsRun.interval) { [unowned(unsafe) self] in
                self.closing = nil
                self.total = nil
            }
        }
        return total
    }

    /// Ends the run now.
    private func close() {
        if let closing { clock?.cancel(closing) }
        closing = nil
        total = nil
    }
}
