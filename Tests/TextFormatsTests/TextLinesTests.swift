import Testing
import TextFormats

/// The line reader of the configuration and bindings files.
struct TextLinesTests {
    @Test func linesKeepTheirNumbersAndDropBlankAndCommentLines() {
        let lines = TextLines.lines(of: "a = 1\n\n  # note\r\n\tb = 2 # why\rc\u{2028}d", comment: .hashToEndOfLine)
        #expect(lines.map(\.number) == [1, 4, 5, 6])
        #expect(lines.map(\.content) == ["a = 1", "b = 2", "c", "d"])
        #expect(lines[1].text == "\tb = 2 # why")
    }

    @Test func aHashEndsTheLineWhereverItStands() {
        let lines = TextLines.lines(of: #"key = "a#b""#, comment: .hashToEndOfLine)
        #expect(lines.map(\.content) == [#"key = "a"#])
    }

    @Test func theCommentRuleIsTheFormats() {
        let upToSemicolon = CommentRule { $0.prefix { $0 != ";" } }
        let lines = TextLines.lines(of: "x # kept ; gone\n; all gone", comment: upToSemicolon)
        #expect(lines.map(\.content) == ["x # kept"])
    }

    @Test func columnsCountCharactersOfTheWholeLine() throws {
        let line = try #require(TextLines.lines(of: "  é = v", comment: .hashToEndOfLine).first)
        let value = try #require(line.content.firstIndex(of: "v"))
        #expect(line.column(of: line.content) == 3)
        #expect(line.column(of: line.content[value...]) == 7)
    }
}
