import MPVPlayer
import Testing

/// The seek preview's OSD text.
struct SeekPreviewTextTests {
    @Test func forwardPreviewShowsOffsetTargetAndDuration() {
        #expect(SeekPreviewText.text(offset: 15, target: 83, duration: 600) == "+0:15 → 1:23 / 10:00")
    }

    @Test func backwardPreviewHasAMinusSign() {
        #expect(SeekPreviewText.text(offset: -75.5, target: 4.5, duration: 600) == "-1:15 → 0:04 / 10:00")
    }

    @Test func mediaWithoutDurationShowsNoTotal() {
        #expect(SeekPreviewText.text(offset: 3, target: 3, duration: nil) == "+0:03 → 0:03")
    }
}
