/// The texts people read on a terminal, made from the commands' descriptions:
/// `touchmpv --help`, `touchmpv COMMAND --help`, the synopsis after a usage error, and
/// the README's usage block (a test keeps the README equal to it).
import PlayerRuntime
import TextFormats

enum HelpText {
    /// 80 columns: a terminal's default, and the man page's.
    static let width = 80

    /// `command`'s synopsis after `prefix` ("usage: touchmpv "), wrapped to `width` with
    /// continuation lines aligned after the command's name.
    static func synopsis(of command: CommandDescription, prefix: String) -> [String] {
        let words = command.synopsisWords
        let indent = String(repeating: " ", count: prefix.count + words[0].count + 1)
        return wrap(words, width: width, first: prefix, rest: indent)
    }

    /// `touchmpv --help`.
    static func global(_ commands: [CommandDescription]) -> String {
        let column = (commands.map(\.name.count).max() ?? 0) + 4
        var lines = ["usage: touchmpv <command> [options]", "", "commands:"]
        for command in commands {
            lines += wrap(
                words(command.summary), width: width, first: "  " + command.name.padded(to: column),
                rest: String(repeating: " ", count: column + 2))
        }
        lines.append("")
        lines += wrap(
            words("`touchmpv COMMAND --help` describes a command's options; `touchmpv --version` prints the version."),
            width: width, first: "", rest: "")
        lines += ["", exitStatusLine]
        return lines.joined(separator: "\n")
    }

    /// `touchmpv COMMAND --help`: the synopsis, what it does, every operand and option
    /// described, and the exit status.
    static func command(_ command: CommandDescription) -> String {
        var lines = synopsis(of: command, prefix: "usage: touchmpv ")
        lines.append("")
        lines += wrap(words(sentence(command.summary)), width: width, first: "", rest: "")
        for paragraph in command.details {
            lines.append("")
            lines += wrap(words(paragraph), width: width, first: "", rest: "")
        }
        let entries =
            command.operands.map { ($0.name, $0.summary) } + command.options.map { ($0.label, $0.summary) }
            + [("-h, --help", "Show this help and exit.")]
        let column = min((entries.map(\.0.count).max() ?? 0) + 2, 24)
        lines += ["", command.operands.isEmpty ? "options:" : "arguments and options:"]
        for (label, summary) in entries {
            let indent = String(repeating: " ", count: column + 2)
            if label.count + 2 > column {
                lines.append("  " + label)
                lines += wrap(words(summary), width: width, first: indent, rest: indent)
            } else {
                lines += wrap(words(summary), width: width, first: "  " + label.padded(to: column), rest: indent)
            }
        }
        lines += ["", exitStatusLine]
        return lines.joined(separator: "\n")
    }

    /// The README's usage block: every command's synopsis, then help and version,
    /// indented by four spaces as a Markdown code block.
    static func readmeUsage(_ commands: [CommandDescription]) -> String {
        let lines = commands.flatMap { synopsis(of: $0, prefix: "touchmpv ") } + ["touchmpv [COMMAND] --help", "touchmpv --version"]
        return lines.map { "    " + $0 }.joined(separator: "\n")
    }

    /// "exit status: 0 ok, 1 an expect failed, …", from `ExitStatus`.
    static var exitStatusLine: String {
        "exit status: " + ExitStatus.allCases.map { "\($0.rawValue) \($0.meaning)" }.joined(separator: ", ")
    }

    /// `text` with a capital first letter and a final full stop: a summary as a sentence.
    static func sentence(_ text: String) -> String {
        (text.first.map { String($0).uppercased() + text.dropFirst() } ?? "") + (text.hasSuffix(".") ? "" : ".")
    }

    /// The words of `text` (split at spaces).
    static func words(_ text: String) -> [String] {
        text.split(separator: " ").map(String.init)
    }

    /// `words` as lines of at most `width` characters (a longer word gets a line of its
    /// own): the first line starts with `first`, the others with `rest`.
    static func wrap(_ words: [String], width: Int, first: String, rest: String) -> [String] {
        var lines: [String] = []
        var line = first
        var lineHasWord = false
        for word in words {
            if lineHasWord, line.count + 1 + word.count > width {
                lines.append(line)
                line = rest
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }
}
