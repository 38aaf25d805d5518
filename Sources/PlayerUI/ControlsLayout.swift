import Gestures

/// Where the touch controls and the HUD sit on a W×H screen, in points (docs/behaviour.md,
/// "Layout, lock and feedback"): the hit areas of the controls' views and the geometry the
/// overlay is drawn with, one source for both, so that what a finger hits is what it sees.
///
/// B = round(max(48, 0.12·H)) is the bars' height and the buttons' width: 86 at 1280×720,
/// 58 at 800×480, never under 48 (about 9 mm on a 7-inch 800×480 panel, a fingertip).
/// The bottom bar holds, left to right: play/pause [0, B), the position label [B, 2B), the
/// seek track [2B, W − 2B], the duration label [W − 2B, W − B), the lock button [W − B, W).
/// Text sizes follow B, so the controls scale with the screen.
public struct ControlsLayout: Hashable, Sendable {
    public let screen: Size
    /// B: the bars' height and the buttons' width.
    public let bar: Double

    /// The smallest B, for short screens.
    public static let minimumBar: Double = 48
    /// B as a fraction of the screen's height.
    public static let barFraction: Double = 0.12

    /// The layout of a `screen`-sized display.
    public init(screen: Size) {
        self.screen = screen
        bar = max(Self.minimumBar, Self.barFraction * screen.height).rounded()
    }

    private var width: Double { screen.width }
    private var height: Double { screen.height }

    /// The top bar, y ∈ [0, B): the media title; it takes touches but does nothing.
    public var topBar: Rect { Rect(x: 0, y: 0, width: width, height: bar) }
    /// The bottom bar, y ∈ [H − B, H].
    public var bottomBar: Rect { Rect(x: 0, y: height - bar, width: width, height: bar) }
    /// Play/pause, x ∈ [0, B) of the bottom bar.
    public var playButton: Rect { Rect(x: 0, y: height - bar, width: bar, height: bar) }
    /// The position label, x ∈ [B, 2B).
    public var positionLabel: Rect { Rect(x: bar, y: height - bar, width: bar, height: bar) }
    /// The seek track, x ∈ [2B, W − 2B]: touching or dragging it previews, lifting seeks.
    public var track: Rect { Rect(x: 2 * bar, y: height - bar, width: max(0, width - 4 * bar), height: bar) }
    /// The duration label, x ∈ [W − 2B, W − B).
    public var durationLabel: Rect { Rect(x: width - 2 * bar, y: height - bar, width: bar, height: bar) }
    /// The lock button, x ∈ [W − B, W); while locked, the unlock button in the same place.
    public var lockButton: Rect { Rect(x: width - bar, y: height - bar, width: bar, height: bar) }

    /// The fraction of the track at screen x, 0 at its left end and 1 at its right,
    /// limited to 0…1 (a finger dragged past an end holds the knob there).
    public func trackFraction(atX x: Double) -> Double {
        let track = self.track
        guard track.width > 0, x.isFinite else { return 0 }
        return min(1, max(0, (x - track.minX) / track.width))
    }

    // MARK: Text and HUD

    /// The title's text size.
    public var titleSize: Double { (0.4 * bar).rounded() }
    /// The time labels' largest text size; a long time ("1:23:45") is set smaller to fit.
    public var labelSize: Double { (0.34 * bar).rounded() }
    /// Where the title's text ends: before the screen's right edge, with a margin.
    public var titleWidth: Double { max(0, width - 0.6 * bar) }

    /// The time labels' text size for `text`: `labelSize`, or less so that it fits its
    /// B-wide slot with a margin (a time with hours is set smaller).
    public func labelSize(for text: String) -> Double {
        let fit = 0.85 * bar / TextWidth.ems(of: text)
        return min(labelSize, fit.rounded(.down))
    }

    /// The space between a time label and its slot's far side (labels are set away from
    /// the track, so that the knob at an end of it never covers them).
    public var labelMargin: Double { 0.02 * bar }

    /// The knob's radius: larger while a finger drags it.
    public func knobRadius(seeking: Bool) -> Double {
        ((seeking ? 0.15 : 0.1) * bar).rounded()
    }

    /// The width of the knob's ring, drawn around its radius.
    public var knobRing: Double { max(2, (0.03 * bar).rounded()) }

    /// The volume (right edge) or brightness (left edge) HUD's bar: a vertical gauge half
    /// the screen's height, centred vertically, 1.2·B from its edge.
    public func gauge(atRightEdge: Bool) -> Rect {
        let gaugeWidth = (0.3 * bar).rounded()
        let centre = atRightEdge ? width - 1.2 * bar : 1.2 * bar
        let gaugeHeight = (0.5 * height).rounded()
        return Rect(
            x: (centre - gaugeWidth / 2).rounded(), y: ((height - gaugeHeight) / 2).rounded(), width: gaugeWidth, height: gaugeHeight)
    }

    /// The seek HUD's progress bar, under the target time at the centre.
    public var seekProgress: Rect {
        let progressWidth = (0.4 * width).rounded()
        return Rect(
            x: ((width - progressWidth) / 2).rounded(), y: (height / 2 + 0.9 * bar).rounded(), width: progressWidth,
            height: (0.12 * bar).rounded())
    }

    /// The hold HUD's badge at the top centre, below where the top bar would be.
    public var holdBadge: Rect {
        let badgeWidth = (1.6 * bar).rounded()
        return Rect(x: ((width - badgeWidth) / 2).rounded(), y: (1.3 * bar).rounded(), width: badgeWidth, height: (0.8 * bar).rounded())
    }

    /// The radius of the ring drawn under a finger (`show-touches`): about a fingertip.
    public var touchRingRadius: Double { (0.4 * bar).rounded() }
}
