import Testing

@testable import Gestures

/// Regional views: bands of their superview that hit testing picks.
@Suite struct RegionViewTests {
    private func screen(_ bands: [Range<Double>]) -> (View, [RegionView]) {
        let window = View(frame: Rect(x: 0, y: 0, width: 1280, height: 720))
        let views = bands.map { RegionView(columns: $0, in: window.bounds) }
        views.forEach(window.addSubview)
        return (window, views)
    }

    @Test func thirdsSplitTheWidthAndABorderBelongsToTheRight() {
        let (window, thirds) = screen([0.0..<(1.0 / 3), (1.0 / 3)..<(2.0 / 3), (2.0 / 3)..<1.0])
        let border = 1280 * (1.0 / 3)
        #expect(thirds[1].frame.minX == border)
        #expect(window.hitTest(Point(x: border.nextDown, y: 300)) === thirds[0])
        #expect(window.hitTest(Point(x: border, y: 300)) === thirds[1])
        #expect(window.hitTest(Point(x: 853.4, y: 300)) === thirds[2])
    }

    @Test func outerBandsTakePointsBeyondTheSuperviewsEdgesWhenItPassesThemOn() {
        let (window, halves) = screen([0.0..<0.5, 0.5..<1.0])
        #expect(halves[0].point(inside: Point(x: -5, y: 300)))
        #expect(halves[1].point(inside: halves[1].convert(Point(x: 1290, y: 800), from: nil)))
        #expect(!halves[1].point(inside: halves[1].convert(Point(x: 639.9, y: 300), from: nil)))
        // The plain window passes on only what is inside it.
        #expect(window.hitTest(Point(x: -5, y: 300)) == nil)
    }

    @Test func bandsNestInABand() {
        let (_, thirds) = screen([(1.0 / 3)..<(2.0 / 3)])
        let center = thirds[0]
        let right = RegionView(columns: 0.5..<1, in: center.bounds)
        center.addSubview(right)
        #expect(right.frame.minX == center.bounds.width / 2)
        #expect(center.hitTest(center.convert(Point(x: 640, y: 10), from: nil)) === right)
        #expect(center.hitTest(center.convert(Point(x: 639.9, y: 10), from: nil)) === center)
    }
}
