import Gestures
import PlayerModel

/// Where the touch controls and the HUD sit on a W×H screen, in points (docs/behaviour.md,
/// "Layout, lock and feedback"): the hit areas of the controls' views and the geometry the
/// overlay is drawn with, one source for both, so that what a finger hits is what it sees.
///
/// B = round(max(48, 0.12·min(W, H))) is the bars' height and the buttons' width: 86 at
/// 1280×720 and at 720×1280 (a portrait screen's controls are as big as a landscape
/// one's, not taller), 58 at 800×480, never under 48 (about 9 mm on a 7-inch 800×480
/// panel, a fingertip).
/// The bottom bar holds, left to right: play/pause [0, B), the position label [B, 2B), the
/// seek track [2B, W − 2B], the duration label [W − 2B, W − B), the lock button [W − B, W).
/// With a playlist of more than one entry (`playlistButtons`), previous [0, B), play/pause
/// [B, 2B) and next [2B, 3B) come first, the position label [3B, 4B), and the track starts
/// at 4B. The top bar's menu buttons stand side by side from its right edge; the menu
/// panel stands at the right edge below the top bar. Text sizes follow B, so the controls
/// scale with the screen.
///
/// The screen is the one the viewer sees: on a panel turned by `display-rotation`,
/// `panelTurn` says how it is turned onto the panel the overlay is drawn on.
public struct ControlsLayout: Hashable, Sendable {
    public let screen: Size
    /// How `screen` is turned onto the panel.
    public let panelTurn: QuarterTurn
    /// B: the bars' height and the buttons' width.
    public let bar: Double
    /// Whether the bottom bar has the previous and next buttons.
    public let playlistButtons: Bool

    /// The smallest B, for short screens.
    public static let minimumBar: Double = 48
    /// B as a fraction of the screen's shorter side.
    public static let barFraction: Double = 0.12

    /// The layout of a `screen`-sized display turned by `panelTurn` onto the panel, with
    /// the previous and next buttons when `playlistButtons`.
    public init(screen: Size, panelTurn: QuarterTurn = .none, playlistButtons: Bool = false) {
        self.screen = screen
        self.panelTurn = panelTurn
        self.playlistButtons = playlistButtons
        bar = max(Self.minimumBar, Self.barFraction * min(screen.width, screen.height)).rounded()
    }

    /// The same screen's layout with or without the previous and next buttons.
    public func with(playlistButtons: Bool) -> ControlsLayout {
        ControlsLayout(screen: screen, panelTurn: panelTurn, playlistButtons: playlistButtons)
    }

    /// The panel the overlay is drawn on: the screen before the turn.
    public var panel: Size { panelTurn.turnedScreen(of: screen) }

    /// How many B-wide slots precede the position label in the bottom bar.
    private var leadingSlots: Double { playlistButtons ? 3 : 1 }

    private var width: Double { screen.width }
    private var height: Double { screen.height }

    /// The top bar, y ∈ [0, B): the media title; it takes touches but does nothing.
    public var topBar: Rect { Rect(x: 0, y: 0, width: width, height: bar) }
    /// The bottom bar, y ∈ [H − B, H].
    public var bottomBar: Rect { Rect(x: 0, y: height - bar, width: width, height: bar) }
    /// Play/pause, x ∈ [0, B) of the bottom bar ([B, 2B) with the playlist buttons).
    public var playButton: Rect { bottomSlot(playlistButtons ? 1 : 0) }
    /// Previous, x ∈ [0, B), with the playlist buttons.
    public var previousButton: Rect { bottomSlot(0) }
    /// Next, x ∈ [2B, 3B), with the playlist buttons.
    public var nextButton: Rect { bottomSlot(2) }
    /// The position label, x ∈ [B, 2B) ([3B, 4B) with the playlist buttons).
    public var positionLabel: Rect { bottomSlot(leadingSlots) }
    /// The seek track, x ∈ [2B, W − 2B] ([4B, W − 2B] with the playlist buttons):
    /// touching or dragging it previews, lifting seeks.
    public var track: Rect {
        let start = (leadingSlots + 1) * bar
        return Rect(x: start, y: height - bar, width: max(0, width - start - 2 * bar), height: bar)
    }
    /// The duration label, x ∈ [W − 2B, W − B).
    public var durationLabel: Rect { Rect(x: width - 2 * bar, y: height - bar, width: bar, height: bar) }
    /// The lock button, x ∈ [W − B, W); while locked, the unlock button in the same place.
    public var lockButton: Rect { Rect(x: width - bar, y: height - bar, width: bar, height: bar) }

