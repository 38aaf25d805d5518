import Gestures
import PlayerModel
import TextFormats

/// Draws a `ScriptPicture` as an SVG document (`simulate --svg FILE`), a picture to read
/// a script by, failing or not:
///
/// - the screen, to scale, with each finger's path in a colour of its own: a dot where it
///   touched down, a ring where it lifted, a cross where it was cancelled, and its times;
/// - the step marks of each pan: a tick every `pan-step` points from the touch-down point
///   along the pan's axis, up to the last step it reached;
/// - each action where it happened (a diamond), with its name and time; a run of the
///   same action in one touch sequence (ten `volumeDown` of one drag) is labelled once,
///   with its count and its first and last time;
/// - below, a timeline of the fingers, the actions and the `expect` lines (green held,
///   red failed), and each failed line's message in red.
///
/// Labels are placed where they overlap no other label when such a place is near; past
/// `maximumLabels` only the marks are drawn, so a huge script gives a big picture, not an
/// endless one.
public enum ScriptPictureSVG {
    /// One colour per finger, in turn; red is kept for failures.
    static let palette = ["#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#bcbd22", "#7f7f7f"]
    static let failureColour = "#d62728"
    static let successColour = "#2ca02c"
    /// The most text labels on the screen (finger times and action runs).
    static let maximumLabels = 300
    /// The most failure messages listed under the timeline.
    static let maximumListedFailures = 20

    /// The SVG document for `picture`.
    public static func render(_ picture: ScriptPicture) -> String {
        var canvas = Canvas(picture: picture)
        canvas.drawTitle()
        canvas.drawScreen()
        canvas.drawTimeline()
        canvas.drawFailures()
        return canvas.document()
    }
}

/// The drawing in progress: where things go, and the elements drawn so far.
private struct Canvas {
    let picture: ScriptPicture
    /// Screen points to pixels.
    let scale: Double
    let padding = 16.0
    /// The screen's top left corner, in pixels.
    let screenOrigin: (x: Double, y: Double)
    let screenSize: (width: Double, height: Double)
    /// The width of everything but the padding.
    let contentWidth: Double
    let fontSize = 11.0
    private var elements: [String] = []
    /// The boxes of the labels placed so far.
    private var placed: [(x: Double, y: Double, width: Double, height: Double)] = []
    /// How far down the drawing goes so far.
    private var bottom = 0.0

    init(picture: ScriptPicture) {
        self.picture = picture
        scale = min(960 / picture.screen.width, 600 / picture.screen.height)
        screenSize = (picture.screen.width * scale, picture.screen.height * scale)
        // Wide enough for the title too (bold 14-pixel monospace: about 8.5 pixels a character).
        let titleLength = Self.title(of: picture).replacing(/<[^>]*>/, with: "").count
        contentWidth = max(screenSize.width, 720, Double(titleLength) * 8.5)
        screenOrigin = (padding, padding + 30)
        bottom = screenOrigin.y + screenSize.height
    }

    // MARK: Parts

    mutating func drawTitle() {
        elements.append(
            "<text class=\"title\" x=\"\(Self.number(padding))\" y=\"\(Self.number(padding + 14))\">\(Self.title(of: picture))</text>")
    }

    /// The title line's content (SVG text): the script, its screen, and what happened,
    /// the failures in red.
    private static func title(of picture: ScriptPicture) -> String {
        let failed = picture.checks.count { $0.failure != nil }
        let counts =
            "\(plural(picture.fingers.count, "touch", "touches")), \(plural(picture.actions.count, "action", "actions")), "
            + "\(plural(picture.checks.count, "expectation", "expectations"))"
        let failures = failed > 0 ? "<tspan fill=\"\(ScriptPictureSVG.failureColour)\">, \(failed) failed</tspan>" : ""
        let size = "\(NumberText.format(picture.screen.width))×\(NumberText.format(picture.screen.height))"
        return "\(XMLText.escaped(picture.title)) — screen \(size), \(counts)\(failures)"
    }

    mutating func drawScreen() {
        let (x, y) = screenOrigin
        let (width, height) = screenSize
        elements.append(
            "<clipPath id=\"screen\"><rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(width))\" "
                + "height=\"\(Self.number(height))\"/></clipPath>")
        elements.append(
            "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" "
                + "fill=\"#f6f6f6\" stroke=\"#999\"/>")
        elements.append("<g clip-path=\"url(#screen)\">")
        drawStepMarks()
        for (index, finger) in picture.fingers.enumerated() { drawPath(of: finger, colour: Self.colour(index)) }
        for action in picture.actions { drawMarker(at: action.location) }
        elements.append("</g>")
        for (index, finger) in picture.fingers.enumerated() { labelTimes(of: finger, colour: Self.colour(index)) }
        for run in Self.runs(of: picture.actions) { labelRun(run) }
    }

