import Glibc
import Testing

@testable import Gestures

/// The scroll view's behaviour, driven through a real router with touches at millisecond
/// times and the clock advanced by hand; the expected offsets are the closed forms of
/// docs/behaviour.md ("Scrolling lists"), computed here with the C library's `pow`/`exp`.
@Suite struct ScrollViewTests {
    /// A list 400 points square at (100, 100) on the window, 5,000 points of content tall
    /// (offsets 0…4,600), with a row over the whole content that taps.
    private final class Fixture: ScrollViewDelegate {
        let driver = TouchDriver()
        let list = ScrollView(frame: Rect(x: 100, y: 100, width: 400, height: 400))
        let row = View(frame: Rect(x: 0, y: 0, width: 400, height: 5000))
        /// The clock's time (µs) at each `scrollViewDidScroll`, and at each end of a motion.
        private(set) var scrolls: [Int64] = []
        private(set) var restings: [Int64] = []

        init() {
            list.contentSize = Size(width: 400, height: 5000)
            list.panGestureRecognizer.name = "list"
            list.delegate = self
            list.addSubview(row)
            driver.window.addSubview(list)
            driver.add(TapGestureRecognizer(), named: "row", to: row)
        }

        func scrollViewDidScroll(_ scrollView: ScrollView) {
            scrolls.append(driver.clock.now.microseconds)
        }

        func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
            restings.append(driver.clock.now.microseconds)
        }

        /// A flick upwards at 2,000 points/s: down at 0 ms, 20 points every 10 ms until
        /// 100 ms (the pan begins at the first move), a still lift at 110 ms. The list is
        /// then at 180 and the content moves at +2 points/ms.
        func flick() {
            driver.down(1, 300, 460, at: 0)
            for step in 1...10 {
                driver.move(1, 300, 460 - 20 * Double(step), at: Int64(10 * step))
            }
            driver.up(1, at: 110)
        }

