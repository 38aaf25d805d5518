import Testing

@testable import Gestures
@testable import TouchInput

struct CoordinateMapperTests {
    let screen = Size(width: 1280, height: 720)

    func mapper(_ rotation: CoordinateMapper.Rotation = .none, calibration: [Double] = CoordinateMapper.identityCalibration)
        -> CoordinateMapper
    {
        CoordinateMapper(xAxis: 0...799, yAxis: 0...479, screen: screen, calibration: calibration, rotation: rotation)
    }

    @Test func theDocumentedFormulaMapsTheRangeOntoTheScreen() {
        #expect(mapper().point(x: 0, y: 0) == Point(x: 0, y: 0))
        #expect(mapper().point(x: 400, y: 240) == Point(x: 640, y: 360))
        #expect(mapper().point(x: 799, y: 479) == Point(x: 799 * 1280 / 800.0, y: 479 * 720 / 480.0))
        let offset = CoordinateMapper(xAxis: 100...1099, yAxis: -50...49, screen: Size(width: 1000, height: 100))
        #expect(offset.point(x: 100, y: -50) == Point(x: 0, y: 0))
        #expect(offset.point(x: 600, y: 0) == Point(x: 500, y: 50))
    }

    @Test func valuesOutsideTheRangeAreClampedToTheScreen() {
        #expect(mapper().point(x: -30, y: 900) == Point(x: 0, y: 720))
    }

    @Test func calibrationIsAppliedInNormalizedUnits() {
        // Swap the axes and shift by a tenth of the screen, as udev's matrix would.
        let swapped = mapper(calibration: [0, 1, 0.1, 1, 0, 0])
        #expect(swapped.point(x: 400, y: 120) == Point(x: (0.25 + 0.1) * 1280, y: 0.5 * 720))
        let mirrored = mapper(calibration: [-1, 0, 1, 0, 1, 0])
        #expect(mirrored.point(x: 200, y: 0) == Point(x: 0.75 * 1280, y: 0))
    }

    @Test func aBadCalibrationFallsBackToTheIdentity() {
        #expect(mapper(calibration: [1, 2, 3]).calibration == CoordinateMapper.identityCalibration)
        #expect(mapper(calibration: [1, 0, .nan, 0, 1, 0]).calibration == CoordinateMapper.identityCalibration)
    }

    @Test func rotationsTurnThePanelClockwise() {
        let corners: [(Int32, Int32)] = [(0, 0), (799, 0), (799, 479), (0, 479)]
        let expected: [CoordinateMapper.Rotation: [Point]] = [
            .none: [Point(x: 0, y: 0), Point(x: 1278.4, y: 0), Point(x: 1278.4, y: 718.5), Point(x: 0, y: 718.5)],
            // A quarter turn clockwise: the panel's top-left lands top-right.
            .clockwise90: [
                Point(x: 479.0 / 480 * 1280, y: 0), Point(x: 479.0 / 480 * 1280, y: 799.0 / 800 * 720), Point(x: 0, y: 799.0 / 800 * 720),
                Point(x: 0, y: 0),
            ],
            .upsideDown: [Point(x: 1278.4, y: 718.5), Point(x: 0, y: 718.5), Point(x: 0, y: 0), Point(x: 1278.4, y: 0)],
            .clockwise270: [
                Point(x: 0, y: 799.0 / 800 * 720), Point(x: 0, y: 0), Point(x: 479.0 / 480 * 1280, y: 0),
                Point(x: 479.0 / 480 * 1280, y: 799.0 / 800 * 720),
            ],
        ]
        for rotation in CoordinateMapper.Rotation.allCases {
            let points = corners.map { mapper(rotation).point(x: $0.0, y: $0.1) }
            for (point, want) in zip(points, expected[rotation] ?? []) {
                #expect(abs(point.x - want.x) < 1e-9 && abs(point.y - want.y) < 1e-9, "\(rotation) \(point) != \(want)")
            }
        }
    }

    @Test func aDescriptionWithoutAxesUsesFallbackRangesOrThePointsThemselves() {
        let empty = DeviceDescription(name: "raw")
        let fromConfig = CoordinateMapper(description: empty, screen: screen, fallbackX: 0...4095, fallbackY: 0...4095)
        #expect(fromConfig.point(x: 2048, y: 1024) == Point(x: 640, y: 180))
        let identity = CoordinateMapper(description: empty, screen: screen)
        #expect(identity.point(x: 123, y: 456) == Point(x: 123, y: 456))
    }
}

/// The touch mapping's `rotation` composed with `display-rotation`: the device's units go
/// onto the panel (calibration, rotation), then onto the turned screen the views fill.
struct DisplayRotationMappingTests {
    let panel = Size(width: 1280, height: 720)

    /// Turning the mapped point back by the display's turn is the same as mapping with
    /// the rotation less the display's onto the turned screen, to within one device unit
    /// (the mapping mirrors an axis over its N values, the turn over the screen's side), for
    /// all sixteen pairs; so the device's corners land on the turned screen's corners.
    @Test func mappingThenTurningIsOneRotationOntoTheTurnedScreen() {
        let device: [(Int32, Int32)] = [(0, 0), (799, 0), (799, 479), (0, 479), (400, 120)]
        for rotation in QuarterTurn.allCases {
            for turn in QuarterTurn.allCases {
                let onPanel = CoordinateMapper(xAxis: 0...799, yAxis: 0...479, screen: panel, rotation: rotation)
                let composed = QuarterTurn(rawValue: (rotation.rawValue - turn.rawValue + 360) % 360) ?? .none
                let screen = turn.turnedScreen(of: panel)
                let direct = CoordinateMapper(xAxis: 0...799, yAxis: 0...479, screen: screen, rotation: composed)
                let unit = max(screen.width, screen.height) / 479
                for (x, y) in device {
                    let turned = turn.screenPoint(onPanel.point(x: x, y: y), onPanel: panel)
                    let want = direct.point(x: x, y: y)
                    #expect(
                        abs(turned.x - want.x) <= unit && abs(turned.y - want.y) <= unit,
                        "rotation \(rotation.rawValue), display \(turn.rawValue), (\(x), \(y)): \(turned) vs \(want)")
                }
            }
        }
    }

    /// A finger at the device's first corner with no mapping rotation, on a panel turned a
    /// quarter clockwise, touches the viewer's bottom-left corner; upside down, the
    /// bottom-right.
    @Test func theDevicesOriginIsTheViewersCornerTheTurnPutsThere() {
        let mapper = CoordinateMapper(xAxis: 0...799, yAxis: 0...479, screen: panel)
        let origin = mapper.point(x: 0, y: 0)
        #expect(QuarterTurn.clockwise90.screenPoint(origin, onPanel: panel) == Point(x: 0, y: 1280))
        #expect(QuarterTurn.upsideDown.screenPoint(origin, onPanel: panel) == Point(x: 1280, y: 720))
    }
}
