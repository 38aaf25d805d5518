import CMPV
import Gestures

/// A picture as `screenshot-raw` returns it: `width`×`height` pixels of 4 bytes in mpv's
/// `bgr0` order (blue, green, red, a byte of garbage), rows `stride` bytes apart.
public struct MPVRawFrame: Sendable, Hashable {
    public var width: Int
    public var height: Int
    public var stride: Int
    /// mpv's name for the pixel format ("bgr0").
    public var format: String
    public var bytes: [UInt8]

    public init(width: Int, height: Int, stride: Int, format: String, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.stride = stride
        self.format = format
        self.bytes = bytes
    }

    /// Copies the map `screenshot-raw` answers with (`w`, `h`, `stride`, `format`, `data`);
    /// nil for any other result, or one whose data is shorter than its rows.
    init?(copying node: mpv_node) {
        guard node.format == MPV_FORMAT_NODE_MAP, let list = node.u.list?.pointee else { return nil }
        var width = 0
        var height = 0
        var stride = 0
        var format = ""
        var bytes: [UInt8] = []
        for index in 0..<Int(list.num) {
            guard let key = list.keys?[index] else { continue }
            let value = list.values[index]
            switch String(cString: key) {
            case "w" where value.format == MPV_FORMAT_INT64: width = Int(value.u.int64)
            case "h" where value.format == MPV_FORMAT_INT64: height = Int(value.u.int64)
            case "stride" where value.format == MPV_FORMAT_INT64: stride = Int(value.u.int64)
            case "format" where value.format == MPV_FORMAT_STRING: format = value.u.string.map { String(cString: $0) } ?? ""
            case "data" where value.format == MPV_FORMAT_BYTE_ARRAY:
                if let array = value.u.ba?.pointee, let data = array.data {
                    bytes = Array(UnsafeRawBufferPointer(start: data, count: array.size))
                }
            default: continue
            }
        }
        guard width > 0, height > 0, stride >= width * 4, bytes.count >= stride * height else { return nil }
        self.init(width: width, height: height, stride: stride, format: format, bytes: bytes)
    }

    /// The picture as `overlay-add`'s `bgra` wants it, turned clockwise by `turn` (for a
    /// panel turned by `display-rotation`; a quarter turn swaps width and height): the
    /// fourth byte of each pixel made opaque (mpv leaves garbage there), rows `width * 4`
    /// bytes apart.
    public func opaqueBGRA(turnedBy turn: QuarterTurn = .none) -> MPVRawFrame {
        let quarter = turn == .clockwise90 || turn == .clockwise270
        let (turnedWidth, turnedHeight) = quarter ? (height, width) : (width, height)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer { source in
                for row in 0..<height {
                    for column in 0..<width {
                        let (x, y) =
                            switch turn {
                            case .none: (column, row)
                            case .clockwise90: (height - 1 - row, column)
                            case .upsideDown: (width - 1 - column, height - 1 - row)
                            case .clockwise270: (row, width - 1 - column)
                            }
                        let from = row * stride + column * 4
                        let to = (y * turnedWidth + x) * 4
                        target[to] = source[from]
                        target[to + 1] = source[from + 1]
                        target[to + 2] = source[from + 2]
                    }
                }
            }
        }
        return MPVRawFrame(width: turnedWidth, height: turnedHeight, stride: turnedWidth * 4, format: "bgra", bytes: pixels)
    }
}
