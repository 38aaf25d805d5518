import Testing

@testable import TouchmpvCommands

/// `play`'s operands as mpv tells URLs from paths: only paths are checked before mpv starts.
struct MediaOperandsTests {
    @Test func urlsAreMpvsAndPathsAreChecked() {
        for url in ["https://example.org/a.mkv", "av://lavfi:testsrc", "file:///srv/a.mkv", "dvd+x.1://", "-"] {
            #expect(MediaOperands.isURL(url), "\(url)")
        }
        for path in ["a.mkv", "/srv/kiosk", "dir/with://inside", "1ab://x", "://x", "a b://c"] {
            #expect(!MediaOperands.isURL(path), "\(path)")
        }
        #expect(MediaOperands.firstMissing(["/", "av://lavfi:testsrc", "/nonexistent/a", "/nonexistent/b"])?.path == "/nonexistent/a")
        #expect(MediaOperands.firstMissing(["/", "-"]) == nil)
    }
}
