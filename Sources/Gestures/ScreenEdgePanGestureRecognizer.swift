/// Recognizes fingers that start at an edge of the screen and move inward, as
/// `UIScreenEdgePanGestureRecognizer`; continuous.
///
/// The screen is the root of the recognizer's view tree (the router's window), so the
/// recognizer works on any view. Once `numberOfTouchesRequired` fingers are down, each
/// must have touched down within `edgeZone` points of the same edge in `edges` (beyond
/// the edge counts as within); otherwise it fails. It begins once the fingers' centroid
/// has moved at least `minimumInwardDistance` away from that edge, more inward than along
/// it; `edge` then says which edge. While undecided it fails when the stroke, once longer
/// than `directionSlop` points, runs more along every candidate edge than away from it
/// (or towards it), so that a stroke along the edge is left to other recognizers early.
/// Once begun it reports a change on every move and ends when a finger lifts. A finger
/// lifting before it began or a cancelled touch fails it (cancels it once begun). Fingers
/// beyond the first `numberOfTouchesRequired` are ignored (`ignore(_:for:)`), before it
/// began and after (UIKit: it "ignores any touches beyond the first touch").
open class ScreenEdgePanGestureRecognizer: GestureRecognizer {
    /// The edges a stroke may start from.
    public var edges: RectEdge = []
    /// Fingers the stroke needs.
    public var numberOfTouchesRequired = 1
    /// How close (points) to the edge each finger must touch down.
    public var edgeZone: Double = 20
    /// How far (points) the centroid must move away from the edge before the pan begins.
    public var minimumInwardDistance: Double = 60
    /// How long (points) a stroke may be before its direction can fail it.
    public var directionSlop: Double = 10

    /// The edge the gesture started from, once it began; nil before.
    public private(set) var edge: RectEdge?

    /// The fingers of the stroke, in order of touch-down (the stroke ends at the first lift).
    private var fingers: [Touch] = []
    /// The edges every finger down so far touched down near.
    private var candidates: RectEdge = []
    /// The centroid when the required fingers were all down.
    private var origin: Point?
    /// The centroid at the latest update (where the fingers lifted, after a lift).
    private var centroid = Point.zero

    /// How far the centroid has moved since the required fingers were all down.
    public func translation(in view: View?) -> Point {
        guard let origin else { return .zero }
        return Point(x: centroid.x - origin.x, y: centroid.y - origin.y)
    }

    /// Keeps the edges the new fingers are near; starts the stroke with the last required
    /// finger, and ignores the fingers after it.
    open override func touchesBegan(_ touches: Touches, with event: TouchEvent) {
        let strokeFingers = fingers.count
        for touch in touches {
            guard fingers.count < numberOfTouchesRequired else {
                ignore(touch, for: event)
                continue
            }
            guard state == .possible, let screen else { return }
            let point = touch.location(in: nil)
            let near = RectEdge(edges.members.filter { $0.depth(of: point, in: screen) <= edgeZone })
            candidates = fingers.isEmpty ? near : candidates.intersection(near)
            fingers.append(touch)
        }
        guard fingers.count > strokeFingers else { return }
        if candidates.isEmpty {
            state = .failed
        } else if fingers.count == numberOfTouchesRequired {
            centroid = Self.centroid(of: fingers)
            origin = centroid
        }
    }

    /// Decides the stroke while undecided; reports a change once begun.
    open override func touchesMoved(_ touches: Touches, with event: TouchEvent) {
        centroid = Self.centroid(of: fingers)
        switch state {
        case .possible:
            decide()
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a begun stroke at the lift; fails an undecided one.
    open override func touchesEnded(_ touches: Touches, with event: TouchEvent) {
        centroid = Self.centroid(of: fingers)
        if state == .began || state == .changed {
            state = .ended
        } else if state == .possible {
            state = .failed
        }
    }

    /// Cancels a begun stroke; fails an undecided one.
    open override func touchesCancelled(_ touches: Touches, with event: TouchEvent) {
        if state == .began || state == .changed {
            state = .cancelled
        } else if state == .possible {
            state = .failed
        }
    }

    /// Forgets the stroke.
    open override func reset() {
        super.reset()
        fingers.removeAll()
        candidates = []
        origin = nil
        edge = nil
        centroid = .zero
    }

    /// Begins from the first candidate edge the stroke has left far enough; fails when
    /// the stroke heads away from inward for every candidate.
    private func decide() {
        guard origin != nil, fingers.count == numberOfTouchesRequired else { return }
        let movement = translation(in: nil)
        var headsInward = false
        for candidate in candidates.members {
            let (inward, along) = candidate.components(of: movement)
            if inward >= minimumInwardDistance && inward > along {
                edge = candidate
                state = .began
                return
            }
            headsInward = headsInward || inward >= along
        }
        if !headsInward && movement.distance(to: .zero) > directionSlop {
            state = .failed
        }
    }

    /// The root view's frame: the screen, in screen coordinates.
    private var screen: Rect? {
        var current = view
        while let parent = current?.superview { current = parent }
        return current?.frame
    }

    /// The average location of `touches` in screen coordinates.
    private static func centroid(of touches: [Touch]) -> Point {
        guard !touches.isEmpty else { return .zero }
        let points = touches.map { $0.location(in: nil) }
        let count = Double(points.count)
        return Point(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
    }
}
