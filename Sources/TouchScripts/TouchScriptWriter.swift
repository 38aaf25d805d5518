import Gestures
import TextFormats

/// Writes touch frames as a native `.touch` script, line by line, so that a recording
/// stopped at any moment is a complete script.
///
/// Times are `@T` in milliseconds from the first frame (to the microsecond); positions
/// are points rounded to 0.01. A lift is `up ID`; a cancellation of every finger that
/// is down is `cancel`, and of only some of them `up ID  # cancelled` (the format has
/// no per-finger cancel). A pen's touch-down says `tool=pen`. Fingers use the decoder's ids, kept within the format's
/// `0...ScriptLimits.maximumScriptID`.
///
/// A key is `@T key KEY_NAME hold=D`, at its press, held until its release (the kernel's
/// repeats are left out: a hold makes them again). Its hold is known only at the release,
/// so while a key is down the lines after its press are held back, and written after its
/// line once every key is up: a recording stopped while a key is down lacks them. A key
/// released that was pressed before recording began is left out.
public struct TouchScriptWriter: Sendable {
    private var origin: Instant?
    private var down: Set<Int> = []
    /// The lines held back while a key is down, its own line's place among them.
    private var heldBack: [String] = []
    /// The keys down: their press's time and the place of their line in `heldBack`.
    private var keysDown: [KeyCode: (time: Instant, line: Int)] = [:]

    /// Creates a writer; the first frame it sees is time 0.
    public init() {}

    /// The header: a comment naming the source and the `screen` statement.
    public static func header(source: String, screen: Size) -> String {
        "# recorded by touchmpv record from \(source)\nscreen \(NumberText.compact(screen.width))x\(NumberText.compact(screen.height))\n"
    }

    /// The script lines to write after `key` (each ending in a newline; none while a key
    /// is down).
    public mutating func text(for key: KeyEvent) -> String {
        switch key.change {
        case .pressed:
            guard keysDown[key.key] == nil else { return "" }
            keysDown[key.key] = (key.time, heldBack.count)
            heldBack.append("")
            _ = stamp(key.time)
        case .repeated:
            return ""
        case .released:
            guard let press = keysDown.removeValue(forKey: key.key) else { return "" }
            let hold = key.time.microseconds &- press.time.microseconds
            heldBack[press.line] =
                "\(stamp(press.time)) key \(key.key)" + (hold > 0 ? " hold=\(NumberText.compact(Double(hold) / 1000))" : "") + "\n"
        }
        return release("")
    }

    /// The script lines to write after `frame` (each ending in a newline; none while a key
    /// is down).
    public mutating func text(for frame: TouchFrame) -> String {
        release(lines(for: frame))
    }

    /// `text`, or nothing while a key is down (then `text` waits, with the lines before
    /// it, for every key to be up).
    private mutating func release(_ text: String) -> String {
        guard keysDown.isEmpty else {
            heldBack.append(text)
            return ""
        }
        defer { heldBack = [] }
        return heldBack.joined() + text
    }

    /// `@T`, milliseconds from the first frame or key.
    private mutating func stamp(_ time: Instant) -> String {
        let start = origin ?? time
        origin = start
        return "@" + NumberText.compact(Double(time.microseconds &- start.microseconds) / 1000)
    }

    private mutating func lines(for frame: TouchFrame) -> String {
        let time = stamp(frame.time)
        var text = ""
        var cancelled: [TouchUpdate] = []
        for update in frame.updates {
            let id = Self.scriptID(update.id)
            switch update.phase {
            case .began:
                let tool = update.type == .finger ? "" : " tool=\(update.type.rawValue)"
                text += "\(time) down \(id) \(Self.coordinates(update.location))\(tool)\n"
                down.insert(update.id)
            case .moved, .stationary:
                text += "\(time) move \(id) \(Self.coordinates(update.location))\n"
            case .ended:
                text += "\(time) up \(id)\n"
                down.remove(update.id)
            case .cancelled:
                cancelled.append(update)
            }
        }
        if !cancelled.isEmpty, Set(cancelled.map(\.id)) == down {
            text += "\(time) cancel\n"
        } else {
            for update in cancelled {
                text += "\(time) up \(Self.scriptID(update.id))  # cancelled\n"
            }
        }
        down.subtract(cancelled.map(\.id))
        return text
    }

    private static func scriptID(_ id: Int) -> Int {
        id % (ScriptLimits.maximumScriptID + 1)
    }

    private static func coordinates(_ point: Point) -> String {
        "\(coordinate(point.x)) \(coordinate(point.y))"
    }

    private static func coordinate(_ value: Double) -> String {
        NumberText.compact(value, decimals: 2)
    }
}
