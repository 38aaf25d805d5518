import Foundation

/// A screenshot in X's own dump format, as `xwd -root` writes it: read back to compare
/// pixel rows. Only what an X server's 24- or 32-bit TrueColor root window gives
/// (ZPixmap, 32 bits per pixel) is read; anything else is refused.
struct XWDImage {
    let width: Int
    let height: Int
    /// Rows of 32-bit pixels as the file stores them.
    private let pixels: [UInt8]
    private let bytesPerLine: Int
    /// Whether a pixel's least significant byte comes first (X's LSBFirst byte order).
    private let leastSignificantFirst: Bool
    private let redShift: Int
    private let greenShift: Int
    private let blueShift: Int

    /// Why a dump was refused.
    struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads the dump in `data`.
    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count >= 100 else { throw Unreadable(description: "an xwd header is 100 bytes, got \(bytes.count)") }
        /// Field `index` of the header: big-endian 32-bit words.
        func field(_ index: Int) -> Int {
            (0..<4).reduce(0) { $0 << 8 | Int(bytes[index * 4 + $1]) }
        }
        let (headerSize, format, width, height) = (field(0), field(2), field(4), field(5))
        let (byteOrder, bitsPerPixel, bytesPerLine, colours) = (field(7), field(11), field(12), field(19))
        guard format == 2, bitsPerPixel == 32 else {
            throw Unreadable(description: "only 32-bit ZPixmap dumps are read, got format \(format), \(bitsPerPixel) bits")
        }
        let start = headerSize + colours * 12
        guard width > 0, height > 0, bytesPerLine >= width * 4, bytes.count >= start + bytesPerLine * height else {
            throw Unreadable(description: "a \(width)x\(height) dump of \(bytes.count) bytes is cut short")
        }
        self.width = width
        self.height = height
        self.bytesPerLine = bytesPerLine
        pixels = Array(bytes[start..<(start + bytesPerLine * height)])
        leastSignificantFirst = byteOrder == 0
        redShift = field(14).trailingZeroBitCount
        greenShift = field(15).trailingZeroBitCount
        blueShift = field(16).trailingZeroBitCount
    }

    /// The red, green and blue of the pixel at (x, y), 0…255 each.
    func rgb(_ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int) {
        let offset = y * bytesPerLine + x * 4
        let word = (0..<4).reduce(0) { value, index in
            let byte = Int(pixels[offset + index])
            return leastSignificantFirst ? value | byte << (8 * index) : value << 8 | byte
        }
        return (word >> redShift & 0xFF, word >> greenShift & 0xFF, word >> blueShift & 0xFF)
    }

    /// The mean absolute difference of row `y` from the same row of `other` (0…255,
    /// over every pixel and channel).
    func rowDifference(_ y: Int, from other: XWDImage) -> Double {
        rowDifference(y, from: other, columns: 0..<min(width, other.width))
    }

    /// The same over the pixels of row `y` in `columns` only.
    func rowDifference(_ y: Int, from other: XWDImage, columns: Range<Int>) -> Double {
        var total = 0
        for x in columns {
            let (a, b) = (rgb(x, y), other.rgb(x, y))
            total += abs(a.red - b.red) + abs(a.green - b.green) + abs(a.blue - b.blue)
        }
        return Double(total) / Double(3 * max(1, columns.count))
    }

    /// The mean absolute difference of column `x` from the same column of `other`.
    func columnDifference(_ x: Int, from other: XWDImage) -> Double {
        var total = 0
        for y in 0..<min(height, other.height) {
            let (a, b) = (rgb(x, y), other.rgb(x, y))
            total += abs(a.red - b.red) + abs(a.green - b.green) + abs(a.blue - b.blue)
        }
        return Double(total) / Double(3 * max(1, min(height, other.height)))
    }

    /// The brightness of the pixel at (x, y), 0…255.
    func brightness(_ x: Int, _ y: Int) -> Int {
        let pixel = rgb(x, y)
        return (pixel.red + pixel.green + pixel.blue) / 3
    }

    /// Whether every pixel equals `other`'s.
    func isIdentical(to other: XWDImage) -> Bool {
        width == other.width && height == other.height && pixels == other.pixels
    }

    /// The mean brightness of row `y` (0…255).
    func rowBrightness(_ y: Int) -> Double {
        let total = (0..<width).reduce(0) { sum, x in
            let pixel = rgb(x, y)
            return sum + pixel.red + pixel.green + pixel.blue
        }
        return Double(total) / Double(3 * width)
    }
}
