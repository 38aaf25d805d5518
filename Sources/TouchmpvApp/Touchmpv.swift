/// The `touchmpv` command line: picks the subcommand and turns its outcome into an exit status.
public enum Touchmpv {
    /// The usage text printed for `--help` and for bad usage.
    public static let usage = """
        usage: touchmpv <command> [options]

        commands:
          play [MEDIA] [--touch DEV|auto] [--script FILE] [--desc FILE] [--headless]
               [--mpv KEY=VALUE]... [--config FILE]
          simulate --script FILE [--desc FILE] [--config FILE] [--json] [--trace]
          devices
          record [--touch DEV|auto] [--desc FILE] [--grab] [-o FILE]

        exit status: 0 ok, 1 an expect failed, 2 bad usage or input, 3 runtime failure
        """

    /// Runs the command line `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String]) -> ExitStatus {
        guard let command = arguments.first, command != "--help", command != "-h", command != "help" else {
            print(usage)
            return arguments.isEmpty ? .badInput : .ok
        }
        let rest = Array(arguments.dropFirst())
        do throws(CommandError) {
            _ = rest
            switch command {
            case "play": try PlayCommand.run(rest)
            case "devices": try DevicesCommand.run(rest)
            case "record": try RecordCommand.run(rest)
            case "simulate": return SimulateCommand.run(rest)
            default:
                throw CommandError("unknown command '\(command)'\n\(usage)", status: .badInput)
            }
            return .ok
        } catch {
            StandardError.write("touchmpv: \(error.message)\n")
            return error.status
        }
    }
}
