import Testing
import TextFormats

struct ByteOrderMarkTests {
    @Test func onlyALeadingMarkIsSkipped() {
        #expect(Array(ByteOrderMark.skipped([0xEF, 0xBB, 0xBF, 0x61])) == [0x61])
        #expect(Array(ByteOrderMark.skipped([0x61, 0xEF, 0xBB, 0xBF])) == [0x61, 0xEF, 0xBB, 0xBF])
        #expect(Array(ByteOrderMark.skipped([0xEF, 0xBB])) == [0xEF, 0xBB])
    }
}
