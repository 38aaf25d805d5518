import Testing
import Thumbnails

/// The storyboard's list of pictures, without files.
@Suite struct StoryboardIndexTests {
    @Test func entriesReadBackAsWrittenAndAnythingElseIsNoIndex() {
        let entries: [StoryboardIndex.Entry] = [(10.08, .infinity, false), (0, 0.04, true), (0.04, 10.08, false)]
        let text = StoryboardIndex.text(entries)
        #expect(text == "0.0 0.04 first\n0.04 10.08\n10.08 inf\n")
        let read = StoryboardIndex.entries(text)
        #expect(read?.map(\.keyFrame) == [0, 0.04, 10.08])
        #expect(read?.map(\.next) == [0.04, 10.08, .infinity])
        #expect(read?.map(\.first) == [true, false, false])
        #expect(StoryboardIndex.entries("")?.isEmpty == true)
        for broken in ["0.0 0.04 first\n0.04", "0.0 0.04 last\n", "2.0 1.0\n", "-1.0 2.0\n", "nan 2.0\n", "0.0\n"] {
            #expect(StoryboardIndex.entries(broken) == nil, "\(broken)")
        }
    }
}
