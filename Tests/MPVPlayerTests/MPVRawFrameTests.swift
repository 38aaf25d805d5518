import Gestures
import MPVPlayer
import Testing

/// A seek preview's picture as `overlay-add` takes it: opaque, rows packed, turned with a
/// turned panel.
struct MPVRawFrameTests {
    /// 3×2 pixels, rows 16 bytes apart (4 of padding); pixel (x, y) is blue 10x+y, green
    /// 100, red 200, and a garbage fourth byte.
    let frame = MPVRawFrame(
        width: 3, height: 2, stride: 16, format: "bgr0",
        bytes: (0..<2).flatMap { y in (0..<3).flatMap { x in [UInt8(10 * x + y), 100, 200, 7] } + [9, 9, 9, 9] })

    /// The blue bytes, row by row.
    func blues(_ picture: MPVRawFrame) -> [[UInt8]] {
        (0..<picture.height).map { y in (0..<picture.width).map { x in picture.bytes[y * picture.stride + x * 4] } }
    }

    @Test func thePixelsArePackedAndOpaque() {
        let picture = frame.opaqueBGRA()
        #expect(picture.width == 3 && picture.height == 2 && picture.stride == 12 && picture.bytes.count == 24)
        #expect(blues(picture) == [[0, 10, 20], [1, 11, 21]])
        let rest = (0..<6).map { picture.bytes[(4 * $0 + 1)...(4 * $0 + 3)] }
        #expect(rest.allSatisfy { Array($0) == [100, 200, 255] })
    }

    /// Turned clockwise as the panel's picture is: at 90 the top-left pixel goes to the
    /// top-right, at 180 to the bottom-right, at 270 to the bottom-left.
    @Test func aTurnedPictureIsTurnedClockwise() {
        #expect(blues(frame.opaqueBGRA(turnedBy: .clockwise90)) == [[1, 0], [11, 10], [21, 20]])
        #expect(blues(frame.opaqueBGRA(turnedBy: .upsideDown)) == [[21, 11, 1], [20, 10, 0]])
        #expect(blues(frame.opaqueBGRA(turnedBy: .clockwise270)) == [[20, 21], [10, 11], [0, 1]])
        let quarter = frame.opaqueBGRA(turnedBy: .clockwise90)
        #expect(quarter.width == 2 && quarter.height == 3 && quarter.stride == 8)
    }
}
