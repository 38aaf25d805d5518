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
public struct TouchScriptWriter: Sendable {
    private var origin: Instant?
    private var down: Set<Int> = []

    /// Creates a writer; the first frame it sees is time 0.
    public init() {}

    /// The header: a comment naming the source and the `screen` statement.
    public static func header(source: String, screen: Size) -> String {
        "# recorded by touchmpv record from \(source)\nscreen \(NumberText.compact(screen.width))x\(NumberText.compact(screen.height))\n"
    }

    /// The script lines for `frame` (each ending in a newline).
    public mutating func text(for frame: TouchFrame) -> String {
        let start = origin ?? frame.time
        origin = start
        let time = "@" + NumberText.compact(Double(frame.time.microseconds &- start.microseconds) / 1000)
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
