import Testing

@testable import Gestures

/// `display-rotation`'s geometry: a panel's point turned onto the screen the viewer sees,
/// and back.
struct QuarterTurnTests {
    let panel = Size(width: 1280, height: 720)
    /// The panel's corners: top-left, top-right, bottom-right, bottom-left.
    var corners: [Point] { [Point(x: 0, y: 0), Point(x: 1280, y: 0), Point(x: 1280, y: 720), Point(x: 0, y: 720)] }

    @Test func aQuarterTurnSwapsTheScreensSides() {
        #expect(QuarterTurn.none.turnedScreen(of: panel) == panel)
        #expect(QuarterTurn.clockwise90.turnedScreen(of: panel) == Size(width: 720, height: 1280))
        #expect(QuarterTurn.upsideDown.turnedScreen(of: panel) == panel)
        #expect(QuarterTurn.clockwise270.turnedScreen(of: panel) == Size(width: 720, height: 1280))
    }

    /// The picture is turned clockwise onto the panel, so the panel's corners are the
    /// screen's turned back: at 90 the panel's top-left is the viewer's bottom-left.
    @Test func thePanelsCornersAreTheTurnedScreensCorners() {
        let expected: [QuarterTurn: [Point]] = [
            .none: corners,
            .clockwise90: [Point(x: 0, y: 1280), Point(x: 0, y: 0), Point(x: 720, y: 0), Point(x: 720, y: 1280)],
            .upsideDown: [Point(x: 1280, y: 720), Point(x: 0, y: 720), Point(x: 0, y: 0), Point(x: 1280, y: 0)],
            .clockwise270: [Point(x: 720, y: 0), Point(x: 720, y: 1280), Point(x: 0, y: 1280), Point(x: 0, y: 0)],
        ]
        for turn in QuarterTurn.allCases {
            #expect(corners.map { turn.screenPoint($0, onPanel: panel) } == expected[turn], "\(turn)")
        }
    }

    @Test func panelPointUndoesScreenPoint() {
        let points = corners + [Point(x: 43, y: 677), Point(x: 1000.5, y: 12.25)]
        for turn in QuarterTurn.allCases {
            for point in points {
                #expect(turn.panelPoint(turn.screenPoint(point, onPanel: panel), onPanel: panel) == point, "\(turn) \(point)")
            }
        }
    }

    /// The portrait screen's bottom band (y 1194…1280 of 720×1280) lies along the panel's
    /// left edge at 90, its top edge at 180 (of the landscape screen) and its right at 270.
    @Test func aRectangleIsDrawnWhereItsCornersGo() {
        let portrait = Rect(x: 0, y: 1194, width: 720, height: 86)
        #expect(QuarterTurn.clockwise90.panelRect(portrait, onPanel: panel) == Rect(x: 0, y: 0, width: 86, height: 720))
        #expect(QuarterTurn.clockwise270.panelRect(portrait, onPanel: panel) == Rect(x: 1194, y: 0, width: 86, height: 720))
        let landscape = Rect(x: 0, y: 634, width: 1280, height: 86)
        #expect(QuarterTurn.upsideDown.panelRect(landscape, onPanel: panel) == Rect(x: 0, y: 0, width: 1280, height: 86))
        #expect(QuarterTurn.none.panelRect(landscape, onPanel: panel) == landscape)
    }
}
