import Testing
import TouchInput

struct ErrorExcerptTests {
    @Test func aWordOfAtMostFortyCharactersIsQuotedWhole() {
        #expect(ErrorExcerpt.of("") == "")
        #expect(ErrorExcerpt.of("nan") == "nan")
        let forty = String(repeating: "x", count: 40)
        #expect(ErrorExcerpt.of(forty) == forty)
    }

    @Test func aLongerWordIsCutToItsFirstFortyCharactersAndAnEllipsis() {
        #expect(ErrorExcerpt.of(String(repeating: "x", count: 41)) == String(repeating: "x", count: 40) + "…")
        let million = String(repeating: "é", count: 1_000_000)
        #expect(ErrorExcerpt.of(million[...]) == String(repeating: "é", count: 40) + "…")
    }
}
