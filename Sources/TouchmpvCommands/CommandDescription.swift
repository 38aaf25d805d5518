/// One subcommand's command line as text, made by its `CommandDeclaration`: the argument
/// parser (`ArgumentList`), `touchmpv COMMAND --help`, `touchmpv --help`, the man page
/// `touchmpv(1)` and the README's usage block are all made from it (`HelpText`,
/// `ManPage`), so none of them can drift from what the parser accepts.
struct CommandDescription: Sendable {
    /// The word after `touchmpv`.
    var name: String
    /// What the command does, in a few words, for the list of commands.
    var summary: String
    /// The positional arguments, in order.
    var operands: [Operand]
    var options: [Option]
    /// Paragraphs for the command's help and its man page section.
    var details: [String]

    /// A positional argument, e.g. `[MEDIA]...`.
    struct Operand: Sendable {
        /// Its name in the synopsis, in capitals.
        var name: String
        var isOptional: Bool
        var summary: String
        /// Whether it may be given more than once (only the last operand may).
        var repeats = false
    }

    /// An option: `--name VALUE` (or `--name=VALUE`), or a flag `--name`.
    struct Option: Sendable {
        /// The long name, without "--".
        var name: String
        /// A one-letter alias used instead of `--name`, without "-" (`-o FILE`).
        var shortName: Character?
        /// What the value is, e.g. "FILE", "DEV|auto", "NAME[=VALUE]"; nil for a flag.
        var value: String?
        /// Whether it may be given more than once (every value counts).
        var repeats: Bool
        /// Whether the command cannot run without it.
        var isRequired: Bool
        /// One or more sentences.
        var summary: String

        /// How it is written in a synopsis: `-o FILE`, `--touch DEV|auto`, `--json`.
        var usage: String {
            let spelling = shortName.map { "-\($0)" } ?? "--" + name
            return value.map { "\(spelling) \($0)" } ?? spelling
        }

        /// How the help lists it: `-o, --output FILE`, `--mpv KEY=VALUE`.
        var label: String {
            let long = "--" + name + (value.map { " " + $0 } ?? "")
            return shortName.map { "-\($0), " + long } ?? long
        }
    }

    /// The synopsis' words after `touchmpv`, each one unit a line may not break:
    /// `play`, `[MEDIA]...`, `[--touch DEV|auto|none]`, `[--mpv NAME[=VALUE]]...`.
    var synopsisWords: [String] {
        let operandWords = operands.map { ($0.isOptional ? "[\($0.name)]" : $0.name) + ($0.repeats ? "..." : "") }
        let optionWords = options.map { option in
            (option.isRequired ? option.usage : "[\(option.usage)]") + (option.repeats ? "..." : "")
        }
        return [name] + operandWords + optionWords
    }

    /// The message for bad usage: what is wrong, then the synopsis.
    func usageError(_ message: String) -> String {
        "\(name): \(message)\n" + HelpText.synopsis(of: self, prefix: "usage: touchmpv ").joined(separator: "\n")
    }
}
