import Gestures
import PlayerUI
import Testing
import TextFormats

/// The ASS text mpv draws, as a value: where each part of the controls and the HUD is,
/// at both screen sizes, and that text from the media cannot break out of its event.
struct OverlayTextTests {
    static let controls = OverlayModel.Controls(
        title: "Big Buck Bunny", paused: false, position: "1:23", duration: "10:00", knob: 130, isSeeking: false)

    @Test func nothingToDrawIsTheEmptyText() {
        #expect(OverlayText.ass(OverlayModel(), layout: ControlsLayout(screen: Size(width: 1280, height: 720))) == "")
    }

    @Test func at1280x720TheBarsFillTheTop86AndTheBottom86Points() {
        let text = OverlayText.ass(OverlayModel(controls: Self.controls), layout: ControlsLayout(screen: Size(width: 1280, height: 720)))
        let events = text.split(separator: "\n").map(String.init)
        // The bars: 60 % black rectangles exactly over the top and bottom B points.
        #expect(events[0] == #"{\an7\pos(0,0)\bord0\shad0\1c&H000000&\1a&H66&\p1}m 0 0 l 1280 0 1280 86 0 86{\p0}"#)
        #expect(events[2] == #"{\an7\pos(0,0)\bord0\shad0\1c&H000000&\1a&H66&\p1}m 0 634 l 1280 634 1280 720 0 720{\p0}"#)
        // The title at the top left; the times in their slots beside the track, each set
        // against its slot's far side (B + 0.02 B, W - B - 0.02 B), clear of the knob.
        #expect(events[1].hasPrefix(#"{\an4\pos(25.8,43)\fs34"#) && events[1].hasSuffix("}Big Buck Bunny"))
        #expect(events.contains { $0.hasPrefix(#"{\an4\pos(87.7,677)\fs29"#) && $0.hasSuffix("}1:23") })
        #expect(events.contains { $0.hasPrefix(#"{\an6\pos(1192.3,677)\fs29"#) && $0.hasSuffix("}10:00") })
        // The track's line from 2B to W - 2B, the played part to the knob, the knob there.
        #expect(events.contains { $0.hasSuffix("m 172 674 l 1108 674 1108 680 172 680{\\p0}") })
        #expect(events.contains { $0.contains("\\1c&HF4A53D&") && $0.hasSuffix("m 172 674 l 302 674 302 680 172 680{\\p0}") })
        #expect(events.contains { $0.contains("m 311 677 b ") })  // the knob's circle, radius 9, centred at 302
        #expect(events.count == 11)  // bars 2, title, icon, labels 2, track 3, lock 2
    }

    @Test func at800x480TheBarsFillTheTop58AndTheBottom58Points() {
        let text = OverlayText.ass(OverlayModel(controls: Self.controls), layout: ControlsLayout(screen: Size(width: 800, height: 480)))
        #expect(text.contains("m 0 0 l 800 0 800 58 0 58{\\p0}"))
        #expect(text.contains("m 0 422 l 800 422 800 480 0 480{\\p0}"))
        #expect(text.contains(#"{\an4\pos(59.2,451)\fs20"#))  // the position label, from the left of [58, 116)
        #expect(text.contains(#"{\an6\pos(740.8,451)\fs19"#))  // the duration label, to the right of [684, 742), set to fit
        #expect(text.contains("m 116 449 l 684 449 684 453 116 453{\\p0}"))  // the track, 2B to W - 2B
    }

