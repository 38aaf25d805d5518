/// A key's change (UIKit's `UIPress`, for buttons that are not on the screen), as an evdev
/// key device reports it (`EV_KEY`): pressed (value 1),
/// repeated while held (value 2, the kernel's autorepeat) or released (value 0).
public struct KeyEvent: Hashable, Sendable {
    public enum Change: Int32, Sendable {
        case released = 0
        case pressed = 1
        case repeated = 2
    }

    /// The time of the `SYN_REPORT` that completed it, as a touch frame's.
    public var time: Instant
    public var key: KeyCode
    public var change: Change

    /// The kernel's autorepeat by default (`REP_DELAY`, `REP_PERIOD` as input.c sets them):
    /// the first repeat 250 ms after the press, then one every 33 ms while held.
    public static let repeatDelay: Duration = .milliseconds(250)
    public static let repeatPeriod: Duration = .milliseconds(33)

    public init(time: Instant, key: KeyCode, change: Change) {
        self.time = time
        self.key = key
        self.change = change
    }
}
