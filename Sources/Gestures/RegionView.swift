/// A view covering a vertical band of its superview — the fractions `columns` of its
/// width (0 its left edge, 1 its right edge), at its full height — so that hit testing
/// tells where on the screen a gesture began: the thirds or the halves of a player, each
/// with its own recognizers.
///
/// It takes every point of its band that its superview passes on, whatever the height,
/// and a band that reaches the superview's left or right edge also takes the points
/// beyond that edge: side-by-side bands then take every point their superview takes
/// (panels report a little outside their range), and a point on a shared border belongs
/// to the band on its right, as `Rect.contains` decides.
public final class RegionView: View {
    /// The band, as fractions of the superview's width.
    public let columns: Range<Double>

    /// A band `columns` of `bounds`, the superview's bounds it is laid out in.
    public init(columns: Range<Double>, in bounds: Rect) {
        self.columns = columns
        let left = bounds.minX + bounds.width * columns.lowerBound
        let right = bounds.minX + bounds.width * columns.upperBound
        super.init(frame: Rect(x: left, y: bounds.minY, width: right - left, height: bounds.height))
    }

    /// Inside horizontally within the band, beyond it where the band reaches the
    /// superview's edge; any height.
    public override func point(inside point: Point) -> Bool {
        (columns.lowerBound <= 0 || point.x >= bounds.minX) && (columns.upperBound >= 1 || point.x < bounds.maxX)
    }
}