    @Test func thePlayButtonShowsWhatItWillDo() {
        let layout = ControlsLayout(screen: Size(width: 1280, height: 720))
        var paused = Self.controls
        paused.paused = true
        // Playing: two bars (pause); paused: a triangle (play), both centred in [0, B).
        #expect(
            OverlayText.ass(OverlayModel(controls: Self.controls), layout: layout).contains(
                "}m 28.4 658.9 l 38.7 658.9 38.7 695.1 28.4 695.1 m 47.3 658.9 l"))
        #expect(OverlayText.ass(OverlayModel(controls: paused), layout: layout).contains("}m 29.2 658.1 l 63.6 677 29.2 695.9{\\p0}"))
    }

    @Test func theMediaTitleIsPlainTextAndCutToFit() {
        let layout = ControlsLayout(screen: Size(width: 800, height: 480))
        var controls = Self.controls
        controls.title = #"{\fs200}\N evil"#
        let text = OverlayText.ass(OverlayModel(controls: controls), layout: layout)
        #expect(text.contains("}\\{\\\u{FEFF}fs200\\}\\\u{FEFF}N evil\n"))
        controls.title = String(repeating: "long title ", count: 40)
        let event = OverlayText.ass(OverlayModel(controls: controls), layout: layout).split(separator: "\n")[1]
        let title = event.split(separator: "}").last ?? ""
        #expect(title.hasSuffix("…"))
        #expect(title.count < 70)  // 765 points at 23 points a line: about 55 characters
    }

    @Test(arguments: [Size(width: 1280, height: 720), Size(width: 800, height: 480)])
    func theVolumeGaugeIsNearTheRightEdgeAndBrightnessNearTheLeft(screen: Size) {
        let layout = ControlsLayout(screen: screen)
        let gauge = layout.gauge(atRightEdge: true)
        let volume = OverlayText.ass(
            OverlayModel(hud: .gauge(atRightEdge: true, caption: "Volume", value: "85%", filled: 100)), layout: layout)
        let fill = Rect(x: gauge.minX, y: gauge.maxY - 100, width: gauge.width, height: 100)
        #expect(volume.contains("m \(fmt(fill.minX)) \(fmt(fill.minY)) l \(fmt(fill.maxX)) \(fmt(fill.minY))"))
        #expect(volume.contains("}Volume") && volume.contains("}85%"))
        #expect(volume.contains("\\pos(\(fmt(gauge.midX)),"))
        let brightness = OverlayText.ass(
            OverlayModel(hud: .gauge(atRightEdge: false, caption: "Brightness", value: "-20", filled: 40)), layout: layout)
        #expect(brightness.contains("\\pos(\(fmt(layout.gauge(atRightEdge: false).midX)),"))
        #expect(brightness.contains("}-20"))
    }

    @Test func theSeekHUDIsTheTargetLargeAtTheCentreWithTheOffsetAndAProgressBar() {
        let layout = ControlsLayout(screen: Size(width: 1280, height: 720))
        let text = OverlayText.ass(OverlayModel(hud: .seek(target: "2:10", offset: "+0:30", filled: 111, chapter: nil)), layout: layout)
        #expect(text.contains(#"{\an5\pos(640,347.1)\fs77"#) && text.contains("}2:10"))
        #expect(text.contains(#"{\an5\pos(640,407.3)\fs33"#) && text.contains("}+0:30"))
        let progress = layout.seekProgress
        #expect(text.contains("m \(fmt(progress.minX)) \(fmt(progress.minY)) l \(fmt(progress.minX + 111)) "))
    }

    @Test func theHoldBadgeIsAtTheTopCentreAndTheZoomAtTheCentre() {
        let layout = ControlsLayout(screen: Size(width: 1280, height: 720))
        let hold = OverlayText.ass(OverlayModel(hud: .hold("2×")), layout: layout)
        #expect(hold.contains("\\pos(640,146.5)") && hold.hasSuffix("}2×"))
        let zoom = OverlayText.ass(OverlayModel(hud: .zoom("1.41×")), layout: layout)
        #expect(zoom.contains("\\pos(640,360)") && zoom.hasSuffix("}1.41×"))
    }

    @Test func theUnlockButtonIsInTheLockButtonsPlace() {
        let layout = ControlsLayout(screen: Size(width: 1280, height: 720))
        let text = OverlayText.ass(OverlayModel(unlockButton: true), layout: layout)
        #expect(text.hasPrefix(#"{\an7\pos(0,0)\bord0\shad0\1c&HF4A53D&\1a&H26&\p1}m 1201 641 l 1273 641 1273 713 1201 713{\p0}"#))
        #expect(text.hasSuffix("}Locked"))
        #expect(!text.contains("m 0 634 l 1280 634"))  // no bar
    }

    @Test func aFingerIsARingWithItsIdAndATrail() {
        let layout = ControlsLayout(screen: Size(width: 1280, height: 720))
        let mark = TouchTrails.Mark(
            id: 3, location: Point(x: 200, y: 100), isDown: true, trail: [Point(x: 180, y: 100), Point(x: 200, y: 100)])
        let text = OverlayText.ass(OverlayModel(touches: [mark]), layout: layout)
        let events = text.split(separator: "\n")
        #expect(events.count == 3)
        #expect(events[0].hasSuffix("m 180 102.6 l 200 102.6 200 97.4 180 97.4{\\p0}"))  // the trail, a thin quad
        #expect(events[1].contains("\\1a&HFF&") && events[1].contains("m 234 100 b "))  // the ring, radius 34
        #expect(events[2].contains("\\pos(200,100)") && events[2].hasSuffix("}3"))
        let lifted = TouchTrails.Mark(id: 3, location: Point(x: 200, y: 100), isDown: false, trail: mark.trail)
        #expect(OverlayText.ass(OverlayModel(touches: [lifted]), layout: layout).split(separator: "\n").count == 1)
    }

    private func fmt(_ value: Double) -> String { NumberText.format((value * 10).rounded() / 10) }
}
