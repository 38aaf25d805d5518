import Gestures

/// Maps device units to screen points.
///
/// For each axis, a raw value is first normalized as `(raw − min) / (max − min + 1)`
/// (so a panel's range covers [0, 1)), then:
/// 1. the libinput-style calibration matrix `[a, b, c, d, e, f]` is applied in those
///    normalized units: `x' = a·x + b·y + c`, `y' = d·x + e·y + f` (the identity is
///    `[1, 0, 0, 0, 1, 0]`, as in udev's `LIBINPUT_CALIBRATION_MATRIX`);
/// 2. the rotation turns the panel's picture CLOCKWISE by 0, 90, 180 or 270 degrees onto
///    the screen: with 90, the panel's top-left corner lands at the screen's top-right
///    (a panel mounted a quarter turn counter-clockwise from the display);
/// 3. the result is scaled by the screen's width and height, giving
///    `x = (raw − min) · width / (max − min + 1)` with the identity and no rotation.
///
/// Mirroring for a rotation uses `(N − 1)/N − u` (N = the axis' number of values), so
/// that a rotated panel's range still covers [0, 1) exactly. Points are finally clamped
/// into the screen, because panels report a little outside their advertised range.
public struct CoordinateMapper: Hashable, Sendable {
    /// A rotation of the panel onto the screen, clockwise.
    public typealias Rotation = QuarterTurn

    public static let identityCalibration: [Double] = [1, 0, 0, 0, 1, 0]

    /// The x axis' range in device units.
    public var xAxis: ClosedRange<Int32>
    /// The y axis' range in device units.
    public var yAxis: ClosedRange<Int32>
    /// The screen, in points.
    public var screen: Size
    /// The calibration matrix `[a, b, c, d, e, f]` in normalized units.
    public var calibration: [Double]
    public var rotation: Rotation

    /// Creates a mapper; a calibration without exactly 6 finite numbers is replaced by the identity.
    public init(
        xAxis: ClosedRange<Int32>, yAxis: ClosedRange<Int32>, screen: Size = .standardScreen,
        calibration: [Double] = CoordinateMapper.identityCalibration, rotation: Rotation = .none
    ) {
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.screen = screen
        self.calibration = calibration.count == 6 && calibration.allSatisfy(\.isFinite) ? calibration : Self.identityCalibration
        self.rotation = rotation
    }

    /// A mapper for `description`'s position axes, or for `fallback` ranges when the
    /// description has none (a raw-record file with no `--desc`).
    public init(
        description: DeviceDescription, screen: Size = .standardScreen,
        calibration: [Double] = CoordinateMapper.identityCalibration, rotation: Rotation = .none,
        fallbackX: ClosedRange<Int32>? = nil, fallbackY: ClosedRange<Int32>? = nil
    ) {
        let axes = description.positionAxes
        let x = axes.map { Self.range($0.x) } ?? fallbackX ?? Self.pointRange(screen.width)
        let y = axes.map { Self.range($0.y) } ?? fallbackY ?? Self.pointRange(screen.height)
        self.init(xAxis: x, yAxis: y, screen: screen, calibration: calibration, rotation: rotation)
    }

    private static func range(_ info: AbsInfo) -> ClosedRange<Int32> {
        info.minimum <= info.maximum ? info.minimum...info.maximum : info.maximum...info.minimum
    }

    /// 0...length−1: device units that are points, for a source with no ranges at all.
    static func pointRange(_ length: Double) -> ClosedRange<Int32> {
        guard length.isFinite, length >= 1 else { return 0...0 }
        return 0...(Int32(min(length, Double(Int32.max)).rounded(.down)) - 1)
    }

    private static func count(_ range: ClosedRange<Int32>) -> Double {
        Double(range.upperBound) - Double(range.lowerBound) + 1
    }

    /// The point for the raw position (`x`, `y`) in device units.
    public func point(x: Int32, y: Int32) -> Point {
        let countX = Self.count(xAxis)
        let countY = Self.count(yAxis)
        let nx = (Double(x) - Double(xAxis.lowerBound)) / countX
        let ny = (Double(y) - Double(yAxis.lowerBound)) / countY
        let cx = calibration[0] * nx + calibration[1] * ny + calibration[2]
        let cy = calibration[3] * nx + calibration[4] * ny + calibration[5]
        let (u, v): (Double, Double)
        switch rotation {
        case .none: (u, v) = (cx, cy)
        case .clockwise90: (u, v) = ((countY - 1) / countY - cy, cx)
        case .upsideDown: (u, v) = ((countX - 1) / countX - cx, (countY - 1) / countY - cy)
        case .clockwise270: (u, v) = (cy, (countX - 1) / countX - cx)
        }
        return Point(x: Self.clamp(u * screen.width, screen.width), y: Self.clamp(v * screen.height, screen.height))
    }

    private static func clamp(_ value: Double, _ limit: Double) -> Double {
        guard value.isFinite else { return 0 }
        return min(max(value, 0), limit)
    }
}
