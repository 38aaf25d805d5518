import Gestures
import PlayerModel
import TouchScripts

/// What `simulate --svg` draws, gathered while a script plays: each finger's path with
/// its times, each action with the place it happened, each `expect` with its outcome.
/// `ScriptPictureSVG` draws it.
///
/// An action has no place of its own (the layer reports what, not where), so it is given
/// the middle of the fingers down when it fired, or of those that lifted last when none
/// is (a single tap fires 300 ms after its lift, a seek commits on it). A pan's steps
/// are measured from its first finger's touch-down point, as the player layer measures
/// them, so each action also keeps the touch-down point of its touch sequence.
public struct ScriptPicture {
    /// One finger, from touch-down to lift.
    struct Finger {
        /// Where the finger was, and when, in order (a lift where it last was adds none).
        var path: [(time: Instant, location: Point)]
        /// How it left the screen, ended or cancelled, and when; nil while down.
        var ending: (phase: TouchPhase, time: Instant)?
    }

    /// One action, where and when it happened.
    struct Action {
        var event: PlayerGestureEvent
        var location: Point
        /// The touch sequence it belongs to (from 1; 0 before any touch).
        var sequence: Int
        /// The first touch-down point of that sequence.
        var anchor: Point
    }

    /// One checked `expect` line.
    struct Check {
        var expectation: Expectation
        /// The failure message; nil when it held.
        var failure: String?
    }

    /// The script's file name.
    var title: String
    var screen: Size
    /// The distance of one pan step (`pan-step`), for the step marks.
    var panStep: Double
    private(set) var fingers: [Finger] = []
    private(set) var actions: [Action] = []
    private(set) var checks: [Check] = []
    /// The latest moment anything happened.
    private(set) var endTime: Instant = .zero

    /// The fingers down, by touch id: their index in `fingers`.
    private var fingersDown: [Int: Int] = [:]
    /// Where the fingers that lifted last lifted, and when.
    private var lastLift: (time: Instant, locations: [Point]) = (.zero, [])
    private var sequence = 0
    private var anchor = Point(x: 0, y: 0)

    public init(title: String, screen: Size, panStep: Double) {
        self.title = title
        self.screen = screen
        self.panStep = panStep
    }

    /// Takes note of one finger's update at `time`, as the router delivers it.
    public mutating func record(_ update: TouchUpdate, at time: Instant) {
        endTime = max(endTime, time)
        switch update.phase {
        case .began:
            if fingersDown.isEmpty {
                sequence += 1
                anchor = update.location
            }
            fingersDown[update.id] = fingers.count
            fingers.append(Finger(path: [(time, update.location)], ending: nil))
        case .moved, .stationary:
            guard let index = fingersDown[update.id] else { return }
            fingers[index].path.append((time, update.location))
        case .ended, .cancelled:
            guard let index = fingersDown.removeValue(forKey: update.id) else { return }
            if fingers[index].path.last?.location != update.location { fingers[index].path.append((time, update.location)) }
            fingers[index].ending = (update.phase, time)
            lastLift = (time, lastLift.time == time ? lastLift.locations + [update.location] : [update.location])
        }
    }

    /// Takes note of an action, at the place of the fingers it came from.
    public mutating func record(_ event: PlayerGestureEvent) {
        endTime = max(endTime, event.time)
        let down = fingersDown.values.compactMap { fingers[$0].path.last?.location }
        let points = down.isEmpty ? lastLift.locations : down
        let location =
            points.isEmpty
            ? anchor
            : Point(
                x: points.map(\.x).reduce(0, +) / Double(points.count), y: points.map(\.y).reduce(0, +) / Double(points.count))
        actions.append(Action(event: event, location: location, sequence: sequence, anchor: anchor))
    }

    /// Takes note of a checked `expect` line.
    public mutating func record(_ expectation: Expectation, failure: String?) {
        endTime = max(endTime, expectation.time)
        checks.append(Check(expectation: expectation, failure: failure))
    }

    /// Takes note of the script's end (a trailing `wait` draws time on).
    public mutating func extend(to time: Instant) {
        endTime = max(endTime, time)
    }
}
