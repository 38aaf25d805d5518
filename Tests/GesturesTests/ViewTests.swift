import Testing

@testable import Gestures

@Suite struct ViewTests {
    private func tree() -> (root: View, panel: View, button: View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 1280, height: 720))
        let panel = View(frame: Rect(x: 100, y: 200, width: 400, height: 300))
        let button = View(frame: Rect(x: 10, y: 20, width: 50, height: 40))
        root.addSubview(panel)
        panel.addSubview(button)
        return (root, panel, button)
    }

    @Test func hitTestFindsTheDeepestViewContainingThePoint() {
        let (root, panel, button) = tree()
        #expect(root.hitTest(Point(x: 115, y: 225)) === button)
        #expect(root.hitTest(Point(x: 300, y: 300)) === panel)
        #expect(root.hitTest(Point(x: 10, y: 10)) === root)
        #expect(root.hitTest(Point(x: 1280, y: 10)) == nil)
    }

    @Test func laterSubviewsAreOnTop() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let below = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let above = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(below)
        root.addSubview(above)
        #expect(root.hitTest(Point(x: 5, y: 5)) === above)
    }

    @Test func disabledOrHiddenViewsAndTheirSubtreesAreSkipped() {
        let (root, panel, button) = tree()
        panel.isUserInteractionEnabled = false
        #expect(root.hitTest(Point(x: 115, y: 225)) === root)
        panel.isUserInteractionEnabled = true
        button.isHidden = true
        #expect(root.hitTest(Point(x: 115, y: 225)) === panel)
    }

    @Test func convertsBetweenViewsAndTheScreen() {
        let (root, panel, button) = tree()
        #expect(button.convert(Point(x: 5, y: 5), to: nil) == Point(x: 115, y: 225))
        #expect(button.convert(Point(x: 115, y: 225), from: nil) == Point(x: 5, y: 5))
        #expect(panel.convert(Point(x: 0, y: 0), to: button) == Point(x: -10, y: -20))
        #expect(root.convert(Point(x: 110, y: 220), to: button) == .zero)
        panel.bounds.origin = Point(x: 0, y: 100)
        #expect(button.convert(.zero, to: nil) == Point(x: 110, y: 120))
    }

    @Test func addSubviewMovesAViewBetweenParents() {
        let (root, panel, button) = tree()
        root.addSubview(button)
        #expect(button.superview === root)
        #expect(panel.subviews.isEmpty)
        #expect(root.subviews.count == 2)
    }

    @Test func rectContainsIsHalfOpen() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.contains(Point(x: 0, y: 0)))
        #expect(!rect.contains(Point(x: 10, y: 5)))
        #expect(rect.midX == 5 && rect.maxY == 10)
    }
}