        /// Runs the clock from deadline to deadline until none is left, as `simulate`
        /// plays a script's end.
        func runDeadlines() {
            while let deadline = driver.clock.nextDeadline {
                driver.router.advance(to: deadline)
            }
        }
    }

    /// The deceleration's closed form: x₀ + v₀·(0.998^t − 1)/ln 0.998 (t ms after the lift).
    private func decelerated(from start: Double, velocity: Double, afterMilliseconds t: Double) -> Double {
        start + velocity * (pow(0.998, t) - 1) / log(0.998)
    }

    /// The rubber band: a finger's overshoot x shows as (1 − 1/(0.55·x/d + 1))·d.
    private func banded(_ x: Double, dimension d: Double) -> Double {
        (1 - 1 / (0.55 * x / d + 1)) * d
    }

    /// The critically damped spring-back: o₀·(1 + ωt)·e^(−ωt), ω = √200 per second.
    private func sprung(from overshoot: Double, afterMilliseconds t: Double) -> Double {
        let angle = 200.0.squareRoot() / 1000 * t
        return overshoot * (1 + angle) * exp(-angle)
    }

    /// Frame k of a motion that started at `start` µs (60 frames a second).
    private func frame(_ k: Int64, after start: Int64) -> Int64 { start + k * 1_000_000 / 60 }

    // UIKit (UIScrollView, UIPanGestureRecognizer): the content moves with the finger once
    // the pan has begun, past a 10-point slop; Flutter's DragStartBehavior.start: from
    // where the drag began, without jumping by the slop.
    @Test func theListFollowsTheFingerOnceItMovedTenPoints() {
        let fixture = Fixture()
        let list = fixture.list
        fixture.driver.down(1, 300, 400, at: 0)
        fixture.driver.move(1, 300, 395, at: 10)
        #expect(list.contentOffset == .zero)
        #expect(!list.isDragging)
        fixture.driver.move(1, 300, 385, at: 20)
        #expect(list.isDragging)
        #expect(list.contentOffset == .zero)
        fixture.driver.move(1, 300, 345, at: 30)
        #expect(list.contentOffset == Point(x: 0, y: 40))
        fixture.driver.move(1, 303, 300, at: 40)
        #expect(list.contentOffset == Point(x: 0, y: 85))
        fixture.driver.up(1, at: 200)
        #expect(!list.isDragging)
        #expect(!list.isDecelerating)
        #expect(list.contentOffset == Point(x: 0, y: 85))
        #expect(fixture.driver.clock.nextDeadline == nil)
        #expect(!fixture.driver.actions.contains { $0.hasPrefix("row") })
    }

    // UIKit's UIScrollView.DecelerationRate.normal (0.998 per ms) from the lift's
    // velocity: the offset at any instant is the closed form at the last display frame.
    @Test func aFlingDeceleratesAtTheNormalRateFromTheLiftsVelocity() {
        let fixture = Fixture()
        let list = fixture.list
        fixture.flick()
        #expect(list.contentOffset.y == 180)
        #expect(list.isDecelerating)
        let lift: Int64 = 110_000
        fixture.driver.advance(to: 610)
        #expect(abs(list.contentOffset.y - decelerated(from: 180, velocity: 2, afterMilliseconds: 500)) < 1e-9)
        fixture.driver.advance(to: 626)
        #expect(abs(list.contentOffset.y - decelerated(from: 180, velocity: 2, afterMilliseconds: 500)) < 1e-9)
        fixture.driver.router.advance(to: Instant(microseconds: frame(31, after: lift)))
        let thirtyFirst = Double(frame(31, after: lift) - lift) / 1000
        #expect(abs(list.contentOffset.y - decelerated(from: 180, velocity: 2, afterMilliseconds: thirtyFirst)) < 1e-9)
        #expect(list.contentOffset.x == 0)

        // It stops where the speed falls below 0.02 points/ms: 180 + (0.02 − 2)/ln 0.998,
        // at the first frame after 2·0.998^t < 0.02.
        fixture.runDeadlines()
        #expect(abs(list.contentOffset.y - (180 + (0.02 - 2) / log(0.998))) < 1e-9)
        let stop = log(0.01) / log(0.998)
        let lastFrame = Int64((stop * 60 / 1000).rounded(.up))
        #expect(fixture.driver.clock.now.microseconds == frame(lastFrame, after: lift))
        #expect(!list.isDecelerating)
    }

    // The display-frame rule of docs/behaviour.md (Flutter's Ticker: one value per
    // vsync): while the list moves, one offset change a frame on the 60 Hz grid from the
    // lift, then the end of the motion, and no deadline left.
    @Test func aMovingListReportsOnceADisplayFrameThenNothing() {
        let fixture = Fixture()
        fixture.flick()
        let duringDrag = fixture.scrolls.count
        fixture.runDeadlines()
        let frames = Array(fixture.scrolls[duringDrag...])
        #expect(frames.count > 100)
        #expect(frames == (1...Int64(frames.count)).map { frame($0, after: 110_000) })
        #expect(fixture.restings == [frames.last ?? -1])
        #expect(fixture.driver.clock.nextDeadline == nil)
        fixture.driver.advance(to: 60_000)
        #expect(fixture.scrolls.count == duringDrag + frames.count)
        #expect(fixture.driver.clock.nextDeadline == nil)
    }

    // UIKit's bounces (default true: "bounces past edge of content and back again"),
    // with the rubber band (1 − 1/(0.55·x/d + 1))·d; the spring back is Flutter's
    // BouncingScrollPhysics's spring frequency, critically damped.
    @Test func draggedPastTheStartItRubberBandsAndSpringsBack() {
        let fixture = Fixture()
        let list = fixture.list
        fixture.driver.down(1, 300, 200, at: 0)
        fixture.driver.move(1, 300, 211, at: 10)
        fixture.driver.move(1, 300, 411, at: 20)
        #expect(abs(list.contentOffset.y + banded(200, dimension: 400)) < 1e-9)
        fixture.driver.move(1, 300, 811, at: 30)
        let overshoot = -banded(600, dimension: 400)
        #expect(abs(list.contentOffset.y - overshoot) < 1e-9)
        #expect(overshoot > -400)
        fixture.driver.up(1, at: 200)
        #expect(list.isDecelerating)
        fixture.driver.advance(to: 300)
        #expect(abs(list.contentOffset.y - sprung(from: overshoot, afterMilliseconds: 100)) < 1e-9)
        #expect(list.contentOffset.y < 0)
        fixture.runDeadlines()
        #expect(list.contentOffset == .zero)
        #expect(!list.isDecelerating)
        #expect(fixture.driver.clock.nextDeadline == nil)
        // It rests at the first frame within half a point of the end.
        var k: Int64 = 1
        while abs(sprung(from: overshoot, afterMilliseconds: Double(frame(k, after: 0)) / 1000)) >= 0.5 { k += 1 }
        #expect(fixture.driver.clock.now.microseconds == frame(k, after: 200_000))
    }

    // As above at the other end (UIKit: bounces at either edge of the content).
    @Test func draggedPastTheEndItRubberBandsAndSpringsBack() {
        let fixture = Fixture()
        let list = fixture.list
        list.contentOffset = Point(x: 0, y: 4600)
        fixture.driver.down(1, 300, 450, at: 0)
        fixture.driver.move(1, 300, 439, at: 10)
        fixture.driver.move(1, 300, 239, at: 20)
        #expect(abs(list.contentOffset.y - (4600 + banded(200, dimension: 400))) < 1e-9)
        fixture.driver.up(1, at: 200)
        fixture.driver.advance(to: 250)
        let expected = 4600 + sprung(from: banded(200, dimension: 400), afterMilliseconds: 50)
        #expect(abs(list.contentOffset.y - expected) < 1e-9)
        fixture.runDeadlines()
        #expect(list.contentOffset == Point(x: 0, y: 4600))
        #expect(fixture.driver.clock.nextDeadline == nil)
    }

    // Flutter's Scrollable ignores its children's pointers during a ballistic activity
    // (shouldIgnorePointer), and UIKit stops a decelerating scroll view on touch-down: the
    // touch that stops it selects nothing. A tap at rest still does.
    @Test func aTouchOnAMovingListStopsItAndIsNoTap() {
        let fixture = Fixture()
        let list = fixture.list
        fixture.flick()
        fixture.driver.advance(to: 400)
        let shown = list.contentOffset
        #expect(list.isDecelerating)
        fixture.driver.down(2, 300, 300, at: 400)
        #expect(!list.isDecelerating)
        #expect(list.contentOffset == shown)
        fixture.driver.up(2, at: 450)
        fixture.driver.advance(to: 2000)
        #expect(list.contentOffset == shown)
        #expect(fixture.driver.changes.suffix(3) == ["list began @400", "row failed @400", "list ended @450"])
        #expect(fixture.driver.actions.isEmpty)
        #expect(fixture.driver.clock.nextDeadline == nil)

        fixture.driver.tap(3, 300, 300, at: 3000)
        #expect(fixture.driver.actions == ["row ended @3050"])
        #expect(list.contentOffset == shown)
    }

    // The same while it springs back (UIKit: a touch stops the bounce too; Flutter lets
    // children have pointers then, which the menus' rule of one stop per touch does not):
    // the finger holds it in the band and drags it on from there, and the lift springs back.
    @Test func aTouchOnASpringingListHoldsItInTheBand() {
        let fixture = Fixture()
        let list = fixture.list
        fixture.driver.down(1, 300, 200, at: 0)
        fixture.driver.move(1, 300, 211, at: 10)
        fixture.driver.move(1, 300, 411, at: 20)
        fixture.driver.up(1, at: 200)
        fixture.driver.advance(to: 250)
        let held = list.contentOffset.y
        fixture.driver.down(2, 300, 300, at: 250)
        fixture.driver.move(2, 300, 320, at: 260)
        // The band undone and done again: 20 points more of finger past the start.
        let fingerOvershoot = 400 / 0.55 * -held / (400 + held)
        #expect(abs(list.contentOffset.y + banded(fingerOvershoot + 20, dimension: 400)) < 1e-9)
        #expect(!fixture.driver.actions.contains { $0.hasPrefix("row") })
        fixture.driver.up(2, at: 400)
        fixture.runDeadlines()
        #expect(list.contentOffset == .zero)
    }

    // UIKit's slop: a finger that moves less than 10 points is no drag, and the row's tap
    // (allowableMovement 10) recognizes.
    @Test func aSmallMotionUnderTheSlopLetsATapThrough() {
        let fixture = Fixture()
        fixture.driver.down(1, 300, 300, at: 0)
        fixture.driver.move(1, 300, 306, at: 20)
        fixture.driver.up(1, at: 60)
        #expect(fixture.driver.actions == ["row ended @60"])
        #expect(fixture.driver.changes.contains("list failed @60"))
        #expect(fixture.list.contentOffset == .zero)
        #expect(!fixture.list.isDragging)
    }

    // UIKit: a scroll view only scrolls along an axis its content exceeds, and a pan it
    // cannot scroll is left to the recognizers behind it (nested scroll views); the
    // window's pan, the player's seek, takes a horizontal drag that starts in the list.
    @Test func aVerticalListIgnoresHorizontalPans() {
        let fixture = Fixture()
        fixture.driver.add(PanGestureRecognizer(), named: "seek")
        fixture.driver.down(1, 300, 300, at: 0)
        fixture.driver.move(1, 320, 303, at: 10)
        fixture.driver.move(1, 400, 310, at: 20)
        fixture.driver.up(1, at: 200)
        #expect(
            fixture.driver.changes == [
                "row failed @10", "list failed @10", "seek began @10", "seek changed @20", "seek ended @200",
            ])
        #expect(fixture.list.contentOffset == .zero)
        #expect(!fixture.list.isDragging)
        #expect(fixture.driver.clock.nextDeadline == nil)
    }

    // UIKit: a scroll view scrolls along each axis its content exceeds; a strip wider
    // than itself drags sideways and leaves vertical drags alone.
    @Test func aHorizontalStripScrollsSidewaysOnly() {
        let driver = TouchDriver()
        let strip = ScrollView(frame: Rect(x: 100, y: 100, width: 400, height: 200))
        strip.contentSize = Size(width: 2000, height: 200)
        strip.panGestureRecognizer.name = "strip"
        driver.window.addSubview(strip)
        driver.down(1, 300, 200, at: 0)
        driver.move(1, 300, 215, at: 10)
        driver.up(1, at: 100)
        #expect(driver.changes == ["strip failed @10"])
        driver.down(2, 300, 200, at: 1000)
        driver.move(2, 285, 202, at: 1010)
        driver.move(2, 185, 240, at: 1020)
        #expect(strip.contentOffset == Point(x: 100, y: 0))
        driver.up(2, at: 1200)
        #expect(!strip.isDecelerating)
    }

    // UIKit's alwaysBounceVertical (default false): content that fits the view neither
    // drags nor bounces, so the drag is left to the recognizers behind.
    @Test func aListThatFitsDoesNotDrag() {
        let fixture = Fixture()
        fixture.list.contentSize = Size(width: 400, height: 300)
        fixture.driver.down(1, 300, 200, at: 0)
        fixture.driver.move(1, 300, 260, at: 10)
        fixture.driver.up(1, at: 100)
        #expect(fixture.driver.changes == ["row failed @10", "list failed @10"])
        #expect(fixture.list.contentOffset == .zero)
    }

    // UIKit's setContentOffset(_:animated: false): the offset set is shown at once, and
    // a motion running stops (touchmpv's choice, docs/behaviour.md).
    @Test func settingTheOffsetStopsAMotion() {
        let fixture = Fixture()
        fixture.flick()
        fixture.driver.advance(to: 300)
        fixture.list.contentOffset = Point(x: 0, y: 1000)
        #expect(!fixture.list.isDecelerating)
        #expect(fixture.driver.clock.nextDeadline == nil)
        fixture.driver.advance(to: 3000)
        #expect(fixture.list.contentOffset == Point(x: 0, y: 1000))
        #expect(fixture.scrolls.last == 300_000)
    }

    // UIKit's touchesCancelled ends a gesture without its effect: a cancelled drag is
    // not thrown, and past an end the list still springs back (Flutter's goBallistic(0)
    // on a cancelled drag).
    @Test func aCancelledDragThrowsNothing() {
        let fixture = Fixture()
        let list = fixture.list
        fixture.driver.down(1, 300, 460, at: 0)
        for step in 1...5 {
            fixture.driver.move(1, 300, 460 - 20 * Double(step), at: Int64(10 * step))
        }
        fixture.driver.cancel(1, at: 50)
        #expect(!list.isDragging)
        #expect(!list.isDecelerating)
        #expect(fixture.driver.clock.nextDeadline == nil)

        fixture.driver.down(2, 300, 200, at: 1000)
        fixture.driver.move(2, 300, 211, at: 1010)
        fixture.driver.move(2, 300, 800, at: 1020)
        fixture.driver.cancel(2, at: 1030)
        #expect(list.isDecelerating)
        fixture.runDeadlines()
        #expect(list.contentOffset == .zero)
    }

    // The pure-Swift exp and log the closed forms use, against the C library's.
    @Test func theExponentialsMatchTheCLibrary() {
        for x in [-745.0, -100, -14.1, -1, -0.3, -1e-9, 0, 1e-9, 0.5, 1, 3.7, 50, 700] {
            let ours = Exponentials.exp(x)
            #expect(abs(ours - exp(x)) <= 4 * exp(x).ulp, "exp(\(x))")
        }
        for x in [1e-300, 1e-9, 0.01, 0.5, 0.998, 1, 1.5, 2, 10, 1e9, 1e300] {
            let ours = Exponentials.log(x)
            #expect(abs(ours - log(x)) <= 4 * max(abs(log(x)).ulp, Double.leastNormalMagnitude), "log(\(x))")
        }
    }
}
