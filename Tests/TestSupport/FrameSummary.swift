import Gestures
import TextFormats

/// A frame's updates as "id phase x y" strings, easy to compare.
public func summary(_ frame: TouchFrame) -> [String] {
    frame.updates.map { "\($0.id) \($0.phase.rawValue) \(NumberText.compact($0.location.x)) \(NumberText.compact($0.location.y))" }
}
