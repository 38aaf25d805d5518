/// mpv's input command syntax (input.conf, `mpv_command_string`), as far as touchmpv
/// reads it itself: where a comment starts, and the words of each command, for the
/// simulated player's model. Quoting as mpv's: `"…"` with backslash escapes and `'…'`
/// taken literally; `;` separates commands and `#` starts a comment, outside quotes.
/// mpv's rarer `!X…X!` quotes are not read here (mpv itself still takes them).
public enum MPVCommandText {
    /// The command prefixes mpv takes before a command's name (OSD, expansion, repeat and
    /// async flags); they change how a command runs, not what it does.
    static let prefixes: Set<String> = [
        "osd-auto", "no-osd", "osd-bar", "osd-msg", "osd-msg-bar", "raw", "expand-properties",
        "repeatable", "nonrepeatable", "nonscalable", "async", "sync",
    ]

    /// `text` up to its comment (a `#` outside quotes), without trailing blanks.
    public static func withoutComment(_ text: Substring) -> Substring {
        var end = text.endIndex
        read(text) { piece in
            guard case .plain("#", let index) = piece else { return true }
            end = index
            return false
        }
        var result = text[..<end]
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }

    /// The commands of `text`, each as its words without quotes and without prefixes:
    /// `osd-msg-bar seek -10; cycle sub` → [["seek", "-10"], ["cycle", "sub"]].
    static func commands(in text: String) -> [[String]] {
        var commands: [[String]] = [[]]
        var word: String?
        func endWord() {
            if let finished = word { commands[commands.count - 1].append(finished) }
            word = nil
        }
        read(Substring(text)) { piece in
            switch piece {
            case .quoteOpened:
                word = word ?? ""
            case .quoted(let character):
                word = (word ?? "") + String(character)
            case .plain("#", _):
                return false
            case .plain(";", _):
                endWord()
                commands.append([])
            case .plain(let character, _) where character == " " || character == "\t":
                endWord()
            case .plain(let character, _):
                word = (word ?? "") + String(character)
            }
            return true
        }
        endWord()
        return commands.map { Array($0.drop(while: prefixes.contains)) }.filter { !$0.isEmpty }
    }

    /// What `read` hands on: a character outside quotes (with its index), one inside
    /// (escapes resolved), or the start of a quoted part.
    private enum Piece {
        case plain(Character, Substring.Index)
        case quoted(Character)
        case quoteOpened
    }

    /// Reads `text` piece by piece, handing each to `body` until it returns false.
    private static func read(_ text: Substring, _ body: (Piece) -> Bool) {
        var quote: Character?
        var escaped = false
        for index in text.indices {
            let character = text[index]
            let piece: Piece
            if let open = quote {
                if escaped {
                    escaped = false
                    piece = .quoted(unescaped(character))
                } else if open == "\"" && character == "\\" {
                    escaped = true
                    continue
                } else if character == open {
                    quote = nil
                    continue
                } else {
                    piece = .quoted(character)
                }
            } else if character == "\"" || character == "'" {
                quote = character
                piece = .quoteOpened
            } else {
                piece = .plain(character, index)
            }
            guard body(piece) else { return }
        }
    }

    /// The character a backslash escape stands for (`\n` a line break, `\t` a tab, any
    /// other the character itself).
    private static func unescaped(_ character: Character) -> Character {
        switch character {
        case "n": "\n"
        case "t": "\t"
        default: character
        }
    }
}