    /// The bottom bar's B-wide slot `index` from the left.
    private func bottomSlot(_ index: Double) -> Rect {
        Rect(x: index * bar, y: height - bar, width: bar, height: bar)
    }

    // MARK: Menus

    /// The top bar's buttons for `menus` (those that show), side by side from its right
    /// edge in `MenuName`'s order: tracks rightmost, then chapters, playlist, speed.
    public func menuButtons(_ menus: [MenuName]) -> [(menu: MenuName, area: Rect)] {
        MenuName.allCases.filter(menus.contains).enumerated().map { index, menu in
            (menu, Rect(x: width - Double(index + 1) * bar, y: 0, width: bar, height: bar))
        }
    }

    /// The menu panel: at the right edge, full height below the top bar (over the bottom
    /// bar), max(6B, 0.4·W) wide, or all of W when W < 6B.
    public var menuPanel: Rect {
        let panelWidth = width < 6 * bar ? width : max(6 * bar, (0.4 * width).rounded())
        return Rect(x: width - panelWidth, y: bar, width: panelWidth, height: max(0, height - bar))
    }

    /// The panel's header row: the menu's name and the close button.
    public var menuHeader: Rect {
        let panel = menuPanel
        return Rect(x: panel.minX, y: panel.minY, width: panel.width, height: min(bar, panel.height))
    }

    /// The close button, at the header's right end.
    public var menuCloseButton: Rect {
        let header = menuHeader
        return Rect(x: header.maxX - bar, y: header.minY, width: bar, height: header.height)
    }

    /// The list under the header, where the rows scroll; each row is B high.
    public var menuList: Rect {
        let panel = menuPanel
        return Rect(x: panel.minX, y: panel.minY + bar, width: panel.width, height: max(0, panel.height - bar))
    }

    /// The rows' text size, and their second line's (codec, start time) in small type.
    public var menuTextSize: Double { (0.32 * bar).rounded() }
    public var menuDetailSize: Double { (0.22 * bar).rounded() }

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
    /// Where the title's text ends: before the screen's right edge and the `buttons` menu
    /// buttons there, with a margin.
    public func titleWidth(buttons: Int) -> Double { max(0, width - Double(buttons) * bar - 0.6 * bar) }

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

    /// The top of the seek HUD's panel, 0.85·B above the screen's middle.
    public var seekPanelTop: Double { height / 2 - 0.85 * bar }

    /// A seek preview's picture of `size`: centred above the seek HUD's panel (a pan's
    /// preview, 0.15·B above it), or above the seek track at the target's place on it (`trackFraction`, the
    /// track's preview, where the finger is), kept on the screen.
    public func thumbnail(_ size: Size, trackFraction: Double?) -> Rect {
        let centre = trackFraction.map { track.minX + min(1, max(0, $0)) * track.width } ?? width / 2
        let bottom = trackFraction == nil ? seekPanelTop - 0.15 * bar : track.minY - 0.25 * bar
        let x = min(max(0, centre - size.width / 2), max(0, width - size.width))
        return Rect(x: x.rounded(), y: max(0, bottom - size.height).rounded(), width: size.width, height: size.height)
    }

    /// The hold HUD's badge at the top centre, below where the top bar would be.
    public var holdBadge: Rect {
        let badgeWidth = (1.6 * bar).rounded()
        return Rect(x: ((width - badgeWidth) / 2).rounded(), y: (1.3 * bar).rounded(), width: badgeWidth, height: (0.8 * bar).rounded())
    }

    /// The radius of the ring drawn under a finger (`show-touches`): about a fingertip.
    public var touchRingRadius: Double { (0.4 * bar).rounded() }
}
