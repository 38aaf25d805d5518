import Glibc
import Testing

@testable import Gestures
@testable import PlayerGestures
@testable import PlayerRuntime
@testable import TouchScripts

/// `simulate`'s timeline stepping drives a scroll view's motion in virtual time: its
/// frames are recognizer deadlines, so the playback steps through them and ends once the
/// list rests (docs/behaviour.md, "Scrolling lists").
struct ScrollingPlaybackTests {
    // UIKit's UIScrollView.DecelerationRate.normal (0.998 per ms) from the lift's velocity,
    // on a script's `drag`: 200 points up in 100 ms at 100 Hz, the content then at 180
    // and moving at +2 points/ms.
    @Test func aScriptedFlingRunsToRestInVirtualTime() throws {
        let script = try TouchScriptParser.parse(
            text: "@0 drag 300 460 300 260 duration=100ms hz=100\n", fileName: "fling.touch")
        let layer = PlayerGestureLayer(screen: Size(width: 1280, height: 720))
        let list = ScrollView(frame: Rect(x: 100, y: 100, width: 400, height: 400))
        list.contentSize = Size(width: 400, height: 5000)
        layer.window.addSubview(list)
        let playback = ScriptPlayback(script: script, layer: layer)

        playback.advance(to: Instant(microseconds: 600_000)) { _ in }
        let atHalfASecond = 180 + 2 * (pow(0.998, 500) - 1) / log(0.998)
        #expect(abs(list.contentOffset.y - atHalfASecond) < 1e-9)
        #expect(list.isDecelerating)

        playback.runToEnd { _ in }
        #expect(abs(list.contentOffset.y - (180 + (0.02 - 2) / log(0.998))) < 1e-9)
        #expect(!list.isDecelerating)
        let lastFrame = Int64((log(0.01) / log(0.998) * 60 / 1000).rounded(.up))
        #expect(layer.clock.now == Instant(microseconds: 100_000 + lastFrame * 1_000_000 / 60))
        #expect(playback.nextTime == nil)
    }
}
