import Testing

@testable import PlayerModel

/// mpv's command syntax as touchmpv reads it: comments and words.
struct MPVCommandTextTests {
    @Test func aCommentStartsAtAHashOutsideQuotes() {
        #expect(MPVCommandText.withoutComment("seek -10   # back") == "seek -10")
        #expect(MPVCommandText.withoutComment(##"show-text "#1 \"# not\"" # yes"##) == ##"show-text "#1 \"# not\"""##)
        #expect(MPVCommandText.withoutComment("show-text '#2'") == "show-text '#2'")
        #expect(MPVCommandText.withoutComment("# all comment") == "")
    }

    @Test func commandsAreSplitIntoUnquotedWordsWithoutPrefixes() {
        #expect(MPVCommandText.commands(in: "osd-msg-bar seek -10 exact") == [["seek", "-10", "exact"]])
        #expect(
            MPVCommandText.commands(in: #"show-text "a \"b\"\n" 2000; raw cycle  sub"#) == [
                ["show-text", "a \"b\"\n", "2000"], ["cycle", "sub"],
            ])
        #expect(MPVCommandText.commands(in: "set title ''") == [["set", "title", ""]])
        #expect(MPVCommandText.commands(in: "  ; ") == [])
    }
}
