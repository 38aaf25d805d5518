/// One subcommand's command line, written once: the argument parser (`ArgumentList`),
/// `touchmpv COMMAND --help`, `touchmpv --help`, the man page `touchmpv(1)` and the
/// README's usage block are all made from it (`HelpText`, `ManPage`), so none of them
/// can drift from what the parser accepts.
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

        /// An option taking `value`.
        static func valued(
            _ name: String, _ value: String, short: Character? = nil, repeats: Bool = false, required: Bool = false, _ summary: String
        ) -> Option {
            Option(name: name, shortName: short, value: value, repeats: repeats, isRequired: required, summary: summary)
        }

        static func flag(_ name: String, _ summary: String) -> Option {
            Option(name: name, shortName: nil, value: nil, repeats: false, isRequired: false, summary: summary)
        }

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

extension CommandDescription.Option {
    /// `--desc FILE`, the same for every command that reads raw input.
    static let desc = valued(
        "desc", "FILE",
        "The evemu device description (N:, I:, P:, B: and A: lines) of a source that cannot describe itself: a header-less "
            + "recording, or a file or FIFO of raw struct input_event records.")

    /// `--bindings FILE`, the same for every command that recognizes gestures.
    static let bindings = valued(
        "bindings", "FILE",
        "Read the gesture bindings from FILE instead of touch-input.conf beside the configuration file (its folder, or with "
            + "none $XDG_CONFIG_HOME/touchmpv/ or /etc/); without either, the built-in defaults. A binding can run any mpv "
            + "command, as input.conf can (run, load-script, screenshot-to-file, set input-ipc-server): FILE must be "
            + "writable only by whoever may run programs as you.")

    /// `--config FILE`, the same for every command that reads the configuration.
    static let config = valued(
        "config", "FILE",
        "Read the configuration from FILE instead of $XDG_CONFIG_HOME/touchmpv/touchmpv.conf "
            + "(~/.config/touchmpv/touchmpv.conf) or /etc/touchmpv.conf.")

    /// `--junit FILE`, the same for every command that runs a script's expect lines.
    static let junit = valued(
        "junit", "FILE",
        "Write the script's expect lines to FILE as a JUnit XML report, one test case per line named FILE:LINE, for CI "
            + "systems to show.")
}
