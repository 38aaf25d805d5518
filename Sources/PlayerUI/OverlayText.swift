import Gestures

/// An `OverlayModel` as the ASS events of mpv's `osd-overlay` (format `ass-events`, with
/// `res_x` × `res_y` the panel in points), laid out by `ControlsLayout`: one event per
/// line, back to front, each turned onto the panel as `display-rotation` says. An empty
/// model is the empty text (no overlay).
///
/// The bars are black at 60 % over the video; the track is a thin white line with the
/// played part and the knob in the accent colour; icons are drawn as shapes (no font
/// needs them); texts are white with a thin dark outline, legible on any picture.
public enum OverlayText {
    /// The events for `model` on `layout`'s screen.
    public static func ass(_ model: OverlayModel, layout: ControlsLayout) -> String {
        var events: [String] = []
        if let title = model.background { events += background(title, layout) }
        if let controls = model.controls { events += bars(controls, layout) }
        if let menu = model.menu { events += OverlayMenuText.panel(menu, layout) }
        if model.unlockButton { events += unlockButton(layout) }
        if let hud = model.hud { events += hudEvents(hud, layout) }
        if let chooser = model.chooser { events += OverlayChooserText.events(chooser, layout) }
        for mark in model.touches { events += touchMark(mark, layout) }
        return events.map { ASS.turned($0, by: layout.panelTurn, onPanel: layout.panel) }.joined(separator: "\n")
    }

    /// The opacity of bars and panels.
    static let panelOpacity = 0.6

    /// The plain background of media with no picture: a dark slate with a note and the
    /// title in the middle.
    private static func background(_ title: String, _ layout: ControlsLayout) -> [String] {
        let screen = layout.screen
        let size = layout.titleSize
        let centre = Point(x: screen.width / 2, y: screen.height / 2)
        return [
            ASS.shape(ASS.rectangle(Rect(origin: .zero, size: screen)), fill: 0x1E2530),
            ASS.text("♪", at: Point(x: centre.x, y: centre.y - 1.2 * layout.bar), anchor: 5, size: 2 * size),
            ASS.text(ASS.fitted(title, size: size, width: 0.8 * screen.width), at: centre, anchor: 5, size: size),
        ]
    }

    // MARK: The bars

    private static func bars(_ controls: OverlayModel.Controls, _ layout: ControlsLayout) -> [String] {
        let bar = layout.bar
        var events = [
            ASS.shape(ASS.rectangle(layout.topBar), fill: ASS.black, opacity: panelOpacity),
            ASS.text(
                ASS.fitted(controls.title, size: layout.titleSize, width: layout.titleWidth(buttons: controls.menuButtons.count)),
                at: Point(x: 0.3 * bar, y: bar / 2), anchor: 4, size: layout.titleSize),
            ASS.shape(ASS.rectangle(layout.bottomBar), fill: ASS.black, opacity: panelOpacity),
            controls.paused ? playIcon(in: layout.playButton) : pauseIcon(in: layout.playButton),
            label(controls.position, in: layout.positionLabel, trackOnLeft: false, layout),
            label(controls.duration, in: layout.durationLabel, trackOnLeft: true, layout),
        ]
        events += OverlayMenuText.menuButtons(controls, layout)
        if controls.playlistButtons {
            events += [
                OverlayMenuText.skipIcon(in: layout.previousButton, forward: false),
                OverlayMenuText.skipIcon(in: layout.nextButton, forward: true),
            ]
        }
        events += track(controls, layout)
        events += lockIcon(in: layout.lockButton, open: false)
        return events
    }

    /// A time in its slot, set against the slot's side away from the track (the track is
    /// on the duration's left, on the position's right), so the knob at an end of the
    /// track never covers it.
    private static func label(_ text: String, in area: Rect, trackOnLeft: Bool, _ layout: ControlsLayout) -> String {
        let x = trackOnLeft ? area.maxX - layout.labelMargin : area.minX + layout.labelMargin
        return ASS.text(text, at: Point(x: x, y: area.midY), anchor: trackOnLeft ? 6 : 4, size: layout.labelSize(for: text))
    }

