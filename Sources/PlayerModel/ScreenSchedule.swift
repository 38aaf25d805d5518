import Gestures

/// When the screen is lit: a daily span of local time (`screen-on`) and how long it
/// stays lit with nothing to watch (`screen-off-after`). Neither set (the default) means
/// the screen is never darkened and nothing is timed for it.
public struct ScreenSchedule: Hashable, Sendable {
    /// The local hours the screen is on (`screen-on`); nil for all day.
    public var span: DailySpan?
    /// How long after the last touch a paused or ended player darkens the screen
    /// (`screen-off-after`); nil for never.
    public var offAfter: Duration?

    /// How long a screen woken outside `span` stays lit after the last touch when
    /// `offAfter` is not set: long enough to pick something and start it, short enough
    /// that a touch in the night does not light the room till morning.
    public static let offSpanWakeTime: Duration = .seconds(60)

    /// The shortest time a lit screen stays so with no touch (`screen-off-after`'s least):
    /// a person who woke it has this long after each touch to see it and touch again,
    /// enough for a double tap and for reading a menu and choosing in it; any shorter and
    /// every touch would only wake the screen again.
    public static let minimumOffAfter: Duration = .seconds(5)

    public init(span: DailySpan? = nil, offAfter: Duration? = nil) {
        self.span = span
        self.offAfter = offAfter
    }

    /// Whether anything darkens the screen.
    public var isActive: Bool { span != nil || offAfter != nil }
}

/// A span of local time repeated every day, `HH:MM-HH:MM`: from `start` up to (not
/// including) `end`, across midnight when `end` is earlier; `start == end` is the whole day.
public struct DailySpan: Hashable, Sendable, CustomStringConvertible {
    /// Minutes from midnight, 0..<1440.
    public var start: Int
    public var end: Int

    /// Microseconds in a day: a time of day is 0..<`day`.
    public static let day: Int64 = 86_400_000_000
    static let microsecondsPerMinute: Int64 = 60_000_000

    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    /// Whether the span holds `timeOfDay` (microseconds from midnight, 0..<`day`).
    public func contains(_ timeOfDay: Int64) -> Bool {
        let from = Int64(start) * Self.microsecondsPerMinute
        let to = Int64(end) * Self.microsecondsPerMinute
        if from < to { return from <= timeOfDay && timeOfDay < to }
        if from > to { return timeOfDay >= from || timeOfDay < to }
        return true
    }

    /// The time from `timeOfDay` to the next moment the span begins or ends (more than
    /// zero: at a switch, the one after it), or nil for the whole day, which never switches.
    public func untilNextSwitch(from timeOfDay: Int64) -> Duration? {
        guard start != end else { return nil }
        let waits = [start, end].map { minute in
            let wait = (Int64(minute) * Self.microsecondsPerMinute - timeOfDay) % Self.day
            return wait <= 0 ? wait + Self.day : wait
        }
        return .microseconds(waits.min() ?? Self.day)
    }

    /// `HH:MM-HH:MM`, as `screen-on` takes it.
    public var description: String { Self.clock(start) + "-" + Self.clock(end) }

    private static func clock(_ minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        return (hours < 10 ? "0" : "") + "\(hours):" + (rest < 10 ? "0" : "") + "\(rest)"
    }
}
