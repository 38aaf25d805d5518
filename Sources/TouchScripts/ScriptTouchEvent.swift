import Gestures

/// One finger event a script statement makes, before events are grouped into frames.
struct ScriptTouchEvent: Sendable {
    enum Kind: Sendable {
        /// A finger (or pen) touching down.
        case down(Int, Point, TouchType)
        case move(Int, Point)
        case up(Int)
        case cancelAll
    }

    /// Microseconds from the script's start.
    var time: Int64
    var kind: Kind
    /// Where the statement that made it is, for errors.
    var line: Int
    var column: Int
}
