import Gestures
import TextFormats

/// The pieces of ASS (Advanced SubStation Alpha, libass's format) the overlay is written
/// in: positioned texts and filled drawings, one event each, in screen points (the
/// overlay's `res_x`/`res_y` are the screen's size, so script coordinates are points).
/// Every event sets its own alignment, position, size, outline, shadow and colours, so
/// nothing depends on mpv's OSD style options.
enum ASS {
    /// Colours as 0xRRGGBB.
    static let white: UInt32 = 0xFFFFFF
    static let black: UInt32 = 0x000000
    /// The played part of the track, the knob's ring, the unlock button: a light blue.
    static let accent: UInt32 = 0x3DA5F4
    /// The rings and trails of `show-touches`: a yellow that stands out on video.
    static let touch: UInt32 = 0xFFD23F

    /// A coordinate or size: at most one decimal, no trailing ".0".
    static func number(_ value: Double) -> String {
        NumberText.format(value, decimals: 1)
    }

    /// A colour as ASS writes it, blue first: `&HBBGGRR&`.
    static func colour(_ rgb: UInt32) -> String {
        "&H" + hex(rgb & 0xFF) + hex((rgb >> 8) & 0xFF) + hex((rgb >> 16) & 0xFF) + "&"
    }

    /// An opacity (0 transparent … 1 opaque) as an ASS alpha, which counts transparency.
    static func alpha(_ opacity: Double) -> String {
        "&H" + hex(UInt32((255 * (1 - min(1, max(0, opacity)))).rounded())) + "&"
    }

    private static func hex(_ byte: UInt32) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }

    /// `text` as plain text in an event: braces would start override tags and a backslash
    /// an escape (`\N`, `\h`), so braces are escaped and a backslash is followed by a
    /// zero-width no-break space (U+FEFF), as mpv escapes its own OSD text; line breaks
    /// become spaces.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\u{FEFF}"
            case "{": result += "\\{"
            case "}": result += "\\}"
            case "\n", "\r", "\r\n": result += " "
            default: result.append(character)
            }
        }
        return result
    }

    /// A drawing event: `path` (drawing commands in points) filled with `fill` at
    /// `opacity`, or only outlined when `outline` is given and `opacity` is 0.
    static func shape(_ path: String, fill: UInt32, opacity: Double = 1, outline: (colour: UInt32, width: Double)? = nil) -> String {
        let border = outline.map { "\\bord\(number($0.width))\\3c\(colour($0.colour))\\3a\(alpha(1))" } ?? "\\bord0"
        return "{\\an7\\pos(0,0)\(border)\\shad0\\1c\(colour(fill))\\1a\(alpha(opacity))\\p1}\(path){\\p0}"
    }

    /// A text event: `text` (escaped here) anchored at `point` by `anchor` (the numpad
    /// positions of `\an`: 4 left, 5 centre, 6 right, on the middle line), `size` points
    /// high, white with a thin black outline for any background, never wrapped.
    static func text(_ text: String, at point: Point, anchor: Int, size: Double, colour textColour: UInt32 = white) -> String {
        let outline = max(1, size / 16)
        return "{\\an\(anchor)\\pos(\(number(point.x)),\(number(point.y)))\\fs\(number(size))\\q2\\b0\\bord\(number(outline))"
            + "\\shad0\\1c\(colour(textColour))\\1a\(alpha(1))\\3c\(colour(black))\\3a\(alpha(0.7))}" + escape(text)
    }

    /// `event` drawn only inside `area` of `layout`'s screen (libass's `\clip`), for a
    /// list's rows that scroll under the panel's edges. libass does not turn a clip with
    /// its event, so the clip is given on the panel.
    static func clipped(_ event: String, to area: Rect, _ layout: ControlsLayout) -> String {
        let area = layout.panelTurn.panelRect(area, onPanel: layout.panel)
        let clip = "\\clip(\(number(area.minX)),\(number(area.minY)),\(number(area.maxX)),\(number(area.maxY)))"
        return "{" + clip + event.dropFirst()
    }

    /// `event`, written in points of the turned screen, drawn turned by `turn` onto a
    /// `panel`-sized overlay. ASS cannot turn a whole canvas, but each event turns about
    /// its `\org` by `\frz` (counter-clockwise in degrees): a quarter turn clockwise
    /// about (W/2, W/2) takes the turned screen's (x, y) to the panel's (W − y, x), a
    /// half turn about the centre to (W − x, H − y), three quarters about (H/2, H/2) to
    /// (y, H − x), so the events keep their own coordinates.
    static func turned(_ event: String, by turn: QuarterTurn, onPanel panel: Size) -> String {
        guard turn != .none else { return event }
        let (origin, angle): (Point, Int) =
            switch turn {
            case .none, .upsideDown: (Point(x: panel.width / 2, y: panel.height / 2), 180)
            case .clockwise90: (Point(x: panel.width / 2, y: panel.width / 2), -90)
            case .clockwise270: (Point(x: panel.height / 2, y: panel.height / 2), 90)
            }
        return "{\\org(\(number(origin.x)),\(number(origin.y)))\\frz\(angle)}" + event
    }

    /// The path of a rectangle.
    static func rectangle(_ rect: Rect) -> String {
        let (left, top, right, bottom) = (number(rect.minX), number(rect.minY), number(rect.maxX), number(rect.maxY))
        return "m \(left) \(top) l \(right) \(top) \(right) \(bottom) \(left) \(bottom)"
    }

    /// The path of a straight line `width` points wide, as a quad; nothing for a line of
    /// no length.
    static func line(from start: Point, to end: Point, width: Double) -> String? {
        let length = start.distance(to: end)
        guard length > 0 else { return nil }
        let (nx, ny) = (-(end.y - start.y) / length * width / 2, (end.x - start.x) / length * width / 2)
        return polygon([
            Point(x: start.x + nx, y: start.y + ny), Point(x: end.x + nx, y: end.y + ny), Point(x: end.x - nx, y: end.y - ny),
            Point(x: start.x - nx, y: start.y - ny),
        ])
    }

    /// The path of a polygon through `points`.
    static func polygon(_ points: [Point]) -> String {
        guard let first = points.first else { return "" }
        let rest = points.dropFirst().map { "\(number($0.x)) \(number($0.y))" }.joined(separator: " ")
        return "m \(number(first.x)) \(number(first.y)) l \(rest)"
    }

    /// The path of a circle: four cubic Béziers.
    static func circle(centre: Point, radius: Double) -> String {
        let k = 0.5523 * radius
        let (x, y, r) = (centre.x, centre.y, radius)
        let points: [[Double]] = [
            [x + r, y + k, x + k, y + r, x, y + r], [x - k, y + r, x - r, y + k, x - r, y],
            [x - r, y - k, x - k, y - r, x, y - r], [x + k, y - r, x + r, y - k, x + r, y],
        ]
        return "m \(number(x + r)) \(number(y)) " + points.map { "b " + $0.map(number).joined(separator: " ") }.joined(separator: " ")
    }

    /// `text` cut to fit `width` points at `size`, with "…" where it was cut.
    static func fitted(_ text: String, size: Double, width: Double) -> String {
        guard TextWidth.ems(of: text) * size > width else { return text }
        var cut = String(text.prefix(Int(width / (0.29 * max(size, 1)))))
        while !cut.isEmpty && (TextWidth.ems(of: cut) + 0.6) * size > width {
            cut.removeLast()
        }
        return cut + "…"
    }
}
