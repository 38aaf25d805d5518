import Testing

@testable import Gestures
@testable import PlayerUI

/// The controls' layout (docs/behaviour.md, "Layout, lock and feedback") as values, at the
/// two screens the controls must be legible on.
struct ControlsLayoutTests {
    @Test func at1280x720TheBarsAre86PointsHigh() {
        let layout = ControlsLayout(screen: Size(width: 1280, height: 720))
        #expect(layout.bar == 86)  // round(0.12 · 720) = round(86.4)
        #expect(layout.topBar == Rect(x: 0, y: 0, width: 1280, height: 86))
        #expect(layout.bottomBar == Rect(x: 0, y: 634, width: 1280, height: 86))
        #expect(layout.playButton == Rect(x: 0, y: 634, width: 86, height: 86))
        #expect(layout.positionLabel == Rect(x: 86, y: 634, width: 86, height: 86))
        #expect(layout.track == Rect(x: 172, y: 634, width: 936, height: 86))
        #expect(layout.durationLabel == Rect(x: 1108, y: 634, width: 86, height: 86))
        #expect(layout.lockButton == Rect(x: 1194, y: 634, width: 86, height: 86))
    }

    @Test func aSeekPreviewsPictureStandsAboveTheHUDOrTheFingerOnTheScreen() {
        let layout = ControlsLayout(screen: Size(width: 1280, height: 720))
        let picture = Size(width: 256, height: 144)
        // A pan: centred, its bottom 0.15·B above the HUD's panel (360 − 73.1 − 12.9).
        #expect(layout.seekPanelTop == 286.9)
        #expect(layout.thumbnail(picture, trackFraction: nil) == Rect(x: 512, y: 130, width: 256, height: 144))
        // The track (x 172…1108): above the target's place, 0.25·B above the bar.
        #expect(layout.thumbnail(picture, trackFraction: 0.5) == Rect(x: 512, y: 469, width: 256, height: 144))
        // At the track's ends the picture stays on the screen.
        #expect(layout.thumbnail(picture, trackFraction: 0).minX == 44)
        #expect(layout.thumbnail(picture, trackFraction: 1).maxX == 1236)
        #expect(layout.thumbnail(Size(width: 1400, height: 100), trackFraction: 1).minX == 0)
    }

    @Test func at800x480TheBarsAre58PointsHigh() {
        let layout = ControlsLayout(screen: Size(width: 800, height: 480))
        #expect(layout.bar == 58)  // round(0.12 · 480) = round(57.6)
        #expect(layout.bottomBar == Rect(x: 0, y: 422, width: 800, height: 58))
        #expect(layout.playButton == Rect(x: 0, y: 422, width: 58, height: 58))
        #expect(layout.track == Rect(x: 116, y: 422, width: 568, height: 58))
        #expect(layout.lockButton == Rect(x: 742, y: 422, width: 58, height: 58))
    }

    @Test func aShortScreenStillGetsFingerSizedBars() {
        #expect(ControlsLayout(screen: Size(width: 480, height: 272)).bar == 48)  // 0.12 · 272 = 32.6
        #expect(ControlsLayout(screen: Size(width: 640, height: 400)).bar == 48)  // exactly 48
        #expect(ControlsLayout(screen: Size(width: 640, height: 404)).bar == 48)  // 48.48 rounds down
        #expect(ControlsLayout(screen: Size(width: 640, height: 405)).bar == 49)  // 48.6 rounds up
    }

    @Test func theTrackFractionRunsFromItsLeftEndToItsRightAndHoldsBeyond() {
        let layout = ControlsLayout(screen: Size(width: 1280, height: 720))
        #expect(layout.trackFraction(atX: 172) == 0)
        #expect(layout.trackFraction(atX: 640) == 0.5)
        #expect(layout.trackFraction(atX: 1108) == 1)
        #expect(layout.trackFraction(atX: 0) == 0)
        #expect(layout.trackFraction(atX: 1280) == 1)
        #expect(layout.trackFraction(atX: .nan) == 0)
    }

    /// Legible: the title about 0.4 B, the time labels about a third of B, and a time —
    /// even with hours — fits its B-wide slot beside the knob at the track's end.
    @Test(arguments: [Size(width: 1280, height: 720), Size(width: 800, height: 480)])
    func textSizesFollowTheBarAndTimesFitTheirSlots(screen: Size) {
        let layout = ControlsLayout(screen: screen)
        #expect(layout.titleSize == (0.4 * layout.bar).rounded())
        #expect(layout.labelSize(for: "1:23") == layout.labelSize)
        for time in ["0:00", "10:00", "59:59", "1:23:45", "-:--"] {
            let size = layout.labelSize(for: time)
            #expect(size >= 14, "\(time) at \(screen): \(size) points")
            #expect(size * TextWidth.ems(of: time) <= 0.85 * layout.bar, "\(time) at \(screen) is too wide")
        }
    }

    @Test func theHUDSitsWhereTheLayoutSaysAtBothSizes() {
        for screen in [Size(width: 1280, height: 720), Size(width: 800, height: 480)] {
            let layout = ControlsLayout(screen: screen)
            let volume = layout.gauge(atRightEdge: true)
            let brightness = layout.gauge(atRightEdge: false)
            #expect(volume.minX > screen.width - 2 * layout.bar && volume.maxX < screen.width)
            #expect(brightness.minX > 0 && brightness.maxX < 2 * layout.bar)
            #expect(volume.height == (screen.height / 2).rounded() && volume.midY == screen.height / 2)
            #expect(abs(layout.seekProgress.midX - screen.width / 2) <= 0.5)
            #expect(abs(layout.holdBadge.midX - screen.width / 2) <= 0.5 && layout.holdBadge.minY > layout.bar)
        }
    }
}

extension ControlsLayoutTests {
    /// The time labels are set against their slots' far sides: even the widest time, at
    /// its size, ends before the knob at rest (with its ring) at the track's end begins.
    @Test(arguments: [Size(width: 1280, height: 720), Size(width: 800, height: 480)])
    func theKnobAtAnEndOfTheTrackLeavesTheTimesClear(screen: Size) {
        let layout = ControlsLayout(screen: screen)
        for time in ["10:00", "59:59", "1:23:45"] {
            let width = TextWidth.ems(of: time) * layout.labelSize(for: time)
            let positionEnd = layout.positionLabel.minX + layout.labelMargin + width
            let durationStart = layout.durationLabel.maxX - layout.labelMargin - width
            let knobReach = layout.knobRadius(seeking: false) + layout.knobRing
            #expect(positionEnd <= layout.track.minX - knobReach + 0.5, "\(time) at \(screen)")
            #expect(durationStart >= layout.track.maxX + knobReach - 0.5, "\(time) at \(screen)")
        }
    }
}
