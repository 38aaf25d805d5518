import Testing
import TextFormats

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

    @Test func controlCharactersAreEscapedSoThatTheyCannotDriveATerminal() {
        #expect(ErrorExcerpt.of("\u{1B}]0;title\u{07}\u{1B}[31m") == "\\x1b]0;title\\x07\\x1b[31m")
        #expect(ErrorExcerpt.of("a\tb\rc\u{7F}\u{9B}é") == "a\\x09b\\x0dc\\x7f\\x9bé")
        #expect(ErrorExcerpt.of(String(repeating: "\u{1B}", count: 41)) == String(repeating: "\\x1b", count: 40) + "…")
    }

    /// A path or a name the user gave is quoted up to 160 characters, escaped as a word is.
    @Test func aPathIsCutAt160CharactersAndEscaped() {
        let path = "/media/" + String(repeating: "p", count: 153)
        #expect(ErrorExcerpt.path(path) == path)
        #expect(ErrorExcerpt.path(path + "q.mkv") == path + "…")
        #expect(ErrorExcerpt.path("/tmp/\u{1B}]0;x\u{07}.mkv") == "/tmp/\\x1b]0;x\\x07.mkv")
    }
}
