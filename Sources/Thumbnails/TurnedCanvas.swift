import Gestures
import MPVPlayer

/// A `bgra` picture laid out in the viewer's screen's pixels (`width` × `height`) and kept
/// in memory turned clockwise by `turn` onto the panel, as `overlay-add` draws it: the
/// chooser's grid on a panel turned by `display-rotation`. A quarter turn swaps the
/// sides; pixels land where `QuarterTurn.panelPoint` puts their points.
struct TurnedCanvas {
    let width: Int
    let height: Int
    let turn: QuarterTurn

    /// The picture's sides on the panel.
    var panelWidth: Int { turn == .clockwise90 || turn == .clockwise270 ? height : width }
    var panelHeight: Int { turn == .clockwise90 || turn == .clockwise270 ? width : height }

    /// Copies `picture` (opaque `bgra`) with its top left at (`left`, `top`) of the screen,
    /// cut to the canvas, into `buffer` (`panelWidth` × `panelHeight` pixels, rows
    /// `panelWidth * 4` bytes apart).
    func draw(_ picture: MPVRawFrame, left: Int, top: Int, into buffer: UnsafeMutableRawBufferPointer) {
        let from = max(0, -left)
        let to = min(picture.width, width - left)
        guard to > from, let target = buffer.baseAddress else { return }
        picture.bytes.withUnsafeBytes { source in
            guard let source = source.baseAddress else { return }
            for row in 0..<picture.height {
                let y = top + row
                guard y >= 0, y < height else { continue }
                let start = row * picture.stride
                if turn == .none {
                    target.advanced(by: (y * width + left + from) * 4).copyMemory(
                        from: source.advanced(by: start + from * 4), byteCount: (to - from) * 4)
                    continue
                }
                for column in from..<to {
                    let (x, y) = panelPixel(x: left + column, y: y)
                    target.advanced(by: (y * panelWidth + x) * 4).copyMemory(from: source.advanced(by: start + column * 4), byteCount: 4)
                }
            }
        }
    }

    /// The panel's pixel where the screen's pixel (`x`, `y`) is drawn.
    func panelPixel(x: Int, y: Int) -> (x: Int, y: Int) {
        switch turn {
        case .none: (x, y)
        case .clockwise90: (height - 1 - y, x)
        case .upsideDown: (width - 1 - x, height - 1 - y)
        case .clockwise270: (y, width - 1 - x)
        }
    }
}