    /// The track's line, the played part and the knob.
    private static func track(_ controls: OverlayModel.Controls, _ layout: ControlsLayout) -> [String] {
        let track = layout.track
        let thickness = max(4, (0.07 * layout.bar).rounded())
        let line = Rect(x: track.minX, y: (track.midY - thickness / 2).rounded(), width: track.width, height: thickness)
        var events = [ASS.shape(ASS.rectangle(line), fill: ASS.white, opacity: 0.45)]
        if !controls.chapterMarks.isEmpty {
            let tickWidth = max(2, (0.03 * layout.bar).rounded())
            let ticks = controls.chapterMarks.map {
                ASS.rectangle(Rect(x: track.minX + $0 - tickWidth / 2, y: line.minY - thickness, width: tickWidth, height: 3 * thickness))
            }
            events.append(ASS.shape(ticks.joined(separator: " "), fill: ASS.white, opacity: 0.9))
        }
        if let knob = controls.knob {
            let played = Rect(x: line.minX, y: line.minY, width: knob, height: thickness)
            let radius = layout.knobRadius(seeking: controls.isSeeking)
            events.append(ASS.shape(ASS.rectangle(played), fill: ASS.accent))
            events.append(
                ASS.shape(
                    ASS.circle(centre: Point(x: track.minX + knob, y: track.midY), radius: radius), fill: ASS.white,
                    outline: (ASS.accent, layout.knobRing)))
        }
        return events
    }

    /// ▶: what the button does while paused.
    private static func playIcon(in area: Rect) -> String {
        let (x, y, size) = (area.midX, area.midY, area.width)
        let points = [
            Point(x: x - 0.16 * size, y: y - 0.22 * size), Point(x: x + 0.24 * size, y: y), Point(x: x - 0.16 * size, y: y + 0.22 * size),
        ]
        return ASS.shape(ASS.polygon(points), fill: ASS.white)
    }

    /// ❚❚: what the button does while playing.
    private static func pauseIcon(in area: Rect) -> String {
        let (x, y, size) = (area.midX, area.midY, area.width)
        let (barWidth, barHeight, gap) = (0.12 * size, 0.42 * size, 0.1 * size)
        let left = Rect(x: x - gap / 2 - barWidth, y: y - barHeight / 2, width: barWidth, height: barHeight)
        let right = Rect(x: x + gap / 2, y: y - barHeight / 2, width: barWidth, height: barHeight)
        return ASS.shape(ASS.rectangle(left) + " " + ASS.rectangle(right), fill: ASS.white)
    }

    /// A padlock: the body and the shackle, raised and to the side when `open`.
    private static func lockIcon(in area: Rect, open: Bool) -> [String] {
        let (x, y, size) = (area.midX, area.midY, area.width)
        let body = Rect(x: x - 0.19 * size, y: y - 0.04 * size, width: 0.38 * size, height: 0.28 * size)
        let lift = open ? 0.1 * size : 0
        let shift = open ? 0.12 * size : 0
        let (outer, inner, legTop, legBottom, crown) = (0.14 * size, 0.08 * size, y - 0.14 * size - lift, y - 0.04 * size, 0.2 * size)
        let shackle = [
            "m \(ASS.number(x + shift - outer)) \(ASS.number(legBottom - (open ? lift : 0)))",
            "l \(ASS.number(x + shift - outer)) \(ASS.number(legTop))",
            "b \(ASS.number(x + shift - outer)) \(ASS.number(legTop - crown)) \(ASS.number(x + shift + outer)) \(ASS.number(legTop - crown))"
                + " \(ASS.number(x + shift + outer)) \(ASS.number(legTop))",
            "l \(ASS.number(x + shift + outer)) \(ASS.number(legBottom))",
            "l \(ASS.number(x + shift + inner)) \(ASS.number(legBottom))",
            "l \(ASS.number(x + shift + inner)) \(ASS.number(legTop))",
            "b \(ASS.number(x + shift + inner)) \(ASS.number(legTop - 0.6 * crown)) \(ASS.number(x + shift - inner))"
                + " \(ASS.number(legTop - 0.6 * crown)) \(ASS.number(x + shift - inner)) \(ASS.number(legTop))",
            "l \(ASS.number(x + shift - inner)) \(ASS.number(legBottom - (open ? lift : 0)))",
        ].joined(separator: " ")
        return [ASS.shape(ASS.rectangle(body), fill: ASS.white), ASS.shape(shackle, fill: ASS.white)]
    }

    /// The unlock button in the lock button's place, an open padlock on the accent colour,
    /// with "Locked" beside it.
    private static func unlockButton(_ layout: ControlsLayout) -> [String] {
        let area = layout.lockButton
        let inset = (0.08 * layout.bar).rounded()
        let button = Rect(x: area.minX + inset, y: area.minY + inset, width: area.width - 2 * inset, height: area.height - 2 * inset)
        return [ASS.shape(ASS.rectangle(button), fill: ASS.accent, opacity: 0.85)] + lockIcon(in: area, open: true) + [
            ASS.text("Locked", at: Point(x: area.minX - 0.25 * layout.bar, y: area.midY), anchor: 6, size: layout.labelSize)
        ]
    }

    // MARK: The HUD

