/// What the thumbnail core has learnt of its file's key frames, which of their pictures it
/// keeps, and which to decode next while the finger rests: pure, so that it is tested
/// without mpv.
///
/// A key-frame seek shows the key frame at or before its target, so every time from that
/// key frame up to the next one has the same picture. A seek for target T that lands on K
/// says there is no key frame in (K, T]; a forward search from K that lands on K2 says
/// there is none in (K, K2). A picture kept for K then serves every target known to lie in
/// K's stretch, from memory. Times a frame apart are never confused: no video has two
/// frames within `epsilon`.
public struct KeyFrameMap: Sendable, Equatable {
    /// One key frame and how far its picture is known to reach.
    struct Stretch: Sendable, Equatable {
        /// The latest time known to show this key frame.
        var reach: Double
        /// The key frame after it, once known; `.infinity` when it is the stream's last.
        var next: Double?
        /// Whether it is known to be the stream's first.
        var first = false
    }

    /// What to decode next, around the target the finger rests on.
    public enum Prefetch: Sendable, Equatable {
        /// A key frame already known whose picture is not kept: a seek to it lands on it.
        case keyFrame(Double)
        /// The key frame after this one, unknown: a forward key-frame search from just after it.
        case after(Double)
        /// The key frame before this one, unknown: a key-frame seek to just before it.
        case before(Double)
        /// The stream's first key frame, unknown: a key-frame seek to 0.
        case first
    }

    /// How far apart two times must be to be two frames.
    public static let epsilon = 0.001

    /// How many pictures it keeps at most.
    public let capacity: Int
    /// How many bytes the pictures touchmpv keeps for previews may take: the kept ones
    /// and, beside them, the copy of the one on screen (`ThumbnailPresenter`'s).
    public let memory: Int
    private var stretches: [Double: Stretch] = [:]
    /// The key frames whose pictures are kept.
    public private(set) var kept: Set<Double> = []
    /// The key frames whose pictures are in the storyboard on disk (`StoryboardStore`).
    public private(set) var stored: Set<Double> = []
    /// The kept pictures' sizes in bytes, by key frame.
    private var sizes: [Double: Int] = [:]
    /// The largest picture seen: what the copy on screen may take.
    private var pictureBytes = 0

    /// Keeps at most `capacity` pictures, and no more than fit in `memory` bytes beside
    /// the one on screen.
    public init(capacity: Int, memory: Int = .max) {
        self.capacity = capacity
        self.memory = memory
    }

    /// What the kept pictures take, in bytes.
    public var keptBytes: Int { sizes.values.reduce(0, +) }

    /// How many pictures are kept and decoded ahead: `capacity`, or fewer once a picture's
    /// size tells how many fit in `memory` beside the one on screen.
    public var fittingCapacity: Int {
        pictureBytes == 0 ? capacity : min(capacity, max(0, memory / pictureBytes - 1))
    }

    /// A key-frame seek for `target` landed on `keyFrame`.
    public mutating func landed(on keyFrame: Double, seeking target: Double) {
        var stretch = stretches[keyFrame] ?? Stretch(reach: keyFrame)
        stretch.reach = max(stretch.reach, target)
        stretches[keyFrame] = stretch
    }

    /// The key frame after `keyFrame` is `next` (nil: there is none, the search ended at
    /// the end of the stream).
    public mutating func link(_ keyFrame: Double, to next: Double?) {
        landed(on: keyFrame, seeking: keyFrame)
        stretches[keyFrame]?.next = next ?? .infinity
        if let next { landed(on: next, seeking: next) }
    }

    /// No key frame comes before `keyFrame`.
    public mutating func markFirst(_ keyFrame: Double) {
        landed(on: keyFrame, seeking: keyFrame)
        stretches[keyFrame]?.first = true
    }

    /// The key frame `target` shows, if what is known tells. The stream's last key frame
    /// is known to reach only as far as seeks landed on it: its frames may end long before
    /// the length the file claims (a file cut short), where a seek finds no frame.
    public func keyFrame(showing target: Double) -> Double? {
        guard let keyFrame = stretches.keys.filter({ $0 <= target }).max(), let stretch = stretches[keyFrame] else {
            return nil
        }
        let next = stretch.next.flatMap { $0.isFinite ? $0 : nil } ?? -.infinity
        return target <= stretch.reach || target < next ? keyFrame : nil
    }

    /// The kept or stored picture that serves `target`: the key frame it shows.
    public func picture(for target: Double) -> Double? {
        keyFrame(showing: target).flatMap { kept.contains($0) || stored.contains($0) ? $0 : nil }
    }

