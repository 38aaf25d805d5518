import Foundation
import Gestures
import MPVPlayer
import PlayerUI
import SystemCalls
import TestSupport
import Testing
import Thumbnails

/// The chooser's pictures on real libmpv and real files made by ffmpeg: a title's frame,
/// or its sidecar picture, each cut to the tile; its metadata's title; sound alone has no
/// picture and is no failure; a file that does not open is said once.
@Suite(.serialized) struct ChooserPicturesTests {
    @Test func eachTitleGetsItsFrameOrItsSidecarAndABrokenOneIsSaidOnce() throws {
        let folder = try TemporaryFolder()
        let titled = folder.path("harbour.mkv")
        try FFmpeg.run([
            "-f", "lavfi", "-i", "color=c=blue:size=320x180:rate=10:duration=5", "-c:v", "mpeg4", "-metadata", "title=Harbour at dawn",
            titled,
        ])
        let sidecarred = folder.path("train.mkv")
        try FFmpeg.run(["-f", "lavfi", "-i", "color=c=red:size=320x180:rate=10:duration=5", "-c:v", "mpeg4", sidecarred])
        try FFmpeg.run(["-f", "lavfi", "-i", "color=c=lime:size=320x180", "-frames:v", "1", folder.path("train.png")])
        let sound = folder.path("song.mp3")
        try FFmpeg.run(["-f", "lavfi", "-i", "sine=frequency=440:duration=5", "-c:a", "libmp3lame", sound])
        let broken = folder.write(Array(repeating: 0x55, count: 4096), name: "broken.mkv")
        let paths = [titled, sidecarred, sound, broken]

        let before = Set(ThreadPriority.threads())
        let client = try MPVClient()
        for option in MPVOptions.headless { try client.setOption(option.name, option.value) }
        try client.initialize()
        let layout = ChooserLayout(screen: Size(width: 1280, height: 720), columns: nil)
        let pictures = ChooserPictures(client: client, memory: 64 << 20) {
            ChooserPictures.View(paths: paths, shown: 0..<4, offset: 0, layout: layout)
        }
        var titles: [String: String] = [:]
        var failures: [String] = []
        var niceValues: Set<Int> = []
        pictures.titled = { titles[$0] = $1 }
        pictures.failed = { path, _ in failures.append(path) }
        let deadline = MonotonicClock.nanoseconds() + 60_000_000_000
        while MonotonicClock.nanoseconds() < deadline,
            pictures.picture(of: titled) == nil || pictures.picture(of: sidecarred) == nil
                || failures.isEmpty || !pictures.descriptors.isEmpty
        {
            let ready = (try? Poll.readable(pictures.descriptors, timeout: 1000)) ?? []
            pictures.serve(ready: Set(ready), now: nil)
            // The core's threads, while it lives (it goes once nothing is left to make).
            for thread in Set(ThreadPriority.threads()).subtracting(before) {
                if let nice = ThreadPriority.niceValue(ofThread: thread) { niceValues.insert(nice) }
            }
        }
        func centre(_ path: String) -> (blue: UInt8, green: UInt8, red: UInt8)? {
            guard let picture = pictures.picture(of: path) else { return nil }
            let at = (picture.height / 2) * picture.stride + (picture.width / 2) * 4
            return (picture.bytes[at], picture.bytes[at + 1], picture.bytes[at + 2])
        }
        let blue = try #require(centre(titled), "no picture of the title")
        #expect(blue.blue > 200 && blue.red < 60 && blue.green < 60, "\(blue)")
        let lime = try #require(centre(sidecarred), "no picture of the sidecar")
        #expect(lime.green > 200 && lime.red < 60 && lime.blue < 60, "the title's red, not its sidecar's lime: \(lime)")
        let picture = try #require(pictures.picture(of: titled))
        #expect(picture.width <= 130 && picture.height <= 72 && picture.width >= 126, "\(picture.width)×\(picture.height)")
        #expect(pictures.picture(of: sound) == nil)
        #expect(titles == [titled: "Harbour at dawn"])
        // Its core decodes below the touch path, as seek previews' does.
        #expect(niceValues.contains(Int(ThumbnailCore.nice)), "nice values \(niceValues)")
        #expect(failures == [broken])
        #expect(pictures.descriptors.isEmpty, "the core is kept with nothing left to make")
    }
}
