import ToolSupport

/// The held horizontal pan both thumbnail sections preview with, and its targets: touchmpv
/// paused at `start` s, in the middle of `ThumbnailMedia`, the finger down at `x0` and
/// resting on one pan level after another (level = trunc(h / 30); the target is the start
/// + h × 0.1 s, `seek-per-point`), 10 points into each, 40 rests in a fixed random order
/// over levels −9 … 10 (targets 100.5 … 159.5 s), never the level it rests on already: a
/// new target each time, at least 3 s from the last, so in another group of pictures. On
/// the benchmark's 1280-point screen no pan reaches more than 64 s from where it started.
/// A person scrubbing to find a place rests on each target to look at its picture: the
/// finger stays `rest` on it after its picture showed, before it moves on, in both
/// sections.
enum PreviewPan {
    /// Where the pan starts, off whole seconds so that no target lies on a second's edge.
    static let start = 128.5
    static let x0: Int32 = 640
    static let y: Int32 = 500
    /// How long the finger stays on a target once its picture showed, in microseconds.
    static let rest = 400_000

    /// The levels rested on, in order.
    static let levels: [Int] = {
        var random = SplitMix64(seed: 25)
        var levels: [Int] = []
        var last = 1
        while levels.count < 40 {
            let level = random.next(in: -9...10)
            guard level != 0, level != last else { continue }
            levels.append(level)
            last = level
        }
        return levels
    }()

    /// The seconds a level adds to the position the pan started from.
    static func offset(_ level: Int) -> Double {
        Double(x(level) - x0) * 0.1
    }

    /// The finger's x on `level`.
    static func x(_ level: Int) -> Int32 {
        x0 + Int32(level * 30 + (level > 0 ? 10 : -10))
    }

    /// `seconds` as touchmpv prints a time (M:SS).
    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds)
        return "\(whole / 60):" + (whole % 60 < 10 ? "0" : "") + "\(whole % 60)"
    }
}
