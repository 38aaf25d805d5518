import Gestures
import TouchInput

#if canImport(Glibc)
    import Glibc
#endif

/// `touchmpv record [--touch DEV|auto] [--desc FILE] [--grab] [-o FILE]`: records
/// touches as a native `.touch` script, until the input ends or SIGINT (Ctrl-C).
///
/// DEV may be a device, or a file or FIFO of raw `struct input_event` records whose
/// description comes from `--desc` (else a protocol-B panel whose units are points).
/// Each frame is written and flushed as it comes, so the script is complete whenever
/// recording stops.
enum RecordCommand {
    /// Runs the command.
    static func run(_ arguments: [String]) throws(CommandError) {
        let list = try ArgumentList(arguments, valued: ["touch", "desc", "output"], flags: ["grab"], aliases: ["-o": "output"])
        if let extra = list.positional.first {
            throw CommandError("record: unexpected argument '\(extra)'", status: .badInput)
        }
        var description: DeviceDescription?
        if let descPath = list.value("desc") {
            do throws(ScriptError) {
                description = try ScriptLoader.loadDescription(path: descPath)
            } catch {
                throw CommandError(error.description, status: .badInput)
            }
        }
        let output = try Output(path: list.value("output"))
        defer { output.close() }
        do throws(InputError) {
            let source = list.value("touch") ?? "auto"
            let path = source == "auto" ? try DeviceScanner.automaticDevice() : source
            let device = try TouchDevice.open(path: path, options: TouchDevice.Options(grab: list.has("grab"), description: description))
            signal(SIGINT) { _ in }  // no-op: its only job is to make poll() return EINTR
            defer { signal(SIGINT, SIG_DFL) }
            var writer = TouchScriptWriter()
            try output.write(TouchScriptWriter.header(source: path, screen: .standardScreen))
            recording: while true {
                switch try device.waitForInput() {
                case .interrupted: break recording
                case .timedOut: continue
                case .ready: break
                }
                let frames: [TouchFrame]
                do throws(InputError) {
                    frames = try device.readFrames()
                } catch .endOfInput {
                    break recording
                }
                for frame in frames {
                    try output.write(writer.text(for: frame))
                }
            }
        } catch {
            throw CommandError(error.description, status: .runtimeFailure)
        }
    }
}

/// Where `record` writes: a file (`-o FILE`) or standard output, flushed on every write.
private final class Output {
    private let file: UnsafeMutablePointer<FILE>
    private let path: String
    private let ownsFile: Bool

    init(path: String?) throws(CommandError) {
        self.path = path ?? "standard output"
        guard let path else {
            guard let standardOutput = fdopen(1, "w") else {
                throw CommandError("cannot write to standard output", status: .runtimeFailure)
            }
            file = standardOutput
            ownsFile = false
            return
        }
        guard let opened = fopen(path, "w") else {
            let code = errno
            throw CommandError("\(path): cannot write: \(String(cString: strerror(code))) (errno \(code))", status: .runtimeFailure)
        }
        file = opened
        ownsFile = true
    }

    func write(_ text: String) throws(InputError) {
        guard fputs(text, file) >= 0, fflush(file) == 0 else {
            throw .system(path: path, operation: "write", errno: errno)
        }
    }

    func close() {
        if ownsFile { fclose(file) }
    }
}
