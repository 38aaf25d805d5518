import PlayerRuntime

/// A subcommand's command line, declared once against the struct that holds its
/// options: each option's name, value name and help beside the key path of the property
/// the parser fills, whose type says how the option is written (as
/// swift-argument-parser's `@Option var script: String?` does). Its `description` is the
/// text the parser's checks, the help, the man page and the README's usage are made from.
struct CommandDeclaration<Options: CommandOptions>: Sendable {
    let description: CommandDescription
    /// The property each of `description.options` fills, in the same order.
    private let properties: [Property]
    /// The property the operands fill; nil for a command that takes none.
    private let operands: (WritableKeyPath<Options, [String]> & Sendable)?

    init(name: String, summary: String, operands: Operands? = nil, options: [Option], details: [String]) {
        description = CommandDescription(
            name: name, summary: summary, operands: operands.map { [$0.text] } ?? [], options: options.map(\.text), details: details)
        properties = options.map(\.property)
        self.operands = operands?.property
    }

    /// `arguments` (after the command's name) as the command's options; bad usage
    /// (an unknown option, a missing value or required option, an operand too many)
    /// throws.
    func parse(_ arguments: [String]) throws(CommandError) -> Options {
        let list = try ArgumentList(arguments, for: description)
        var options = Options()
        for (option, property) in zip(description.options, properties) {
            switch property {
            case .optional(let keyPath): options[keyPath: keyPath] = list.value(option.name)
            case .required(let keyPath):
                // `ArgumentList` refused the arguments without it.
                if let value = list.value(option.name) { options[keyPath: keyPath] = value }
            case .repeating(let keyPath): options[keyPath: keyPath] = list.values[option.name] ?? []
            case .flag(let keyPath): options[keyPath: keyPath] = list.has(option.name)
            }
        }
        if let operands { options[keyPath: operands] = list.positional }
        return options
    }

    /// The property an option fills; its type is how the option is written.
    enum Property: Sendable {
        /// `--name VALUE`, nil when not given.
        case optional(WritableKeyPath<Options, String?> & Sendable)
        /// `--name VALUE`, without which the command does not run.
        case required(WritableKeyPath<Options, String> & Sendable)
        /// `--name VALUE` as often as wanted, every value in order.
        case repeating(WritableKeyPath<Options, [String]> & Sendable)
        /// `--name`, true when given.
        case flag(WritableKeyPath<Options, Bool> & Sendable)
    }

    /// One option: its text for the help and the property it fills.
    struct Option: Sendable {
        let text: CommandDescription.Option
        let property: Property

        /// `--name VALUE` (or `-short VALUE`), filling a `String?`.
        static func valued(
            _ property: WritableKeyPath<Options, String?> & Sendable, _ name: String, _ value: String, short: Character? = nil,
            _ summary: String
        ) -> Option {
            Option(
                text: .init(name: name, shortName: short, value: value, repeats: false, isRequired: false, summary: summary),
                property: .optional(property))
        }

        /// `--name VALUE`, required, filling a `String`.
        static func valued(_ property: WritableKeyPath<Options, String> & Sendable, _ name: String, _ value: String, _ summary: String)
            -> Option
        {
            Option(
                text: .init(name: name, shortName: nil, value: value, repeats: false, isRequired: true, summary: summary),
                property: .required(property))
        }

        /// `--name VALUE`, repeatable, filling a `[String]`.
        static func valued(
            _ property: WritableKeyPath<Options, [String]> & Sendable, _ name: String, _ value: String, _ summary: String
        ) -> Option {
            Option(
                text: .init(name: name, shortName: nil, value: value, repeats: true, isRequired: false, summary: summary),
                property: .repeating(property))
        }

        /// `--name`, filling a `Bool`.
        static func flag(_ property: WritableKeyPath<Options, Bool> & Sendable, _ name: String, _ summary: String) -> Option {
            Option(
                text: .init(name: name, shortName: nil, value: nil, repeats: false, isRequired: false, summary: summary),
                property: .flag(property))
        }
    }

    /// The operands: any number of them (none included), filling a `[String]`.
    struct Operands: Sendable {
        let text: CommandDescription.Operand
        let property: WritableKeyPath<Options, [String]> & Sendable

        /// `name` is how the synopsis writes one, in capitals.
        init(_ property: WritableKeyPath<Options, [String]> & Sendable, name: String, summary: String) {
            text = .init(name: name, isOptional: true, summary: summary, repeats: true)
            self.property = property
        }
    }
}
