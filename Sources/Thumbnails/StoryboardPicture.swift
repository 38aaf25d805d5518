import MPVPlayer

/// One picture of a storyboard as its file holds it: a 64-byte header (a magic, the key
/// frame's time, the next key frame's (`.infinity` after the last), whether it is the
/// first, width, height, stride, and an FNV-1a checksum of the pixels, each 8 bytes little
/// endian) and the `bgr0` rows. Pure: `StoryboardStore` reads and writes the files.
public struct StoryboardPicture: Sendable, Equatable {
    public var keyFrame: Double
    public var next: Double
    public var first: Bool
    public var frame: MPVRawFrame

    public init(keyFrame: Double, next: Double, first: Bool, frame: MPVRawFrame) {
        self.keyFrame = keyFrame
        self.next = next
        self.first = first
        self.frame = frame
    }

    static let magic: UInt64 = 0x3130_4253_5650_4D54  // "TMPVSB01"
    public static let headerSize = 64

    /// The file's bytes.
    public var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.headerSize + frame.bytes.count)
        let fields: [UInt64] = [
            Self.magic, keyFrame.bitPattern, next.bitPattern, first ? 1 : 0, UInt64(frame.width), UInt64(frame.height),
            UInt64(frame.stride), Self.checksum(frame.bytes),
        ]
        for field in fields {
            withUnsafeBytes(of: field.littleEndian) { bytes.append(contentsOf: $0) }
        }
        return bytes + frame.bytes
    }

    /// The header's fields: the key frame, the next, first, and how many bytes of pixels
    /// follow; nil for what is no storyboard picture's header.
    public static func header(_ bytes: [UInt8]) -> (keyFrame: Double, next: Double, first: Bool, pixelBytes: Int)? {
        guard bytes.count >= headerSize else { return nil }
        let fields = (0..<8).map { field(bytes, $0) }
        let (width, height, stride) = (fields[4], fields[5], fields[6])
        guard fields[0] == magic, fields[3] <= 1, width > 0, height > 0, stride >= width * 4, stride <= 4 * 4096,
            height <= 4096
        else { return nil }
        let keyFrame = Double(bitPattern: fields[1])
        let next = Double(bitPattern: fields[2])
        guard keyFrame.isFinite, keyFrame >= 0, next > keyFrame else { return nil }
        return (keyFrame, next, fields[3] == 1, Int(stride * height))
    }

    /// The picture in `bytes`; nil when it is not one whole, as written (cut, or changed).
    public init?(parsing bytes: [UInt8]) {
        guard let header = Self.header(bytes), bytes.count == Self.headerSize + header.pixelBytes else { return nil }
        let pixels = Array(bytes[Self.headerSize...])
        guard Self.field(bytes, 7) == Self.checksum(pixels) else { return nil }
        let (width, height, stride) = (Int(Self.field(bytes, 4)), Int(Self.field(bytes, 5)), Int(Self.field(bytes, 6)))
        self.init(
            keyFrame: header.keyFrame, next: header.next, first: header.first,
            frame: MPVRawFrame(width: width, height: height, stride: stride, format: "bgr0", bytes: pixels))
    }

    /// The header's field `index`, little endian.
    private static func field(_ bytes: [UInt8], _ index: Int) -> UInt64 {
        var value: UInt64 = 0
        for offset in (0..<8).reversed() { value = value << 8 | UInt64(bytes[index * 8 + offset]) }
        return value
    }

    /// FNV-1a over `bytes`: a picture changed on the storage reads back as damaged.
    static func checksum(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
