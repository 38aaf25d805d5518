import Testing

@testable import Gestures

/// The screen-edge pan: fingers that land near a watched edge and move inward.
@Suite struct ScreenEdgePanGestureRecognizerTests {
    private func driver(_ edges: RectEdge, fingers: Int = 1) -> (TouchDriver, ScreenEdgePanGestureRecognizer) {
        let driver = TouchDriver()
        let edge = driver.add(ScreenEdgePanGestureRecognizer(), named: "edge") {
            $0.edges = edges
            $0.numberOfTouchesRequired = fingers
        }
        return (driver, edge)
    }

    @Test func aStrokeFromWithin20OfTheEdgeBeginsOnceItMoved60Inward() {
        let (driver, edge) = driver(.left)
        driver.down(1, 20, 300, at: 0)
        driver.move(1, 79.9, 310, at: 16)
        #expect(edge.state == .possible)
        driver.move(1, 80, 310, at: 32)
        #expect(edge.edge == .left)
        #expect(edge.translation(in: nil) == Point(x: 60, y: 10))
        driver.move(1, 200, 320, at: 48)
        driver.up(1, at: 64)
        #expect(driver.actions == ["edge began @32", "edge changed @48", "edge ended @64"])
    }

    @Test func aTouchDownFurtherThan20FromEveryWatchedEdgeFailsAtOnce() {
        let (driver, _) = driver([.left, .right])
        driver.down(1, 20.01, 300, at: 0)
        #expect(driver.changes == ["edge failed @0"])
        let (right, edge) = self.driver(.right)
        right.down(1, 1260, 300, at: 0)  // 20 from the right edge: within
        right.move(1, 1200, 300, at: 16)
        #expect(edge.edge == .right)
    }

    @Test func eachEdgeMeasuresInwardFromItself() {
        for (edges, start, end): (RectEdge, Point, Point) in [
            (.right, Point(x: 1270, y: 300), Point(x: 1210, y: 300)),
            (.top, Point(x: 600, y: 5), Point(x: 600, y: 65)),
            (.bottom, Point(x: 600, y: 719), Point(x: 600, y: 659)),
        ] {
            let (driver, edge) = driver(edges)
            driver.down(1, start.x, start.y, at: 0)
            driver.move(1, end.x, end.y, at: 16)
            #expect(edge.edge == edges, "\(edges)")
        }
    }

    @Test func aStrokeAlongTheEdgeFailsOnceLongerThanTheSlop() {
        let (driver, _) = driver(.left)
        driver.down(1, 10, 300, at: 0)
        driver.move(1, 13, 309.4, at: 16)  // along > inward, but only 9.9 long: still undecided
        #expect(driver.changes.isEmpty)
        driver.move(1, 15, 311, at: 32)
        #expect(driver.changes == ["edge failed @32"])
    }

    @Test func inACornerTheDirectionPicksTheEdge() {
        let (down, downEdge) = driver([.left, .top])
        down.down(1, 5, 5, at: 0)
        down.move(1, 20, 80, at: 16)
        #expect(downEdge.edge == .top)
        let (right, rightEdge) = driver([.left, .top])
        right.down(1, 5, 5, at: 0)
        right.move(1, 80, 20, at: 16)
        #expect(rightEdge.edge == .left)
    }

    @Test func everyRequiredFingerMustLandNearTheSameEdge() {
        let (driver, edge) = driver(.left, fingers: 2)
        driver.down(1, 10, 300, at: 0)
        driver.down(2, 15, 400, at: 5)
        driver.move([(1, 80, 300), (2, 85, 400)], at: 20)
        #expect(edge.state == .began)
        let (far, _) = self.driver(.left, fingers: 2)
        far.down(1, 10, 300, at: 0)
        far.down(2, 100, 400, at: 5)
        #expect(far.changes == ["edge failed @5"])
    }

    @Test func aLiftBeforeItBeganFailsIt() {
        let (lifted, _) = driver(.left)
        lifted.down(1, 10, 300, at: 0)
        lifted.move(1, 50, 300, at: 16)
        lifted.up(1, at: 32)
        #expect(lifted.changes == ["edge failed @32"])
    }

    /// UIScreenEdgePanGestureRecognizer: "This gesture recognizer ignores any touches
    /// beyond the first touch."
    @Test func fingersBeyondTheFirstAreIgnoredBeforeAndAfterItBegan() {
        let (before, early) = driver(.left)
        before.down(1, 10, 300, at: 0)
        before.down(2, 600, 300, at: 8)
        before.move([(1, 100, 300), (2, 650, 300)], at: 16)
        #expect(before.actions == ["edge began @16"])
        #expect(early.numberOfTouches == 1 && early.translation(in: nil) == Point(x: 90, y: 0))
        before.up(2, at: 24)
        before.up(1, at: 32)
        #expect(before.actions == ["edge began @16", "edge ended @32"])
        let (after, _) = driver(.left)
        after.down(1, 10, 300, at: 0)
        after.move(1, 100, 300, at: 16)
        after.down(2, 600, 300, at: 32)
        after.move([(1, 120, 300), (2, 620, 300)], at: 48)
        after.up(2, at: 56)
        after.up(1, at: 64)
        #expect(after.actions == ["edge began @16", "edge changed @48", "edge ended @64"])
    }

    @Test func theScreenIsTheRootViewWhateverViewItIsOn() {
        let driver = TouchDriver()
        let right = View(frame: Rect(x: 640, y: 0, width: 640, height: 720))
        driver.window.addSubview(right)
        let edge = driver.add(ScreenEdgePanGestureRecognizer(), named: "edge", to: right) { $0.edges = .right }
        driver.down(1, 1275, 300, at: 0)
        driver.move(1, 1200, 300, at: 16)
        #expect(edge.edge == .right)
    }
}
