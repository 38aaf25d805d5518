import Gestures

/// A view of the touch controls: it takes touches only while `isShown` says it is on
/// screen (the controls visible, the player locked, the unlock button up), which it asks
/// at each touch-down, so hit testing always follows the state the overlay is drawn from
/// and needs no copy of it kept in step. Not shown, it is as if it were not there: the
/// touch goes to the views below it, in the end the player's.
///
/// Its area is its frame, left and top edges included and right and bottom edges not (as
/// `Rect.contains`), except an edge that lies on the screen's right or bottom edge, which
/// is included: a panel's maximum maps exactly onto that edge, and the bar or button there
/// must still take it.
final class TouchControlView: View {
    /// Whether the view is on screen now.
    private let isShown: () -> Bool
    /// Whether the right and bottom edges are inside.
    private let includesRightEdge: Bool
    private let includesBottomEdge: Bool

    /// A view at `frame` (in its superview's coordinates) within `screen` (the size of the
    /// window it ends up in, at `origin` on it), on screen while `isShown` holds.
    init(frame: Rect, onScreenAt origin: Point, screen: Size, isShown: @escaping () -> Bool) {
        self.isShown = isShown
        includesRightEdge = origin.x + frame.width >= screen.width
        includesBottomEdge = origin.y + frame.height >= screen.height
        super.init(frame: frame)
    }

    override func point(inside point: Point) -> Bool {
        let area = bounds
        let insideX = point.x >= area.minX && (point.x < area.maxX || (includesRightEdge && point.x == area.maxX))
        let insideY = point.y >= area.minY && (point.y < area.maxY || (includesBottomEdge && point.y == area.maxY))
        return insideX && insideY
    }

    override func hitTest(_ point: Point) -> View? {
        isShown() ? super.hitTest(point) : nil
    }
}