    /// The picture of `keyFrame` is in the storyboard on disk.
    public mutating func store(_ keyFrame: Double) {
        stored.insert(keyFrame)
    }

    /// The stored picture of `keyFrame` is gone (damaged, or its file removed).
    public mutating func unstore(_ keyFrame: Double) {
        stored.remove(keyFrame)
    }

    /// A storyboard's picture read back: `keyFrame`, the key frame after it (`.infinity`
    /// for the stream's last), and whether it is the first.
    public mutating func restore(_ keyFrame: Double, next: Double, first: Bool) {
        link(keyFrame, to: next.isFinite ? next : nil)
        if first { markFirst(keyFrame) }
        stored.insert(keyFrame)
    }

    /// The key frame after `keyFrame`, once known (`.infinity` after the last).
    public func next(after keyFrame: Double) -> Double? { stretches[keyFrame]?.next }

    /// Whether `keyFrame` is known to be the stream's first.
    public func isFirst(_ keyFrame: Double) -> Bool { stretches[keyFrame]?.first == true }

    /// The storyboard's next step: walking the key frames from the first, the first whose
    /// picture is neither stored nor kept, or whose next key frame is unknown (a kept
    /// picture is stored once the key frame after it is known); nil once every key frame
    /// to the last is stored or kept to be.
    public func walk() -> Prefetch? {
        guard var keyFrame = stretches.first(where: { $0.value.first })?.key else { return .first }
        while true {
            if !stored.contains(keyFrame) && !kept.contains(keyFrame) { return .keyFrame(keyFrame) }
            switch stretches[keyFrame]?.next {
            case nil: return .after(keyFrame)
            case .infinity?: return nil
            case let next?: keyFrame = next
            }
        }
    }

    /// Keeps the picture of `keyFrame`, `bytes` long; beyond `capacity`, or beyond
    /// `memory` with the one on screen, the picture farthest from `target` outside its
    /// neighbourhood goes (never the one just kept, so prefetching ends, unless it does
    /// not fit at all).
    public mutating func keep(_ keyFrame: Double, bytes: Int, near target: Double) {
        pictureBytes = max(pictureBytes, bytes)
        guard fittingCapacity > 0 else {
            kept.removeAll()
            sizes.removeAll()
            return
        }
        kept.insert(keyFrame)
        sizes[keyFrame] = bytes
        let neighbourhood = Set(neighbours(of: target).map(\.keyFrame))
        while kept.count > capacity || keptBytes + pictureBytes > memory {
            let outside = kept.filter { !neighbourhood.contains($0) && $0 != keyFrame }
            let candidates = outside.isEmpty ? kept.filter { $0 != keyFrame } : outside
            guard let farthest = candidates.max(by: { abs($0 - target) < abs($1 - target) }) else { return }
            kept.remove(farthest)
            sizes[farthest] = nil
        }
    }

    /// What to decode next so that the `fittingCapacity` key frames nearest `target`'s, one side
    /// then the other, are kept; nil when they are, or when nothing is known of `target`.
    public func prefetch(around target: Double) -> Prefetch? {
        for (keyFrame, missing) in neighbours(of: target) {
            if let missing { return missing }
            if !kept.contains(keyFrame) { return .keyFrame(keyFrame) }
        }
        return nil
    }

    /// The known key frames around `target`'s, nearest first, alternating sides, up to
    /// `fittingCapacity`; where a side's next key frame is unknown, the search that finds it.
    private func neighbours(of target: Double) -> [(keyFrame: Double, missing: Prefetch?)] {
        let capacity = fittingCapacity
        guard capacity > 0, let center = keyFrame(showing: target) else { return [] }
        var found: [(keyFrame: Double, missing: Prefetch?)] = [(center, nil)]
        var later: Double? = center
        var earlier: Double? = center
        while found.count < capacity, later != nil || earlier != nil {
            if let last = later {
                switch stretches[last]?.next {
                case nil: return found + [(last, .after(last))]
                case .infinity?: later = nil
                case let next?:
                    later = next
                    found.append((next, nil))
                }
            }
            if found.count < capacity, let first = earlier {
                if stretches[first]?.first == true || first - Self.epsilon <= 0 {
                    earlier = nil
                } else if let previous = stretches.first(where: { $0.value.next == first })?.key {
                    earlier = previous
                    found.append((previous, nil))
                } else {
                    return found + [(first, .before(first))]
                }
            }
        }
        return found
    }
}