    mutating func drawTimeline() {
        let left = padding + 64
        let width = contentWidth - 64
        let end = max(picture.endTime.seconds, 0.001)
        func x(_ time: Instant) -> Double { left + time.seconds / end * width }
        var top = screenOrigin.y + screenSize.height + 28

        rowLabel("fingers", y: top + 8)
        var laneEnds: [Instant] = []
        for (index, finger) in picture.fingers.enumerated() {
            guard let first = finger.path.first?.time, let last = finger.path.last?.time else { continue }
            let lane = laneEnds.firstIndex { $0 < first } ?? (laneEnds.count < 8 ? laneEnds.count : laneEnds.count - 1)
            if lane == laneEnds.count { laneEnds.append(last) } else { laneEnds[lane] = max(laneEnds[lane], last) }
            let y = top + Double(lane) * 8
            elements.append(
                "<rect x=\"\(Self.number(x(first)))\" y=\"\(Self.number(y))\" width=\"\(Self.number(max(2, x(last) - x(first))))\" "
                    + "height=\"6\" fill=\"\(Self.colour(index))\"/>")
        }
        top += Double(max(1, laneEnds.count)) * 8 + 10

        rowLabel("actions", y: top + 8)
        for action in picture.actions {
            let position = Self.number(x(action.event.time))
            elements.append(
                "<line x1=\"\(position)\" y1=\"\(Self.number(top))\" x2=\"\(position)\" y2=\"\(Self.number(top + 10))\" stroke=\"#222\"/>")
        }
        top += 22

        rowLabel("expect", y: top + 8)
        for check in picture.checks {
            let colour = check.failure == nil ? ScriptPictureSVG.successColour : ScriptPictureSVG.failureColour
            let position = x(check.expectation.time)
            elements.append("<circle cx=\"\(Self.number(position))\" cy=\"\(Self.number(top + 4))\" r=\"4\" fill=\"\(colour)\"/>")
            if check.failure != nil {
                elements.append(
                    "<text x=\"\(Self.number(position + 6))\" y=\"\(Self.number(top + 8))\" fill=\"\(colour)\">line \(check.expectation.line)</text>"
                )
            }
        }
        top += 18

        elements.append(
            "<line x1=\"\(Self.number(left))\" y1=\"\(Self.number(top))\" x2=\"\(Self.number(left + width))\" y2=\"\(Self.number(top))\" stroke=\"#999\"/>"
        )
        let step = Self.tickStep(for: end)
        var tick = 0.0
        while tick <= end + step / 1000 {
            let position = Self.number(left + tick / end * width)
            elements.append(
                "<line x1=\"\(position)\" y1=\"\(Self.number(top))\" x2=\"\(position)\" y2=\"\(Self.number(top + 4))\" stroke=\"#999\"/>")
            elements.append(
                "<text x=\"\(position)\" y=\"\(Self.number(top + 15))\" text-anchor=\"middle\" fill=\"#666\">\(NumberText.format(tick, decimals: 3))s</text>"
            )
            tick += step
        }
        bottom = top + 22
    }

    mutating func drawFailures() {
        let failures = picture.checks.compactMap(\.failure)
        let held = picture.checks.count - failures.count
        var y = bottom + 12
        if !picture.checks.isEmpty {
            let colour = failures.isEmpty ? ScriptPictureSVG.successColour : "#222"
            elements.append(
                "<text x=\"\(Self.number(padding))\" y=\"\(Self.number(y))\" fill=\"\(colour)\">\(held) of \(picture.checks.count) expect lines held</text>"
            )
            y += 16
        }
        for failure in failures.prefix(ScriptPictureSVG.maximumListedFailures) {
            elements.append(
                "<text x=\"\(Self.number(padding))\" y=\"\(Self.number(y))\" fill=\"\(ScriptPictureSVG.failureColour)\">✗ \(XMLText.escaped(failure))</text>"
            )
            y += 16
        }
        if failures.count > ScriptPictureSVG.maximumListedFailures {
            elements.append(
                "<text x=\"\(Self.number(padding))\" y=\"\(Self.number(y))\" fill=\"\(ScriptPictureSVG.failureColour)\">"
                    + "… and \(failures.count - ScriptPictureSVG.maximumListedFailures) more failed</text>")
            y += 16
        }
        elements.append(
            "<text x=\"\(Self.number(padding))\" y=\"\(Self.number(y))\" fill=\"#666\">● touch-down  ○ lift  × cancelled  "
                + "◆ action  ┼ pan step (\(NumberText.format(picture.panStep)) pt)  times in seconds from the start</text>")
        bottom = y + 8
    }

