/// A rectangular region in a tree of views, the counterpart of `UIView` for touch
/// handling: it has a frame in its superview's coordinates, subviews, hit testing and
/// gesture recognizers.
///
/// Coordinates: a view's own coordinate space has its top-left corner at `bounds.origin`
/// (normally (0, 0)); `frame` places it in the superview's space. Passing `nil` as the
/// view to `convert` means *screen* coordinates, the space the root view's frame is
/// given in, which is the space touch locations arrive in.
///
/// The stored properties are private and the lists are replaced whole when they change,
/// so that hit testing and the router's walk up the tree need no runtime exclusivity
/// checks (see `GestureRecognizer`).
open class View {
    private var frameRect: Rect
    private var origin: Point = .zero
    private var hidden = false
    private var interactive = true
    /// Unretained: a view's subviews are retained by it, and a view that goes away first
    /// clears this link in its subviews.
    private var parentLink: UnsafeLink<View>?
    private var children: [View] = []
    private var recognizers: [GestureRecognizer] = []
    /// The same recognizers unretained, for the router's walk (see `forEachRecognizer`).
    private var recognizerLinks: [UnsafeLink<GestureRecognizer>] = []

    /// Creates a view with the given frame.
    public init(frame: Rect) {
        frameRect = frame
    }

    deinit {
        for child in children {
            child.parentLink = nil
        }
        for recognizer in recognizers {
            recognizer.attachedView = nil
        }
    }

    /// The view's rectangle in its superview's coordinates (screen coordinates for a root).
    public var frame: Rect {
        get { frameRect }
        set { frameRect = newValue }
    }

    /// Where the view's own coordinate space starts; moving it scrolls the content.
    public var boundsOrigin: Point {
        get { origin }
        set { origin = newValue }
    }

    /// Hidden views and their subtrees receive no touches.
    public var isHidden: Bool {
        get { hidden }
        set { hidden = newValue }
    }

    /// When false, the view and its whole subtree receive no touches.
    public var isUserInteractionEnabled: Bool {
        get { interactive }
        set { interactive = newValue }
    }

    /// The view this one is a subview of; nil for a root.
    public var superview: View? { parent }

    private var parent: View? { parentLink?.object }

    /// The subviews, back to front: later ones are on top and hit-tested first.
    public var subviews: [View] { children }

    /// The recognizers attached to this view, in the order they were added.
    public var gestureRecognizers: [GestureRecognizer] { recognizers }

    /// The view's rectangle in its own coordinates: `boundsOrigin` and the frame's size.
    public var bounds: Rect {
        get { Rect(origin: origin, size: frameRect.size) }
        set {
            origin = newValue.origin
            frameRect.size = newValue.size
        }
    }

    /// Adds `view` on top of the other subviews, taking it from its previous superview.
    public func addSubview(_ view: View) {
        guard view !== self else { return }
        view.removeFromSuperview()
        children = children + [view]
        view.parentLink = UnsafeLink(self)
    }

    /// Takes the view out of its superview's subviews.
    public func removeFromSuperview() {
        guard let parent else { return }
        parent.children = parent.children.filter { $0 !== self }
        parentLink = nil
    }

    /// Attaches `recognizer`, taking it from the view it was attached to before.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if let previous = recognizer.view {
            previous.removeGestureRecognizer(recognizer)
        }
        recognizers = recognizers + [recognizer]
        recognizerLinks = recognizerLinks + [UnsafeLink(recognizer)]
        recognizer.attachedView = UnsafeLink(self)
    }

    /// Detaches `recognizer` if it is attached to this view.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        recognizers = recognizers.filter { $0 !== recognizer }
        recognizerLinks = recognizers.map { UnsafeLink($0) }
        recognizer.attachedView = nil
    }

    /// Calls `body` with each attached recognizer in the order they were added, holding
    /// the list (which keeps them all alive, whatever `body` changes) instead of retaining
    /// each one.
    func forEachRecognizer(_ body: (GestureRecognizer) -> Void) {
        let held = recognizers
        let links = recognizerLinks
        withExtendedLifetime(held) {
            for link in links {
                link.with(body)
            }
        }
    }

    /// Whether the router delivers touches to this view and its subviews' touch methods:
    /// a subclass overriding them says so, and trees without such views pay nothing.
    open var handlesTouches: Bool { false }

    /// Touches landed on this view; passed on to the superview unless overridden, as a
    /// responder passes them up its chain.
    open func touchesBegan(_ touches: Touches, with event: TouchEvent) {
        parent?.touchesBegan(touches, with: event)
    }

    /// Touches of this view moved; passed on to the superview unless overridden.
    open func touchesMoved(_ touches: Touches, with event: TouchEvent) {
        parent?.touchesMoved(touches, with: event)
    }

    /// Touches of this view lifted; passed on to the superview unless overridden.
    open func touchesEnded(_ touches: Touches, with event: TouchEvent) {
        parent?.touchesEnded(touches, with: event)
    }

    /// Touches of this view were cancelled (lost input, or a recognizer took them); passed
    /// on to the superview unless overridden.
    open func touchesCancelled(_ touches: Touches, with event: TouchEvent) {
        parent?.touchesCancelled(touches, with: event)
    }

    /// Whether `point`, in this view's coordinates, lies within its bounds.
    open func point(inside point: Point) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interaction-enabled view of this subtree that contains
    /// `point` (in this view's coordinates), front-most subviews first; nil when the point
    /// is outside, or this view is hidden or has interaction disabled.
    open func hitTest(_ point: Point) -> View? {
        guard !hidden, interactive, self.point(inside: point) else { return nil }
        for subview in children.reversed() {
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
        Point(x: point.x - frameRect.origin.x + origin.x, y: point.y - frameRect.origin.y + origin.y)
    }

    /// A point in this view's coordinates, expressed in the superview's.
    private func pointInSuperview(_ point: Point) -> Point {
        Point(x: point.x - origin.x + frameRect.origin.x, y: point.y - origin.y + frameRect.origin.y)
    }

    private func screenPoint(from point: Point) -> Point {
        var result = point
        var current: View? = self
        while let view = current {
            result = view.pointInSuperview(result)
            current = view.parent
        }
        return result
    }

    /// The screen point in this view's coordinates: the superview's conversion first, so
    /// the walk up the tree needs no list of ancestors.
    private func localPoint(fromScreen point: Point) -> Point {
        pointFromSuperview(parent?.localPoint(fromScreen: point) ?? point)
    }
}
