import Foundation

@testable import MPVPlayer

/// Real media files made at test time by libmpv's own encoder (as the built-in source is
/// made): short testsrc clips that any mpv plays.
enum TestMedia {
    /// A clip of `seconds` of mpv's testsrc at `path` (Matroska, MPEG-4 video), `size`
    /// pixels (WxH).
    static func clip(at path: String, seconds: Double = 0.5, size: String = "64x48") throws {
        try BuiltInSource.encode("av://lavfi:testsrc=size=\(size):rate=10:duration=\(seconds)", to: path)
    }
}
