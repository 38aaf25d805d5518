import MPVPlayer
import PlayerRuntime
import TextFormats

/// The `touchmpv` command line: picks the subcommand, parses its arguments into its
/// options by its `CommandDeclaration`, and turns its outcome into an exit status.
public enum Touchmpv {
    /// The version `--version` prints and the man page carries: the one place it is written.
    public static let version = "0.1.0"

    /// Every subcommand, in the order help lists them.
    static let commands = [
        PlayOptions.declaration.description, SimulateOptions.declaration.description, DevicesOptions.declaration.description,
        RecordOptions.declaration.description,
    ]

    /// Runs the command line `arguments` (without the program name) and returns the exit status.
    ///
    /// `touchmpv`, `--help`, `-h` and `help` print the commands; `COMMAND --help` (or
    /// `help COMMAND`) a command's options; `--version` (`-V`, as mpv) the version;
    /// `help --man` the man page `touchmpv(1)` in roff (`make man` writes it to a file).
    public static func run(_ arguments: [String]) -> ExitStatus {
        guard let name = arguments.first, !["--help", "-h", "help"].contains(name) else {
            return help(Array(arguments.dropFirst()), bare: arguments.isEmpty)
        }
        if name == "--version" || name == "-V" {
            print("touchmpv \(version) (libmpv client API \(MPVClient.clientAPIVersion))")
            return .ok
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            StandardError.write("touchmpv: unknown command '\(ErrorExcerpt.of(name))'\n\(HelpText.global(commands))\n")
            return .badInput
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            print(HelpText.command(command))
            return .ok
        }
        do throws(CommandError) {
            switch command.name {
            case SimulateOptions.declaration.description.name: return SimulateCommand.run(rest)
            case PlayOptions.declaration.description.name: try PlayCommand.run(try parse(rest))
            case RecordOptions.declaration.description.name: try RecordCommand.run(try parse(rest))
            default:
                let _: DevicesOptions = try parse(rest)
                DevicesCommand.run()
            }
            return .ok
        } catch {
            StandardError.write("touchmpv: \(error.message)\n")
            return error.status
        }
    }

    /// `arguments` parsed by their command's declaration; bad usage names the command and
    /// repeats its synopsis.
    private static func parse<Options: CommandOptions>(_ arguments: [String]) throws(CommandError) -> Options {
        do throws(CommandError) {
            return try Options.declaration.parse(arguments)
        } catch {
            throw CommandError(Options.declaration.description.usageError(error.message), status: error.status)
        }
    }

    /// `touchmpv help [COMMAND | --man]`; a bare `touchmpv` prints the commands too, but
    /// as bad usage.
    private static func help(_ arguments: [String], bare: Bool) -> ExitStatus {
        switch arguments.first {
        case nil:
            print(HelpText.global(commands))
            return bare ? .badInput : .ok
        case "--man":
            print(ManPage.render(commands), terminator: "")
            return .ok
        case let name?:
            guard let command = commands.first(where: { $0.name == name }) else {
                StandardError.write("touchmpv: help: unknown command '\(ErrorExcerpt.of(name))'\n")
                return .badInput
            }
            print(HelpText.command(command))
            return .ok
        }
    }
}
