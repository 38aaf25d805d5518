import Gestures
import Kiosk
import PlayerGestures
import TouchScripts

/// Steps a script's timeline through a `PlayerGestureLayer`: frames in order, `expect`
/// lines handed to the host at their time, and the end of input as the player layer wants
/// it — time runs on until no recognizer deadline is pending, then touches still down are
/// cancelled. Input ends at the script's end (`TouchScript.endTime`), not at its last
/// event: a trailing `wait` keeps time, and any finger down, going.
///
/// It does not decide how time passes: the host asks for `nextTime` and calls
/// `advance(to:)`. `touchmpv simulate` does so at once (virtual time); a real-time host
/// (`play --script`) waits until that moment first. Frames and expectations keep the
/// timeline's order (at equal times frames come first, as `TouchScript` sorts them), and
/// recognizer deadlines fire at their own instants in between.
public final class ScriptPlayback {
    public let script: TouchScript
    public let layer: PlayerGestureLayer
    /// The screen schedule, which frames and keys pass through first and whose switches are
    /// events of the timeline; nil when nothing darkens the screen.
    public let screen: ScreenKeeper?
    /// The kiosk, which frames pass through after the screen schedule and whose returns
    /// to the loop are events of the timeline; nil without one.
    public let kiosk: KioskKeeper?
    /// The index of the next timeline event.
    private var nextEvent = 0

    /// A playback of `script` into `layer`, from the start of the timeline.
    public init(script: TouchScript, layer: PlayerGestureLayer, screen: ScreenKeeper? = nil, kiosk: KioskKeeper? = nil) {
        self.script = script
        self.layer = layer
        self.screen = screen
        self.kiosk = kiosk
    }

    /// Whether every timeline event has been played and time has reached the script's
    /// end (deadlines and the final cancellation may still be due).
    public var inputEnded: Bool { nextEvent >= script.timeline.count && layer.clock.now >= script.endTime }

    /// When something next happens — a timeline event, a recognizer deadline, a switch
    /// of the screen before the script's end, the script's end, or the final cancellation
    /// (due at once) — or nil when the playback is over.
    public var nextTime: Instant? {
        let deadline = layer.nextDeadline
        if !inputEnded {
            let inputTime = nextEvent < script.timeline.count ? script.timeline[nextEvent].time : script.endTime
            let screenTime = screen?.nextDeadline(at: layer.clock.now)
            let kioskTime = kiosk?.nextDeadline(at: layer.clock.now)
            return [deadline, inputTime, screenTime, kioskTime].compactMap { $0 }.min()
        }
        if let deadline { return deadline }
        return layer.fingersDown > 0 ? layer.clock.now : nil
    }

    /// Plays everything due by `time`: timeline events in order (firing the deadlines
    /// before each), handing each expectation to `check` once the layer has reached its
    /// time; then the deadlines due by `time`; then, once input has ended and no deadline
    /// is pending, cancels the touches still down.
    public func advance(to time: Instant, check: (Expectation) -> Void) {
        while nextEvent < script.timeline.count, script.timeline[nextEvent].time <= time {
            let event = script.timeline[nextEvent]
            nextEvent += 1
            screen?.advance(to: event.time)
            kiosk?.advance(to: event.time)
            switch event {
            case .frame(let frame):
                if screen?.admit(frame) ?? true, kiosk?.admit(frame) ?? true { layer.send(frame) }
            case .key(let key):
                kiosk?.admit(key)
                if screen?.admit(key) ?? true { layer.press(key) }
            case .expectation(let expectation):
                layer.advance(to: expectation.time)
                check(expectation)
            }
        }
        layer.advance(to: time)
        screen?.advance(to: time)
        kiosk?.advance(to: time)
        if inputEnded && layer.nextDeadline == nil {
            layer.cancelAllTouches()
        }
    }

    /// Plays the whole script at once, on virtual time.
    public func runToEnd(check: (Expectation) -> Void) {
        while let time = nextTime {
            advance(to: time, check: check)
        }
    }
}