    private static func hudEvents(_ hud: OverlayModel.HUD, _ layout: ControlsLayout) -> [String] {
        let (bar, screen) = (layout.bar, layout.screen)
        let centre = Point(x: screen.width / 2, y: screen.height / 2)
        switch hud {
        case .gauge(let atRightEdge, let caption, let value, let filled):
            return gauge(layout.gauge(atRightEdge: atRightEdge), caption: caption, value: value, filled: filled, bar: bar)
        case .seek(let target, let offset, let filled, let chapter):
            let progress = layout.seekProgress
            let panel = Rect(
                x: progress.minX - 0.4 * bar, y: layout.seekPanelTop, width: progress.width + 0.8 * bar,
                height: progress.maxY - centre.y + (chapter == nil ? 1.25 : 1.75) * bar)
            var events = [
                ASS.shape(ASS.rectangle(panel), fill: ASS.black, opacity: panelOpacity),
                ASS.text(target, at: Point(x: centre.x, y: centre.y - 0.15 * bar), anchor: 5, size: (0.9 * bar).rounded()),
                ASS.text(offset, at: Point(x: centre.x, y: centre.y + 0.55 * bar), anchor: 5, size: (0.38 * bar).rounded()),
                ASS.shape(ASS.rectangle(progress), fill: ASS.white, opacity: 0.45),
            ]
            if let chapter {
                let size = (0.3 * bar).rounded()
                events.append(
                    ASS.text(
                        ASS.fitted(chapter, size: size, width: panel.width - 0.4 * bar),
                        at: Point(x: centre.x, y: progress.maxY + 0.55 * bar),
                        anchor: 5, size: size))
            }
            if let filled {
                events.append(
                    ASS.shape(
                        ASS.rectangle(Rect(origin: progress.origin, size: Size(width: filled, height: progress.height))), fill: ASS.accent))
            }
            return events
        case .hold(let badge):
            let area = layout.holdBadge
            return [
                ASS.shape(ASS.rectangle(area), fill: ASS.black, opacity: panelOpacity),
                ASS.text(badge, at: Point(x: area.midX, y: area.midY), anchor: 5, size: (0.55 * bar).rounded()),
            ]
        case .zoom(let label), .seekTaps(let label):
            // A label at the centre: the zoom factor, or a run of seeking taps' total.
            let size = (0.7 * bar).rounded()
            let width = TextWidth.ems(of: label) * size + 0.8 * bar
            let panel = Rect(x: centre.x - width / 2, y: centre.y - 0.6 * bar, width: width, height: 1.2 * bar)
            return [
                ASS.shape(ASS.rectangle(panel), fill: ASS.black, opacity: panelOpacity),
                ASS.text(label, at: centre, anchor: 5, size: size),
            ]
        }
    }

    /// A vertical gauge on a panel: the caption above, the value below, filled from the
    /// bottom by `filled` points.
    private static func gauge(_ gauge: Rect, caption: String, value: String, filled: Double, bar: Double) -> [String] {
        let (captionSize, valueSize) = ((0.24 * bar).rounded(), (0.34 * bar).rounded())
        let panelWidth = (1.9 * bar).rounded()
        let panel = Rect(
            x: gauge.midX - panelWidth / 2, y: gauge.minY - 0.55 * bar, width: panelWidth, height: gauge.height + 1.3 * bar)
        let fill = Rect(x: gauge.minX, y: gauge.maxY - filled, width: gauge.width, height: filled)
        return [
            ASS.shape(ASS.rectangle(panel), fill: ASS.black, opacity: panelOpacity),
            ASS.text(caption, at: Point(x: gauge.midX, y: gauge.minY - 0.28 * bar), anchor: 5, size: captionSize),
            ASS.shape(ASS.rectangle(gauge), fill: ASS.white, opacity: 0.3),
            ASS.shape(ASS.rectangle(fill), fill: ASS.white),
            ASS.text(value, at: Point(x: gauge.midX, y: gauge.maxY + 0.38 * bar), anchor: 5, size: valueSize),
        ]
    }

    // MARK: show-touches

    /// A finger's trail (segments as thin quads), and for a finger down its ring and id.
    private static func touchMark(_ mark: TouchTrails.Mark, _ layout: ControlsLayout) -> [String] {
        var events: [String] = []
        let half = max(1.5, 0.03 * layout.bar)
        let segments = zip(mark.trail, mark.trail.dropFirst()).compactMap { ASS.line(from: $0, to: $1, width: 2 * half) }
        if !segments.isEmpty {
            events.append(ASS.shape(segments.joined(separator: " "), fill: ASS.touch, opacity: 0.8))
        }
        if mark.isDown {
            let radius = layout.touchRingRadius
            events.append(
                ASS.shape(
                    ASS.circle(centre: mark.location, radius: radius), fill: ASS.touch, opacity: 0,
                    outline: (ASS.touch, max(2, (0.06 * layout.bar).rounded()))))
            events.append(ASS.text(String(mark.id), at: mark.location, anchor: 5, size: (0.3 * layout.bar).rounded(), colour: ASS.touch))
        }
        return events
    }
}
