import PlayerRuntime
import TextFormats

/// A subcommand's arguments, split into options and positional arguments.
///
/// Options are `--name VALUE`, `--name=VALUE` or bare `--flag`; which names take a
/// value and which are flags is declared up front, so that an unknown option or a
/// missing value is reported as bad usage instead of being guessed at. Short options
/// (`-o FILE`) are aliases of long ones, declared in `aliases` (`["-o": "output"]`).
public struct ArgumentList: Sendable {
    /// Values of options that take one, in the order given (an option may repeat).
    public private(set) var values: [String: [String]] = [:]
    public private(set) var flags: Set<String> = []
    /// The arguments that are not options, in order.
    public private(set) var positional: [String] = []

    /// Parses `arguments` for a subcommand that accepts the given option names (without "--").
    public init(_ arguments: [String], valued: Set<String>, flags flagNames: Set<String>, aliases: [String: String] = [:])
        throws(CommandError)
    {
        var index = 0
        while index < arguments.count {
            let argument = aliases[arguments[index]].map { "--" + $0 } ?? arguments[index]
            index += 1
            guard argument.hasPrefix("--"), argument.count > 2 else {
                positional.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if flagNames.contains(name), inlineValue == nil {
                flags.insert(name)
            } else if valued.contains(name) {
                if let inlineValue {
                    values[name, default: []].append(inlineValue)
                } else if index < arguments.count {
                    values[name, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw CommandError("option --\(name) needs a value", status: .badInput)
                }
            } else {
                throw CommandError("unknown option --\(ErrorExcerpt.of(name))", status: .badInput)
            }
        }
    }

    /// Parses `arguments` (after the command's name) as `command` describes them: its
    /// options, its required ones, and no more operands than it takes (any number for a
    /// last operand that repeats).
    init(_ arguments: [String], for command: CommandDescription) throws(CommandError) {
        var aliases: [String: String] = [:]
        for option in command.options {
            if let short = option.shortName { aliases["-\(short)"] = option.name }
        }
        try self.init(
            arguments, valued: Set(command.options.filter { $0.value != nil }.map(\.name)),
            flags: Set(command.options.filter { $0.value == nil }.map(\.name)), aliases: aliases)
        if command.operands.last?.repeats != true, positional.count > command.operands.count {
            throw CommandError("unexpected argument '\(ErrorExcerpt.of(positional[command.operands.count]))'", status: .badInput)
        }
        for option in command.options where option.isRequired && values[option.name] == nil {
            throw CommandError("\(option.usage) is required", status: .badInput)
        }
    }

    /// The last value given for option `name`, if any.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// Whether flag `name` was given.
    public func has(_ name: String) -> Bool { flags.contains(name) }
}
