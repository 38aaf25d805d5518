import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEnd {
    /// A media file whose name holds an escape sequence and runs long: the "playing" line
    /// and the service's `STATUS=` quote it escaped and cut at 160 characters, so that
    /// it can neither retitle the terminal nor fill the journal.
    @Suite struct PlayHostileNameTests {
        @Test func thePlayingLineAndTheServiceStatusQuoteTheNameEscapedAndCut() throws {
            let folder = try TemporaryFolder()
            let clip = folder.path("\u{1b}]0;pwned\u{07}" + String(repeating: "x", count: 200) + ".mkv")
            try TestMedia.clip(at: clip, seconds: 1)
            let listener = try NotifySocketListener(abstract: true)
            let run = try TouchmpvRun.finished(
                ["play", "--headless", "--no-mpv-config", "--touch", "none", clip], environment: ["NOTIFY_SOCKET": listener.address])
            #expect(run.status == 0, "\(run.errors)")
            let shown =
                String(clip.prefix(160)).replacingOccurrences(of: "\u{1b}", with: "\\x1b").replacingOccurrences(
                    of: "\u{07}", with: "\\x07") + "…"
            #expect(run.output.contains("touchmpv: playing \(shown) headless\n"), "\(run.output)")
            let ready = try listener.receive(until: { $0.hasPrefix("READY=1") })
            #expect(ready.last == "READY=1\nSTATUS=Playing \(shown)")
            for (stream, text) in [("standard output", run.output), ("standard error", run.errors)] {
                #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "a control character on \(stream)")
            }
        }
    }
}