    /// The whole document.
    func document() -> String {
        let width = Self.number(contentWidth + 2 * padding)
        let height = Self.number(bottom + padding)
        let style =
            "<style>text{font-family:'DejaVu Sans Mono',monospace;font-size:\(Self.number(fontSize))px}"
            + ".title{font-size:14px;font-weight:bold}"
            + ".halo{paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}</style>"
        return
            ([
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">",
                style, "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>",
            ] + elements + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    // MARK: Screen elements

    /// A point on the screen, in pixels.
    private func pixel(_ point: Point) -> (x: Double, y: Double) {
        (screenOrigin.x + point.x * scale, screenOrigin.y + point.y * scale)
    }

    private mutating func drawPath(of finger: ScriptPicture.Finger, colour: String) {
        guard let start = finger.path.first, let end = finger.path.last else { return }
        if finger.path.count > 1 {
            let points = finger.path.map {
                let (x, y) = pixel($0.location)
                return "\(Self.number(x)),\(Self.number(y))"
            }
            elements.append(
                "<polyline points=\"\(points.joined(separator: " "))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2.5\" "
                    + "stroke-linejoin=\"round\" stroke-linecap=\"round\" opacity=\"0.85\"/>")
        }
        let (downX, downY) = pixel(start.location)
        elements.append("<circle cx=\"\(Self.number(downX))\" cy=\"\(Self.number(downY))\" r=\"4.5\" fill=\"\(colour)\"/>")
        let (upX, upY) = pixel(end.location)
        switch finger.ending?.phase {
        case .ended:
            elements.append(
                "<circle cx=\"\(Self.number(upX))\" cy=\"\(Self.number(upY))\" r=\"7\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\"/>"
            )
        case .cancelled:
            let (a, b, c, d) = (Self.number(upX - 6), Self.number(upY - 6), Self.number(upX + 6), Self.number(upY + 6))
            elements.append(
                "<path d=\"M\(a),\(b)L\(c),\(d)M\(a),\(d)L\(c),\(b)\" stroke=\"\(colour)\" stroke-width=\"2\" fill=\"none\"/>")
        default:
            break
        }
    }

    private mutating func drawMarker(at point: Point) {
        let (x, y) = pixel(point)
        let (left, right, top, lower) = (Self.number(x - 4), Self.number(x + 4), Self.number(y - 4), Self.number(y + 4))
        elements.append(
            "<path d=\"M\(Self.number(x)),\(top)L\(right),\(Self.number(y))L\(Self.number(x)),\(lower)L\(left),\(Self.number(y))Z\" "
                + "fill=\"#222\"/>")
    }

    /// A tick across each step a pan reached, every `panStep` points from its touch-down
    /// point along its axis.
    private mutating func drawStepMarks() {
        var levels: [Int: (anchor: Point, vertical: Bool, low: Int, high: Int)] = [:]
        for action in picture.actions {
            guard let vertical = Self.isVerticalStep(action.event.action), case .points(let points) = action.event.payload,
                points.isFinite
            else { continue }
            let level = Int(max(-10_000, min(10_000, (points / picture.panStep).rounded(.towardZero))))
            let known = levels[action.sequence] ?? (action.anchor, vertical, 0, 0)
            levels[action.sequence] = (known.anchor, known.vertical, min(known.low, level), max(known.high, level))
        }
        for (_, pan) in levels.sorted(by: { $0.key < $1.key }) {
            for level in pan.low...pan.high where level != 0 {
                let distance = Double(level) * picture.panStep
                // Vertical levels count upwards (y0 − y); horizontal ones rightwards.
                let point =
                    pan.vertical
                    ? Point(x: pan.anchor.x, y: pan.anchor.y - distance) : Point(x: pan.anchor.x + distance, y: pan.anchor.y)
                let (x, y) = pixel(point)
                let (x1, y1, x2, y2) = pan.vertical ? (x - 7, y, x + 7, y) : (x, y - 7, x, y + 7)
                elements.append(
                    "<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\" "
                        + "stroke=\"#444\" stroke-width=\"1.5\"/>")
            }
        }
    }

    /// Whether `action` is a step of a vertical pan (true) or a horizontal one (false);
    /// nil for actions that are no pan step.
    private static func isVerticalStep(_ action: PlayerAction) -> Bool? {
        switch action {
        case .volumeUp, .volumeDown, .brightnessUp, .brightnessDown: true
        case .seekPreview, .seekForward, .seekBackward, .seekCancel: false
        default: nil
        }
    }

    /// The finger's times: of its touch-down, and of its lift beside where it lifted, or
    /// both in one label when it lifted near where it landed.
    private mutating func labelTimes(of finger: ScriptPicture.Finger, colour: String) {
        guard let start = finger.path.first, let end = finger.path.last else { return }
        let (downX, downY) = pixel(start.location)
        let (upX, upY) = pixel(end.location)
        guard let lift = finger.ending?.time else {
            label(Self.time(start.time), x: downX, y: downY, colour: colour)
            return
        }
        if abs(upX - downX) + abs(upY - downY) > 24 {
            label(Self.time(start.time), x: downX, y: downY, colour: colour)
            label(Self.time(lift), x: upX, y: upY, colour: colour)
        } else {
            label("\(Self.time(start.time))–\(Self.time(lift))", x: downX, y: downY, colour: colour)
        }
    }

    private mutating func labelRun(_ run: ArraySlice<ScriptPicture.Action>) {
        guard let first = run.first, let last = run.last else { return }
        // A bound mpv command is labelled by its gesture and command, not as "command".
        let name = first.event.command.map { "\($0.gesture): \($0.text)" } ?? first.event.action.rawValue
        let text =
            run.count == 1
            ? "\(name) \(Self.time(first.event.time))"
            : "\(name) ×\(run.count) \(Self.time(first.event.time))–\(Self.time(last.event.time))"
        let (x, y) = pixel(last.location)
        label(text, x: x, y: y, colour: "#222")
    }

    /// Places `text` near (x, y) where it overlaps no label placed before, if such a
    /// place is among the nearby ones, else at the first of them.
    private mutating func label(_ text: String, x: Double, y: Double, colour: String) {
        guard placed.count < ScriptPictureSVG.maximumLabels else { return }
        let width = Double(text.count) * fontSize * 0.61 + 2
        let height = fontSize + 2
        var candidates: [(x: Double, y: Double)] = []
        for row in 0..<16 {
            let dy = row.isMultiple(of: 2) ? -6 - Double(row / 2) * 14 : 14 + Double(row / 2) * 14
            candidates += [(x + 8, y + dy), (x - 8 - width, y + dy)]
        }
        let limit = contentWidth + 2 * padding
        let chosen =
            candidates.first { candidate in
                candidate.x >= 0 && candidate.x + width <= limit
                    && !placed.contains { Self.overlap($0, (candidate.x, candidate.y - fontSize, width, height)) }
            } ?? candidates[0]
        placed.append((chosen.x, chosen.y - fontSize, width, height))
        elements.append(
            "<text class=\"halo\" x=\"\(Self.number(chosen.x))\" y=\"\(Self.number(chosen.y))\" fill=\"\(colour)\">\(XMLText.escaped(text))</text>"
        )
    }

    private mutating func rowLabel(_ text: String, y: Double) {
        elements.append("<text x=\"\(Self.number(padding))\" y=\"\(Self.number(y))\" fill=\"#666\">\(text)</text>")
    }

    // MARK: Helpers

    /// Consecutive actions of the same kind in the same touch sequence.
    private static func runs(of actions: [ScriptPicture.Action]) -> [ArraySlice<ScriptPicture.Action>] {
        var runs: [ArraySlice<ScriptPicture.Action>] = []
        var start = 0
        for index in actions.indices.dropFirst()
        where actions[index].event.action != actions[start].event.action || actions[index].event.command != actions[start].event.command
            || actions[index].sequence != actions[start].sequence
        {
            runs.append(actions[start..<index])
            start = index
        }
        if start < actions.count { runs.append(actions[start...]) }
        return runs
    }

    private static func overlap(
        _ a: (x: Double, y: Double, width: Double, height: Double), _ b: (x: Double, y: Double, width: Double, height: Double)
    ) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }

    /// A time axis step of 1, 2 or 5 × 10ⁿ seconds giving at most ten ticks.
    private static func tickStep(for seconds: Double) -> Double {
        var step = 0.001
        while seconds / step > 10 {
            for factor in [2.0, 2.5, 2.0] where seconds / step > 10 { step *= factor }
        }
        return step
    }

    private static func colour(_ index: Int) -> String {
        ScriptPictureSVG.palette[index % ScriptPictureSVG.palette.count]
    }

    /// Seconds with three decimals: "0.350s".
    private static func time(_ time: Instant) -> String {
        RunOutput.humanTime(time)
    }

    /// A coordinate to a tenth of a pixel.
    private static func number(_ value: Double) -> String {
        NumberText.format(value, decimals: 1)
    }

    private static func plural(_ count: Int, _ one: String, _ many: String) -> String {
        "\(count) \(count == 1 ? one : many)"
    }
}
