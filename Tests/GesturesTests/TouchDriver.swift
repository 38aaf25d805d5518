@testable import Gestures

/// Drives a router by hand in tests: touches by id at millisecond times, and a log of
/// every state change and every action, as "name state @ms".
final class TouchDriver {
    let window: View
    let clock = ManualClock()
    let router: TouchRouter
    /// "name state @ms" for every state change the router reports.
    private(set) var changes: [String] = []
    /// "name state @ms" for every action sent to a recognizer added with `add`.
    private(set) var actions: [String] = []
    private var locations: [Int: Point] = [:]

    init(width: Double = 1280, height: Double = 720) {
        window = View(frame: Rect(x: 0, y: 0, width: width, height: height))
        router = TouchRouter(window: window, clock: clock)
        router.onStateChange = { [unowned self] recognizer, state, time in
            changes.append("\(recognizer.name ?? "?") \(state) @\(time.microseconds / 1000)")
        }
    }

    /// Lets `configure` set `recognizer` up, names it, logs its actions and attaches it to
    /// `view` (the window by default).
    @discardableResult
    func add<R: GestureRecognizer>(
        _ recognizer: R, named name: String, to view: View? = nil,
        configured configure: (R) -> Void = { _ in }
    ) -> R {
        configure(recognizer)
        recognizer.name = name
        recognizer.addTarget { [unowned self] recognizer in
            actions.append("\(name) \(recognizer.state) @\(clock.now.microseconds / 1000)")
        }
        (view ?? window).addGestureRecognizer(recognizer)
        return recognizer
    }

    /// The player's taps: "single", which waits for "double" to fail, and
    /// "double", two taps 40–300 ms apart and within 100 points.
    @discardableResult
    func addSingleAndDoubleTap() -> (single: TapGestureRecognizer, double: TapGestureRecognizer) {
        let single = add(TapGestureRecognizer(), named: "single")
        let double = add(TapGestureRecognizer(), named: "double") {
            $0.numberOfTapsRequired = 2
            $0.minimumTapInterval = .milliseconds(40)
            $0.maximumTapInterval = .milliseconds(300)
            $0.maximumTapDistance = 100
        }
        single.require(toFail: double)
        return (single, double)
    }

    func down(_ id: Int, _ x: Double, _ y: Double, at ms: Int64) {
        send([TouchUpdate(id: id, phase: .began, location: Point(x: x, y: y))], at: ms)
    }

    func move(_ id: Int, _ x: Double, _ y: Double, at ms: Int64) {
        send([TouchUpdate(id: id, phase: .moved, location: Point(x: x, y: y))], at: ms)
    }

    /// Fingers moving together in one frame, in the order given.
    func move(_ fingers: [(id: Int, x: Double, y: Double)], at ms: Int64) {
        send(fingers.map { TouchUpdate(id: $0.id, phase: .moved, location: Point(x: $0.x, y: $0.y)) }, at: ms)
    }

    func up(_ id: Int, at ms: Int64) {
        send([TouchUpdate(id: id, phase: .ended, location: locations[id] ?? .zero)], at: ms)
    }

    /// Fingers lifting together in one frame, each where it last was.
    func up(_ ids: [Int], at ms: Int64) {
        send(ids.map { TouchUpdate(id: $0, phase: .ended, location: locations[$0] ?? .zero) }, at: ms)
    }

    func cancel(_ id: Int, at ms: Int64) {
        send([TouchUpdate(id: id, phase: .cancelled, location: locations[id] ?? .zero)], at: ms)
    }

    /// A finger touching down at `ms` and lifting `press` ms later without moving.
    func tap(_ id: Int, _ x: Double, _ y: Double, at ms: Int64, press: Int64 = 50) {
        down(id, x, y, at: ms)
        up(id, at: ms + press)
    }

    func send(_ updates: [TouchUpdate], at ms: Int64) {
        send(updates, atMicroseconds: ms * 1000)
    }

    /// For times between milliseconds, as a touchscreen's reports come.
    func send(_ updates: [TouchUpdate], atMicroseconds microseconds: Int64) {
        for update in updates { locations[update.id] = update.location }
        router.send(TouchFrame(time: Instant(microseconds: microseconds), updates: updates))
    }

    func advance(to ms: Int64) {
        router.advance(to: Instant(microseconds: ms * 1000))
    }
}
