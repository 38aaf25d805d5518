/// The commands mpv ran, read from its `--log-file`: the one record of `osd-overlay` calls,
/// which no IPC client can see. mpv writes a line per command, `[  12.345][d][cplayer] Run
/// command: NAME, flags=…, args=[…]`, at level debug (the log file's least), and for a
/// command it calls noisy (`osd-overlay` among them) only at trace
/// (`--msg-level=cplayer=trace`).
public enum MPVLogCommands {
    /// One command mpv ran: when (seconds since mpv started, the log's clock) and its name.
    public struct Command: Equatable, Sendable {
        public var seconds: Double
        public var name: String

        public init(seconds: Double, name: String) {
            self.seconds = seconds
            self.name = name
        }
    }

    private static let marker = "] Run command: "

    /// Every command in `log`'s text, in the log's order; lines that are not a command's
    /// (or not from mpv's log file) are skipped.
    public static func commands(in log: String) -> [Command] {
        log.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("["), let close = line.firstIndex(of: "]"),
                let seconds = Double(line[line.index(after: line.startIndex)..<close].drop { $0 == " " }),
                let run = line.firstRange(of: marker)
            else { return nil }
            let rest = line[run.upperBound...]
            return Command(seconds: seconds, name: String(rest.prefix { $0 != "," }))
        }
    }
}
