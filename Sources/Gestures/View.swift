/// A rectangular region in a tree of views, the counterpart of `UIView` for touch
/// handling: it has a frame in its superview's coordinates, subviews, hit testing and
/// gesture recognizers.
///
/// Coordinates: a view's own coordinate space has its top-left corner at `bounds.origin`
/// (normally (0, 0)); `frame` places it in the superview's space. Passing `nil` as the
/// view to `convert` means *screen* coordinates, the space the root view's frame is
/// given in, which is the space touch locations arrive in.
open class View {
    /// The view's rectangle in its superview's coordinates (screen coordinates for a root).
    public var frame: Rect
    /// Where the view's own coordinate space starts; moving it scrolls the content.
    public var boundsOrigin: Point = .zero
    /// Hidden views and their subtrees receive no touches.
    public var isHidden = false
    /// When false, the view and its whole subtree receive no touches.
    public var isUserInteractionEnabled = true
    /// The view this one is a subview of; nil for a root.
    public private(set) weak var superview: View?
    /// The subviews, back to front: later ones are on top and hit-tested first.
    public private(set) var subviews: [View] = []
    /// The recognizers attached to this view, in the order they were added.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Creates a view with the given frame.
    public init(frame: Rect) {
        self.frame = frame
    }

    /// The view's rectangle in its own coordinates: `boundsOrigin` and the frame's size.
    public var bounds: Rect {
        get { Rect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }

    /// Adds `view` on top of the other subviews, taking it from its previous superview.
    public func addSubview(_ view: View) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Takes the view out of its superview's subviews.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Attaches `recognizer`, taking it from the view it was attached to before.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if let previous = recognizer.view {
            previous.removeGestureRecognizer(recognizer)
        }
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer` if it is attached to this view.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    /// Whether `point`, in this view's coordinates, lies within its bounds.
    open func point(inside point: Point) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interaction-enabled view of this subtree that contains
    /// `point` (in this view's coordinates), front-most subviews first; nil when the point
    /// is outside, or this view is hidden or has interaction disabled.
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, self.point(inside: point) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point)) {
                return hit
            }
        }
        return self
    }

    /// Converts `point` from this view's coordinates to `view`'s (screen coordinates for nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        let onScreen = screenPoint(from: point)
        return view?.localPoint(fromScreen: onScreen) ?? onScreen
    }

    /// Converts `point` from `view`'s coordinates (screen coordinates for nil) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        localPoint(fromScreen: view?.screenPoint(from: point) ?? point)
    }

    /// A point in the superview's coordinates, expressed in this view's.
    private func pointFromSuperview(_ point: Point) -> Point {
        Point(x: point.x - frame.origin.x + boundsOrigin.x, y: point.y - frame.origin.y + boundsOrigin.y)
    }

    /// A point in this view's coordinates, expressed in the superview's.
    private func pointInSuperview(_ point: Point) -> Point {
        Point(x: point.x - boundsOrigin.x + frame.origin.x, y: point.y - boundsOrigin.y + frame.origin.y)
    }

    private func screenPoint(from point: Point) -> Point {
        var result = point
        var current: View? = self
        while let view = current {
            result = view.pointInSuperview(result)
            current = view.superview
        }
        return result
    }

    private func localPoint(fromScreen point: Point) -> Point {
        var chain: [View] = []
        var current: View? = self
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        return chain.reversed().reduce(point) { $1.pointFromSuperview($0) }
    }
}
