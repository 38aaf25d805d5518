/// A view whose content is larger than itself and moves under the finger, as
/// `UIScrollView`: its subviews are the content, laid out in content coordinates, and
/// `contentOffset` (the bounds' origin) is the content point shown at its top-left
/// corner, so hit testing and `convert` follow the scrolling.
///
/// Its own pan (`panGestureRecognizer`) drags the content once the fingers moved more
/// than 10 points along an axis that scrolls (an axis scrolls when `contentSize` is
/// larger than the view along it; a drag mostly along another axis fails the pan and is
/// left to the recognizers below); past an end the content follows a rubber band. On the
/// lift it decelerates from the fingers' velocity, or springs back to the end it was
/// dragged past, frame by frame on the recognizers' clock (`DisplayFrame`), so a test or
/// `simulate` sees it at any instant of virtual time and nothing is due once it rests. A
/// touch landing on a moving list stops it where it was last shown and is a drag from
/// the start: no recognizer of the content sees it as a tap. The physics and its
/// constants are in docs/behaviour.md, "Scrolling lists".
///
/// The scroll view is its pan's delegate (as UIKit's): replacing the pan's delegate
/// takes away its direction test and its catch of a moving list.
open class ScrollView: View, GestureRecognizerDelegate {
    private let pan = ScrollViewPanGestureRecognizer()
    private var extent = Size.zero
    private var dragging = false
    private var decelerating = false
    /// Where the drag would put the offset without the rubber band, at its start.
    private var dragOrigin = Point.zero
    /// The pan's translation when the drag started.
    private var dragStartTranslation = Point.zero
    private var motionX = ScrollAxisMotion()
    private var motionY = ScrollAxisMotion()
    private weak var delegateReference: ScrollViewDelegate?
    /// Whether a delegate was ever set, so that a scroll view without one never loads the
    /// weak reference.
    private var hasDelegate = false

    /// Creates a scroll view with `frame` and no content.
    public override init(frame: Rect) {
        super.init(frame: frame)
        pan.scrollView = self
        pan.delegate = self
        addGestureRecognizer(pan)
    }

    deinit {
        pan.stopFrames()
        pan.scrollView = nil
    }

    /// The recognizer that drags the content (UIKit's `panGestureRecognizer`): to make
    /// other recognizers wait for it, or it for them.
    public var panGestureRecognizer: PanGestureRecognizer { pan }

    /// Hears of offset changes and of the end of a motion; held weakly.
    public var delegate: ScrollViewDelegate? {
        get { hasDelegate ? delegateReference : nil }
        set {
            delegateReference = newValue
            hasDelegate = hasDelegate || newValue != nil
        }
    }

    /// The size of the content, in points; the offsets run from (0, 0) to `contentSize`
    /// less the view's size. Changing it moves nothing.
    public var contentSize: Size {
        get { extent }
        set { extent = newValue }
    }

    /// The content point shown at the view's top-left corner. Setting it stops a motion
    /// and shows the offset given, even one past an end.
    public var contentOffset: Point {
        get { boundsOrigin }
        set {
            _ = stopMotion()
            show(newValue)
        }
    }

    /// Whether fingers are dragging the content (from the pan's began to its end).
    public var isDragging: Bool { dragging }

    /// Whether the content moves on its own after a lift: decelerating or springing back.
    public var isDecelerating: Bool { decelerating }

    /// The pan may begin when its first touch stopped a moving list, or when its
    /// translation is mostly along an axis that scrolls (vertical on a tie).
    open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer === pan else { return true }
        if pan.caughtMotion { return true }
        let translation = pan.translation(in: self)
        let vertical = abs(translation.y) >= abs(translation.x)
        return vertical ? scrollsVertically : scrollsHorizontally
    }

    // MARK: - Driven by the pan

    /// Stops a running motion where it was last shown; returns whether there was one.
    func stopMotion() -> Bool {
        guard decelerating else { return false }
        pan.stopFrames()
        motionX = ScrollAxisMotion()
        motionY = ScrollAxisMotion()
        decelerating = false
        return true
    }

    /// The drag starts with the pan's `translation`: the content does not jump by the
    /// distance the fingers moved to start it.
    func beginDrag(translation: Point) {
        dragging = true
        dragStartTranslation = translation
        let offset = contentOffset
        dragOrigin = Point(
            x: RubberBand.raw(forOffset: offset.x, low: 0, high: maximumOffset.x, dimension: bounds.size.width),
            y: RubberBand.raw(forOffset: offset.y, low: 0, high: maximumOffset.y, dimension: bounds.size.height))
    }

    /// The fingers moved the pan's translation to `translation`: the content follows along
    /// the axes that scroll, through the rubber band past an end.
    func drag(translation: Point) {
        var offset = contentOffset
        let highest = maximumOffset
        if scrollsHorizontally {
            let raw = dragOrigin.x - (translation.x - dragStartTranslation.x)
            offset.x = RubberBand.offset(forRaw: raw, low: 0, high: highest.x, dimension: bounds.size.width)
        }
        if scrollsVertically {
            let raw = dragOrigin.y - (translation.y - dragStartTranslation.y)
            offset.y = RubberBand.offset(forRaw: raw, low: 0, high: highest.y, dimension: bounds.size.height)
        }
        show(offset)
    }

    /// The fingers lifted at `time` moving at `velocity` (points per second, the pan's):
    /// the content decelerates, springs back, or rests.
    func endDrag(velocity: Point, at time: Instant) {
        guard dragging else { return }
        dragging = false
        let offset = contentOffset
        let highest = maximumOffset
        // The content moves against the fingers, and the motion's time is in milliseconds.
        motionX =
            scrollsHorizontally
            ? ScrollAxisMotion(liftAt: offset.x, velocity: -velocity.x / 1000, low: 0, high: highest.x) : ScrollAxisMotion()
        motionY =
            scrollsVertically
            ? ScrollAxisMotion(liftAt: offset.y, velocity: -velocity.y / 1000, low: 0, high: highest.y) : ScrollAxisMotion()
        if motionX.isMoving || motionY.isMoving {
            decelerating = true
            pan.startFrames(at: time)
        }
    }

    /// Shows the motion as it is `milliseconds` after the lift; ends it when every axis rests.
    func showFrame(afterMilliseconds milliseconds: Double) {
        var offset = contentOffset
        if let frame = motionX.offset(afterMilliseconds: milliseconds) {
            offset.x = frame.offset
            if frame.rests { motionX = ScrollAxisMotion() }
        }
        if let frame = motionY.offset(afterMilliseconds: milliseconds) {
            offset.y = frame.offset
            if frame.rests { motionY = ScrollAxisMotion() }
        }
        show(offset)
        if !motionX.isMoving && !motionY.isMoving {
            decelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    // MARK: - Geometry

    private var scrollsHorizontally: Bool { extent.width > bounds.size.width }
    private var scrollsVertically: Bool { extent.height > bounds.size.height }

    /// The largest offset on each axis: the content's bottom-right corner at the view's.
    private var maximumOffset: Point {
        Point(x: max(0, extent.width - bounds.size.width), y: max(0, extent.height - bounds.size.height))
    }

    /// Moves the content to `offset`, telling the delegate if that changes it.
    private func show(_ offset: Point) {
        guard offset != boundsOrigin else { return }
        boundsOrigin = offset
        delegate?.scrollViewDidScroll(self)
    }
}
