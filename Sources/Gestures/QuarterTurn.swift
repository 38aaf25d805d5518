/// A turn by a whole number of quarter turns, clockwise on screen (y grows downwards):
/// how a touch panel's picture lies on the screen (the touch mapping's `rotation`), and
/// how the whole picture is turned for a panel mounted on its side or upside down
/// (`display-rotation`).
///
/// For the display, the panel is the screen as the hardware has it (the video mode, the
/// touchscreen's axes) and the turned screen is the one the viewer sees, W×H swapped at
/// 90 and 270: the picture is drawn turned clockwise by the turn onto the panel, so a
/// point on the panel is turned back (counter-clockwise) to find what it touches.
public enum QuarterTurn: Int, Sendable, CaseIterable {
    case none = 0
    /// A quarter turn clockwise.
    case clockwise90 = 90
    /// A half turn.
    case upsideDown = 180
    /// Three quarter turns clockwise (a quarter turn counter-clockwise).
    case clockwise270 = 270

    /// The screen the viewer sees on a `panel`-sized one.
    public func turnedScreen(of panel: Size) -> Size {
        self == .clockwise90 || self == .clockwise270 ? Size(width: panel.height, height: panel.width) : panel
    }

    /// The point of the turned screen under `point` of a `panel`-sized panel.
    public func screenPoint(_ point: Point, onPanel panel: Size) -> Point {
        switch self {
        case .none: point
        case .clockwise90: Point(x: point.y, y: panel.width - point.x)
        case .upsideDown: Point(x: panel.width - point.x, y: panel.height - point.y)
        case .clockwise270: Point(x: panel.height - point.y, y: point.x)
        }
    }

    /// The point of a `panel`-sized panel where `point` of the turned screen is drawn.
    public func panelPoint(_ point: Point, onPanel panel: Size) -> Point {
        switch self {
        case .none: point
        case .clockwise90: Point(x: panel.width - point.y, y: point.x)
        case .upsideDown: Point(x: panel.width - point.x, y: panel.height - point.y)
        case .clockwise270: Point(x: point.y, y: panel.height - point.x)
        }
    }

    /// The rectangle of a `panel`-sized panel where `rect` of the turned screen is drawn.
    public func panelRect(_ rect: Rect, onPanel panel: Size) -> Rect {
        let a = panelPoint(rect.origin, onPanel: panel)
        let b = panelPoint(Point(x: rect.maxX, y: rect.maxY), onPanel: panel)
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
    }
}
